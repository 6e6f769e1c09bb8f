import { holidayOn } from '@lonna/core/validation';
import { addDays, dayIndex, isoWeekday, mondayOf } from './rules/time';

/** The repeat settings of a need, as the wire carries them (contracts.ts NeedInputModel). */
export interface RepeatSettings {
  Upprepning: 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY';
  Faktor: number;
  /** ISO weekdays '1'…'7' it runs on, '' = every day */
  Dagar: string;
  /** months '1,…,12', '' = every month */
  Manader: string;
  FromDatum: string;
  TomDatum: string;
  Helgdagar: boolean;
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * The days a need has passes on within [from, to], in order. Daily: every Faktor-th day from the start; weekly: every
 * Faktor-th week from the start's week, on the day filter's weekdays (the start's weekday when the filter is empty);
 * monthly: every Faktor-th month on the start's day of month. The day and month filters apply to every kind; a Swedish
 * public holiday or holiday eve is skipped unless the need works on holidays; nothing runs past TomDatum.
 */
export function needDates(r: RepeatSettings, from: string, to: string): string[] {
  const first = r.FromDatum > from ? r.FromDatum : from;
  const last = r.TomDatum < to ? r.TomDatum : to;
  const out: string[] = [];
  if (first > last) return out;
  const months = r.Manader ? new Set(r.Manader.split(',').map(Number)) : null;
  const weekdays = r.Dagar ? r.Dagar : r.Upprepning === 'WEEKLY' ? String(isoWeekday(r.FromDatum)) : '';
  const startDay = dayIndex(r.FromDatum);
  const startWeek = dayIndex(mondayOf(r.FromDatum));
  const startMonth = monthIndex(r.FromDatum);
  const f = Math.max(1, r.Faktor);
  for (let d = first; d <= last; d = addDays(d, 1)) {
    if (weekdays && !weekdays.includes(String(isoWeekday(d)))) continue;
    if (months && !months.has(Number(d.slice(5, 7)))) continue;
    if (!r.Helgdagar && holidayOn(d)) continue;
    const i = dayIndex(d);
    let on: boolean;
    switch (r.Upprepning) {
      case 'NONE':
        on = d === r.FromDatum;
        break;
      case 'DAILY':
        on = (i - startDay) % f === 0;
        break;
      case 'WEEKLY':
        on = ((dayIndex(mondayOf(d)) - startWeek) / 7) % f === 0;
        break;
      case 'MONTHLY':
        on = d.slice(8) === r.FromDatum.slice(8) && (monthIndex(d) - startMonth) % f === 0;
        break;
    }
    if (on) out.push(d);
  }
  return out;
}
