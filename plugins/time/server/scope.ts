import { DV_CODES, type HandlerContext } from '@lonna/core/server';
import type { TimeDb } from './db';
import { keptEmployee, type KeptSource } from './kept';

/*
 * Which employees a caller may see and change is the host's role data scope (`ctx.scope`, the table in
 * docs/SECURITY.md): this file only reads the employees the time plugin needs, inside that scope.
 */

export interface EmployeeInfo {
  AnstNr: string;
  FoNamn: string;
  EfNamn: string;
  PersNr: string;
  Avdelning: string;
  Locked: boolean;
  TidKodGrupp: string;
}

/** The employee if the caller's scope holds them; 403 40300 otherwise (also for another company's numbers), 404 when missing. */
export async function visibleEmployee(ctx: HandlerContext<TimeDb>, anstNr: string): Promise<EmployeeInfo> {
  await ctx.scope.assertEmployee(anstNr);
  // as kept until the company's register changes (kept.ts)
  const row = await keptEmployee(ctx as KeptSource, anstNr);
  if (!row) ctx.fail(404, DV_CODES.notFound, 'time.errors.employeeNotFound');
  return { ...row!, Locked: Boolean(Number(row!.Locked)) };
}

/** The employees in scope among `wanted`; a number outside the scope refuses the whole call (nothing is changed). */
export async function visibleEmployees(ctx: HandlerContext<TimeDb>, wanted: readonly string[] | 'all', avdelning?: string): Promise<EmployeeInfo[]> {
  const s = await ctx.scope.employees();
  if (s.basis === 'none') ctx.fail(403, DV_CODES.forbidden, 'time.errors.forbiddenEmployee');
  if (wanted !== 'all') await ctx.scope.assertEmployees(wanted);
  let q = ctx.db
    .selectFrom('employees')
    .select(['AnstNr', 'FoNamn', 'EfNamn', 'PersNr', 'Avdelning', 'Locked', 'TidKodGrupp'])
    .where('FtgId', '=', ctx.companyId!);
  if (wanted !== 'all') q = q.where('AnstNr', 'in', [...new Set(wanted)]);
  if (!s.all) q = q.where('AnstNr', 'in', s.anstNrs.length ? [...s.anstNrs] : ['']);
  if (avdelning) q = q.where('Avdelning', '=', avdelning);
  const rows = (await q.execute()).map((r) => ({ ...r, Locked: Boolean(Number(r.Locked)) }));
  if (wanted !== 'all' && rows.length !== new Set(wanted).size) ctx.fail(403, DV_CODES.forbidden, 'time.errors.forbiddenEmployee');
  return rows.sort((a, b) => Number(a.AnstNr) - Number(b.AnstNr));
}
