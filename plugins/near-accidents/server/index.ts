import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import type { NearAccidentsDb } from './db';
import { createEntry, listEntries } from './entries';
import { initial } from './migrations/001-initial';
import { seedDemoEntries } from './seed';

export type { NearAccidentsTables } from './db';

/** The near-accidents plugin's server half: one declaration, loaded by the host from plugins.installed.json. */
export default defineServerPlugin<NearAccidentsDb>({
  id: 'near-accidents',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial },
  endpoints: [listEntries, createEntry],
  seed: (db, { now }) => seedDemoEntries(db, now),
});
