import { describe, expect, it } from 'vitest';
import { instantOf, nextDay, stockholm } from '../server/clock';
import { bookedToday, currentStatus, latestPunches, punchEvent } from '../server/derive';

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

describe('a day booked by another plugin', () => {
  const today = '2026-11-18';
  const midnight = Date.parse('2026-11-17T23:00:00Z');
  it('absence is AWAY with no return, leave LEAVE back the morning after its last day in a row; rows typed in say nothing', () => {
    const rows = [
      { AnstNr: '1', Datum: today, Origin: 'absence' },
      { AnstNr: '2', Datum: today, Origin: 'leave' },
      { AnstNr: '2', Datum: '2026-11-19', Origin: 'leave' },
      { AnstNr: '2', Datum: '2026-11-21', Origin: 'leave' },
      { AnstNr: '3', Datum: today, Origin: '' },
      { AnstNr: '4', Datum: '2026-11-19', Origin: 'absence' },
    ];
    const booked = bookedToday(rows, today);
    expect(booked.get('1')).toEqual({ Status: 'AWAY', At: midnight, Ater: 0 });
    expect(booked.get('2')).toEqual({ Status: 'LEAVE', At: midnight, Ater: Date.parse('2026-11-19T23:00:00Z') });
    expect(booked.has('3')).toBe(false);
    expect(booked.has('4')).toBe(false);
  });

  it('wins over an own status set before the day began and over last night’s punch; loses to anything later', () => {
    const booked = { Status: 'AWAY' as const, At: midnight, Ater: 0 };
    expect(currentStatus({ Status: 'IN', Kommentar: '', Ater: 0, SetAt: midnight - 1 }, { Status: 'OUT', At: midnight - 5 }, booked)).toMatchObject({
      Status: 'AWAY',
      Kalla: 'BOOKED',
    });
    expect(currentStatus({ Status: 'SICK', Kommentar: '', Ater: 0, SetAt: midnight }, undefined, booked)).toMatchObject({ Status: 'SICK', Kalla: 'MANUAL' });
    expect(currentStatus(undefined, { Status: 'IN', At: midnight + 1 }, booked)).toMatchObject({ Status: 'IN', Kalla: 'PUNCH' });
  });
});
