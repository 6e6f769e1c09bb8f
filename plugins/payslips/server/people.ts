import { personName } from '@lonna/core/contracts';
import { DV_CODES } from '@lonna/core/server';
import { PAYSLIPS_RESOURCE } from '../src/contracts';
import type { PayslipsCtx } from './db';

export interface Person {
  AnstNr: string;
  Namn: string;
}

/** the caller's employee number in the selected company ('' when he is none here) */
export const ownAnstNr = (ctx: PayslipsCtx): string => (ctx.account.FtgId === ctx.companyId ? ctx.account.AnstNr : '');

/**
 * The employees of the selected company in the caller's role data scope (the host's `ctx.scope`: FTG/ADM/LIC the
 * company, AVD his departments, PER himself), by name.
 */
export async function peopleInScope(ctx: PayslipsCtx, only?: string): Promise<Person[]> {
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return [];
  let q = ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId);
  if (!scope.all) q = q.where('AnstNr', 'in', [...scope.anstNrs]);
  if (only !== undefined) q = q.where('AnstNr', '=', only);
  const rows = await q.execute();
  return rows.map((r) => ({ AnstNr: r.AnstNr, Namn: personName(r) })).sort((a, b) => a.Namn.localeCompare(b.Namn, 'sv') || a.AnstNr.localeCompare(b.AnstNr));
}

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
