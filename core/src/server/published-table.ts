import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from './types';

/**
 * Whether another plugin's published table exists — the plugin is installed (the leave plugin reads the payslips
 * plugin's balances, the absence calendar the leave plugin's applications). A table found is remembered per database
 * handle: plugins are installed and migrated at start-up and a published table is never dropped, so asking again on
 * every call was a round trip for nothing (issue 22). Not found is asked again: it may be installed by the next start
 * of another instance on the same database.
 */
export async function publishedTableExists(ctx: { db: Kysely<never> | object; dialect: SqlDialect }, table: string): Promise<boolean> {
  const seen = found.get(ctx.db);
  if (seen?.has(table)) return true;
  const db = ctx.db as Kysely<never>;
  const rows = (
    ctx.dialect === 'postgres'
      ? await sql<{ n: string | null }>`select to_regclass(${table})::text as n`.execute(db)
      : await sql<{ n: string | null }>`select name as n from sqlite_master where type = 'table' and name = ${table}`.execute(db)
  ).rows;
  const exists = rows.some((r) => r.n);
  if (exists) found.set(ctx.db, (seen ?? new Set<string>()).add(table));
  return exists;
}
const found = new WeakMap<object, Set<string>>();
