import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { staffingAccess } from './contracts';
import { StaffingIcon } from './icon';

export { staffing, staffingAccess } from './contracts';

/** The staffing plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: 'staffing',
  version: pkg.version,
  core: '^1.0.0',
  title: 'staffing.title',
  routes: [
    {
      name: 'Staffing',
      path: staffingAccess.Staffing.path,
      access: staffingAccess.Staffing.access,
      page: () => import('./pages/entries'),
      title: 'staffing.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'staffing', label: 'staffing.groups.main', order: 500 }],
  drawer: [{ route: 'Staffing', label: 'staffing.nav.entries', icon: StaffingIcon, group: 'staffing', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
