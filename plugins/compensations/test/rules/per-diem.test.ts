import { describe, expect, it } from 'vitest';
import { computePerDiem, countryOfDay, mealReduction } from '../../src/rules/per-diem';
import { foreignRate } from '../../src/rules/per-diem-rates';

/** a three-day domestic trip whose middle day is the one under test */
const trip = (year: number, o: Partial<Parameters<typeof computePerDiem>[0]> = {}) =>
  computePerDiem({ year, departure: `${year}-03-04T07:00`, return: `${year}-03-06T20:00`, farFromHome: true, ...o });
const day = (r: ReturnType<typeof computePerDiem>, i: number) => {
  if (!r.ok || !r.eligible) throw new Error(JSON.stringify(r));
  return r.days[i]!;
};

describe('per diem: meal reductions (SKV A 2025:5; 2024 amounts on 290 kr from lr-revision.se)', () => {
  it.each([
    { meals: ['breakfast'], reduction: 58 },
    { meals: ['lunch'], reduction: 102 },
    { meals: ['dinner'], reduction: 102 },
    { meals: ['breakfast', 'lunch'], reduction: 160 },
    { meals: ['lunch', 'dinner'], reduction: 203 },
    { meals: ['breakfast', 'lunch', 'dinner'], reduction: 261 },
  ] as const)('2024 domestic, free $meals: −$reduction kr', ({ meals, reduction }) => {
    const d = day(trip(2024, { meals: { '2024-03-05': meals } }), 1);
    expect(d.Reduktion).toBe(reduction);
    expect(d.Belopp).toBe(290 - reduction);
  });
  it.each([
    { meals: ['breakfast'], abroad: false, pct: 20 },
    { meals: ['breakfast'], abroad: true, pct: 15 },
    { meals: ['lunch'], abroad: true, pct: 35 },
    { meals: ['lunch', 'dinner'], abroad: true, pct: 70 },
    { meals: ['breakfast', 'lunch', 'dinner'], abroad: false, pct: 90 },
    { meals: ['breakfast', 'lunch', 'dinner'], abroad: true, pct: 85 },
  ] as const)('$meals abroad=$abroad: $pct %', ({ meals, abroad, pct }) => expect(mealReduction(meals, abroad)).toBe(pct));
});

describe('per diem: full and half days (departure before 12:00, return after 19:00; faronline, lr-revision)', () => {
  it.each([
    { dep: '07:00', ret: '20:00', days: ['FULL', 'FULL', 'FULL'], total: 900 },
    { dep: '12:00', ret: '20:00', days: ['HALF', 'FULL', 'FULL'], total: 750 },
    { dep: '11:59', ret: '19:00', days: ['FULL', 'FULL', 'HALF'], total: 750 },
    { dep: '13:00', ret: '18:00', days: ['HALF', 'FULL', 'HALF'], total: 600 },
  ])('2026 (300 kr): departure $dep, return $ret → $days', ({ dep, ret, days, total }) => {
    const r = computePerDiem({ year: 2026, departure: `2026-03-02T${dep}`, return: `2026-03-04T${ret}`, farFromHome: true });
    expect(r.ok && r.eligible && r.days.map((d) => d.Dag)).toEqual(days);
    expect(r.ok && r.eligible && r.total).toBe(total);
  });
  it('is not tax-free without a night away or within 50 km (Skatteverket: övernattning, 50 km)', () => {
    expect(computePerDiem({ year: 2026, departure: '2026-03-02T06:00', return: '2026-03-02T23:00', farFromHome: true })).toMatchObject({
      eligible: false,
      reason: 'noNight',
    });
    expect(computePerDiem({ year: 2026, departure: '2026-03-02T06:00', return: '2026-03-03T20:00', farFromHome: false })).toMatchObject({
      eligible: false,
      reason: 'notFar',
    });
  });
  it('a night without paid lodging gives half the day amount (2024: 145 kr)', () => {
    const r = trip(2024, { nightsWithoutLodging: ['2024-03-04', '2024-03-05', '2024-03-06'] });
    expect(r.ok && r.eligible && r.days.map((d) => d.Natt)).toEqual([145, 145, 0]);
  });
  it.each([
    { stayStart: '2026-03-04', pct: 100, amount: 300 },
    { stayStart: '2025-12-04', pct: 70, amount: 210 },
    { stayStart: '2024-03-04', pct: 50, amount: 150 },
  ])('long stay from $stayStart: $pct % ($amount kr, SKV A 2019:24; 2026: 210 / 150)', ({ stayStart, pct, amount }) => {
    const d = day(trip(2026, { stayStart }), 1);
    expect([d.Procent, d.Belopp]).toEqual([pct, amount]);
  });
});

