import type { LeaveApplication } from '../contracts';

/** '2026-09-07 – 2026-09-11' (one day: the day) */
export const periodText = (a: Pick<LeaveApplication, 'FromDatum' | 'TomDatum'>) =>
  a.FromDatum === a.TomDatum ? a.FromDatum : `${a.FromDatum} – ${a.TomDatum}`;

/** a number of days the Swedish way: 2,5 */
export const daysText = (n: number, locale: string) => n.toLocaleString(locale === 'sv' ? 'sv-SE' : locale, { maximumFractionDigits: 2 });
