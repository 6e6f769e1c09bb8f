import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { sharedMessages } from '../src/i18n/shared-messages';
import type { Fk3059Db } from './db';
import { assistantStatements, organiserStatements, signCancel, signStart, signStatus } from './endpoints';
import { initial } from './migrations/001-initial';
import { markManuallySent, printStatement } from './output';
import { waitingStatements } from './waiting';

export type { Fk3059Tables } from './db';

/** The FK3059 plugin's server half: statements from the time plugin's rows, BankID signatures on them. */
export default defineServerPlugin<Fk3059Db>({
  id: 'fk3059',
  version: pkg.version,
  core: '^1.0.0',
  dependencies: { time: '^1.0.0' },
  migrations: { '001-initial': initial },
  endpoints: [assistantStatements, organiserStatements, signStart, signStatus, signCancel, printStatement, markManuallySent, waitingStatements],
  messages: sharedMessages,
});
