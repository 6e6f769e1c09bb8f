import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import { board, clearStatus, setStatus } from './board';
import type { PresenceDb } from './db';
import { initial } from './migrations/001-initial';
import { catchUpDemoStatuses, seedDemoStatuses } from './seed';

export type { PresenceTables } from './db';

/** The presence plugin's server half: the board, one's own status, the clock's "in" and "out" from the time plugin's punches. */
export default defineServerPlugin<PresenceDb>({
  id: 'presence',
  version: pkg.version,
  core: '^1.0.0',
  dependencies: { time: '^1.0.0' },
  migrations: { '001-initial': initial },
  endpoints: [board, setStatus, clearStatus],
  seed: (db, { now }) => seedDemoStatuses(db, now),
  demoCatchUp: (db, { now }) => catchUpDemoStatuses(db, now),
  messages: serverMessages,
});
