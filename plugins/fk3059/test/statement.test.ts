import { describe, expect, it } from 'vitest';
import { buildStatement, canonicalStatement, monthDueOn, statementDeadline } from '../src/domain/statement';
import { addMonths, defaultMonth } from '../src/shared/month';

const key = { AnstNr: '12', Brukare: 'B001', Manad: '2026-12' };

describe('the FK3059 statement', () => {
  it('reports assistance kinds only, by day and start, and sums each kind', () => {
    const s = buildStatement(key, [
      { Datum: '2026-12-02', TidKod: 'ARB', Timmar: 4, Start: '12:00', Slut: '16:00' },
      { Datum: '2026-12-02', TidKod: 'ARB', Timmar: 3, Start: '07:00', Slut: '10:00' },
      { Datum: '2026-12-01', TidKod: 'JOUR', Timmar: 8, Start: '22:00', Slut: '06:00' },
      { Datum: '2026-12-03', TidKod: 'VAB', Timmar: 8, Start: '', Slut: '' },
      { Datum: '2026-11-30', TidKod: 'ARB', Timmar: 8, Start: '08:00', Slut: '16:00' },
    ]);
    expect(s.Lines.map((l) => `${l.Datum} ${l.From} ${l.Typ}`)).toEqual(['2026-12-01 22:00 vante', '2026-12-02 07:00 aktiv', '2026-12-02 12:00 aktiv']);
    expect(s.Totals).toEqual({ Aktiv: 7, Vante: 8, Beredskap: 0 });
  });
  it('the signed text changes with any line', () => {
    const a = buildStatement(key, [{ Datum: '2026-12-02', TidKod: 'ARB', Timmar: 4, Start: '12:00', Slut: '16:00' }]);
    const b = buildStatement(key, [{ Datum: '2026-12-02', TidKod: 'ARB', Timmar: 4, Start: '12:00', Slut: '16:30' }]);
    expect(canonicalStatement(a)).not.toBe(canonicalStatement(b));
  });
  it('is due the 5th of the second month after, over the turn of the year', () => {
    expect(statementDeadline('2026-11')).toBe('2027-01-05');
    expect(statementDeadline('2026-12')).toBe('2027-02-05');
    // and back: the month whose statements are due on a day (the reminders' deadlines)
    expect(monthDueOn('2027-01-05')).toBe('2026-11');
    expect(monthDueOn('2027-02-05')).toBe('2026-12');
    expect(monthDueOn('2027-02-04')).toBeNull();
    expect(statementDeadline('2026-03')).toBe('2026-05-05');
  });
  it('the views open on last month in Sweden', () => {
    expect(defaultMonth(new Date('2026-11-18T09:00:00Z'))).toBe('2026-10');
    expect(defaultMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
