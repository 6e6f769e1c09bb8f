import { formatNumberIn } from '@lonna/core/validation';
import type { LeaveApplication } from '../contracts';

/** '2026-09-07 – 2026-09-11' (one day: the day) */
export const periodText = (a: Pick<LeaveApplication, 'FromDatum' | 'TomDatum'>) =>
  a.FromDatum === a.TomDatum ? a.FromDatum : `${a.FromDatum} – ${a.TomDatum}`;

/** a number of days in the reader's language (the portal's one number rule, only the decimals it has) */
export const daysText = (n: number, locale: string) => formatNumberIn(locale, n, 'auto');
