export default {
  title: 'Reseräkningar',
  groups: { main: 'Reseräkningar' },
  nav: { entries: 'Reseräkningar' },
  fields: { rubrik: 'Tytuł', datum: 'Data' },
  new: 'Nowy wpis',
  add: 'Dodaj',
  saved: 'Wpis został zapisany.',
  loading: 'Wczytywanie wpisów…',
  empty: 'Nie ma jeszcze żadnych wpisów.',
  listLabel: 'Wpisy',
};
