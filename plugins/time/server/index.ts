import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import type { TimeDb } from './db';
import { approvalEndpoints } from './endpoints/approval';
import { asPlannedEndpoints } from './endpoints/as-planned';
import { paxmlCodeEndpoints } from './endpoints/paxml-codes';
import { reviewEndpoints } from './endpoints/review';
import { dashboardEndpoints } from './endpoints/dashboard';
import { outputEndpoints } from './endpoints/output';
import { punchEndpoints } from './endpoints/punches';
import { rowEndpoints } from './endpoints/rows';
import { timeSharedMessages } from '../src/i18n/shared-messages';
import { initial } from './migrations/001-initial';
import { auditToHost } from './migrations/002-audit-to-host';
import { paxmlCodes } from './migrations/003-paxml-codes';
import { rowLocks } from './migrations/004-row-locks';
import { bookedRows } from './migrations/005-booked-rows';
import { plannedShifts } from './migrations/006-planned-shifts';
import { periodCovering } from './migrations/007-period-covering';
import { careCovering } from './migrations/008-care-covering';
import { careMonths } from './migrations/009-care-months';
import { catchUpDemoTime, seedDemoTime } from './seed/demo-time';

export type { TimeChange, TidraderFrame } from './push';
export type { TimeTables } from './db';
export { seedDemoTime, seedTime, type SeedCompany } from './seed/demo-time';

/** The time plugin's server half: time rows, punches, schedule, approve, attest, PDFs and PAXml. */
export default defineServerPlugin<TimeDb>({
  id: 'time',
  version: pkg.version,
  core: '^1.0.0',
  migrations: {
    '001-initial': initial,
    '002-audit-to-host': auditToHost,
    '003-paxml-codes': paxmlCodes,
    '004-row-locks': rowLocks,
    '005-booked-rows': bookedRows,
    '006-planned-shifts': plannedShifts,
    // the month of a big company from the indexes alone (issue 22)
    '007-period-covering': periodCovering,
    '008-care-covering': careCovering,
    // the version of a company's month of assistance rows: FK3059 keeps its month's outline until it moves
    '009-care-months': careMonths,
  },
  endpoints: [
    ...rowEndpoints,
    ...punchEndpoints,
    ...approvalEndpoints,
    ...outputEndpoints,
    ...dashboardEndpoints,
    ...asPlannedEndpoints,
    ...paxmlCodeEndpoints,
    ...reviewEndpoints,
  ],
  seed: (db, { now }) => seedDemoTime(db, now),
  demoCatchUp: async (db, { now }) => void (await catchUpDemoTime(db, now)),
  messages: timeSharedMessages,
});
