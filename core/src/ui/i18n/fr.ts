import type { Messages } from '../../plugin/types';

const fr = {
  cancel: 'Annuler',
  confirm: 'Confirmer',
  close: 'Fermer',
  loading: 'Chargement …',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  closeMessage: 'Fermer le message',
  noResults: 'Aucun résultat',
  pager: { label: 'Pages', page: 'Page {{page}} sur {{pages}}', previous: 'Page précédente', next: 'Page suivante' },
  matchCount: 'Résultats : {{count}}',
  showOptions: 'Afficher les options',
  selectedCount: '{{count}} sélectionnés',
  chooseDate: 'Choisir une date',
  datePlaceholder: 'AAAA-MM-JJ',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  week: 'Semaine',
  weekShort: 'sem.',
  holiday: 'Jour férié',
  today: 'Aujourd’hui',
  chooseFile: 'Choisir un fichier',
  changeFile: 'Changer de fichier',
  removeFile: 'Supprimer le fichier',
  noFile: 'Aucun fichier choisi',
  scan: 'Numériser',
  scanning: 'Numérisation …',
  hoursInvalid: 'Saisissez les heures sous la forme 7,5, 7:30 ou 7 h 30 min.',
  hoursHint: 'Ex. 7,5 · 7:30 · 7 h 30 min',
  /** spec §8: the text of a lookup whose id is not in its list */
  missing: '<Manquant>',
  UnsavedChanges: {
    Title: 'Modifications non enregistrées',
    Text: 'Certaines modifications ne sont pas enregistrées. Voulez-vous quand même quitter la page ? Elles seront perdues.',
    Leave: 'Quitter',
    Stay: 'Rester',
  },
  gallery: {
    title: 'Galerie des composants',
    intro: 'Tous les composants partagés avec des données d’exemple, en thème clair et sombre.',
    darkTheme: 'Thème sombre',
    lightTheme: 'Thème clair',
  },
} satisfies Messages;

export default fr;
