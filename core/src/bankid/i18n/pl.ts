import type { Messages } from '../../plugin/types';

/** Polish. Translations of BankID's recommended user messages. */
const pl = {
  rfa: {
    RFA1: 'Uruchom aplikację BankID.',
    RFA1QR: 'Uruchom aplikację BankID i zeskanuj kod QR.',
    RFA2: 'Aplikacja BankID nie jest zainstalowana. Skontaktuj się ze swoim bankiem internetowym.',
    RFA3: 'Operacja przerwana. Spróbuj ponownie.',
    RFA4: 'Identyfikacja lub podpisywanie dla tego numeru osobowego jest już w toku. Spróbuj ponownie.',
    RFA5: 'Wewnętrzny błąd techniczny. Spróbuj ponownie.',
    RFA6: 'Operacja przerwana.',
    RFA8: 'Aplikacja BankID nie odpowiada. Sprawdź, czy jest uruchomiona i czy masz połączenie z internetem. Jeśli nie masz ważnego BankID, możesz go uzyskać w swoim banku. Następnie spróbuj ponownie.',
    RFA9: 'Wpisz swój kod bezpieczeństwa w aplikacji BankID i wybierz Identyfikuj lub Podpisz.',
    RFA13: 'Próba uruchomienia aplikacji BankID.',
    RFA14A:
      'Wyszukiwanie BankID, to może chwilę potrwać… Jeśli minęło kilka sekund i nie znaleziono żadnego BankID, prawdopodobnie nie masz na tym komputerze BankID, którego można użyć do tej identyfikacji/podpisu. Jeśli masz kartę BankID, włóż ją do czytnika kart. Jeśli nie masz BankID, możesz go uzyskać w swoim banku internetowym. Jeśli masz BankID na innym urządzeniu, możesz tam uruchomić aplikację BankID.',
    RFA14B:
      'Wyszukiwanie BankID, to może chwilę potrwać… Jeśli minęło kilka sekund i nie znaleziono żadnego BankID, prawdopodobnie nie masz na tym urządzeniu BankID, którego można użyć do tej identyfikacji/podpisu. Jeśli nie masz BankID, możesz go uzyskać w swoim banku internetowym. Jeśli masz BankID na innym urządzeniu, możesz tam uruchomić aplikację BankID.',
    RFA15A:
      'Wyszukiwanie BankID, to może chwilę potrwać… Jeśli minęło kilka sekund i nie znaleziono żadnego BankID, prawdopodobnie nie masz na tym komputerze BankID, którego można użyć do tej identyfikacji/podpisu. Jeśli masz kartę BankID, włóż ją do czytnika kart. Jeśli nie masz BankID, możesz go uzyskać w swoim banku internetowym.',
    RFA15B:
      'Wyszukiwanie BankID, to może chwilę potrwać… Jeśli minęło kilka sekund i nie znaleziono żadnego BankID, prawdopodobnie nie masz na tym urządzeniu BankID, którego można użyć do tej identyfikacji/podpisu. Jeśli nie masz BankID, możesz go uzyskać w swoim banku internetowym.',
    RFA16: 'BankID, którego próbujesz użyć, jest zbyt stary lub zablokowany. Użyj innego BankID lub zamów nowy w swoim banku internetowym.',
    RFA17A:
      'Wygląda na to, że aplikacji BankID nie ma na Twoim komputerze ani telefonie. Zainstaluj ją i uzyskaj BankID w swoim banku internetowym. Zainstaluj aplikację ze sklepu z aplikacjami lub ze strony https://install.bankid.com.',
    RFA17B:
      'Nie udało się odczytać kodu QR. Uruchom aplikację BankID i zeskanuj kod QR. Sprawdź, czy aplikacja BankID jest aktualna. Jeśli nie masz aplikacji BankID, musisz ją zainstalować i uzyskać BankID w swoim banku internetowym. Zainstaluj aplikację ze sklepu z aplikacjami lub ze strony https://install.bankid.com.',
    RFA18: 'Uruchom aplikację BankID',
    RFA19: 'Czy chcesz się zidentyfikować lub podpisać za pomocą BankID na tym komputerze, czy za pomocą mobilnego BankID?',
    RFA20: 'Czy chcesz się zidentyfikować lub podpisać za pomocą BankID na tym urządzeniu, czy za pomocą BankID na innym urządzeniu?',
    RFA21: 'Trwa identyfikacja lub podpisywanie.',
    RFA22: 'Nieznany błąd. Spróbuj ponownie.',
  },
  noAccounts: 'Dla tego numeru osobowego nie istnieją żadne konta.',
  chooseAccount: 'Wybierz konto, na które chcesz się zalogować',
  startMobile: 'Mobilny BankID',
  startThisDevice: 'BankID na tym urządzeniu',
  openOnThisDevice: 'Otwórz BankID na tym urządzeniu',
  cancel: 'Anuluj',
  qrAlt: 'Kod QR dla BankID',
  signFailed: 'Nie udało się rozpocząć podpisywania. Spróbuj ponownie.',
  notAvailable: 'BankID nie jest dostępny dla tej firmy.',
  scanQr: 'Zeskanuj kod QR w aplikacji BankID',
  waiting: 'Oczekiwanie na BankID …',
  signingIn: 'Logowanie …',
  startAgain: 'Spróbuj ponownie',
  accountsLabel: 'Konta',
  roles: {
    LIC: 'Administrator licencji',
    ADM: 'Administrator portalu',
    FTG: 'Administrator firmy',
    AVD: 'Kierownik działu',
    LSS: 'Koordynator LSS',
    BRU: 'Podopieczny',
    PER: 'Pracownik',
  },
} satisfies Messages;

export default pl;
