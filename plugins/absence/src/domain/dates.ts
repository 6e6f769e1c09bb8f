/** Calendar arithmetic on the wire's dates (YYYY-MM-DD), in UTC so no time zone or summer time moves a day. */
const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

export const addDays = (date: string, n: number): string => iso(ms(date) + n * DAY);
/** whole days from `a` to `b` (negative when b is before a) */
export const daysBetween = (a: string, b: string): number => Math.round((ms(b) - ms(a)) / DAY);
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
/** ISO weekday, 1 = Monday … 7 = Sunday */
export const isoWeekday = (date: string): number => ((new Date(ms(date)).getUTCDay() + 6) % 7) + 1;
