export default {
  title: '__title__',
  groups: { main: '__title__' },
  nav: { entries: '__title__' },
  fields: { rubrik: 'Titre', datum: 'Date' },
  new: 'Nouvelle entrée',
  add: 'Ajouter',
  saved: 'L’entrée est enregistrée.',
  loading: 'Chargement des entrées…',
  empty: 'Il n’y a encore aucune entrée.',
  listLabel: 'Entrées',
};
