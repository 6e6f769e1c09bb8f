import { DV_CODES, peopleInScope, type ScopedPerson } from '@lonna/core/server';
import { PAYSLIPS_RESOURCE } from '../src/contracts';
import type { PayslipsCtx } from './db';

export type Person = ScopedPerson;

/** the caller's employee number in the selected company ('' when he is none here) */
export const ownAnstNr = (ctx: PayslipsCtx): string => (ctx.account.FtgId === ctx.companyId ? ctx.account.AnstNr : '');

// The employees of the selected company in the caller's role data scope, by name: core's one query.
export { peopleInScope };

/**
 * The employee a call concerns (absent: the caller himself; an administrator who is no employee here, the first of his
 * scope), within the caller's scope: outside it 403, unknown 404.
 */
export async function target(ctx: PayslipsCtx, anstNr: string | undefined): Promise<Person> {
  let nr = anstNr && anstNr !== '' ? anstNr : ownAnstNr(ctx);
  if (nr === '') nr = (await peopleInScope(ctx))[0]?.AnstNr ?? '';
  if (nr === '') return ctx.fail(404, DV_CODES.notFound, 'payslips.errors.notEmployeeHere');
  await ctx.scope.assertEmployee(nr);
  const person = (await peopleInScope(ctx, nr))[0];
  if (!person) return ctx.fail(404, DV_CODES.notFound, 'payslips.errors.notFound');
  return person;
}

/** May the caller see this employee's payslips? (the same scope rule; used where a wrong id must look unknown: 404) */
export async function inScope(ctx: PayslipsCtx, anstNr: string): Promise<boolean> {
  const scope = await ctx.scope.employees();
  return scope.includes(anstNr);
}

export const switchOn = (ctx: PayslipsCtx, name: string): boolean => Boolean(ctx.access.portal[name]);

export function announce(ctx: { publish: PayslipsCtx['publish'] }, anstNr?: string): void {
  ctx.publish({ event: 'resource-updated', resource: PAYSLIPS_RESOURCE, payload: anstNr ? { AnstNr: anstNr } : {} });
}
