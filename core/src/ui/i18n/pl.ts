import type { Messages } from '../../plugin/types';

const pl = {
  cancel: 'Anuluj',
  confirm: 'Potwierdź',
  close: 'Zamknij',
  loading: 'Ładowanie …',
  showPassword: 'Pokaż hasło',
  hidePassword: 'Ukryj hasło',
  closeMessage: 'Zamknij komunikat',
  noResults: 'Brak wyników',
  pager: { label: 'Strony', page: 'Strona {{page}} z {{pages}}', previous: 'Poprzednia strona', next: 'Następna strona' },
  matchCount: 'Wyniki: {{count}}',
  showOptions: 'Pokaż opcje',
  selectedCount: '{{count}} szt.',
  chooseDate: 'Wybierz datę',
  datePlaceholder: 'RRRR-MM-DD',
  previousMonth: 'Poprzedni miesiąc',
  nextMonth: 'Następny miesiąc',
  week: 'Tydzień',
  weekShort: 'tydz.',
  holiday: 'Dzień świąteczny',
  today: 'Dzisiaj',
  chooseFile: 'Wybierz plik',
  changeFile: 'Zmień plik',
  removeFile: 'Usuń plik',
  noFile: 'Nie wybrano pliku',
  scan: 'Skanuj',
  scanning: 'Skanowanie …',
  hoursInvalid: 'Wpisz godziny jako 7,5, 7:30 lub 7 h 30 min.',
  hoursHint: 'Np. 7,5 · 7:30 · 7 h 30 min',
  /** spec §8: the text of a lookup whose id is not in its list */
  missing: '<Brak>',
  UnsavedChanges: {
    Title: 'Niezapisane zmiany',
    Text: 'Masz niezapisane zmiany. Czy mimo to chcesz opuścić stronę? Zmiany zostaną utracone.',
    Leave: 'Opuść',
    Stay: 'Zostań',
  },
  gallery: {
    title: 'Galeria komponentów',
    intro: 'Wszystkie wspólne komponenty z przykładowymi danymi, w jasnym i ciemnym motywie.',
    darkTheme: 'Motyw ciemny',
    lightTheme: 'Motyw jasny',
  },
} satisfies Messages;

export default pl;
