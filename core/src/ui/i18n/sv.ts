import type { Messages } from '../../plugin/types';

/** Swedish (default). Keys are read as 'ui.<key>'. */
const sv = {
  cancel: 'Avbryt',
  confirm: 'Bekräfta',
  close: 'Stäng',
  loading: 'Laddar …',
  showPassword: 'Visa lösenord',
  hidePassword: 'Dölj lösenord',
  closeMessage: 'Stäng meddelandet',
  noResults: 'Inga träffar',
  pager: { label: 'Sidor', page: 'Sida {{page}} av {{pages}}', previous: 'Föregående sida', next: 'Nästa sida' },
  matchCount: 'Träffar: {{count}}',
  showOptions: 'Visa alternativ',
  selectedCount: '{{count}} st',
  chooseDate: 'Välj datum',
  datePlaceholder: 'ÅÅÅÅ-MM-DD',
  previousMonth: 'Föregående månad',
  nextMonth: 'Nästa månad',
  week: 'Vecka',
  weekShort: 'v.',
  holiday: 'Helgdag',
  today: 'I dag',
  chooseFile: 'Välj fil',
  changeFile: 'Byt fil',
  removeFile: 'Ta bort filen',
  noFile: 'Ingen fil vald',
  scan: 'Skanna',
  scanning: 'Skannar …',
  hoursInvalid: 'Skriv timmar som 7,5, 7:30 eller 7 h 30 min.',
  hoursHint: 'T.ex. 7,5 · 7:30 · 7 h 30 min',
  /** spec §8: the text of a lookup whose id is not in its list */
  missing: '<Saknas>',
  UnsavedChanges: {
    Title: 'Osparade ändringar',
    Text: 'Du har ändringar som inte är sparade. Vill du lämna sidan ändå? Ändringarna går förlorade.',
    Leave: 'Lämna',
    Stay: 'Stanna kvar',
  },
  gallery: {
    title: 'Komponentbibliotek',
    intro: 'Alla gemensamma komponenter med exempeldata, i ljust och mörkt tema.',
    darkTheme: 'Mörkt tema',
    lightTheme: 'Ljust tema',
  },
} satisfies Messages;

export default sv;
