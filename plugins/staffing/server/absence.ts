import type { StaffingCtx } from './db';

/**
 * The time codes that mean "away that day" (the host's code list, apps/server seed TIDKODER): sickness (SJK, KAR),
 * leave of absence (TJL), care of a sick child (VAB), vacation (SEM), parental leave (FLD), time off in lieu (KOMP).
 * The absence and leave plugins book their days as time rows with these codes, so the time plugin's published rows
 * are the one source of absence for the rules.
 */
export const ABSENCE_CODES: readonly string[] = ['SJK', 'KAR', 'TJL', 'VAB', 'SEM', 'FLD', 'KOMP'];

/** the days each employee is away within [from, to] */
export async function absenceDays(ctx: StaffingCtx, anstNrs: readonly string[] | null, from: string, to: string): Promise<Map<string, Set<string>>> {
  let q = ctx.db
    .selectFrom('time_rows')
    .select(['AnstNr', 'Datum'])
    .where('FtgId', '=', ctx.companyId)
    .where('Datum', '>=', from)
    .where('Datum', '<=', to)
    .where('TidKod', 'in', ABSENCE_CODES as string[]);
  if (anstNrs) {
    if (anstNrs.length === 0) return new Map();
    q = q.where('AnstNr', 'in', anstNrs as string[]);
  }
  const out = new Map<string, Set<string>>();
  for (const r of await q.execute()) {
    const s = out.get(r.AnstNr);
    if (s) s.add(r.Datum);
    else out.set(r.AnstNr, new Set([r.Datum]));
  }
  return out;
}

/** each employee's competence ids */
export async function competencesOf(ctx: StaffingCtx, anstNrs: readonly string[] | null): Promise<Map<string, Set<string>>> {
  let q = ctx.db.selectFrom('employee_kompetenser').select(['AnstNr', 'KompetensId']).where('FtgId', '=', ctx.companyId);
  if (anstNrs) {
    if (anstNrs.length === 0) return new Map();
    q = q.where('AnstNr', 'in', anstNrs as string[]);
  }
  const out = new Map<string, Set<string>>();
  for (const r of await q.execute()) {
    const s = out.get(r.AnstNr);
    if (s) s.add(r.KompetensId);
    else out.set(r.AnstNr, new Set([r.KompetensId]));
  }
  return out;
}
