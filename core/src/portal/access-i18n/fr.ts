export default {
  needsRole: 'Nécessite l’un des rôles {{roles}}',
  roleExcluded: 'Non disponible pour le rôle {{roles}}',
  needsPlus: 'Nécessite la licence Plus',
  needsLicenceOption: 'Nécessite l’option de licence {{option}}',
  needsUserOption: 'Nécessite l’option utilisateur {{option}}',
  needsPortalSwitch: 'Nécessite le paramètre de portail {{name}} = {{value}}',
  needsCompanyFlag: 'Nécessite le paramètre d’entreprise {{name}} = {{value}}',
  needsEmployeeNumber: 'Nécessite un matricule',
  needsOneOf: 'Nécessite l’un de : {{options}}',
  excludedBy: 'Bloqué par la règle {{rule}}',
};
