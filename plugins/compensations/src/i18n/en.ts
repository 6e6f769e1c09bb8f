export default {
  title: 'Ersättningar',
  groups: { main: 'Ersättningar' },
  nav: { entries: 'Ersättningar' },
  fields: { rubrik: 'Title', datum: 'Date' },
  new: 'New entry',
  add: 'Add',
  saved: 'The entry is saved.',
  loading: 'Loading entries…',
  empty: 'There are no entries yet.',
  listLabel: 'Entries',
};
