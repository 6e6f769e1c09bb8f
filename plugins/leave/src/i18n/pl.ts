export default {
  title: 'Ledighetsansökningar',
  groups: { main: 'Ledighetsansökningar' },
  nav: { entries: 'Ledighetsansökningar' },
  fields: { rubrik: 'Tytuł', datum: 'Data' },
  new: 'Nowy wpis',
  add: 'Dodaj',
  saved: 'Wpis został zapisany.',
  loading: 'Wczytywanie wpisów…',
  empty: 'Nie ma jeszcze żadnych wpisów.',
  listLabel: 'Wpisy',
};
