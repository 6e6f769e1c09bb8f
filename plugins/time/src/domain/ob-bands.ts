import { holidayOn } from '@lonna/core/validation';
import { addDays, isoWeekday } from './dates';

/**
 * OB (obekväm arbetstid) bands as data. Source: the companies' OB rules (`obregler`: "Kvällstillägg vardagar 19–22",
 * "Nattillägg 22–06", "Helgtillägg fredag 19 – måndag 06", "Storhelgstillägg") and the structure of the collective
 * agreements for personal assistance and care (Kommunal / Fremia, Vårdföretagarna; 2026): a minute earns the
 * highest band that covers it. A company earns only the bands it has rules for (its `obregler` ids).
 */
export interface ObBand {
  id: string;
  /** higher wins when bands overlap */
  rank: number;
  covers: (date: string, minute: number) => boolean;
}

/** the storhelger of the agreements: Easter, Midsummer, Christmas and New Year, eves included */
const STORHELG = new Set([
  'Långfredagen',
  'Påskafton',
  'Påskdagen',
  'Annandag påsk',
  'Midsommarafton',
  'Midsommardagen',
  'Julafton',
  'Juldagen',
  'Annandag jul',
  'Nyårsafton',
  'Nyårsdagen',
]);
const H = 60;

export const OB_BANDS: readonly ObBand[] = [
  { id: 'OB-SH', rank: 4, covers: (d) => STORHELG.has(holidayOn(d)?.Namn ?? '') },
  {
    id: 'OB-HE',
    rank: 3,
    // Friday 19:00 to Monday 06:00, and other public holidays all day
    covers: (d, m) => {
      const w = isoWeekday(d);
      return (w === 5 && m >= 19 * H) || w === 6 || w === 7 || (w === 1 && m < 6 * H) || holidayOn(d)?.Typ === 'HOLIDAY';
    },
  },
  { id: 'OB-NA', rank: 2, covers: (_, m) => m < 6 * H || m >= 22 * H },
  { id: 'OB-KV', rank: 1, covers: (d, m) => isoWeekday(d) <= 5 && m >= 19 * H && m < 22 * H },
];

/**
 * Hours per OB band of one day's worked rows (start and end known; an end at or before the start is the next day,
 * whose weekday and holidays then apply). `enabled`: the company's OB rule ids. Sorted by band rank, highest first.
 */
export function obHours(date: string, rows: readonly { Start: string; Slut: string }[], enabled: ReadonlySet<string>): { Band: string; Hours: number }[] {
  const bands = OB_BANDS.filter((b) => enabled.has(b.id)).sort((a, b) => b.rank - a.rank);
  if (!bands.length) return [];
  const minutes = new Map<string, number>();
  for (const r of rows) {
    if (!/^\d\d:\d\d$/.test(r.Start) || !/^\d\d:\d\d$/.test(r.Slut)) continue;
    const start = Number(r.Start.slice(0, 2)) * H + Number(r.Start.slice(3));
    let end = Number(r.Slut.slice(0, 2)) * H + Number(r.Slut.slice(3));
    if (end <= start) end += 24 * H;
    const next = addDays(date, 1);
    for (let m = start; m < end; m++) {
      const d = m < 24 * H ? date : next;
      const band = bands.find((b) => b.covers(d, m % (24 * H)));
      if (band) minutes.set(band.id, (minutes.get(band.id) ?? 0) + 1);
    }
  }
  return bands.filter((b) => minutes.has(b.id)).map((b) => ({ Band: b.id, Hours: Math.round((minutes.get(b.id)! / H) * 100) / 100 }));
}
