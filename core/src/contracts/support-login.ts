import type { Role } from './access';

/*
 * Support login (spec §6: "support login can be allowed per company"). The vendor's support staff are LIC or ADM
 * accounts holding this user option. Unlike the licence's own LIC and ADM users, who use every company, a support
 * user enters only the companies that allow support login (the PortalInfo switch), sees a banner saying so on every
 * page, and every call he makes there is audited as made by him on behalf of the company.
 */
export const SUPPORT_USER_OPTION = 'SUPPORT';
export const SUPPORT_LOGIN_SWITCH = 'EnableSupportLogin';

/** whether an account is a support user (only LIC and ADM can be) */
export function isSupportUser(role: Role, userOptions: readonly string[]): boolean {
  return (role === 'LIC' || role === 'ADM') && userOptions.includes(SUPPORT_USER_OPTION);
}
