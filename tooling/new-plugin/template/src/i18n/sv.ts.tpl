export default {
  title: '__title__',
  groups: { main: '__title__' },
  nav: { entries: '__title__' },
  fields: { rubrik: 'Rubrik', datum: 'Datum' },
  new: 'Ny post',
  add: 'Lägg till',
  saved: 'Posten är sparad.',
  loading: 'Hämtar poster…',
  empty: 'Det finns inga poster ännu.',
  listLabel: 'Poster',
};
