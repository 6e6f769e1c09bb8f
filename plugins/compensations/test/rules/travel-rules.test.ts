import { describe, expect, it } from 'vitest';
import { computePerDiem } from '../../src/rules/per-diem';
import { ruleInForce, skatteverketRule, type TravelRuleData, travelRuleProblems } from '../../src/rules/travel-rules';

/** Skatteverket's rule as company data (reference §3.1): 2026 300 kr, 70 % after three months, 50 % after two years, 12:00 / 19:00 */
const SKV = skatteverketRule(2026)!;
const trip = { year: 2026, farFromHome: true, departure: '2026-03-02T07:00', return: '2026-03-04T20:00' };

describe('company travel rules', () => {
  it('Skatteverket’s default of a year; none for a year without a domestic amount', () => {
    expect(SKV.Intervall.map((i) => [i.Nr, i.FranManad, i.TillManad, i.Heldag, i.Halvdag])).toEqual([
      [1, 0, 3, 300, 150],
      [2, 3, 24, 210, 105],
      [3, 24, null, 150, 75],
    ]);
    expect(skatteverketRule(2024)?.Intervall[0]?.Heldag).toBe(290);
    expect(skatteverketRule(2031)).toBeNull();
  });

  it('the rule in force is the latest valid-from not after the date', () => {
    const rules = [{ GiltigFran: '2026-06-01' }, { GiltigFran: '2025-01-01' }, { GiltigFran: '2027-01-01' }];
    expect(ruleInForce(rules, '2026-05-31')?.GiltigFran).toBe('2025-01-01');
    expect(ruleInForce(rules, '2026-06-01')?.GiltigFran).toBe('2026-06-01');
    expect(ruleInForce(rules, '2024-12-31')).toBeNull();
  });

  it.each([
    ['overlapping intervals', { Intervall: [SKV.Intervall[0]!, { ...SKV.Intervall[1]!, FranManad: 2 }] }, 'Intervall', 'overlap'],
    ['an open interval before another', { Intervall: [{ ...SKV.Intervall[0]!, TillManad: null }, SKV.Intervall[1]!] }, 'Intervall', 'overlap'],
    ['a negative rate', { Intervall: [{ ...SKV.Intervall[0]!, Halvdag: -1 }] }, 'Intervall', 'negative'],
    ['half day above full day', { Intervall: [{ ...SKV.Intervall[0]!, Halvdag: 400 }] }, 'Intervall', 'halfAboveFull'],
    ['an interval ending before it starts', { Intervall: [{ ...SKV.Intervall[0]!, TillManad: 0 }] }, 'Intervall', 'intervalOrder'],
    ['a negative night', { Natt: -1 }, 'Natt', 'negative'],
    ['half-day hours above 24', { HalvdagTimmar: 24.5 }, 'HalvdagTimmar', 'halfDayHours'],
    ['a time that is not HH:mm', { HemkomstEfter: '7 pm' }, 'HemkomstEfter', 'clock'],
  ] as [string, Partial<TravelRuleData>, string, string][])('refuses %s', (_name, patch, field, key) => {
    expect(travelRuleProblems({ ...SKV, ...patch })).toContainEqual({ field, key });
  });

  it('Skatteverket’s default as a company rule gives the same amounts as no rule (a free lunch, a night, after 3 months)', () => {
    const input = {
      ...trip,
      meals: { '2026-03-03': ['lunch' as const] },
      nightsWithoutLodging: ['2026-03-02'],
    };
    expect(computePerDiem({ ...input, rule: SKV })).toEqual(computePerDiem(input));
    const long = { ...input, stayStart: '2025-11-01' };
    expect(computePerDiem({ ...long, rule: SKV })).toEqual(computePerDiem(long));
    const half = { ...trip, departure: '2026-03-02T13:00', return: '2026-03-04T18:00' };
    expect(computePerDiem({ ...half, rule: SKV })).toEqual(computePerDiem(half));
  });

  it.each([
    // [case, company full / half / night, trip, tax-free per day, taxable per day]
    ['the same as Skatteverket: nothing taxable', 300, 150, 150, {}, [300, 300, 300], [0, 0, 0]],
    ['above: the excess of each day', 400, 200, 200, {}, [300, 300, 300], [100, 100, 100]],
    ['a free lunch reduces both by 35 % of their own base', 400, 200, 200, { meals: { '2026-03-03': ['lunch' as const] } }, [300, 195, 300], [100, 65, 100]],
    ['a night above Skatteverket’s 150', 300, 150, 250, { nightsWithoutLodging: ['2026-03-02'] }, [450, 300, 300], [100, 0, 0]],
    ['below Skatteverket: all tax-free', 250, 125, 125, {}, [250, 250, 250], [0, 0, 0]],
  ] as const)('a company rule %s (reference §3.1: Skatteverket’s amounts are the tax-free maximum)', (_c, full, half, night, extra, free, taxable) => {
    const rule = { ...SKV, Natt: night, Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: full, Halvdag: half }] };
    const r = computePerDiem({ ...trip, ...extra, rule });
    if (!r.ok || !r.eligible) throw new Error('eligible');
    expect(r.days.map((d) => d.Skattefritt)).toEqual(free);
    expect(r.days.map((d) => d.Skattepliktigt)).toEqual(taxable);
    expect(r.days.every((d) => d.Skattefritt + d.Skattepliktigt === d.Belopp)).toBe(true);
    expect(r.taxable).toBe(taxable.reduce((a: number, b: number) => a + b, 0));
  });

  it('no split without Skatteverket’s amounts of the year (2031: no table shipped or imported); none without a company rule', () => {
    const rule = { ...SKV, Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: 500, Halvdag: 250 }] };
    const r = computePerDiem({ ...trip, year: 2031, departure: '2031-03-03T07:00', return: '2031-03-04T20:00', rule });
    expect(r.ok && r.eligible && r.days.map((d) => [d.Skattefritt, d.Skattepliktigt])).toEqual([
      [500, 0],
      [500, 0],
    ]);
    const plain = computePerDiem(trip);
    expect(plain.ok && plain.eligible && plain.taxable).toBe(0);
  });
});
