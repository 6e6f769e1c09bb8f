export default {
  title: 'Reseräkningar',
  groups: { main: 'Reseräkningar' },
  nav: { entries: 'Reseräkningar' },
  fields: { rubrik: 'Titre', datum: 'Date' },
  new: 'Nouvelle entrée',
  add: 'Ajouter',
  saved: 'L’entrée est enregistrée.',
  loading: 'Chargement des entrées…',
  empty: 'Il n’y a encore aucune entrée.',
  listLabel: 'Entrées',
};
