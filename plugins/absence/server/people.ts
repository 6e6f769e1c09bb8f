import type { AbsenceCtx } from './db';

export interface Person {
  AnstNr: string;
  Namn: string;
  Avdelning: string;
}

/** The company's active employees by number (`null`: all of them), sorted by name. */
export async function employeesOf(ctx: AbsenceCtx, anstNrs: readonly string[] | null): Promise<Map<string, Person>> {
  if (anstNrs !== null && anstNrs.length === 0) return new Map();
  let q = ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn', 'Avdelning']).where('FtgId', '=', ctx.companyId).where('Aktiv', '=', 1);
  if (anstNrs !== null) q = q.where('AnstNr', 'in', anstNrs);
  const rows = await q.execute();
  const people = rows.map((r) => ({ AnstNr: r.AnstNr, Namn: `${r.FoNamn} ${r.EfNamn}`.trim(), Avdelning: r.Avdelning }));
  people.sort((a, b) => a.Namn.localeCompare(b.Namn, 'sv') || a.AnstNr.localeCompare(b.AnstNr));
  return new Map(people.map((p) => [p.AnstNr, p]));
}
