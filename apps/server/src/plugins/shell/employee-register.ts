import { EMPTY_DATE, type PaginationInfo, type PerListaItem } from '@lonna/core/contracts';
import { JsonReply } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import { TtlCache } from '../../host/http/ttl-cache';

export interface RegisterEntry {
  item: PerListaItem;
  /** JSON.stringify(item), made once per register version */
  json: string;
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
    if (!seen || seen.FromDatum < r.FromDatum)
      byEmployee.set(r.AnstNr, { FromDatum: r.FromDatum, UseArbSchema: Boolean(r.UseArbSchema), ArbSchema: r.ArbSchema });
  }
  return (anstNr: string) => byEmployee.get(anstNr) ?? NO_SCHEDULE;
}

/**
 * A company's employee register as the employee list shows it, sorted by name.
 * Reading 5,000 rows blocks the event loop for tens of milliseconds, so a copy
 * is kept per register version (companies.RegisterVersion, kept by triggers and
 * read through the 2-second company cache): it is reloaded only after a change.
 * Who may see which rows is decided per request, never cached here.
 */
export interface Register {
  all: RegisterEntry[];
  /** Locked=false, the list the client asks for: prepared once, not filtered per request */
  unlocked: RegisterEntry[];
  /**
   * pages of the whole lists (`all` or `unlocked`, by first and end index; the whole list is the page [0, length)),
   * made on first use: the same reply (and bytes) for every caller who may see the whole list, so its ETag and br/gzip
   * are made once too (reply-encoding.ts), and a repeat answered 304 does no work per row
   */
  pages: Map<string, JsonReply<PerListaItem[]>>;
  /** the dv-pagination texts of those pages (registerPagination) */
  paginations: Map<string, string>;
}

/** pages kept per register version (the first pages of a few page sizes are what clients ask) */
const PAGES_KEPT = 256;

/** one page of a whole list of the register, `[start, end)`, as a ready reply */
export function registerPage(register: Register, list: RegisterEntry[], start: number, end: number): JsonReply<PerListaItem[]> {
  const key = `${list === register.all ? 'all' : 'unlocked'}|${start}|${end}`;
  let page = register.pages.get(key);
  if (!page) {
    const rows = list.slice(start, end);
    page = new JsonReply(
      rows.map((e) => e.item),
      Buffer.from(`[${rows.map((e) => e.json).join(',')}]`, 'utf8'),
    );
    if (register.pages.size >= PAGES_KEPT) register.pages.clear();
    register.pages.set(key, page);
  }
  return page;
}

/**
 * The dv-pagination header of a page of a whole list: its text made once per list, page and page size (the total is
 * the list's, fixed for the register version), as `ctx.setPagination` would write it
 */
export function registerPagination(register: Register, list: RegisterEntry[], info: PaginationInfo): string {
  const key = `${list === register.all ? 'all' : 'unlocked'}|${info.Page}|${info.PerPage}`;
  let text = register.paginations.get(key);
  if (text === undefined) {
    if (register.paginations.size >= PAGES_KEPT) register.paginations.clear();
    register.paginations.set(key, (text = JSON.stringify(info)));
  }
  return text;
}

/** `[a,b,…]` of a filtered list (a scope, a search) from the entries' ready JSON: joined, not serialized again */
export function registerJson(list: RegisterEntry[]): string {
  return `[${list.map((e) => e.json).join(',')}]`;
}

export class EmployeeRegister {
  private readonly cache = new TtlCache<Register>(10 * 60_000, 64);

  /** the register when this instance holds it for that version and day (undefined: `load` it) */
  held(ftgId: string, version: number, day: string): Register | undefined {
    return this.cache.get(`${ftgId}|${version}|${day}`);
  }

  load(db: Db, ftgId: string, version: number, day: string): Promise<Register> {
    return this.cache.load(`${ftgId}|${version}|${day}`, async () => {
      const all = await read(db, ftgId, day);
      return { all, unlocked: all.filter((e) => !e.locked), pages: new Map(), paginations: new Map() };
    });
  }
}

async function read(db: Db, ftgId: string, day: string): Promise<RegisterEntry[]> {
  const [rows, schedules] = await Promise.all([
    db
      .selectFrom('employees')
      .select([
        'AnstNr',
        'FoNamn',
        'EfNamn',
        'Avdelning',
        'Aktiv',
        'Locked',
        'ProfilePictureId',
        'UseBrukare',
        'Brukare',
        'UseResEnhet1',
        'ResEnhet1',
        'UseResEnhet2',
        'ResEnhet2',
        'UseResEnhet3',
        'ResEnhet3',
        'TidKodGrupp',
        'LonKodGrupp',
      ])
      .where('FtgId', '=', ftgId)
      .execute(),
    db.selectFrom('employee_schedules').select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema']).where('FtgId', '=', ftgId).execute(),
  ]);
  const period = currentPeriods(schedules, day);
  const keyed = rows.map((r) => ({ r, key: `${swedishSortKey(r.EfNamn)}\u0000${swedishSortKey(r.FoNamn)}\u0000${r.AnstNr.padStart(10, '0')}` }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ r }) => {
    const item: PerListaItem = {
      AnstNr: r.AnstNr,
      FoNamn: r.FoNamn,
      EfNamn: r.EfNamn,
      Avdelning: r.Avdelning,
      Aktiv: Boolean(r.Aktiv),
      ProfilePictureId: r.ProfilePictureId,
      PerStatus: {
        UseBrukare: Boolean(r.UseBrukare),
        Brukare: r.Brukare,
        UseResEnhet1: Boolean(r.UseResEnhet1),
        ResEnhet1: r.ResEnhet1,
        UseResEnhet2: Boolean(r.UseResEnhet2),
        ResEnhet2: r.ResEnhet2,
        UseResEnhet3: Boolean(r.UseResEnhet3),
        ResEnhet3: r.ResEnhet3,
      },
      TidKodGrupp: r.TidKodGrupp,
      LonKodGrupp: r.LonKodGrupp,
      PerSchema: period(r.AnstNr),
    };
    return { item, json: JSON.stringify(item), locked: Boolean(r.Locked), search: `${r.FoNamn} ${r.EfNamn} ${r.AnstNr}`.toLowerCase() };
  });
}

/**
 * A key whose plain string order is Swedish alphabetical order (å, ä, ö after z;
 * accents folded), computed once per row: a 5,000-row sort with Intl.Collator
 * costs tens of milliseconds on the event loop.
 */
export function swedishSortKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[åäöæø]/g, (c) => ({ å: '{', ä: '|', æ: '|', ö: '}', ø: '}' })[c]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
