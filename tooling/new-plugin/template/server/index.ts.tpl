import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import type { __Name__Db } from './db';
import { createEntry, listEntries } from './entries';
import { initial } from './migrations/001-initial';
import { seedDemoEntries } from './seed';

export type { __Name__Tables } from './db';

/** The __id__ plugin's server half: one declaration, loaded by the host from plugins.installed.json. */
export default defineServerPlugin<__Name__Db>({
  id: '__id__',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial },
  endpoints: [listEntries, createEntry],
  seed: (db, { now }) => seedDemoEntries(db, now),
});
