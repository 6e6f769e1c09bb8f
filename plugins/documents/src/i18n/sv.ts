export default {
  title: 'Dokument',
  groups: { main: 'Dokument' },
  nav: { entries: 'Dokument' },
  fields: { rubrik: 'Rubrik', datum: 'Datum' },
  new: 'Ny post',
  add: 'Lägg till',
  saved: 'Posten är sparad.',
  loading: 'Hämtar poster…',
  empty: 'Det finns inga poster ännu.',
  listLabel: 'Poster',
};
