import { describe, expect, it } from 'vitest';
import { computeMileage, tripKm } from '../../src/rules/mileage';

// Skatteverket's tax-free rates (swedish-rules-and-peers.md §3.3): own car 25 kr/mil 2024–2026; company car 12; electric 9.50
describe('mileage', () => {
  it.each([
    { year: 2026, vehicle: 'PRI', km: 64, company: 0, taxFree: 160, taxable: 0 },
    { year: 2026, vehicle: 'PRI', km: 64, company: 30, taxFree: 160, taxable: 32 },
    { year: 2024, vehicle: 'PRI', km: 123, company: 20, taxFree: 246, taxable: 0 },
    { year: 2025, vehicle: 'BEN', km: 100, company: 0, taxFree: 120, taxable: 0 },
    { year: 2025, vehicle: 'DIS', km: 55, company: 0, taxFree: 66, taxable: 0 },
    { year: 2026, vehicle: 'EL', km: 100, company: 0, taxFree: 95, taxable: 0 },
  ] as const)('$year $vehicle $km km, company pays $company/mil: $taxFree tax-free + $taxable taxable', ({ year, vehicle, km, company, taxFree, taxable }) => {
    const r = computeMileage({ year, vehicle, km, companyRatePerMil: company });
    expect([r?.taxFreeAmount, r?.taxableAmount]).toEqual([taxFree, taxable]);
  });
  it('has no rate for a year without a table', () => expect(computeMileage({ year: 2023, vehicle: 'PRI', km: 10, companyRatePerMil: 0 })).toBeNull());
  it.each([
    { startMeter: 1000, endMeter: 1064, km: null, out: 64 },
    { startMeter: 1000, endMeter: 1000, km: null, out: null },
    { startMeter: null, endMeter: null, km: 12, out: 12 },
    { startMeter: null, endMeter: null, km: 0, out: null },
  ])('distance from $startMeter–$endMeter or $km km: $out', ({ out, ...input }) => expect(tripKm(input)).toBe(out));
});
