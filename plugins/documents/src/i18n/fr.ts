export default {
  title: 'Dokument',
  groups: { main: 'Dokument' },
  nav: { entries: 'Dokument' },
  fields: { rubrik: 'Titre', datum: 'Date' },
  new: 'Nouvelle entrée',
  add: 'Ajouter',
  saved: 'L’entrée est enregistrée.',
  loading: 'Chargement des entrées…',
  empty: 'Il n’y a encore aucune entrée.',
  listLabel: 'Entrées',
};
