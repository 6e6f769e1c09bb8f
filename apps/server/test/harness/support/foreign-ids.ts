import { sql } from 'kysely';
import type { TestServer } from '../../support/test-server';
import { FOREIGN_COMPANY, HOME_COMPANY } from './roles';

/**
 * Values for an id field that belong to ANOTHER company: the first row of any
 * table that has both that column and FtgId, where FtgId is not the caller's.
 * Found from the catalogue, so ids of plugins written later are covered too.
 */
export async function foreignValue(server: TestServer, column: string): Promise<string | null> {
  if (column === 'FtgId') return FOREIGN_COMPANY;
  for (const table of await tablesWith(server, column)) {
    const rows = (
      await sql<{
        v: unknown;
      }>`select ${sql.ref(column)} as v from ${sql.table(table)} where ${sql.ref('FtgId')} <> ${HOME_COMPANY} and ${sql.ref(column)} is not null order by ${sql.ref('FtgId')} limit 200`.execute(
        server.host.db,
      )
    ).rows;
    // the all-zero guid means "none"
    const row = rows.find((r) => String(r.v) !== '' && !/^[0-]+$/.test(String(r.v)));
    if (row) return String(row.v);
  }
  return null;
}

/** an employee of the home company other than `own` (a PER user's colleague) */
export async function colleagueOf(server: TestServer, own: string): Promise<string> {
  const row = await (server.host.db as any)
    .selectFrom('employees')
    .select('AnstNr')
    .where('FtgId', '=', HOME_COMPANY)
    .where('AnstNr', '<>', own)
    .orderBy('AnstNr')
    .executeTakeFirstOrThrow();
  return row.AnstNr as string;
}

async function tablesWith(server: TestServer, column: string): Promise<string[]> {
  const { db, dialect } = server.host;
  if (dialect === 'postgres') {
    const rows = (
      await sql<{
        t: string;
      }>`select c1.table_name as t from information_schema.columns c1 join information_schema.columns c2 on c1.table_name = c2.table_name and c1.table_schema = c2.table_schema
      where c1.table_schema = current_schema() and c1.column_name = ${column} and c2.column_name = 'FtgId' order by c1.table_name`.execute(db)
    ).rows;
    return rows.map((r) => r.t);
  }
  const tables = (
    await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
  ).rows.map((r) => r.name);
  const out: string[] = [];
  for (const t of tables) {
    const cols = (await sql<{ name: string }>`select name from pragma_table_info(${t})`.execute(db)).rows.map((r) => r.name);
    if (cols.includes(column) && cols.includes('FtgId')) out.push(t);
  }
  return out;
}
