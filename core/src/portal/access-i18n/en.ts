export default {
  needsRole: 'Needs one of the roles {{roles}}',
  roleExcluded: 'Not available for the role {{roles}}',
  needsPlus: 'Needs the Plus licence',
  needsLicenceOption: 'Needs the licence option {{option}}',
  needsUserOption: 'Needs the user option {{option}}',
  needsPortalSwitch: 'Needs the portal setting {{name}} = {{value}}',
  needsCompanyFlag: 'Needs the company setting {{name}} = {{value}}',
  needsEmployeeNumber: 'Needs an employee number',
  needsOneOf: 'Needs one of: {{options}}',
  excludedBy: 'Blocked by the rule {{rule}}',
};
