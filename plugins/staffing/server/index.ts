import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import type { StaffingDb } from './db';
import { createEntry, listEntries } from './entries';
import { initial } from './migrations/001-initial';
import { seedDemoEntries } from './seed';

export type { StaffingTables } from './db';

/** The staffing plugin's server half: one declaration, loaded by the host from plugins.installed.json. */
export default defineServerPlugin<StaffingDb>({
  id: 'staffing',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial },
  endpoints: [listEntries, createEntry],
  seed: (db, { now }) => seedDemoEntries(db, now),
});
