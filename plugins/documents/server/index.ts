import { defineServerPlugin } from '@lonna/core/server';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import type { DocumentsDb } from './db';
import { downloadDocument, listDocuments, removeDocument, setDocumentAccess, uploadDocument } from './documents';
import { initial } from './migrations/001-initial';
import { seedDemoDocuments } from './seed';

export type { DocumentsTables } from './db';

/** The documents plugin's server half: one declaration, loaded by the host from plugins.installed.json. */
export default defineServerPlugin<DocumentsDb>({
  id: 'documents',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial },
  endpoints: [listDocuments, uploadDocument, setDocumentAccess, removeDocument, downloadDocument],
  seed: (db, { now }) => seedDemoDocuments(db, now),
  messages: serverMessages,
});
