import { describe, expect, it } from 'vitest';
import { representationRules, splitRepresentation } from '../../src/rules/representation';

/** Skatteverket "Representation 2.0.2" (from 2023-07-01): 60 kr/person enklare förtäring, meals VAT on ≤ 300 kr/person, gifts 300 kr */
describe('representation: the deductible and non-deductible parts (Skatteverket, Representation 2.0.2)', () => {
  it.each([
    { type: 'ENK', persons: 4, amount: 375, vat: 75, deductibleExVat: 240, deductibleVat: 60, deductible: 300, nonDeductible: 75 },
    { type: 'ENK', persons: 10, amount: 375, vat: 75, deductibleExVat: 300, deductibleVat: 75, deductible: 375, nonDeductible: 0 },
    { type: 'INT', persons: 2, amount: 560, vat: 60, deductibleExVat: 0, deductibleVat: 60, deductible: 60, nonDeductible: 500 },
    { type: 'EXTLUMI', persons: 3, amount: 1680, vat: 180, deductibleExVat: 0, deductibleVat: 108, deductible: 108, nonDeductible: 1572 },
    { type: 'EXTFR', persons: 1, amount: 112, vat: 12, deductibleExVat: 0, deductibleVat: 12, deductible: 12, nonDeductible: 100 },
    { type: 'GAVA', persons: 1, amount: 500, vat: 100, deductibleExVat: 300, deductibleVat: 75, deductible: 375, nonDeductible: 125 },
    { type: 'GAVA', persons: 2, amount: 500, vat: 100, deductibleExVat: 400, deductibleVat: 100, deductible: 500, nonDeductible: 0 },
  ] as const)('$type, $persons people, $amount incl. $vat VAT → $deductible deductible, $nonDeductible not', (c) => {
    expect(splitRepresentation({ date: '2026-11-16', type: c.type, persons: c.persons, amount: c.amount, vat: c.vat })).toMatchObject({
      deductibleExVat: c.deductibleExVat,
      deductibleVat: c.deductibleVat,
      deductible: c.deductible,
      nonDeductible: c.nonDeductible,
    });
  });
  it.each([
    // ENK 4 people at most 90 kr each (the company's maximum, 360): the 15 kr above it are not reimbursed
    { type: 'ENK', persons: 4, max: 90, amount: 375, vat: 75, paid: 360, overCap: 15, deductible: 300, nonDeductible: 60 },
    // under the maximum: nothing changes (the Skatteverket split of the first table)
    { type: 'ENK', persons: 4, max: 100, amount: 375, vat: 75, paid: 375, overCap: 0, deductible: 300, nonDeductible: 75 },
    // a meal of 2 at 200 kr each: 400 of 560 paid, its VAT 60 × 400/560 = 42.86 deductible, the rest not
    { type: 'INT', persons: 2, max: 200, amount: 560, vat: 60, paid: 400, overCap: 160, deductible: 42.86, nonDeductible: 357.14 },
    // a maximum of 0: nothing reimbursed
    { type: 'GAVA', persons: 1, max: 0, amount: 500, vat: 100, paid: 0, overCap: 500, deductible: 0, nonDeductible: 0 },
  ] as const)('the company’s maximum $max kr per person: $type, $persons people, $amount → $paid paid, $overCap not reimbursed', (c) => {
    const split = splitRepresentation({ date: '2026-11-16', type: c.type, persons: c.persons, amount: c.amount, vat: c.vat, maxPerPerson: c.max });
    expect(split).toMatchObject({ paid: c.paid, overCap: c.overCap, deductible: c.deductible, nonDeductible: c.nonDeductible, cap: c.max * c.persons });
    expect(split!.deductible + split!.nonDeductible).toBeCloseTo(c.paid, 2);
  });
  it('without a company maximum nothing is capped (Skatteverket limits the deduction, not the reimbursement)', () => {
    expect(splitRepresentation({ date: '2026-11-16', type: 'INT', persons: 1, amount: 5000, vat: 500 })).toMatchObject({ paid: 5000, overCap: 0, cap: null });
  });
  it('has no rules before 2023-07-01 (the set we ship)', () => {
    expect(representationRules('2023-06-30')).toBeNull();
    expect(representationRules('2026-01-01')?.source).toMatch(/Representation 2\.0\.2/);
  });
});
