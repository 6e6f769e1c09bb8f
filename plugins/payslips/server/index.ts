import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { PLUGIN_GATE } from '../src/contracts';
import { serverMessages } from '../src/i18n/server-messages';
import type { PayslipsDb } from './db';
import { identifyCancel, identifyStart, identifyStatus } from './identify';
import { createKey, deleteKey, imports, keys, systemImport, upload } from './import';
import { initial } from './migrations/001-initial';
import { publishJob } from './publish-job';
import { employees, latest, overview, payslip, pdf } from './read';
import { seedDemoPayslips } from './seed';

export type { PayslipsTables } from './db';

/** The payslips plugin's server half: the pay-run import, payslips and balances, BankID before a payslip, the publishing job. */
export default defineServerPlugin<PayslipsDb>({
  id: 'payslips',
  version: pkg.version,
  core: '^1.0.0',
  dependencies: { time: '^1.0.0' },
  enabledWhen: PLUGIN_GATE,
  migrations: { '001-initial': initial },
  endpoints: [
    employees,
    overview,
    payslip,
    pdf,
    latest,
    identifyStart,
    identifyStatus,
    identifyCancel,
    upload,
    imports,
    keys,
    createKey,
    deleteKey,
    systemImport,
  ],
  seed: (db, { now }) => seedDemoPayslips(db, now),
  jobs: [publishJob],
  messages: serverMessages,
});
