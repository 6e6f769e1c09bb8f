import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { sharedMessages } from '../src/i18n/shared-messages';
import type { AdminDb } from './db';
import { auditFacets, auditLog } from './audit-log';
import { setSwitch } from './portal-switches';
import { reminders } from './migrations/001-reminders';
import { sendReminders } from './reminder-job';
import { createReminder, deleteReminder, listReminders, reminderHistory, reminderTriggers, updateReminder } from './reminders';
import { createUser, getUser, listUsers, sendPasswordLink, updateUser, userChoices } from './users';

export type { AdminTables } from './db';

/** The admin plugin's server half: the company's portal settings, the accounts, the audit log and the reminders (with their job). */
export default defineServerPlugin<AdminDb>({
  id: 'admin',
  version: pkg.version,
  core: '^1.0.0',
  endpoints: [
    setSwitch,
    listUsers,
    userChoices,
    getUser,
    createUser,
    updateUser,
    sendPasswordLink,
    auditLog,
    auditFacets,
    listReminders,
    createReminder,
    updateReminder,
    deleteReminder,
    reminderHistory,
    reminderTriggers,
  ],
  migrations: { '001-reminders': reminders },
  jobs: [sendReminders],
  dependencies: { time: '^1.0.0' },
  messages: sharedMessages,
});
