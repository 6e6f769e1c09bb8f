import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { __name__Access } from './contracts';
import { __Name__Icon } from './icon';

export { __name__, __name__Access } from './contracts';

/** The __id__ plugin's client half: one route, one drawer item in a group of its own, four languages. */
export default definePlugin({
  id: '__id__',
  version: pkg.version,
  core: '^1.0.0',
  title: '__id__.title',
  routes: [
    {
      name: '__Name__',
      path: __name__Access.__Name__.path,
      access: __name__Access.__Name__.access,
      page: () => import('./pages/entries'),
      title: '__id__.title',
    },
  ],
  // a group of its own; an item may use another plugin's group by its id instead ('time', 'reports', 'other')
  drawerGroups: [{ id: '__id__', label: '__id__.groups.main', order: 500 }],
  drawer: [{ route: '__Name__', label: '__id__.nav.entries', icon: __Name__Icon, group: '__id__', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
