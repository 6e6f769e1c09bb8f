import { collectAccessReferences, type Access } from '@lonna/core/contracts';
import type { TestServer } from '../../support/test-server';
import { HOME_COMPANY, ROLE_LOGINS } from './roles';

/** One setting of the company (or of the accounts) a predicate depends on, and how to undo it. */
export interface Variant {
  label: string;
  apply(server: TestServer): Promise<() => Promise<void>>;
}

const db = (s: TestServer) => s.host.db as any;
const logins = Object.values(ROLE_LOGINS);

/** every `equals` value a predicate compares a portal switch with */
function portalEquals(p: Access | undefined, out = new Map<string, Set<unknown>>()): Map<string, Set<unknown>> {
  if (!p) return out;
  if ('portal' in p && p.equals !== undefined) (out.get(p.portal) ?? out.set(p.portal, new Set()).get(p.portal)!).add(p.equals);
  if ('all' in p) p.all.forEach((q) => portalEquals(q, out));
  if ('any' in p) p.any.forEach((q) => portalEquals(q, out));
  if ('not' in p) portalEquals(p.not, out);
  return out;
}

function portalVariant(name: string, value: unknown): Variant {
  return {
    label: `portal.${name}=${JSON.stringify(value)}`,
    async apply(s) {
      const before = await db(s).selectFrom('portal_switches').selectAll().where('FtgId', '=', HOME_COMPANY).where('Name', '=', name).execute();
      await db(s).deleteFrom('portal_switches').where('FtgId', '=', HOME_COMPANY).where('Name', '=', name).execute();
      await db(s)
        .insertInto('portal_switches')
        .values({ FtgId: HOME_COMPANY, Name: name, Value: JSON.stringify(value) })
        .execute();
      return async () => {
        await db(s).deleteFrom('portal_switches').where('FtgId', '=', HOME_COMPANY).where('Name', '=', name).execute();
        if (before.length) await db(s).insertInto('portal_switches').values(before).execute();
      };
    },
  };
}

function companyColumnVariant(label: string, column: string): Variant {
  return {
    label,
    async apply(s) {
      const row = await db(s).selectFrom('companies').select(column).where('FtgId', '=', HOME_COMPANY).executeTakeFirstOrThrow();
      const was = Number(row[column]);
      await db(s)
        .updateTable('companies')
        .set({ [column]: was ? 0 : 1 })
        .where('FtgId', '=', HOME_COMPANY)
        .execute();
      return async () =>
        void (await db(s)
          .updateTable('companies')
          .set({ [column]: was })
          .where('FtgId', '=', HOME_COMPANY)
          .execute());
    },
  };
}

function toggleRows(label: string, table: string, keys: Record<string, string>[], option: string): Variant {
  return {
    label,
    async apply(s) {
      const undo: (() => Promise<unknown>)[] = [];
      for (const key of keys) {
        let q = db(s).selectFrom(table).selectAll().where('Option', '=', option);
        for (const [k, v] of Object.entries(key)) q = q.where(k, '=', v);
        const had = (await q.execute()).length > 0;
        const del = () => {
          let d = db(s).deleteFrom(table).where('Option', '=', option);
          for (const [k, v] of Object.entries(key)) d = d.where(k, '=', v);
          return d.execute();
        };
        const ins = () =>
          db(s)
            .insertInto(table)
            .values({ ...key, Option: option })
            .execute();
        if (had) {
          await del();
          undo.push(ins);
        } else {
          await ins();
          undo.push(del);
        }
      }
      return async () => {
        for (const u of undo) await u();
      };
    },
  };
}

const employeeNumberVariant: Variant = {
  label: 'hasEmployeeNumber flipped',
  async apply(s) {
    const rows = await db(s).selectFrom('accounts').select(['Login', 'AnstNr']).where('Login', 'in', logins).execute();
    for (const r of rows)
      await db(s)
        .updateTable('accounts')
        .set({ AnstNr: r.AnstNr ? '' : '999999' })
        .where('Login', '=', r.Login)
        .execute();
    return async () => {
      for (const r of rows) await db(s).updateTable('accounts').set({ AnstNr: r.AnstNr }).where('Login', '=', r.Login).execute();
    };
  },
};

/**
 * "as seeded" plus one variant per switch, flag and option the predicate names
 * (read with collectAccessReferences): each is flipped alone, for every role.
 */
export function variantsFor(access: Access): Variant[] {
  const refs = collectAccessReferences([access]);
  const out: Variant[] = [{ label: 'as seeded', apply: async () => async () => undefined }];
  const equals = portalEquals(access);
  for (const name of [...refs.portal].sort()) {
    const values = new Set<unknown>([true, false, ...(equals.get(name) ?? [])]);
    if (equals.has(name)) values.add('Z');
    for (const v of values) out.push(portalVariant(name, v));
  }
  for (const name of [...refs.company].sort()) out.push(companyColumnVariant(`company.${name} flipped`, name));
  if (refs.plus) out.push(companyColumnVariant('Plus flipped', 'Plus'));
  for (const o of [...refs.licenceOptions].sort()) out.push(toggleRows(`licenceOption ${o} flipped`, 'company_licence_options', [{ FtgId: HOME_COMPANY }], o));
  for (const o of [...refs.userOptions].sort())
    out.push(
      toggleRows(
        `userOption ${o} flipped`,
        'account_options',
        logins.map((Login) => ({ Login })),
        o,
      ),
    );
  if (refs.hasEmployeeNumber) out.push(employeeNumberVariant);
  return out;
}

/** every switch, flag and option on, so that input checks are reached (bad-input fuzzing) */
export function enableEverything(accesses: Access[]): Variant {
  const refs = collectAccessReferences(accesses);
  return {
    label: 'everything on',
    async apply(s) {
      const undo: (() => Promise<void>)[] = [];
      for (const name of refs.portal) {
        const eq = portalEquals({ all: accesses as never }).get(name);
        // a switch compared with a value (PassbyteTyp 'X' = swaps off): pick one that differs
        undo.push(await portalVariant(name, eq ? 'A' : true).apply(s));
      }
      const on = [...refs.company, ...(refs.plus ? ['Plus'] : [])];
      const row = await db(s).selectFrom('companies').selectAll().where('FtgId', '=', HOME_COMPANY).executeTakeFirstOrThrow();
      for (const c of on) if (!Number(row[c])) undo.push(await companyColumnVariant(c, c).apply(s));
      for (const o of refs.licenceOptions) {
        const had = await db(s).selectFrom('company_licence_options').selectAll().where('FtgId', '=', HOME_COMPANY).where('Option', '=', o).executeTakeFirst();
        if (!had) undo.push(await toggleRows(o, 'company_licence_options', [{ FtgId: HOME_COMPANY }], o).apply(s));
      }
      for (const o of refs.userOptions) {
        for (const Login of logins) {
          const had = await db(s).selectFrom('account_options').selectAll().where('Login', '=', Login).where('Option', '=', o).executeTakeFirst();
          if (!had) undo.push(await toggleRows(o, 'account_options', [{ Login }], o).apply(s));
        }
      }
      return async () => {
        for (const u of undo.reverse()) await u();
      };
    },
  };
}
