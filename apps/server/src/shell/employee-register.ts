import { EMPTY_DATE, type PerListaItem } from '@lonna/core/contracts';
import type { Db } from '../db/types';
import { TtlCache } from '../http/ttl-cache';

export interface RegisterEntry {
  item: PerListaItem;
  locked: boolean;
  /** lower-case "first last number" for the Search filter */
  search: string;
}

const NO_SCHEDULE = { FromDatum: EMPTY_DATE, UseArbSchema: false, ArbSchema: '' };

/** the schedule period in force on `day`: the latest FromDatum not after it */
export function currentPeriods(rows: { AnstNr: string; FromDatum: string; UseArbSchema: number; ArbSchema: string }[], day: string) {
  const byEmployee = new Map<string, PerListaItem['PerSchema']>();
  for (const r of rows) {
    if (r.FromDatum > day) continue;
    const seen = byEmployee.get(r.AnstNr);
    if (!seen || seen.FromDatum < r.FromDatum) byEmployee.set(r.AnstNr, { FromDatum: r.FromDatum, UseArbSchema: Boolean(r.UseArbSchema), ArbSchema: r.ArbSchema });
  }
  return (anstNr: string) => byEmployee.get(anstNr) ?? NO_SCHEDULE;
}

/**
 * A company's employee register as the employee list shows it, sorted by name,
 * kept for `ttlMs` (2 s): a 5,000-employee company is read once, not once per
 * request. Who may see which rows is decided per request, never cached here.
 */
export class EmployeeRegister {
  private readonly cache: TtlCache<RegisterEntry[]>;
  constructor(ttlMs = 2000) {
    this.cache = new TtlCache(ttlMs, 1000);
  }

  load(db: Db, ftgId: string, day: string): Promise<RegisterEntry[]> {
    return this.cache.load(`${ftgId}|${day}`, () => read(db, ftgId, day));
  }
}

async function read(db: Db, ftgId: string, day: string): Promise<RegisterEntry[]> {
  const [rows, schedules] = await Promise.all([
    db.selectFrom('employees').selectAll().where('FtgId', '=', ftgId).execute(),
    db.selectFrom('employee_schedules').select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema']).where('FtgId', '=', ftgId).execute(),
  ]);
  const period = currentPeriods(schedules, day);
  const collator = new Intl.Collator('sv');
  rows.sort((a, b) => collator.compare(a.EfNamn, b.EfNamn) || collator.compare(a.FoNamn, b.FoNamn) || Number(a.AnstNr) - Number(b.AnstNr));
  return rows.map((r) => ({
    locked: Boolean(r.Locked),
    search: `${r.FoNamn} ${r.EfNamn} ${r.AnstNr}`.toLowerCase(),
    item: {
      AnstNr: r.AnstNr, FoNamn: r.FoNamn, EfNamn: r.EfNamn, Avdelning: r.Avdelning, Aktiv: Boolean(r.Aktiv), ProfilePictureId: r.ProfilePictureId,
      PerStatus: {
        UseBrukare: Boolean(r.UseBrukare), Brukare: r.Brukare,
        UseResEnhet1: Boolean(r.UseResEnhet1), ResEnhet1: r.ResEnhet1, UseResEnhet2: Boolean(r.UseResEnhet2), ResEnhet2: r.ResEnhet2,
        UseResEnhet3: Boolean(r.UseResEnhet3), ResEnhet3: r.ResEnhet3,
      },
      TidKodGrupp: r.TidKodGrupp, LonKodGrupp: r.LonKodGrupp,
      PerSchema: period(r.AnstNr),
    },
  }));
}
