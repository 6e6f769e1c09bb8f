import { defineServerPlugin, type ServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import type { HostDb } from './db';
import type { TimeDeps } from './deps';
import { approvalEndpoints } from './endpoints/approval';
import { outputEndpoints } from './endpoints/output';
import { punchEndpoints } from './endpoints/punches';
import { rowEndpoints } from './endpoints/rows';
import { timeSharedMessages } from '../src/i18n/shared-messages';
import { initial } from './migrations/001-initial';
import { catchUpDemoTime, seedDemoTime } from './seed/demo-time';

export type { TimeDeps, TimeChange } from './deps';
export type { TidraderFrame } from './push';
export { seedDemoTime, seedTime, type SeedCompany } from './seed/demo-time';

export interface TimeServerOptions {
  now?: () => Date;
}

/** The time plugin's server half: time rows, punches, schedule, approve, attest, PDFs and PAXml. */
export function timeServerPlugin(options: TimeServerOptions = {}): ServerPlugin<HostDb> {
  const deps: TimeDeps = { now: options.now ?? (() => new Date()) };
  return defineServerPlugin<HostDb>({
    id: 'time',
    version: pkg.version,
    migrations: { '001-initial': initial },
    endpoints: [...rowEndpoints(deps), ...punchEndpoints(deps), ...approvalEndpoints(deps), ...outputEndpoints(deps)],
    seed: (db) => seedDemoTime(db, deps.now()),
    demoCatchUp: async (db) => void (await catchUpDemoTime(db, deps.now())),
    messages: timeSharedMessages,
  });
}
