export default {
  title: 'Meddelanden',
  groups: { main: 'Meddelanden' },
  nav: { entries: 'Meddelanden' },
  fields: { rubrik: 'Titre', datum: 'Date' },
  new: 'Nouvelle entrée',
  add: 'Ajouter',
  saved: 'L’entrée est enregistrée.',
  loading: 'Chargement des entrées…',
  empty: 'Il n’y a encore aucune entrée.',
  listLabel: 'Entrées',
};
