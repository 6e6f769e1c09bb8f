import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TestServer } from '../../support/test-server';

/**
 * A SHA-256 over every row of every table (found from the catalogue, so tables of
 * plugins written later count too), one line per table, so a failed comparison names the table that changed. `sessions.last_seen` is left out: reading
 * with a session may refresh it, which is not a write of the caller's input.
 */
export async function databaseChecksum(server: TestServer): Promise<string> {
  const { db, dialect } = server.host;
  const names =
    dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)).rows.map(
          (r) => r.name,
        )
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
            db,
          )
        ).rows.map((r) => r.name);
  const lines: string[] = [];
  // the jobs' lease rows move on the clock by themselves (FK3059's send queue looks every second), never by a request
  for (const name of names.filter((n) => n !== 'job_leases')) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows
      .map((r) =>
        JSON.stringify(
          Object.entries(r)
            .filter(([k]) => !(name === 'sessions' && k === 'last_seen'))
            .sort(([a], [b]) => a.localeCompare(b)),
          plain,
        ),
      )
      .sort();
    lines.push(`${name} ${createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16)}`);
  }
  return lines.join('\n');
}

function plain(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer')
    return createHash('sha256')
      .update(Buffer.from((value as { data: number[] }).data))
      .digest('hex');
  return value;
}

/** the tables whose lines differ between two checksums */
export function changedTables(before: string, after: string): string {
  const was = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((l) => !was.has(l))
    .map((l) => l.split(' ')[0])
    .join(', ');
}
