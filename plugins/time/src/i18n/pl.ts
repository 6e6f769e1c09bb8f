import { timeSharedMessages } from './shared-messages';

export default {
  ...timeSharedMessages.pl,
  title: 'Czas pracy',
  groups: { time: 'Czas pracy', reports: 'Raporty' },
  nav: {
    timereport: 'Raport czasu', calendar: 'Kalendarz', punches: 'Odbicia', schedule: 'Grafik', approve: 'Zatwierdź czas', attest: 'Akceptacja',
    printTimeReport: 'Wydruk raportu czasu', printAttestList: 'Wydruk listy akceptacji',
  },
  common: {
    noEmployee: 'Wybierz pracownika, aby zobaczyć i zgłosić czas pracy.',
    days: '{{n}} dn.', today: 'Dziś',
    employee: 'Pracownik', chooseEmployee: 'Wybierz pracownika', employeeNumber: 'Nr', inactive: 'odszedł', showInactive: 'Pokaż byłych pracowników',
    filters: 'Wybór', week: 'tydz. {{week}}', print: 'Drukuj', close: 'Zamknij', cancel: 'Anuluj', loading: 'Wczytywanie czasu …',
  },
  careRecipient: { BRUKARE: 'Podopieczny', KUND: 'Klient', ARBETSLEDARE: 'Kierownik' },
  period: {
    previous: 'Poprzedni okres', next: 'Następny okres', from: 'Od', to: 'Do', locked: 'Zablokuj okres',
    lockedHint: 'Okres pozostaje przy zmianie widoku.', invalid: 'Do musi być tego samego dnia lub po Od, najwyżej 93 dni.',
  },
  status: { OPEN: 'Niezatwierdzony', APPROVED: 'Zatwierdzony', APPROVED_NOT_ATTESTED: 'Niezaakceptowany', ATTESTED: 'Zaakceptowany', LOCKED: 'Zablokowany' },
  timereport: {
    title: 'Raport czasu', approvePeriod: 'Zatwierdź okres', showAutoCalc: 'Pokaż wiersze wyliczone z grafiku', showKonterat: 'Pokaż dekretację',
    totals: 'Podsumowanie', reported: 'Zgłoszono', scheduled: 'Według grafiku', days: 'Dni okresu',
    scheduleShort: 'Grafik {{start}}–{{end}} ({{hours}} h)', addRowOn: 'Dodaj wiersz {{date}}', lockedDay: 'Dzień jest zablokowany.',
    fromPunch: 'Z odbicia karty', account: 'Konto {{account}}', defaultAccount: 'Dekretacja domyślna', editRow: 'Zmień wiersz {{code}}, {{hours}} godz.',
    autoCalc: 'Według grafiku: {{start}}–{{end}}, {{hours}} h (wyliczone, brak zgłoszonego wiersza)',
  },
  editor: {
    newTitle: 'Nowy wiersz', editTitle: 'Zmień wiersz', save: 'Zapisz', delete: 'Usuń', confirmDelete: 'Tak, usuń', deleteQuestion: 'Czy usunąć wiersz?',
    days: 'Liczba dni', none: 'Brak', resultUnit: 'Jednostka wynikowa {{n}}',
    hoursOrClockHint: 'Podaj godziny albo początek i koniec. Mniej godzin niż między początkiem a końcem odlicza przerwę.',
    hoursBreakHint: 'Zostaw puste dla całego czasu między początkiem a końcem albo podaj mniej godzin na przerwę.',
    conflict: 'Ktoś inny zmienił ten dzień w trakcie Twojej pracy. Twoje dane są nadal tutaj; dzień został wczytany ponownie – sprawdź i zapisz jeszcze raz.',
  },
  punches: {
    title: 'Odbicia', clock: 'Rejestrator czasu', inSince: 'Obecny od {{time}}', notIn: 'Brak wejścia',
    punchIn: 'Odbij wejście', punchOut: 'Odbij wyjście', list: 'Odbicia w okresie', none: 'Brak odbić w okresie.',
    editTitle: 'Zmień odbicie', editOne: 'Zmień odbicie {{date}} {{from}}–{{to}}', timeLocked: 'Firma zablokowała czasy odbić.',
    deviates: 'Różni się o {{minutes}} min od grafiku (limit {{limit}} min)',
  },
  calendar: {
    title: 'Kalendarz', month: 'Dni miesiąca', legend: 'Legenda',
    weekday1: 'Pn', weekday2: 'Wt', weekday3: 'Śr', weekday4: 'Cz', weekday5: 'Pt', weekday6: 'So', weekday7: 'Nd',
  },
  schedule: { periods: 'Okresy grafiku', fromDate: 'Od {{date}}:', noSchedule: 'Brak grafiku', title: 'Grafik', total: 'Czas według grafiku w okresie: {{hours}} h', off: 'Wolne', breakAndHours: '{{schema}} · przerwa {{minutes}} min · {{hours}} h' },
  bulk: {
    employees: 'Pracownicy w okresie', department: 'Dział', allDepartments: 'Wszystkie działy', selectAll: 'Zaznacz wszystkich', selected: 'Zaznaczono: {{count}}',
    empty: 'Brak pracowników z czasem pracy w okresie.', done: 'Zmieniono dni: {{changed}}, pominięto: {{skipped}}.',
  },
  approve: {
    title: 'Zatwierdź czas', approve: 'Zatwierdź', unapprove: 'Cofnij zatwierdzenie',
    intro: 'Zatwierdź dni zaznaczonych pracowników w okresie. Zatwierdzone dni są zablokowane dla pracownika i mogą zostać zaakceptowane.',
  },
  attest: {
    title: 'Akceptacja', attest: 'Zaakceptuj', unattest: 'Cofnij akceptację', export: 'Eksportuj PAXml', printList: 'Drukuj listę akceptacji',
    intro: 'Zaakceptuj czas zaznaczonych pracowników w okresie i wyeksportuj go do płac (PAXml). Wyeksportowane dni są blokowane.',
    introWithApproval: 'Zatwierdzone dni można zaakceptować. Następnie wyeksportuj zaakceptowany czas do płac (PAXml); wyeksportowane dni są blokowane.',
  },
  print: {
    timeReportTitle: 'Wydruk raportu czasu', attestListTitle: 'Wydruk listy akceptacji', download: 'Drukuj (PDF)',
    timeReportIntro: 'Wybierz pracownika i okres. Raport powstaje jako PDF ze wszystkimi wierszami, sumami według kodów i miejscem na podpisy.',
  },
  audit: {
    open: 'Historia zmian', title: 'Historia zmian w okresie', empty: 'Brak zmian w okresie.',
    row: { create: 'Dodano wiersz', update: 'Zmieniono wiersz', delete: 'Usunięto wiersz' },
    punch: { in: 'Wejście', out: 'Wyjście', update: 'Zmieniono odbicie', delete: 'Usunięto odbicie' },
    day: { approve: 'Zatwierdzono', unapprove: 'Cofnięto zatwierdzenie', attest: 'Zaakceptowano', unattest: 'Cofnięto akceptację', export: 'Wyeksportowano do płac' },
  },
};
