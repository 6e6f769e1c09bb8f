import { DV_CODES, peopleInScope, type ScopedPerson } from '@lonna/core/server';
import { isValidEmail } from '@lonna/core/validation';
import { PAYROLL_ADMINS, PERSONAL_RESOURCE, SWITCHES, type Section } from '../src/contracts';
import type { PersonalCtx } from './db';

export type Person = ScopedPerson;

/** the section's switch (PortalInfo) is on for the selected company */
export const sectionOn = (ctx: PersonalCtx, s: Section): boolean => Boolean(ctx.access.portal[SWITCHES[s]]);
/** refuses a call on a section whose switch is off (the access rule says so already; a card read checks it here) */
export function assertSection(ctx: PersonalCtx, s: Section): void {
  if (!sectionOn(ctx, s)) ctx.fail(403, DV_CODES.forbidden, 'personal.errors.sectionOff');
}
export const isPayrollAdmin = (ctx: PersonalCtx): boolean => (PAYROLL_ADMINS as readonly string[]).includes(ctx.account.Roll);

/** the caller's employee number in the selected company ('' when he is none here) */
export const ownAnstNr = (ctx: PersonalCtx): string => (ctx.account.FtgId === ctx.companyId ? ctx.account.AnstNr : '');

// The employees of the selected company in the caller's role data scope, by name: core's one query.
export { peopleInScope };

/**
 * The employee whose card a call concerns: the given number (or the caller's own), within the caller's scope — a
 * colleague outside it is the scope's explained 403, an unknown number 404. With no number, a caller who is no
 * employee here (an administrator) gets the first employee of his scope: the page opens on a card, without a
 * refused request first.
 */
export async function target(ctx: PersonalCtx, anstNr: string | undefined): Promise<Person> {
  const nr = anstNr && anstNr !== '' ? anstNr : ownAnstNr(ctx);
  if (nr === '') {
    const first = anstNr === undefined || anstNr === '' ? (await peopleInScope(ctx))[0] : undefined;
    return first ?? ctx.fail(404, DV_CODES.notFound, 'personal.errors.notEmployeeHere');
  }
  await ctx.scope.assertEmployee(nr);
  const person = (await peopleInScope(ctx, nr))[0];
  if (!person) return ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  return person;
}

export function announce(ctx: PersonalCtx, anstNr: string): void {
  ctx.publish({ event: 'resource-updated', resource: PERSONAL_RESOURCE, payload: { AnstNr: anstNr } });
}

/** today in Sweden (YYYY-MM-DD) by the host's clock */
export const today = (ctx: PersonalCtx): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ctx.now());

export const newId = (): string => globalThis.crypto.randomUUID();

/** the mail and SMS addresses of the employee's own accounts (the host's account_contacts), by accounts.AnstNr + company */
export async function reachOf(ctx: PersonalCtx, anstNr: string) {
  return ctx.db
    .selectFrom('accounts')
    .leftJoin('account_contacts', 'account_contacts.Login', 'accounts.Login')
    .select(['accounts.Login', 'account_contacts.Email', 'account_contacts.Mobile'])
    .where('accounts.FtgId', '=', ctx.companyId)
    .where('accounts.AnstNr', '=', anstNr)
    .execute();
}

/** an account's mail address, or its login when that is one (as the host's own mails: the demo accounts have no other) */
export function mailOf(r: { Login: string; Email: string | null }): string {
  return r.Email || (isValidEmail(r.Login) ? r.Login : '');
}