describe('per diem abroad (SKV A 2023:18 normalbelopp; the country with most hours 06–24, SKV A 2019:24)', () => {
  const legs = [
    { from: '2024-03-04T07:00', country: 'SE' },
    { from: '2024-03-04T08:00', country: 'DK' },
    { from: '2024-03-05T14:00', country: 'DE' },
    { from: '2024-03-06T20:00', country: 'SE' },
  ];
  it('a trip over Denmark and Germany with a free breakfast', () => {
    const r = trip(2024, { legs, meals: { '2024-03-05': ['breakfast'] } });
    if (!r.ok || !r.eligible) throw new Error('not eligible');
    expect(r.days.map((d) => [d.Landskod, d.Normalbelopp, d.Dag, d.Reduktion, d.Belopp])).toEqual([
      ['DK', 1274, 'FULL', 0, 1274],
      ['DE', 800, 'FULL', 120, 680],
      ['DE', 800, 'FULL', 0, 800],
    ]);
    expect(r.total).toBe(2754);
  });
  it('counts the hours of 06:00–24:00 only', () => {
    expect(countryOfDay('2024-03-05', legs, '2024-03-04T07:00', '2024-03-06T20:00')).toBe('DE');
    expect(
      countryOfDay(
        '2024-03-05',
        [
          { from: '2024-03-04T07:00', country: 'DK' },
          { from: '2024-03-05T16:00', country: 'DE' },
        ],
        '2024-03-04T07:00',
        '2024-03-06T20:00',
      ),
    ).toBe('DK');
    // a tie: the country where the day ends
    expect(
      countryOfDay(
        '2024-03-05',
        [
          { from: '2024-03-04T07:00', country: 'DK' },
          { from: '2024-03-05T15:00', country: 'DE' },
        ],
        '2024-03-04T07:00',
        '2024-03-06T20:00',
      ),
    ).toBe('DE');
  });
  it.each([
    { year: 2024, q: { Landskod: 'DK' }, amount: 1274 },
    { year: 2024, q: { Land: 'Grönland' }, amount: 1274 },
    { year: 2024, q: { Landskod: 'XK' }, amount: 290 },
    { year: 2024, q: { Land: 'Iran' }, amount: 493 },
    { year: 2026, q: { Landskod: 'NO' }, amount: 1054 },
    { year: 2026, q: { Land: 'Tyskland' }, amount: 760 },
  ])('$year $q: $amount kr', ({ year, q, amount }) => expect(foreignRate(year, q)?.Belopp).toBe(amount));
  it('a year or country without a table is missing (travel rule missing)', () => {
    expect(foreignRate(2025, { Landskod: 'DK' })).toBeNull();
    expect(foreignRate(2024, { Landskod: 'QQ' })).toBeNull();
    expect(trip(2025, { legs: legs.map((l) => ({ ...l, from: l.from.replace('2024', '2025') })) })).toEqual({
      ok: false,
      missing: { year: 2025, Landskod: 'DK' },
    });
    expect(trip(2027)).toEqual({ ok: false, missing: { year: 2027, Landskod: 'SE' } });
  });
});
