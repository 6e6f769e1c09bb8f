import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { absenceAccess } from './contracts';
import { AbsenceIcon } from './icon';

export { absence, absenceAccess } from './contracts';

/** The absence plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: 'absence',
  version: pkg.version,
  core: '^1.0.0',
  title: 'absence.title',
  routes: [
    {
      name: 'Absence',
      path: absenceAccess.Absence.path,
      access: absenceAccess.Absence.access,
      page: () => import('./pages/entries'),
      title: 'absence.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'absence', label: 'absence.groups.main', order: 500 }],
  drawer: [{ route: 'Absence', label: 'absence.nav.entries', icon: AbsenceIcon, group: 'absence', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
