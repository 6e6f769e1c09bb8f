export default {
  title: 'Bemanning',
  groups: { main: 'Bemanning' },
  nav: { entries: 'Bemanning' },
  fields: { rubrik: 'Title', datum: 'Date' },
  new: 'New entry',
  add: 'Add',
  saved: 'The entry is saved.',
  loading: 'Loading entries…',
  empty: 'There are no entries yet.',
  listLabel: 'Entries',
};
