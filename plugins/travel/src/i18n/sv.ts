export default {
  title: 'Reseräkningar',
  groups: { main: 'Reseräkningar' },
  nav: { entries: 'Reseräkningar' },
  fields: { rubrik: 'Rubrik', datum: 'Datum' },
  new: 'Ny post',
  add: 'Lägg till',
  saved: 'Posten är sparad.',
  loading: 'Hämtar poster…',
  empty: 'Det finns inga poster ännu.',
  listLabel: 'Poster',
};
