import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { sharedMessages } from '../src/i18n/shared-messages';
import { addAttachment, downloadAttachment, removeAttachment } from './attachments';
import type { NearAccidentsDb } from './db';
import { initial } from './migrations/001-initial';
import { printReport } from './print';
import { createReport, getReport, listReports, removeReport, setStatus } from './reports';
import { seedDemoReports } from './seed';

export type { NearAccidentsTables } from './db';

/** The near-accidents plugin's server half: one declaration, loaded by the host from plugins.installed.json. */
export default defineServerPlugin<NearAccidentsDb>({
  id: 'near-accidents',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial },
  endpoints: [listReports, getReport, createReport, setStatus, removeReport, addAttachment, removeAttachment, downloadAttachment, printReport],
  seed: (db, { now }) => seedDemoReports(db, now),
  messages: sharedMessages,
});
