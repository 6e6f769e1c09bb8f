import { keptValues } from '@lonna/core/server';
import type { SchemaDay } from './schedule';
import type { TimeDb } from './db';

/**
 * What a time report reads of the company's registers, kept in this process while the version it was read at holds
 * (issue 22): the codes, OB rules, accounts, result units, care recipients and schedule days until the company's
 * ReferenceVersion moves, an employee and his schedule periods until its RegisterVersion moves. The host's triggers
 * keep both versions (shell migrations 002 and 006), so no writer — an endpoint, a payroll import, a person with SQL —
 * can leave a kept value stale. On PostgreSQL each of these reads was a round trip on every time report and every
 * saved row (8 of a row's 22 queries); now a call reads the two versions once.
 *
 * A version is read before what it keys, so a change committed in between is kept under the older version, which the
 * next call no longer matches. `src` is the call's context (its transaction inside a write): the versions are read
 * once per context object. A read in flight is never shared between calls (`keptValues`, core).
 */
export interface KeptSource {
  db: TimeDb;
  companyId: string;
}
interface Versions {
  register: number;
  reference: number;
}

const versionsOf = new WeakMap<KeptSource, Promise<Versions>>();
function versions(src: KeptSource): Promise<Versions> {
  let read = versionsOf.get(src);
  if (!read) {
    read = src.db
      .selectFrom('companies')
      .select(['RegisterVersion', 'ReferenceVersion'])
      .where('FtgId', '=', src.companyId)
      .executeTakeFirst()
      .then((r) => ({ register: Number(r?.RegisterVersion ?? 0), reference: Number(r?.ReferenceVersion ?? 0) }));
    versionsOf.set(src, read);
  }
  return read;
}

/** entries kept in this process (an employee's are a few hundred bytes; a company's lists a few KB) */
const kept = keptValues<unknown>(20_000);
const reference = async <V>(src: KeptSource, kind: string, load: () => Promise<V>) =>
  kept.keep(`${kind}|${src.companyId}|${(await versions(src)).reference}`, load);
const register = async <V>(src: KeptSource, kind: string, load: () => Promise<V>) =>
  kept.keep(`${kind}|${src.companyId}|${(await versions(src)).register}`, load);

/** the company's day codes (Enhet 'dag') */
export const keptDayCodes = (src: KeptSource): Promise<ReadonlySet<string>> =>
  reference(src, 'dayCodes', async () => {
    const codes = await src.db.selectFrom('tidkoder').select('TidKod').where('FtgId', '=', src.companyId).where('Enhet', '=', 'dag').execute();
    return new Set(codes.map((c) => c.TidKod));
  });

/** the company's time codes with their group and unit (a code may be in several groups) */
export const keptCodes = (src: KeptSource): Promise<readonly { TidKod: string; TidKodGrupp: string; Enhet: string }[]> =>
  reference(src, 'codes', () => src.db.selectFrom('tidkoder').select(['TidKod', 'TidKodGrupp', 'Enhet']).where('FtgId', '=', src.companyId).execute());

/** the OB rules the company has switched on */
export const keptObRules = (src: KeptSource): Promise<ReadonlySet<string>> =>
  reference(src, 'obRules', async () => {
    const rules = await src.db.selectFrom('obregler').select('OBRegelID').where('FtgId', '=', src.companyId).execute();
    return new Set(rules.map((r) => r.OBRegelID));
  });

/** the company's accounts (kontoreg) */
export const keptAccounts = (src: KeptSource): Promise<ReadonlySet<string>> =>
  reference(
    src,
    'accounts',
    async () => new Set((await src.db.selectFrom('kontoreg').select('Konto').where('FtgId', '=', src.companyId).execute()).map((a) => a.Konto)),
  );

/** the company's result units by level */
export const keptResultUnits = (src: KeptSource): Promise<ReadonlyMap<number, ReadonlySet<string>>> =>
  reference(src, 'resultUnits', async () => {
    const units = new Map<number, Set<string>>();
    for (const u of await src.db.selectFrom('result_units').select(['Niva', 'ResEnh']).where('FtgId', '=', src.companyId).execute()) {
      const set = units.get(Number(u.Niva)) ?? new Set<string>();
      set.add(u.ResEnh);
      units.set(Number(u.Niva), set);
    }
    return units;
  });

/** the company's care recipients' numbers */
export const keptCareRecipients = (src: KeptSource): Promise<ReadonlySet<string>> =>
  reference(
    src,
    'careRecipients',
    async () => new Set((await src.db.selectFrom('brukare').select('Brukare').where('FtgId', '=', src.companyId).execute()).map((b) => b.Brukare)),
  );

/** the days of every schedule of the company, by schedule */
export const keptSchemaDays = (src: KeptSource): Promise<ReadonlyMap<string, SchemaDay[]>> =>
  reference(src, 'schemaDays', async () => {
    const days = new Map<string, SchemaDay[]>();
    for (const d of await src.db
      .selectFrom('arbschema_dagar')
      .select(['ArbSchema', 'Vecka', 'Veckodag', 'Start', 'Slut', 'Rast', 'Timmar'])
      .where('FtgId', '=', src.companyId)
      .execute()) {
      const list = days.get(d.ArbSchema) ?? [];
      list.push({ Vecka: Number(d.Vecka), Veckodag: Number(d.Veckodag), Start: d.Start, Slut: d.Slut, Rast: Number(d.Rast), Timmar: Number(d.Timmar) });
      days.set(d.ArbSchema, list);
    }
    return days;
  });

/** one employee of the company as the time plugin reads him (undefined: no such number) */
export const keptEmployee = (src: KeptSource, anstNr: string) =>
  register(src, `employee|${anstNr}`, () =>
    src.db
      .selectFrom('employees')
      .select(['AnstNr', 'FoNamn', 'EfNamn', 'PersNr', 'Avdelning', 'Locked', 'TidKodGrupp'])
      .where('FtgId', '=', src.companyId)
      .where('AnstNr', '=', anstNr)
      .executeTakeFirst(),
  );

/** one employee's schedule periods, oldest first */
export const keptSchedulePeriods = (src: KeptSource, anstNr: string) =>
  register(src, `periods|${anstNr}`, () =>
    src.db
      .selectFrom('employee_schedules')
      .select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema'])
      .where('FtgId', '=', src.companyId)
      .where('AnstNr', '=', anstNr)
      .orderBy('FromDatum')
      .execute(),
  );
