import { describe, expect, it } from 'vitest';
import { ExpenseInputModel } from '../../src/contracts';

describe('amounts on the wire', () => {
  const taxi = { AnstNr: '3', Datum: '2026-11-20', Text: 'Taxi', Belopp: 176.9, Moms: 35.38, Valuta: 'SEK', Valutakurs: 1, Varugrupp: '' };
  it('takes 35,38 kr of VAT (35.38 × 100 is not an integer in floating point, and the check refused it)', () => {
    const r = ExpenseInputModel.validate(taxi);
    expect(r.success, r.success ? '' : `${r.message} ${JSON.stringify(r.details)}`).toBe(true);
    expect(ExpenseInputModel.validate({ ...taxi, Moms: 35.385 }).success).toBe(false);
  });
});
