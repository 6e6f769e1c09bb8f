import { randomUUID } from 'node:crypto';
import { needDates } from '../src/domain/repeat';
import type { StaffingDb, StaffingNeedsTable, StaffingPassesTable } from './db';

/**
 * Makes the work passes of `needs` for the days of [from, to] that have none yet: one pass per person the need asks
 * for (Plats 0 … Antal-1), unfilled and planned. Idempotent: the unique slot key (need, day, place) is looked up first,
 * so generating a period twice adds nothing. Returns the number made.
 */
export async function generatePasses(
  db: StaffingDb,
  ftgId: string,
  needs: readonly StaffingNeedsTable[],
  from: string,
  to: string,
  at: number,
): Promise<number> {
  if (needs.length === 0 || from > to) return 0;
  const existing = await db
    .selectFrom('staffing_passes')
    .select(['BehovId', 'Datum', 'Plats'])
    .where('FtgId', '=', ftgId)
    .where('Datum', '>=', from)
    .where('Datum', '<=', to)
    .where(
      'BehovId',
      'in',
      needs.map((n) => n.Id),
    )
    .execute();
  const have = new Set(existing.map((e) => `${e.BehovId}|${e.Datum}|${e.Plats}`));
  const rows: StaffingPassesTable[] = [];
  for (const n of needs) {
    const dates = needDates(
      {
        Upprepning: n.Upprepning as 'NONE',
        Faktor: n.Faktor,
        Dagar: n.Dagar,
        Manader: n.Manader,
        FromDatum: n.FromDatum,
        TomDatum: n.TomDatum,
        Helgdagar: n.Helgdagar === 1,
      },
      from,
      to,
    );
    for (const Datum of dates)
      for (let Plats = 0; Plats < n.Antal; Plats++) {
        if (have.has(`${n.Id}|${Datum}|${Plats}`)) continue;
        rows.push({
          FtgId: ftgId,
          Id: randomUUID(),
          BehovId: n.Id,
          Plats,
          Datum,
          Start: n.Start,
          Slut: n.Slut,
          AnstNr: '',
          Status: 'PLANNED',
          Version: 0,
          UpdatedAt: at,
        });
      }
  }
  // chunks keep every statement under SQLite's bound-parameter limit
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('staffing_passes')
      .values(rows.slice(i, i + 500))
      .execute();
  return rows.length;
}
