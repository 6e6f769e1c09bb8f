import type { Kysely } from 'kysely';
import { personName } from '../contracts/person-name';
import type { HostDatabase } from './host-tables';
import type { DataScope } from './scope';

export interface ScopedPerson {
  AnstNr: string;
  Namn: string;
}

/**
 * The employees of the call's company in the caller's role data scope (`ctx.scope`: FTG/ADM/LIC the company, AVD his
 * departments, LSS/BRU the care recipients' assistants, PER himself), by name then number; `only`: that one (or none).
 * One query for every plugin that lists the people a caller may pick.
 */
export async function peopleInScope<DB extends HostDatabase>(
  ctx: { readonly scope: DataScope; readonly companyId: string; readonly db: Kysely<DB> },
  only?: string,
): Promise<ScopedPerson[]> {
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return [];
  const db = ctx.db as unknown as Kysely<HostDatabase>;
  let q = db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId);
  if (!scope.all) q = q.where('AnstNr', 'in', [...scope.anstNrs]);
  if (only !== undefined) q = q.where('AnstNr', '=', only);
  const rows = await q.execute();
  return rows.map((r) => ({ AnstNr: r.AnstNr, Namn: personName(r) })).sort((a, b) => a.Namn.localeCompare(b.Namn, 'sv') || a.AnstNr.localeCompare(b.AnstNr));
}
