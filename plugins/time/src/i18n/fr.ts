import { timeSharedMessages } from './shared-messages';

export default {
  ...timeSharedMessages.fr,
  title: 'Temps',
  groups: { time: 'Temps', reports: 'Rapports' },
  nav: {
    timereport: 'Relevé d’heures', calendar: 'Calendrier', punches: 'Pointages', schedule: 'Planning', approve: 'Valider les heures', attest: 'Attester',
    printTimeReport: 'Imprimer le relevé', printAttestList: 'Imprimer la liste d’attestation',
  },
  common: {
    noEmployee: 'Choisissez un salarié pour voir et saisir les heures.',
    days: '{{n}} j', today: 'Aujourd’hui',
    employee: 'Salarié', chooseEmployee: 'Choisir un salarié', employeeNumber: 'N°', inactive: 'parti', showInactive: 'Afficher les anciens salariés',
    filters: 'Sélection', week: 'sem. {{week}}', print: 'Imprimer', close: 'Fermer', cancel: 'Annuler', loading: 'Chargement des heures …',
  },
  careRecipient: { BRUKARE: 'Bénéficiaire', KUND: 'Client', ARBETSLEDARE: 'Responsable' },
  period: {
    previous: 'Période précédente', next: 'Période suivante', from: 'Du', to: 'Au', locked: 'Verrouiller la période',
    lockedHint: 'La période est conservée quand vous changez de vue.', invalid: 'Au doit être le même jour ou après Du, 93 jours au plus.',
  },
  status: { OPEN: 'Non validé', APPROVED: 'Validé', APPROVED_NOT_ATTESTED: 'Non attesté', ATTESTED: 'Attesté', LOCKED: 'Verrouillé' },
  timereport: {
    title: 'Relevé d’heures', approvePeriod: 'Valider la période', showAutoCalc: 'Afficher les lignes calculées du planning', showKonterat: 'Afficher l’imputation',
    totals: 'Récapitulatif', reported: 'Déclaré', scheduled: 'Planifié', days: 'Jours de la période',
    scheduleShort: 'Planning {{start}}–{{end}} ({{hours}} h)', addRowOn: 'Ajouter une ligne le {{date}}', lockedDay: 'La journée est verrouillée.',
    fromPunch: 'Issue d’un pointage', account: 'Compte {{account}}', defaultAccount: 'Imputation par défaut', editRow: 'Modifier la ligne {{code}}, {{hours}} heures',
    autoCalc: 'Selon le planning : {{start}}–{{end}}, {{hours}} h (calculé, aucune ligne saisie)',
  },
  editor: {
    newTitle: 'Nouvelle ligne', editTitle: 'Modifier la ligne', save: 'Enregistrer', delete: 'Supprimer', confirmDelete: 'Oui, supprimer', deleteQuestion: 'Voulez-vous supprimer la ligne ?',
    days: 'Nombre de jours', none: 'Aucun', resultUnit: 'Unité analytique {{n}}',
    hoursOrClockHint: 'Saisissez les heures, ou un début et une fin. Moins d’heures que l’écart début–fin déduit une pause.',
    hoursBreakHint: 'Laissez vide pour toute la durée entre début et fin, ou saisissez moins d’heures pour une pause.',
    conflict: 'Quelqu’un d’autre a modifié la journée pendant votre saisie. Vos données sont toujours là ; la journée a été rechargée – vérifiez puis enregistrez à nouveau.',
  },
  punches: {
    title: 'Pointages', clock: 'Pointeuse', inSince: 'Présent depuis {{time}}', notIn: 'Pas de pointage d’arrivée',
    punchIn: 'Pointer l’arrivée', punchOut: 'Pointer le départ', list: 'Pointages de la période', none: 'Aucun pointage sur la période.',
    editTitle: 'Modifier le pointage', editOne: 'Modifier le pointage du {{date}} {{from}}–{{to}}', timeLocked: 'L’entreprise a verrouillé les heures de pointage.',
    deviates: 'Écart de {{minutes}} min avec le planning (limite {{limit}} min)',
  },
  calendar: {
    title: 'Calendrier', month: 'Jours du mois', legend: 'Légende',
    weekday1: 'Lun', weekday2: 'Mar', weekday3: 'Mer', weekday4: 'Jeu', weekday5: 'Ven', weekday6: 'Sam', weekday7: 'Dim',
  },
  schedule: { periods: 'Périodes de planning', fromDate: 'À partir du {{date}} :', noSchedule: 'Aucun planning', title: 'Planning', total: 'Temps planifié sur la période : {{hours}} h', off: 'Repos', breakAndHours: '{{schema}} · pause {{minutes}} min · {{hours}} h' },
  bulk: {
    employees: 'Salariés de la période', department: 'Service', allDepartments: 'Tous les services', selectAll: 'Tout sélectionner', selected: '{{count}} sélectionné(s)',
    empty: 'Aucun salarié avec des heures sur la période.', done: '{{changed}} jours modifiés, {{skipped}} ignorés.',
  },
  approve: {
    title: 'Valider les heures', approve: 'Valider', unapprove: 'Retirer la validation',
    intro: 'Validez les jours des salariés sélectionnés sur la période. Les jours validés sont verrouillés pour le salarié et peuvent ensuite être attestés.',
  },
  attest: {
    title: 'Attester', attest: 'Attester', unattest: 'Retirer l’attestation', export: 'Exporter en PAXml', printList: 'Imprimer la liste',
    intro: 'Attestez les heures des salariés sélectionnés puis exportez-les vers la paie (PAXml). Les jours exportés sont verrouillés.',
    introWithApproval: 'Les jours validés peuvent être attestés. Exportez ensuite les heures attestées vers la paie (PAXml) ; les jours exportés sont verrouillés.',
  },
  print: {
    timeReportTitle: 'Imprimer le relevé d’heures', attestListTitle: 'Imprimer la liste d’attestation', download: 'Imprimer (PDF)',
    timeReportIntro: 'Choisissez le salarié et la période. Le relevé est produit en PDF avec toutes les lignes, les totaux par code et la place pour les signatures.',
  },
  audit: {
    open: 'Historique', title: 'Historique des modifications de la période', empty: 'Aucune modification sur la période.',
    row: { create: 'Ligne ajoutée', update: 'Ligne modifiée', delete: 'Ligne supprimée' },
    punch: { in: 'Pointage d’arrivée', out: 'Pointage de départ', update: 'Pointage modifié', delete: 'Pointage supprimé' },
    day: { approve: 'Validé', unapprove: 'Validation retirée', attest: 'Attesté', unattest: 'Attestation retirée', export: 'Exporté en paie' },
  },
};
