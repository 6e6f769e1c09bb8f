export default {
  title: 'Bemanning',
  groups: { main: 'Bemanning' },
  nav: { entries: 'Bemanning' },
  fields: { rubrik: 'Titre', datum: 'Date' },
  new: 'Nouvelle entrée',
  add: 'Ajouter',
  saved: 'L’entrée est enregistrée.',
  loading: 'Chargement des entrées…',
  empty: 'Il n’y a encore aucune entrée.',
  listLabel: 'Entrées',
};
