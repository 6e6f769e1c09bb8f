import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { DashboardIcon } from './icons';

/** The first plugin: registered through the plugin API like any other. */
export default definePlugin({
  id: 'dashboard',
  version: pkg.version,
  core: '^1.0.0',
  title: 'dashboard.title',
  routes: [
    {
      name: 'Dashboard',
      path: '/dashboard',
      access: { companySelected: true },
      title: 'dashboard.title',
      page: () => import('./pages/dashboard'),
    },
  ],
  drawerGroups: [{ id: 'home', label: 'dashboard.groups.home', order: 0 }],
  drawer: [{ route: 'Dashboard', label: 'dashboard.nav.dashboard', icon: DashboardIcon, group: 'home', order: 0 }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
