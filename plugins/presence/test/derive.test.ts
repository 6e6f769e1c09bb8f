import { describe, expect, it } from 'vitest';
import { instantOf, nextDay, stockholm } from '../server/clock';
import { currentStatus, latestPunches, punchEvent } from '../server/derive';

describe('Swedish clock time ↔ instants', () => {
  it('reads a date and clock time as Stockholm time, in winter and in summer', () => {
    expect(instantOf('2026-11-18', '08:00')).toBe(Date.parse('2026-11-18T07:00:00Z'));
    expect(instantOf('2026-07-01', '08:00')).toBe(Date.parse('2026-07-01T06:00:00Z'));
    // the nights the clocks change (29 March and 25 October 2026)
    expect(instantOf('2026-03-29', '03:30')).toBe(Date.parse('2026-03-29T01:30:00Z'));
    expect(instantOf('2026-10-25', '04:00')).toBe(Date.parse('2026-10-25T03:00:00Z'));
    expect(stockholm(Date.parse('2026-03-29T01:30:00Z'))).toMatchObject({ date: '2026-03-29', time: '03:30' });
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the status a punch says, and who wins', () => {
  const created = Date.parse('2026-11-18T07:00:23Z'); // 08:00:23 in Stockholm
  it('an open punch is "in" since the instant it was made, or since its corrected clock time', () => {
    expect(punchEvent({ Datum: '2026-11-18', In: '08:00', Ut: '', CreatedAt: created })).toEqual({ Status: 'IN', At: created });
    expect(punchEvent({ Datum: '2026-11-18', In: '07:30', Ut: '', CreatedAt: created })).toEqual({ Status: 'IN', At: Date.parse('2026-11-18T06:30:00Z') });
  });

  it('a closed punch is "out" at its punch out, the next morning when it passed midnight', () => {
    expect(punchEvent({ Datum: '2026-11-18', In: '08:00', Ut: '16:30', CreatedAt: created })).toEqual({
      Status: 'OUT',
      At: Date.parse('2026-11-18T15:30:00Z'),
    });
    expect(punchEvent({ Datum: '2026-11-18', In: '22:00', Ut: '06:00', CreatedAt: created })).toEqual({
      Status: 'OUT',
      At: Date.parse('2026-11-19T05:00:00Z'),
    });
  });

  it('takes each person’s latest punch event that is not in the future', () => {
    const now = Date.parse('2026-11-18T12:00:00Z');
    const rows = [
      { AnstNr: '1', Datum: '2026-11-17', In: '08:00', Ut: '16:00', CreatedAt: 0 },
      { AnstNr: '1', Datum: '2026-11-18', In: '08:00', Ut: '', CreatedAt: created },
      { AnstNr: '2', Datum: '2026-11-18', In: '07:00', Ut: '15:00', CreatedAt: 0 },
    ];
    const latest = latestPunches(rows, now);
    expect(latest.get('1')).toEqual({ Status: 'IN', At: created });
    // a punch out at 15:00 Stockholm is still ahead at 13:00: the punch says nothing yet
    expect(latest.has('2')).toBe(false);
  });

  it('the latest of the own status and the punch wins; on the same instant the own status', () => {
    const manual = { Status: 'MEETING', Kommentar: 'Planering', Ater: 0, SetAt: 1000 };
    expect(currentStatus(manual, { Status: 'IN', At: 999 })).toMatchObject({ Status: 'MEETING', Kalla: 'MANUAL', Sedan: 1000 });
    expect(currentStatus(manual, { Status: 'IN', At: 1000 })).toMatchObject({ Status: 'MEETING', Kalla: 'MANUAL' });
    expect(currentStatus(manual, { Status: 'OUT', At: 1001 })).toEqual({ Status: 'OUT', Kommentar: '', Sedan: 1001, Ater: 0, Kalla: 'PUNCH' });
    expect(currentStatus(undefined, undefined)).toEqual({ Status: 'NONE', Kommentar: '', Sedan: 0, Ater: 0, Kalla: 'NONE' });
  });
});
