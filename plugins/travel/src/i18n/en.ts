export default {
  title: 'Reseräkningar',
  groups: { main: 'Reseräkningar' },
  nav: { entries: 'Reseräkningar' },
  fields: { rubrik: 'Title', datum: 'Date' },
  new: 'New entry',
  add: 'Add',
  saved: 'The entry is saved.',
  loading: 'Loading entries…',
  empty: 'There are no entries yet.',
  listLabel: 'Entries',
};
