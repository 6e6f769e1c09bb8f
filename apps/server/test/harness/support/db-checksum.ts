import { sql, type Kysely } from 'kysely';
import type { TestServer } from '../../support/test-server';

/**
 * What the database has been written since the harness started watching it: one line per table that a committed
 * statement changed, with the number of rows changed. Two equal answers mean no row was inserted, deleted or
 * changed in between (a rolled-back transaction leaves nothing: the log rolls back with it).
 *
 * It is a write log kept by triggers on every table (found from the catalogue, so tables of plugins written later
 * count too), installed on the first call: reading it is one small query, where hashing every row of every table
 * took ≈ 0.2 s and, thousands of times over, most of the harness's time. An update that leaves a row as it was is
 * not a change. `sessions.last_seen` is left out (reading with a session may refresh it, which is not a write of the
 * caller's input), and so are the jobs' lease rows (they move on the clock by themselves, never by a request).
 */
export async function databaseChecksum(server: TestServer): Promise<string> {
  await watched(server);
  const rows = (await sql<{ tbl: string; n: number | string }>`select tbl, count(*) as n from harness_writes group by tbl order by tbl`.execute(server.host.db))
    .rows;
  return rows.map((r) => `${r.tbl} ${r.n}`).join('\n');
}

/** the tables whose lines differ between two checksums */
export function changedTables(before: string, after: string): string {
  const was = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((l) => l && !was.has(l))
    .map((l) => l.split(' ')[0])
    .join(', ');
}

const LOG = 'harness_writes';
const UNWATCHED = new Set([LOG, 'job_leases']);
/** columns whose change is not a write of a request's input */
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen'] };
const installs = new WeakMap<TestServer, Promise<void>>();

function watched(server: TestServer): Promise<void> {
  let p = installs.get(server);
  if (!p) {
    p = install(server.host.db as Kysely<unknown>, server.host.dialect);
    installs.set(server, p);
  }
  return p;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function install(db: Kysely<unknown>, dialect: string): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create table ${LOG} (tbl varchar(200) not null)`);
  if (dialect === 'sqlite') {
    const tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows
      .map((r) => r.name)
      .filter((n) => !UNWATCHED.has(n));
    for (const t of tables) {
      const cols = (await sql<{ name: string }>`select name from pragma_table_info(${t})`.execute(db)).rows
        .map((r) => r.name)
        .filter((c) => !IGNORED_COLUMNS[t]?.includes(c));
      const note = `insert into ${LOG} (tbl) values ('${t}')`;
      const same = cols.map((c) => `old.${q(c)} is new.${q(c)}`).join(' and ');
      await run(`create trigger ${q(`hw_i_${t}`)} after insert on ${q(t)} begin ${note}; end`);
      await run(`create trigger ${q(`hw_d_${t}`)} after delete on ${q(t)} begin ${note}; end`);
      await run(`create trigger ${q(`hw_u_${t}`)} after update on ${q(t)} when not (${same || '1'}) begin ${note}; end`);
    }
    return;
  }
  await run(
    `create or replace function harness_note_write() returns trigger language plpgsql as $$ begin insert into ${LOG} (tbl) values (TG_TABLE_NAME); return null; end $$`,
  );
  const tables = (
    await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((n) => !UNWATCHED.has(n));
  for (const t of tables) {
    const cols = (
      await sql<{
        name: string;
      }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${t}`.execute(db)
    ).rows
      .map((r) => r.name)
      .filter((c) => !IGNORED_COLUMNS[t]?.includes(c));
    // compared as text: json columns have no equality operator
    const row = (side: string) => `row(${cols.map((c) => `${side}.${q(c)}`).join(', ')})::text`;
    await run(`create trigger ${q(`hw_id_${t}`)} after insert or delete on ${q(t)} for each row execute function harness_note_write()`);
    await run(
      `create trigger ${q(`hw_u_${t}`)} after update on ${q(t)} for each row when (${row('old')} is distinct from ${row('new')}) execute function harness_note_write()`,
    );
  }
}
