import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { sharedMessages } from '../src/i18n/shared-messages';
import { absentToday, calendar } from './calendar';
import type { AbsenceDb } from './db';
import { extendOpenNotices } from './extend-job';
import { initial } from './migrations/001-initial';
import { bookedTo } from './migrations/002-booked-to';
import { createNotice, listChildren, listEmployees, listNotices, recoverNotice } from './notices';
import { seedDemoNotices } from './seed';

export type { AbsenceTables } from './db';

/** The absence plugin's server half: one declaration, loaded by the host from plugins.installed.json. */
export default defineServerPlugin<AbsenceDb>({
  id: 'absence',
  version: pkg.version,
  core: '^1.0.0',
  dependencies: { time: '^1.0.0', personal: '^0.1.0' },
  migrations: { '001-initial': initial, '002-booked-to': bookedTo },
  endpoints: [listNotices, createNotice, recoverNotice, listEmployees, listChildren, calendar, absentToday],
  jobs: [extendOpenNotices],
  seed: (db, { now }) => seedDemoNotices(db, now),
  messages: sharedMessages,
});
