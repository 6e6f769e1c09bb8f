import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { documentsAccess } from './contracts';
import { DocumentsIcon } from './icon';

export { documents, documentsAccess } from './contracts';

/** The documents plugin's client half: the Documents page, its drawer item and the unseen-documents card. */
export default definePlugin({
  id: 'documents',
  version: pkg.version,
  core: '^1.0.0',
  title: 'documents.title',
  routes: [
    {
      name: 'Documents',
      path: documentsAccess.Documents.path,
      access: documentsAccess.Documents.access,
      page: () => import('./pages/documents'),
      title: 'documents.title',
    },
  ],
  drawerGroups: [{ id: 'documents', label: 'documents.groups.main', order: 520 }],
  drawer: [{ route: 'Documents', label: 'documents.nav.documents', icon: DocumentsIcon, group: 'documents', order: 0 }],
  dashboardCards: [
    {
      id: 'unseen',
      title: 'documents.card.title',
      access: documentsAccess.Documents.access,
      order: 35,
      route: 'Documents',
      card: () => import('./cards/unseen'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
