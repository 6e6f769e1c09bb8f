import type { RepresentationType } from '../contracts';

/**
 * Representation: how much of a receipt is deductible, as data with its source and the date it applies from.
 * Skatteverket's machine-readable rules "Representation 2.0.2" (applies from 2023-07-01; 16 kap. 2 § IL, SKV A 2017:26,
 * 13 kap. 24–25 §§ ML), confirmed for 2026 by co-redovisning.se (shared/reference/per-diem-tables.md [R1], [R2];
 * swedish-rules-and-peers.md §3.5):
 * - meals (lunch, dinner and the like), internal or external: not deductible for income tax; the VAT is deductible on
 *   at most 300 kr excl. VAT per person;
 * - enklare förtäring (coffee, fruit, a bun): deductible up to 60 kr excl. VAT per person, nothing above; the VAT on
 *   that part (our reading: VAT follows the deductible cost, ML 13:24);
 * - a representation gift: deductible up to 300 kr excl. VAT per gift; the VAT on that part.
 * Our reading of the spec's type codes: INT internal representation (a meal), ENK enklare förtäring, EXTFR external
 * representation with förtäring, EXTLUMI external lunch or dinner (both meals), GAVA a representation gift.
 */
export type RepresentationKind = 'meal' | 'simple' | 'gift';
export interface RepresentationRule {
  kind: RepresentationKind;
  /** income-tax deductible cost excl. VAT per person (per gift) */
  deductiblePerPerson: number;
  /** the VAT is deductible on at most this cost excl. VAT per person (per gift) */
  vatBasePerPerson: number;
}

export const REPRESENTATION_RULES: readonly { from: string; source: string; rules: Readonly<Record<RepresentationType, RepresentationRule>> }[] = [
  {
    from: '2023-07-01',
    source: 'Skatteverket, Representation 2.0.2 (16 kap. 2 § IL, SKV A 2017:26, 13 kap. 24–25 §§ ML)',
    rules: {
      INT: { kind: 'meal', deductiblePerPerson: 0, vatBasePerPerson: 300 },
      ENK: { kind: 'simple', deductiblePerPerson: 60, vatBasePerPerson: 60 },
      EXTFR: { kind: 'meal', deductiblePerPerson: 0, vatBasePerPerson: 300 },
      EXTLUMI: { kind: 'meal', deductiblePerPerson: 0, vatBasePerPerson: 300 },
      GAVA: { kind: 'gift', deductiblePerPerson: 300, vatBasePerPerson: 300 },
    },
  },
];

export interface RepresentationSplit {
  rule: RepresentationRule;
  /** the cost excl. VAT */
  exVat: number;
  /** income-tax deductible cost excl. VAT */
  deductibleExVat: number;
  deductibleVat: number;
  /** the deductible part: deductible cost and its deductible VAT */
  deductible: number;
  /** the rest of what is reimbursed */
  nonDeductible: number;
  /** what is reimbursed: the receipt up to the company's maximum (the whole receipt without one) */
  paid: number;
  /** above the company's maximum per person: not reimbursed, so neither paid nor deducted (0 without a maximum) */
  overCap: number;
  /** the company's maximum for the receipt (its travel rule's MaxRepresentation × people), null: none */
  cap: number | null;
}

const ore = (n: number) => Math.round(n * 100) / 100;

/** the rules that apply on a date (null before the first known set: "travel rule missing") */
export function representationRules(date: string) {
  return [...REPRESENTATION_RULES].reverse().find((r) => r.from <= date) ?? null;
}

/**
 * Splits a receipt (amount and VAT in SEK, VAT included in the amount) into its deductible and non-deductible parts.
 * `maxPerPerson` is the company's own maximum (its travel rule's MaxRepresentation, src/rules/travel-rules.ts), in SEK
 * VAT included per person (per gift). Our reading where the spec is silent: what lies above it is not reimbursed — the
 * employee bears it, so it is neither paid nor deducted; the split applies to the reimbursed part, whose VAT is the
 * receipt's in proportion. Skatteverket sets no maximum on what an employer pays back (only on what is deductible), so
 * without a company rule nothing is capped.
 */
export function splitRepresentation(input: {
  date: string;
  type: RepresentationType;
  persons: number;
  amount: number;
  vat: number;
  maxPerPerson?: number | null;
}): RepresentationSplit | null {
  const set = representationRules(input.date);
  if (!set) return null;
  const rule = set.rules[input.type];
  const cap = input.maxPerPerson === undefined || input.maxPerPerson === null ? null : ore(input.maxPerPerson * input.persons);
  const paid = cap === null ? input.amount : ore(Math.min(input.amount, cap));
  const vat = input.amount > 0 ? ore((input.vat * paid) / input.amount) : 0;
  const exVat = ore(paid - vat);
  const deductibleExVat = ore(Math.min(exVat, rule.deductiblePerPerson * input.persons));
  const vatBase = Math.min(exVat, rule.vatBasePerPerson * input.persons);
  const deductibleVat = exVat > 0 ? ore((vat * vatBase) / exVat) : 0;
  const deductible = ore(deductibleExVat + deductibleVat);
  return { rule, exVat, deductibleExVat, deductibleVat, deductible, nonDeductible: ore(paid - deductible), paid, overCap: ore(input.amount - paid), cap };
}
