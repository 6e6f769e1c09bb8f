import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import type { LeaveDb } from './db';
import { adminList, approve, deny, revert } from './decisions';
import { check, create, mine, update, withdraw } from './employee';
import { initial } from './migrations/001-initial';
import { planIndex } from './migrations/002-plan-index';
import { approvePlan, createPlan, planDetail, plans } from './planner';
import { register, registerable } from './register';
import { seedDemoLeave } from './seed';
import { leaveReminders } from './reminders';

export type { LeaveTables } from './db';

/**
 * The leave plugin's server half: leave applications (the employee's and the administrator's versions), the leave
 * planner, and the time rows of an approval through the time plugin's published booking API.
 */
export default defineServerPlugin<LeaveDb>({
  id: 'leave',
  version: pkg.version,
  core: '^1.0.0',
  dependencies: { time: '^1.0.0', personal: '^0.1.0' },
  migrations: { '001-initial': initial, '002-plan-index': planIndex },
  endpoints: [mine, check, create, update, withdraw, adminList, register, registerable, approve, deny, revert, plans, createPlan, planDetail, approvePlan],
  seed: (db, { now }) => seedDemoLeave(db, now),
  reminderSources: leaveReminders,
  messages: serverMessages,
});
