export default {
  title: '__title__',
  groups: { main: '__title__' },
  nav: { entries: '__title__' },
  fields: { rubrik: 'Title', datum: 'Date' },
  new: 'New entry',
  add: 'Add',
  saved: 'The entry is saved.',
  loading: 'Loading entries…',
  empty: 'There are no entries yet.',
  listLabel: 'Entries',
};
