export default {
  title: '__title__',
  groups: { main: '__title__' },
  nav: { entries: '__title__' },
  fields: { rubrik: 'Tytuł', datum: 'Data' },
  new: 'Nowy wpis',
  add: 'Dodaj',
  saved: 'Wpis został zapisany.',
  loading: 'Wczytywanie wpisów…',
  empty: 'Nie ma jeszcze żadnych wpisów.',
  listLabel: 'Wpisy',
};
