export default {
  title: 'Tillbud',
  groups: { main: 'Tillbud' },
  nav: { entries: 'Tillbud' },
  fields: { rubrik: 'Rubrik', datum: 'Datum' },
  new: 'Ny post',
  add: 'Lägg till',
  saved: 'Posten är sparad.',
  loading: 'Hämtar poster…',
  empty: 'Det finns inga poster ännu.',
  listLabel: 'Poster',
};
