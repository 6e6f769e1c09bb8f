// Why a route is hidden (explainAccess reasons), for support staff. Keys are read as 'access.<key>'.
export default {
  needsRole: 'Kräver någon av rollerna {{roles}}',
  roleExcluded: 'Inte tillgängligt för rollen {{roles}}',
  needsPlus: 'Kräver licensen Plus',
  needsLicenceOption: 'Kräver licenstillvalet {{option}}',
  needsUserOption: 'Kräver användartillvalet {{option}}',
  needsPortalSwitch: 'Kräver portalinställningen {{name}} = {{value}}',
  needsCompanyFlag: 'Kräver företagsinställningen {{name}} = {{value}}',
  needsEmployeeNumber: 'Kräver ett anställningsnummer',
  needsOneOf: 'Kräver något av: {{options}}',
  excludedBy: 'Spärras av regeln {{rule}}',
};
