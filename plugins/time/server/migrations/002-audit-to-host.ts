import { sql } from 'kysely';
import type { ServerMigration } from '@lonna/core/server';
import type { TimeDb } from '../db';

const EVENT: Record<string, 'created' | 'modified' | 'deleted'> = { create: 'created', in: 'created', delete: 'deleted' };

/**
 * The plugin's own audit table goes: its entries move to the host's audit log (audit_events, made by the
 * platform's migration, which runs first) with the event the spec names, and the table is dropped.
 */
export const auditToHost: ServerMigration<TimeDb> = {
  async up(db) {
    const old = await sql<{
      At: number;
      Login: string;
      FtgId: string;
      AnstNr: string;
      Datum: string;
      Entity: string;
      EntityId: string;
      Action: string;
      Old: string;
      New: string;
    }>`
      select "At", "Login", "FtgId", "AnstNr", "Datum", "Entity", "EntityId", "Action", "Old", "New" from time_audit order by "Id"`.execute(db);
    const rows = old.rows.map((r) => ({
      At: Number(r.At),
      Plugin: 'time',
      FtgId: r.FtgId,
      Login: r.Login,
      Entity: r.Entity,
      EntityId: r.EntityId,
      Event: EVENT[r.Action] ?? 'modified',
      Action: r.Action,
      AnstNr: r.AnstNr,
      Datum: r.Datum,
      Old: r.Old,
      New: r.New,
      Changes: '[]',
    }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('audit_events')
        .values(rows.slice(i, i + 200))
        .execute();
    await db.schema.dropTable('time_audit').execute();
  },
};
