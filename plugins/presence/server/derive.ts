import type { TimePunchesReadModel, TimeRowsReadModel } from '@lonna/plugin-time/contracts';
import { BOOKED_STATUS, type BoardStatus, type PresenceCode, type PresenceEntry } from '../src/contracts';
import { instantOf, nextDay, stockholm } from './clock';

/** a day booked by another plugin: its status from the start of the day, back the day after its last booked day */
export interface BookedEvent {
  Status: PresenceCode;
  At: number;
  Ater: number;
}
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
 * Each employee's booking today from the time report's rows booked by another plugin (absence, leave): its status
 * since 00:00 today. A leave's expected return is the morning after its last booked day in a row; an absence notice's
 * is unknown (it is open until recovery), so none.
 */
export function bookedToday(rows: readonly Pick<TimeRowsReadModel, 'AnstNr' | 'Datum' | 'Origin'>[], today: string): Map<string, BookedEvent> {
  const byPerson = new Map<string, Map<string, string>>();
  for (const r of rows) {
    if (!(r.Origin in BOOKED_STATUS)) continue;
    const days = byPerson.get(r.AnstNr) ?? new Map<string, string>();
    days.set(r.Datum, r.Origin);
    byPerson.set(r.AnstNr, days);
  }
  const out = new Map<string, BookedEvent>();
  for (const [anstNr, days] of byPerson) {
    const origin = days.get(today);
    if (origin === undefined) continue;
    let last = today;
    while (days.get(nextDay(last)) === origin) last = nextDay(last);
    out.set(anstNr, { Status: BOOKED_STATUS[origin]!, At: instantOf(today, '00:00'), Ater: origin === 'leave' ? instantOf(nextDay(last), '00:00') : 0 });
  }
  return out;
}

/**
 * One person's status: the latest of his own status, his clock punch and today's booking wins. On the same instant
 * the own status wins, then the punch (the more particular ones; a punch out is known to the minute only, so one set in
 * that minute counts as later).
 */
export function currentStatus(
  manual: Pick<PresenceStatusTable, 'Status' | 'Kommentar' | 'Ater' | 'SetAt'> | undefined,
  punch: PunchEvent | undefined,
  booked?: BookedEvent,
): Pick<PresenceEntry, 'Status' | 'Kommentar' | 'Sedan' | 'Ater' | 'Kalla'> {
  const setAt = manual ? Number(manual.SetAt) : -1;
  const punchAt = punch ? punch.At : -1;
  if (booked && booked.At > setAt && booked.At > punchAt) return { Status: booked.Status, Kommentar: '', Sedan: booked.At, Ater: booked.Ater, Kalla: 'BOOKED' };
  if (punch && punch.At > setAt) return { Status: punch.Status, Kommentar: '', Sedan: punch.At, Ater: 0, Kalla: 'PUNCH' };
  if (manual) {
    return { Status: manual.Status as BoardStatus, Kommentar: manual.Kommentar, Sedan: Number(manual.SetAt), Ater: Number(manual.Ater), Kalla: 'MANUAL' };
  }
  return { Status: 'NONE', Kommentar: '', Sedan: 0, Ater: 0, Kalla: 'NONE' };
}
