import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { SqlDialect } from '@lonna/core/server';
import type { Db } from './types';

export interface DbHandle {
  db: Db;
  dialect: SqlDialect;
  /** where the data lives, for the start-up banner (no password) */
  description: string;
  destroy(): Promise<void>;
}

// bigint (int8) and numeric columns hold epoch milliseconds and counts: parse to number (< 2^53).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** `postgres://…` → PostgreSQL; a path or `file:` URL → that SQLite file; ':memory:' → in-memory SQLite. */
export function openDatabase(url: string, opts: { defaultSqlitePath: string; pgSchema?: string }): DbHandle {
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, opts.pgSchema);
  const path = url === '' ? opts.defaultSqlitePath : url.startsWith('file:') ? fileURLToPath(url) : url;
  return openSqlite(path);
}

function openSqlite(path: string): DbHandle {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // a large company's month reads tens of MB of time rows: SQLite's default page cache is 2 MB, so each month query
  // went back to the file (system time). 64 MB of cache and the file memory-mapped keep the hot tables in memory;
  // both are ceilings, not allocations.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) }) as Db;
  return { db, dialect: 'sqlite', description: `SQLite ${path}`, destroy: () => db.destroy() };
}

function openPostgres(url: string, schema?: string): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.LONNA_PG_POOL ?? 10),
    // a test run may live in its own schema
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) }) as Db;
  const safe = url.replace(/\/\/([^:@/]+)(:[^@]*)?@/, '//$1@');
  return { db, dialect: 'postgres', description: `PostgreSQL ${safe}${schema ? ` (schema ${schema})` : ''}`, destroy: () => db.destroy() };
}
