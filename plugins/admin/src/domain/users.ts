import { SUPPORT_USER_OPTION, type Role } from '@lonna/core/contracts';

/**
 * Who may hand out which role: the licence user above the system administrator, both above every other role. An
 * administrator creates and edits only accounts whose role, before and after, is at most his own (spec §6: LIC and
 * ADM count as admin; nobody raises anyone — himself included — above his own rank).
 */
const RANK: Readonly<Record<Role, number>> = { LIC: 2, ADM: 1, FTG: 0, AVD: 0, LSS: 0, BRU: 0, PER: 0 };

export function mayGrantRole(own: Role, role: Role): boolean {
  return RANK[role] <= RANK[own];
}

/** The user options an account can hold (spec: UserOption list), with what each opens. */
export const USER_OPTIONS = ['HRTIL', 'CPBEM', SUPPORT_USER_OPTION] as const;

/**
 * Support (the vendor's support staff, see core's support-login.ts) is granted and taken away only by a licence user
 * (LIC), and only to LIC and ADM accounts: it decides which companies an account may enter.
 */
export function grantableOptions(own: Role): readonly string[] {
  return own === 'LIC' ? USER_OPTIONS : USER_OPTIONS.filter((o) => o !== SUPPORT_USER_OPTION);
}
export function supportOptionAllowed(own: Role, role: Role, before: readonly string[], after: readonly string[]): boolean {
  const had = before.includes(SUPPORT_USER_OPTION);
  const has = after.includes(SUPPORT_USER_OPTION);
  if (had === has) return !has || role === 'LIC' || role === 'ADM';
  return own === 'LIC' && (!has || role === 'LIC' || role === 'ADM');
}

/** Why an administrator's change ends the account's sessions, strongest first: one message reaches the user. */
export type EndReason = 'accessRemoved' | 'roleChanged' | 'companyRemoved' | 'criticalDataChanged';

export interface AccountFacts {
  Login: string;
  Roll: Role;
  PersNr: string;
  AnstNr: string;
  Disabled: boolean;
  Companies: readonly string[];
  UserOptions: readonly string[];
}

/** the spec's involuntary sign-out reason for a change, or null when the account's sessions may go on */
export function endReasonOf(before: AccountFacts, after: AccountFacts): EndReason | null {
  if (!before.Disabled && after.Disabled) return 'accessRemoved';
  // becoming (or ceasing to be) support changes which companies the account enters, like a role does
  const support = (a: AccountFacts) => a.UserOptions.includes(SUPPORT_USER_OPTION);
  if (before.Roll !== after.Roll || support(before) !== support(after)) return 'roleChanged';
  if (before.Companies.some((c) => !after.Companies.includes(c))) return 'companyRemoved';
  if (before.Login !== after.Login || before.PersNr !== after.PersNr || before.AnstNr !== after.AnstNr) return 'criticalDataChanged';
  return null;
}
