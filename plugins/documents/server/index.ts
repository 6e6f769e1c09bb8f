import { defineServerPlugin, type Locale, type Messages } from '@lonna/core/server';
import { messages as validation } from '@lonna/core/validation';
import pkg from '../package.json';
import { serverMessages } from '../src/i18n/server-messages';
import type { DocumentsDb } from './db';
import { downloadDocument, listDocuments, removeDocument, setDocumentAccess, uploadDocument } from './documents';
import { initial } from './migrations/001-initial';
import { seedDemoDocuments } from './seed';

export type { DocumentsTables } from './db';

// the spec's message for a refused file type, in the words the client's rule uses (core validation)
const withFileType = (locale: Locale): Messages => ({ ...serverMessages[locale], DocumentFileExtensionError: validation[locale].DocumentFileExtensionError });
const messages: Record<Locale, Messages> = { sv: withFileType('sv'), en: withFileType('en'), fr: withFileType('fr'), pl: withFileType('pl') };

/** The documents plugin's server half: one declaration, loaded by the host from plugins.installed.json. */
export default defineServerPlugin<DocumentsDb>({
  id: 'documents',
  version: pkg.version,
  core: '^1.0.0',
  migrations: { '001-initial': initial },
  endpoints: [listDocuments, uploadDocument, setDocumentAccess, removeDocument, downloadDocument],
  seed: (db, { now }) => seedDemoDocuments(db, now),
  messages,
});
