import type { Messages } from '../../plugin/types';

const pl = {
  version: {
    title: 'Dostępna jest nowa wersja Lönna',
    text: 'Strona zostanie automatycznie przeładowana po upływie czasu. Zapisz swoją pracę.',
    countdown: 'Przeładowanie za',
    updateNow: 'Aktualizuj teraz',
    moreTime: 'Potrzebuję więcej czasu',
    extensionsLeft: 'Pozostało przedłużeń: {{n}} z 3',
  },
  inbox: {
    open: 'Wiadomości',
    unreadCount: 'Nieprzeczytane: {{n}}',
    title: 'Nieprzeczytane wiadomości',
    none: 'Nie masz nieprzeczytanych wiadomości.',
    from: 'Od: {{from}}',
    markRead: 'Oznacz jako przeczytaną',
    showAll: 'Pokaż wszystkie wiadomości',
    loadFailed: 'Nie udało się wczytać wiadomości.',
  },
  install: {
    button: 'Zainstaluj aplikację',
    guideTitle: 'Zainstaluj Lönna',
    iosIntro: 'W Safari na iPhonie i iPadzie:',
    iosSteps: { s1: 'Stuknij przycisk Udostępnij (kwadrat ze strzałką w górę).', s2: 'Wybierz „Do ekranu początkowego”.', s3: 'Stuknij „Dodaj”.' },
    androidIntro: 'W Chrome na Androidzie:',
    androidSteps: { s1: 'Otwórz menu (trzy kropki w prawym górnym rogu).', s2: 'Wybierz „Zainstaluj aplikację” lub „Dodaj do ekranu głównego”.' },
    desktopIntro: 'W Chrome lub Edge na komputerze:',
    desktopSteps: { s1: 'Kliknij ikonę instalacji na pasku adresu albo otwórz menu.', s2: 'Wybierz „Zainstaluj Lönna”.' },
    installed: 'Lönna jest zainstalowana.',
    close: 'Zamknij',
    googlePlay: 'Pobierz z Google Play',
    appStore: 'Pobierz z App Store',
    stores: 'Aplikacje mobilne',
  },
  offline: {
    back: 'Połączenie zostało przywrócone.',
  },
  download: {
    printFailed: 'Drukowanie nie powiodło się',
    downloadFailed: 'Pobieranie pliku nie powiodło się',
    unknown: 'Nie udało się pobrać pliku. Spróbuj ponownie za chwilę.',
    close: 'Zamknij',
  },
} satisfies Messages;

export default pl;
