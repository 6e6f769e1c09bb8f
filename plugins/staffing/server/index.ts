import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import type { StaffingDb } from './db';
import { initial } from './migrations/001-initial';
import { trades } from './migrations/002-trades';
import { tradeNotices } from './migrations/003-trade-notices';
import { copyNeed, createNeed, deleteNeed, listNeeds, updateNeed } from './needs';
import { overview, understaffed } from './overview';
import { assign, generate, plan, setStatus, unfilled } from './passes';
import { seedDemoNeeds } from './seed';
import { tradeEndpoints } from './trades';
// the mass planner and the payroll export of the schedule (BemPlanner)
import { massApply, massPropose } from './massplan';
import { schedulePaxmlExport } from './schedule-export';

export type { StaffingTables } from './db';

/** The staffing plugin's server half: needs, their work passes, the planner's rules on save, coverage. */
export default defineServerPlugin<StaffingDb>({
  id: 'staffing',
  version: pkg.version,
  core: '^1.0.0',
  dependencies: { time: '^1.0.0' },
  migrations: { '001-initial': initial, '002-trades': trades, '003-trade-notices': tradeNotices },
  endpoints: [
    listNeeds,
    createNeed,
    updateNeed,
    copyNeed,
    deleteNeed,
    plan,
    unfilled,
    generate,
    assign,
    setStatus,
    overview,
    understaffed,
    ...tradeEndpoints,
    massPropose,
    massApply,
    schedulePaxmlExport,
  ],
  seed: (db, { now }) => seedDemoNeeds(db, now),
  messages: serverMessages,
});
