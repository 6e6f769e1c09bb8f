export default {
  title: 'Polityka prywatności aplikacji Lönna',
  updated: '2026-01-01',
  intro:
    'Opisujemy tu, jak aplikacja mobilna Lönna przetwarza dane osobowe. Aplikacja oferuje te same usługi co portal internetowy: ewidencję czasu pracy, nieobecności, zwroty kosztów i paski wynagrodzeń.',
  sections: {
    controller: {
      heading: 'Kto odpowiada za dane',
      body: 'Administratorem Twoich danych osobowych w Lönna jest Twój pracodawca. My, jako dostawca aplikacji, jesteśmy podmiotem przetwarzającym i przetwarzamy dane na podstawie umowy z pracodawcą.',
    },
    collected: {
      heading: 'Jakie dane przetwarza aplikacja',
      body: 'Imię i nazwisko, numer identyfikacyjny, numer pracownika, raporty czasu pracy i nieobecności, wydatki z paragonami, paski wynagrodzeń oraz wysyłane przez Ciebie wiadomości. Aplikacja nie zbiera danych o lokalizacji i nie wyświetla reklam.',
    },
    permissions: {
      heading: 'Uprawnienia w telefonie',
      body: 'Aparat jest używany tylko wtedy, gdy sam fotografujesz paragon. Powiadomienia służą do wiadomości i przypomnień od pracodawcy i można je wyłączyć w ustawieniach telefonu.',
    },
    push: {
      heading: 'Powiadomienia',
      android:
        'Na Androidzie powiadomienia są wysyłane przez Google Firebase Cloud Messaging. Anonimowy token urządzenia jest zapisywany na Twoim koncie, aby powiadomienie trafiło na właściwy telefon.',
      ios: 'Na iPhonie i iPadzie powiadomienia są wysyłane przez usługę Apple Push Notification. Anonimowy token urządzenia jest zapisywany na Twoim koncie, aby powiadomienie trafiło na właściwe urządzenie.',
    },
    storage: {
      heading: 'Przechowywanie i bezpieczeństwo',
      body: 'Dane są przechowywane w postaci zaszyfrowanej na serwerach w UE/EOG. Cała komunikacja między aplikacją a serwerem jest szyfrowana. Aplikacja nie zapisuje pasków wynagrodzeń w telefonie.',
    },
    retention: {
      heading: 'Jak długo przechowujemy dane',
      body: 'Dane będące podstawą wynagrodzenia są przechowywane tak długo, jak wymaga szwedzka ustawa o rachunkowości, zwykle siedem lat. Token urządzenia jest usuwany po wylogowaniu z aplikacji.',
    },
    rights: {
      heading: 'Twoje prawa',
      body: 'Masz prawo wiedzieć, jakie dane o Tobie są przechowywane, żądać sprostowania nieprawidłowych danych, a w niektórych przypadkach ich usunięcia. Zwróć się do pracodawcy. Możesz też złożyć skargę do szwedzkiego organu ochrony prywatności (IMY).',
    },
  },
};
