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
  it('has no rules before 2023-07-01 (the set we ship)', () => {
    expect(representationRules('2023-06-30')).toBeNull();
    expect(representationRules('2026-01-01')?.source).toMatch(/Representation 2\.0\.2/);
  });
});
