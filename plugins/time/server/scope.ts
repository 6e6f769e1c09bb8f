import { DV_CODES, type HandlerContext } from '@lonna/core/server';
import { asTimeDb, type HostDb } from './db';

/**
 * Which employees of the selected company a caller may see and change: PER
 * only their own, AVD only their departments' employees, everyone else all.
 * The same rule as the shell's employee register.
 */
export type Scope = { all: true } | { anstNr: string } | { departments: readonly string[] } | { none: true };

export function scopeOf(ctx: HandlerContext<HostDb>): Scope {
  const a = ctx.account!;
  if (a.Roll === 'PER') return a.AnstNr !== '' && a.FtgId === ctx.companyId ? { anstNr: a.AnstNr } : { none: true };
  if (a.Roll === 'AVD') return { departments: a.departments[ctx.companyId!] ?? [] };
  return { all: true };
}

export interface EmployeeInfo { AnstNr: string; FoNamn: string; EfNamn: string; PersNr: string; Avdelning: string; Locked: boolean; TidKodGrupp: string }

/** The employee if the caller may see them; 403 40300 otherwise (also for another company's numbers), 404 when missing. */
export async function visibleEmployee(ctx: HandlerContext<HostDb>, anstNr: string): Promise<EmployeeInfo> {
  const s = scopeOf(ctx);
  const row = await asTimeDb(ctx.db).selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn', 'PersNr', 'Avdelning', 'Locked', 'TidKodGrupp'])
    .where('FtgId', '=', ctx.companyId!).where('AnstNr', '=', anstNr).executeTakeFirst();
  const allowed = 'all' in s || ('anstNr' in s && s.anstNr === anstNr) || ('departments' in s && row !== undefined && s.departments.includes(row.Avdelning));
  if (!allowed) ctx.fail(403, DV_CODES.forbidden, 'time.errors.forbiddenEmployee');
  if (!row) ctx.fail(404, DV_CODES.notFound, 'time.errors.employeeNotFound');
  return { ...row!, Locked: Boolean(Number(row!.Locked)) };
}

/** The employees in scope among `wanted`; a number outside the scope refuses the whole call (nothing is changed). */
export async function visibleEmployees(ctx: HandlerContext<HostDb>, wanted: readonly string[] | 'all', avdelning?: string): Promise<EmployeeInfo[]> {
  const s = scopeOf(ctx);
  if ('none' in s) ctx.fail(403, DV_CODES.forbidden, 'time.errors.forbiddenEmployee');
  let q = asTimeDb(ctx.db).selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn', 'PersNr', 'Avdelning', 'Locked', 'TidKodGrupp']).where('FtgId', '=', ctx.companyId!);
  if (wanted !== 'all') q = q.where('AnstNr', 'in', [...new Set(wanted)]);
  if ('anstNr' in s) q = q.where('AnstNr', '=', s.anstNr);
  if ('departments' in s) q = q.where('Avdelning', 'in', s.departments.length ? [...s.departments] : ['']);
  if (avdelning) q = q.where('Avdelning', '=', avdelning);
  const rows = (await q.execute()).map((r) => ({ ...r, Locked: Boolean(Number(r.Locked)) }));
  if (wanted !== 'all' && rows.length !== new Set(wanted).size) ctx.fail(403, DV_CODES.forbidden, 'time.errors.forbiddenEmployee');
  return rows.sort((a, b) => Number(a.AnstNr) - Number(b.AnstNr));
}
