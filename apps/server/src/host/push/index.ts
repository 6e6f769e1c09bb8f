import { sql } from 'kysely';
import type { SqlDialect } from '@lonna/core/server';
import type { SessionStore } from '../auth/session-store';
import type { Db } from '../db/types';
import { LocalBus, PgBus, type PushBus } from './bus';
import { PushHub, type PushHubOptions } from './hub';

export { PushHub, type PushClient } from './hub';
export { LocalBus, PgBus, type BusMessage, type PushAudience, type PushBus } from './bus';
export { registerPushSocket } from './socket-route';
export { registerDevPush } from './dev-route';
export { inactivityServerPlugin } from '../../plugins/inactivity';
export { DataWatch } from './data-watch';

export interface PushSetup {
  db: Db;
  dialect: SqlDialect;
  databaseUrl: string;
  pgSchema?: string;
  sessions: SessionStore;
  hub?: PushHubOptions;
}

/** The hub on the right bus: LISTEN/NOTIFY across instances on PostgreSQL, in-process on SQLite. */
export function createPushHub(s: PushSetup): { hub: PushHub; bus: PushBus } {
  const bus: PushBus =
    s.dialect === 'postgres'
      ? new PgBus(s.databaseUrl, PgBus.channelFor(s.pgSchema), async (channel, payload) => {
          await sql`select pg_notify(${channel}, ${payload})`.execute(s.db);
        })
      : new LocalBus();
  return { hub: new PushHub(bus, s.sessions, s.hub), bus };
}
