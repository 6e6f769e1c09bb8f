import { describe, expect, it } from 'vitest';
import { easterSunday, swedishHolidays } from '@lonna/core/validation';

const dateOf = (year: number, name: string) => swedishHolidays(year).find((h) => h.Namn === name)?.Datum;

describe('Swedish public holidays (Lag 1989:253)', () => {
  it.each([
    [2024, '03-31'],
    [2025, '04-20'],
    [2026, '04-05'],
    [2027, '03-28'],
    [2019, '04-21'],
    [2038, '04-25'],
    [2285, '03-22'],
  ])('Easter Sunday %i is %s (Gregorian computus)', (year, md) => {
    const e = easterSunday(year);
    expect(`${String(e.month).padStart(2, '0')}-${String(e.day).padStart(2, '0')}`).toBe(md);
  });

  it.each([
    // year, Långfredag, Kristi himmelsfärd, Pingstdag, Midsommardag, Alla helgons dag (swedish-rules-and-peers.md §3.6)
    [2024, '03-29', '05-09', '05-19', '06-22', '11-02'],
    [2025, '04-18', '05-29', '06-08', '06-21', '11-01'],
    [2026, '04-03', '05-14', '05-24', '06-20', '10-31'],
    [2027, '03-26', '05-06', '05-16', '06-26', '11-06'],
  ])('%i: the movable holidays', (year, lang, kristi, pingst, midsommar, allaHelgon) => {
    expect(dateOf(year, 'Långfredagen')).toBe(`${year}-${lang}`);
    expect(dateOf(year, 'Kristi himmelsfärdsdag')).toBe(`${year}-${kristi}`);
    expect(dateOf(year, 'Pingstdagen')).toBe(`${year}-${pingst}`);
    expect(dateOf(year, 'Midsommardagen')).toBe(`${year}-${midsommar}`);
    expect(dateOf(year, 'Alla helgons dag')).toBe(`${year}-${allaHelgon}`);
  });

  it('Midsommardagen is always a Saturday 20–26 June, Alla helgons dag a Saturday 31 Oct – 6 Nov', () => {
    for (let y = 2000; y <= 2060; y++) {
      const m = new Date(`${dateOf(y, 'Midsommardagen')}T00:00:00Z`);
      expect(m.getUTCDay()).toBe(6);
      expect(m.getUTCMonth()).toBe(5);
      expect(m.getUTCDate()).toBeGreaterThanOrEqual(20);
      expect(m.getUTCDate()).toBeLessThanOrEqual(26);
      expect(dateOf(y, 'Midsommarafton')).toBe(new Date(m.getTime() - 86_400_000).toISOString().slice(0, 10));
      const a = new Date(`${dateOf(y, 'Alla helgons dag')}T00:00:00Z`);
      expect(a.getUTCDay()).toBe(6);
      expect(a >= new Date(Date.UTC(y, 9, 31)) && a <= new Date(Date.UTC(y, 10, 6))).toBe(true);
    }
  });

  it('2026: 13 public holidays and 4 eves, sorted by date', () => {
    const list = swedishHolidays(2026);
    expect(list.filter((h) => h.Typ === 'HOLIDAY').map((h) => `${h.Datum} ${h.Namn}`)).toEqual([
      '2026-01-01 Nyårsdagen',
      '2026-01-06 Trettondedag jul',
      '2026-04-03 Långfredagen',
      '2026-04-05 Påskdagen',
      '2026-04-06 Annandag påsk',
      '2026-05-01 Första maj',
      '2026-05-14 Kristi himmelsfärdsdag',
      '2026-05-24 Pingstdagen',
      '2026-06-06 Nationaldagen',
      '2026-06-20 Midsommardagen',
      '2026-10-31 Alla helgons dag',
      '2026-12-25 Juldagen',
      '2026-12-26 Annandag jul',
    ]);
    expect(list.filter((h) => h.Typ === 'EVE').map((h) => h.Namn)).toEqual(['Påskafton', 'Midsommarafton', 'Julafton', 'Nyårsafton']);
    expect(list.map((h) => h.Datum)).toEqual([...list.map((h) => h.Datum)].sort());
  });

  it('before 2005: Annandag pingst instead of Nationaldagen (SFS 2004:1320)', () => {
    expect(dateOf(2004, 'Annandag pingst')).toBe('2004-05-31');
    expect(dateOf(2004, 'Nationaldagen')).toBeUndefined();
    expect(dateOf(2005, 'Annandag pingst')).toBeUndefined();
    expect(dateOf(2005, 'Nationaldagen')).toBe('2005-06-06');
  });
});
