import type { Balances } from '../contracts';

const left = (tot: number | null, utb: number | null) => (tot === null ? null : Math.round((tot - (utb ?? 0)) * 100) / 100);

/** the vacation days left of each kind: the year's days less those taken (null when the payroll system sent none) */
export function vacationLeft(b: Balances) {
  return { paid: left(b.SemBetTot, b.SemBetUtb), saved: left(b.SemSpaTot, b.SemSpaUtb), unpaid: left(b.SemObeTot, b.SemObeUtb) };
}
