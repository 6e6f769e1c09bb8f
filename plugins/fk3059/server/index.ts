import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { sharedMessages } from '../src/i18n/shared-messages';
import type { Fk3059Db } from './db';
import { details, saveDetails } from './details';
import { eltTransportFromEnv } from './elt/config';
import type { EltTransport } from './elt/transport';
import { assistantStatements, organiserStatements, signAll, signBatch, signCancel, signStart, signStatus, voidSignatures } from './endpoints';
import { initial } from './migrations/001-initial';
import { sending } from './migrations/002-sending';
import { markManuallySent, printStatement } from './output';
import { sendAll, sendQueueJob, sendStatements } from './sending';
import { waitingStatements } from './waiting';
import { fk3059Reminders } from './reminders';

export type { Fk3059Tables } from './db';
export type { EltRequest, EltResult, EltTransport } from './elt/transport';

/**
 * The FK3059 plugin's server half: statements from the time plugin's rows, BankID signatures on them, and sending to
 * Försäkringskassan. `transport`: where reports go (default: from the environment — the development outbox, or FK's
 * SOAP service with the vendor certificate; tests give a fake).
 */
export function createFk3059Server(opts: { transport?: EltTransport } = {}) {
  let transport = opts.transport ?? null;
  return defineServerPlugin<Fk3059Db>({
    id: 'fk3059',
    version: pkg.version,
    core: '^1.0.0',
    dependencies: { time: '^1.0.0' },
    migrations: { '001-initial': initial, '002-sending': sending },
    endpoints: [
      assistantStatements,
      organiserStatements,
      signStart,
      signBatch,
      signAll,
      signStatus,
      signCancel,
      voidSignatures,
      printStatement,
      markManuallySent,
      sendStatements,
      sendAll,
      waitingStatements,
      details,
      saveDetails,
    ],
    // read from the environment at the first send, not at import (a misconfiguration names itself in the job's log)
    jobs: [sendQueueJob(() => (transport ??= eltTransportFromEnv()))],
    reminderSources: fk3059Reminders,
    messages: sharedMessages,
  });
}

export default createFk3059Server();
