import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { sharedMessages } from '../src/i18n/shared-messages';
import type { AdminDb } from './db';
import { auditFacets, auditLog } from './audit-log';
import { setSwitch } from './portal-switches';
import { createUser, getUser, listUsers, sendPasswordLink, updateUser, userChoices } from './users';

export type { AdminTables } from './db';

/** The admin plugin's server half: the company's portal settings, the accounts and the audit log (reminders follow). */
export default defineServerPlugin<AdminDb>({
  id: 'admin',
  version: pkg.version,
  core: '^1.0.0',
  endpoints: [setSwitch, listUsers, userChoices, getUser, createUser, updateUser, sendPasswordLink, auditLog, auditFacets],
  messages: sharedMessages,
});
