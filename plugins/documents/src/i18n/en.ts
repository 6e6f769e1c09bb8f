export default {
  title: 'Dokument',
  groups: { main: 'Dokument' },
  nav: { entries: 'Dokument' },
  fields: { rubrik: 'Title', datum: 'Date' },
  new: 'New entry',
  add: 'Add',
  saved: 'The entry is saved.',
  loading: 'Loading entries…',
  empty: 'There are no entries yet.',
  listLabel: 'Entries',
};
