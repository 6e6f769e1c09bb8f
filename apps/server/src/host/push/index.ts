import { sql } from 'kysely';
import type { SqlDialect } from '@lonna/core/server';
import type { SessionStore } from '../auth/session-store';
import type { Db } from '../db/types';
import { LocalBus, PgBus, type PushBus } from './bus';
import { RelayBus, type PushRelay } from './relay-bus';
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
  /** SQLite with several processes (cluster workers, twin test servers): the line between them */
  relay?: PushRelay | null;
}

/**
 * The hub on the right bus: LISTEN/NOTIFY across instances on PostgreSQL; on SQLite in-process, or through the
 * relay when several processes share the file (node:cluster workers: the primary relays).
 */
export function createPushHub(s: PushSetup): { hub: PushHub; bus: PushBus } {
  const bus: PushBus =
    s.dialect === 'postgres'
      ? new PgBus(s.databaseUrl, PgBus.channelFor(s.pgSchema), async (channel, payload) => {
          await sql`select pg_notify(${channel}, ${payload})`.execute(s.db);
        })
      : s.relay
        ? new RelayBus(s.relay)
        : new LocalBus();
  return { hub: new PushHub(bus, s.sessions, s.hub), bus };
}
