export default {
  needsRole: 'Wymaga jednej z ról {{roles}}',
  roleExcluded: 'Niedostępne dla roli {{roles}}',
  needsPlus: 'Wymaga licencji Plus',
  needsLicenceOption: 'Wymaga opcji licencji {{option}}',
  needsUserOption: 'Wymaga opcji użytkownika {{option}}',
  needsPortalSwitch: 'Wymaga ustawienia portalu {{name}} = {{value}}',
  needsCompanyFlag: 'Wymaga ustawienia firmy {{name}} = {{value}}',
  needsEmployeeNumber: 'Wymaga numeru pracownika',
  needsOneOf: 'Wymaga jednego z: {{options}}',
  excludedBy: 'Zablokowane przez regułę {{rule}}',
};
