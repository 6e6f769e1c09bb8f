import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import type { TravelDb } from './db';
import { initial } from './migrations/001-initial';
import { events } from './migrations/002-events';
import { scans } from './migrations/003-scans';
import { removeUnattachedReceipts } from './receipt-cleanup';
import { addLine, createReport, listReports, removeLine, removeReport, revertReport, submitReport } from './reports';
import { scanReceipt } from './scan';
import { addMileage, setPerDiem } from './events';

export type { TravelTables } from './db';

/** The travel plugin's server half: receipt OCR and the travel expense reports (their lines become compensations). */
export default defineServerPlugin<TravelDb>({
  id: 'travel',
  version: pkg.version,
  core: '^1.0.0',
  // a submitted report writes its lines into compensations' table
  dependencies: { compensations: '^0.1.0' },
  migrations: { '001-initial': initial, '002-events': events, '003-scans': scans },
  // receipts scanned and never attached are removed after a day
  jobs: [removeUnattachedReceipts],
  endpoints: [scanReceipt, listReports, createReport, removeReport, addLine, removeLine, submitReport, revertReport, addMileage, setPerDiem],
  messages: serverMessages,
});
