export default {
  title: 'Warunki korzystania',
  updated: '2026-01-01',
  intro:
    'Niniejsze warunki obowiązują, gdy korzystasz z Lönna – portalu internetowego i aplikacji mobilnych do płac, ewidencji czasu pracy i zwrotu kosztów – na podstawie umowy Twojego pracodawcy z nami.',
  sections: {
    service: {
      heading: 'Usługa',
      body: 'Lönna umożliwia zgłaszanie czasu pracy i nieobecności, składanie wniosków urlopowych, rozliczanie wydatków i delegacji, przeglądanie pasków wynagrodzeń oraz dokumentów od pracodawcy. To, które funkcje widzisz, zależy od pracodawcy i Twojej roli.',
    },
    account: {
      heading: 'Twoje konto',
      body: 'Konto jest osobiste. Nie ujawniaj hasła i wylogowuj się na komputerach, z których korzystają inni. Jeśli podejrzewasz, że ktoś inny użył Twojego konta, zmień hasło i poinformuj pracodawcę.',
    },
    correctness: {
      heading: 'Prawidłowe dane',
      body: 'To, co zgłaszasz, jest podstawą Twojego wynagrodzenia. Odpowiadasz za to, aby dane były prawidłowe i przekazane na czas. Błędy są korygowane w porozumieniu z pracodawcą.',
    },
    data: {
      heading: 'Dane osobowe',
      body: 'Administratorem Twoich danych osobowych jest Twój pracodawca. Lönna przetwarza je jako podmiot przetwarzający zgodnie z ogólnym rozporządzeniem o ochronie danych (RODO) i wyłącznie w celu świadczenia usługi.',
    },
    availability: {
      heading: 'Dostępność',
      body: 'Dbamy o to, aby usługa była dostępna całą dobę. Planowane prace konserwacyjne odbywają się głównie wieczorami i w miarę możliwości są zapowiadane z wyprzedzeniem.',
    },
    changes: {
      heading: 'Zmiany',
      body: 'Możemy aktualizować warunki, gdy zmienia się usługa lub przepisy. O istotnych zmianach informujemy w portalu, zanim zaczną obowiązywać.',
    },
  },
};
