import type { TimePunchesReadModel } from '@lonna/plugin-time/contracts';
import type { BoardStatus, PresenceEntry } from '../src/contracts';
import { instantOf, nextDay, stockholm } from './clock';
import type { PresenceStatusTable } from './db';

/** what a clock punch says: "in" from its punch in while it is open, "out" from its punch out once closed */
export interface PunchEvent {
  Status: 'IN' | 'OUT';
  At: number;
}

/**
 * The event of one punch. An open punch is "in" since its punch in: the exact instant it was made (`CreatedAt`) unless
 * it has been corrected since, then the corrected clock time. A closed punch is "out" at its punch out (a `Ut` before
 * `In` ends on the next day); the read model has the punch out to the minute only.
 */
export function punchEvent(p: Pick<TimePunchesReadModel, 'Datum' | 'In' | 'Ut' | 'CreatedAt'>): PunchEvent {
  if (p.Ut === '') {
    const made = stockholm(Number(p.CreatedAt));
    const At = made.date === p.Datum && made.time === p.In ? Number(p.CreatedAt) : instantOf(p.Datum, p.In);
    return { Status: 'IN', At };
  }
  return { Status: 'OUT', At: instantOf(p.Ut < p.In ? nextDay(p.Datum) : p.Datum, p.Ut) };
}

/** the latest event of each employee's punches that is not in the future (a correction may put one there) */
export function latestPunches(
  rows: readonly Pick<TimePunchesReadModel, 'AnstNr' | 'Datum' | 'In' | 'Ut' | 'CreatedAt'>[],
  now: number,
): Map<string, PunchEvent> {
  const out = new Map<string, PunchEvent>();
  for (const r of rows) {
    const e = punchEvent(r);
    if (e.At > now) continue;
    const seen = out.get(r.AnstNr);
    if (!seen || e.At > seen.At) out.set(r.AnstNr, e);
  }
  return out;
}

/**
 * One person's status: the latest of his own status and his clock punch wins. On the same instant the manual status
 * wins (it is the more particular one; a punch out is known to the minute only, so one set in that minute counts as later).
 */
export function currentStatus(
  manual: Pick<PresenceStatusTable, 'Status' | 'Kommentar' | 'Ater' | 'SetAt'> | undefined,
  punch: PunchEvent | undefined,
): Pick<PresenceEntry, 'Status' | 'Kommentar' | 'Sedan' | 'Ater' | 'Kalla'> {
  const setAt = manual ? Number(manual.SetAt) : -1;
  if (punch && punch.At > setAt) return { Status: punch.Status, Kommentar: '', Sedan: punch.At, Ater: 0, Kalla: 'PUNCH' };
  if (manual) {
    return { Status: manual.Status as BoardStatus, Kommentar: manual.Kommentar, Sedan: Number(manual.SetAt), Ater: Number(manual.Ater), Kalla: 'MANUAL' };
  }
  return { Status: 'NONE', Kommentar: '', Sedan: 0, Ater: 0, Kalla: 'NONE' };
}
