export default {
  title: 'Najczęstsze pytania',
  intro:
    'Odpowiedzi na pytania, które użytkownicy Lönna zadają najczęściej. Jeśli nie znajdziesz tu odpowiedzi, skontaktuj się z działem płac w swojej firmie.',
  items: {
    login: {
      q: 'Jak się zalogować?',
      a: 'Zaloguj się nazwą użytkownika i hasłem otrzymanymi od pracodawcy. Jeśli Twoja firma korzysta z Mobilnego BankID, możesz zalogować się za jego pomocą.',
    },
    password: {
      q: 'Nie pamiętam hasła. Co mam zrobić?',
      a: 'Wybierz „Nie pamiętasz hasła?” na stronie logowania. Na zarejestrowany adres e-mail otrzymasz link do ustawienia nowego hasła.',
    },
    company: {
      q: 'Dlaczego muszę wybrać firmę?',
      a: 'Jeśli administrujesz kilkoma firmami, wybierasz tę, w której chcesz pracować. Firmę możesz zmienić w dowolnym momencie, klikając jej nazwę na pasku narzędzi. Oznacz gwiazdką firmy, z których korzystasz najczęściej – pojawią się na początku listy.',
    },
    payslip: {
      q: 'Gdzie znajdę pasek wynagrodzenia?',
      a: 'Paski wynagrodzeń oraz salda urlopu i czasu elastycznego znajdują się w menu pod „Paski wynagrodzeń”, jeśli Twoja firma włączyła tę funkcję.',
    },
    timereport: {
      q: 'Do kiedy muszę zgłosić czas pracy?',
      a: 'Decyduje o tym pracodawca. Zwykle czas pracy i nieobecności trzeba zgłosić najpóźniej ostatniego dnia miesiąca, aby wynagrodzenie zostało prawidłowo obliczone.',
    },
    logout: {
      q: 'Dlaczego zostałem wylogowany?',
      a: 'Ze względów bezpieczeństwa jesteś automatycznie wylogowywany po pewnym czasie bezczynności. W Ustawieniach możesz wybrać, jak długi ma być ten czas, albo wyłączyć automatyczne wylogowanie.',
    },
    language: {
      q: 'Czy mogę korzystać z portalu w innym języku?',
      a: 'Tak. Portal jest dostępny po szwedzku, angielsku, francusku i polsku. Język wybierzesz na stronie logowania.',
    },
  },
};
