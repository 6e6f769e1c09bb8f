import { sql } from 'kysely';
import type { ServerPlugin, SqlDialect } from '@lonna/core/server';
import type { Db } from './types';

/**
 * One runner for every plugin: migrations are recorded as (plugin, name) in
 * lonna_migrations and each runs in its own transaction (DDL is transactional
 * on both SQLite and PostgreSQL). On PostgreSQL an advisory lock keeps two
 * instances starting at once from migrating twice.
 */
export async function runMigrations(db: Db, dialect: SqlDialect, plugins: readonly ServerPlugin<Db>[]): Promise<string[]> {
  await db.schema
    .createTable('lonna_migrations')
    .ifNotExists()
    .addColumn('plugin', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lonna_migrations_pk', ['plugin', 'name'])
    .execute();

  const applied: string[] = [];
  const run = async (conn: Db) => {
    const done = new Set((await conn.selectFrom('lonna_migrations').select(['plugin', 'name']).execute()).map((r) => `${r.plugin}/${r.name}`));
    for (const plugin of plugins) {
      for (const name of Object.keys(plugin.migrations ?? {}).sort()) {
        if (done.has(`${plugin.id}/${name}`)) continue;
        const migration = plugin.migrations![name]!;
        await conn.transaction().execute(async (trx) => {
          await migration.up(trx, { dialect });
          await trx.insertInto('lonna_migrations').values({ plugin: plugin.id, name, applied_at: Date.now() }).execute();
        });
        applied.push(`${plugin.id}/${name}`);
      }
    }
  };

  if (dialect === 'postgres') {
    await db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(7151)`.execute(conn);
      try {
        await run(conn);
      } finally {
        await sql`select pg_advisory_unlock(7151)`.execute(conn);
      }
    });
  } else {
    await run(db);
  }
  return applied;
}
