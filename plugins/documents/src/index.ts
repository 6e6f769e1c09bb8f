import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { documentsAccess } from './contracts';
import { DocumentsIcon } from './icon';

export { documents, documentsAccess } from './contracts';

/** The documents plugin's client half: one route, one drawer item in a group of its own, four languages. */
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
      page: () => import('./pages/entries'),
      title: 'documents.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'documents', label: 'documents.groups.main', order: 500 }],
  drawer: [{ route: 'Documents', label: 'documents.nav.entries', icon: DocumentsIcon, group: 'documents', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
