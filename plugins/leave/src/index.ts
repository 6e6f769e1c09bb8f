import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { leaveAccess } from './contracts';
import { LeaveIcon } from './icon';

export { leave, leaveAccess } from './contracts';

/** The leave plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: 'leave',
  version: pkg.version,
  core: '^1.0.0',
  title: 'leave.title',
  routes: [
    {
      name: 'Leave',
      path: leaveAccess.Leave.path,
      access: leaveAccess.Leave.access,
      page: () => import('./pages/entries'),
      title: 'leave.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: 'leave', label: 'leave.groups.main', order: 500 }],
  drawer: [{ route: 'Leave', label: 'leave.nav.entries', icon: LeaveIcon, group: 'leave', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
