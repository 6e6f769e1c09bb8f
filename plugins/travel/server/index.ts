import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import type { TravelDb } from './db';
import { createEntry, listEntries } from './entries';
import { initial } from './migrations/001-initial';
import { seedDemoEntries } from './seed';

export type { TravelTables } from './db';

/** The travel plugin's server half: one declaration, loaded by the host from plugins.installed.json. */
export default defineServerPlugin<TravelDb>({
  id: 'travel',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial },
  endpoints: [listEntries, createEntry],
  seed: (db, { now }) => seedDemoEntries(db, now),
});
