export default {
  title: 'Ersättningar',
  groups: { main: 'Ersättningar' },
  nav: { entries: 'Ersättningar' },
  fields: { rubrik: 'Rubrik', datum: 'Datum' },
  new: 'Ny post',
  add: 'Lägg till',
  saved: 'Posten är sparad.',
  loading: 'Hämtar poster…',
  empty: 'Det finns inga poster ännu.',
  listLabel: 'Poster',
};
