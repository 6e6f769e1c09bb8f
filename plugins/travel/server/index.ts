import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import type { TravelDb } from './db';
import { scanReceipt } from './scan';

export type { TravelTables } from './db';

/** The travel plugin's server half: receipt OCR (and next, the travel expense reports). */
export default defineServerPlugin<TravelDb>({
  id: 'travel',
  version: pkg.version,
  core: '^1.0.0',
  endpoints: [scanReceipt],
  messages: serverMessages,
});
