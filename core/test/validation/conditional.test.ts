import { describe, expect, it } from 'vitest';
import {
  careRecipientRequired,
  compensationCareRecipientRequired,
  compensationReceiptRequired,
  compensationResultUnitRequired,
  EMPTY_GUID,
  receiptRequired,
  resultUnitRequired,
} from '../../src/validation';

describe('care recipient', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('UseLSS %s, mandatory %s → %s', (UseLSS, mandatory, expected) => {
    expect(careRecipientRequired({ UseLSS, UseMandatoryBrukare: mandatory })).toBe(expected);
    expect(compensationCareRecipientRequired({ UseLSS, UseErsMandatoryBrukare: mandatory })).toBe(expected);
  });

  it('time reporting and compensations use their own switch', () => {
    const flags = { UseLSS: true, UseMandatoryBrukare: true, UseErsMandatoryBrukare: false };
    expect(careRecipientRequired(flags)).toBe(true);
    expect(compensationCareRecipientRequired(flags)).toBe(false);
  });
});

describe('result units 1–6', () => {
  const rows: [1 | 2 | 3 | 4 | 5 | 6, boolean, boolean, boolean, boolean][] = [];
  for (const n of [1, 2, 3, 4, 5, 6] as const) {
    rows.push([n, true, true, true, true], [n, false, true, true, false], [n, true, false, true, false], [n, true, true, false, false]);
  }

  it.each(rows)('unit %s: open %s, registered %s, mandatory %s → %s', (n, open, reg, mandatory, expected) => {
    const company = { [`OpenResEnhet${n}`]: open, [`RegResEnh${n}`]: reg };
    expect(resultUnitRequired(n, { ...company, [`UseMandatoryResEnhet${n}`]: mandatory })).toBe(expected);
    expect(compensationResultUnitRequired(n, { ...company, [`UseErsMandatoryResEnhet${n}`]: mandatory })).toBe(expected);
  });

  it('reads only the flags of its own unit', () => {
    const flags: Record<string, boolean> = { OpenResEnhet1: true, RegResEnh1: true, UseMandatoryResEnhet1: true, UseErsMandatoryResEnhet1: false };
    expect(resultUnitRequired(1, flags)).toBe(true);
    expect(resultUnitRequired(2, flags)).toBe(false);
    expect(compensationResultUnitRequired(1, flags)).toBe(false);
  });
});

describe('receipt for UTLÄGG', () => {
  it.each([
    ['UTLÄGG', true, false, '', true],
    ['utlägg', true, false, undefined, true],
    ['UTLÄGG', true, false, EMPTY_GUID, true],
    ['UTLÄGG', true, true, '', false], // a file is chosen
    ['UTLÄGG', true, false, '5b1f7f2e-8c1a-4f5e-9a1d-2b3c4d5e6f70', false], // a stored receipt
    ['UTLÄGG', false, false, '', false], // not mandatory
    ['MIL', true, false, '', false], // another compensation type
    ['TRAKT', true, false, '', false],
  ])('type %s, mandatory %s, file %s, receipt %j → %s', (type, UseMandatoryReceipt, hasFile, receiptId, expected) => {
    expect(receiptRequired({ type, UseMandatoryReceipt, hasFile, receiptId })).toBe(expected);
    expect(compensationReceiptRequired({ type, UseMandatoryReceipt, hasFile, receiptId })).toBe(expected);
  });
});
