import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { nearAccidentsAccess, REPORT_NOTICE_RESOURCE } from './contracts';
import { NearAccidentsIcon } from './icon';
import { reportNoticeReceived } from './notice';

export { nearAccidents, nearAccidentsAccess } from './contracts';

/** The near-accidents plugin's client half: the reports page, its drawer item, the handlers' and reporters' push. */
export default definePlugin({
  id: 'near-accidents',
  version: pkg.version,
  core: '^1.0.0',
  title: 'near-accidents.title',
  routes: [
    {
      name: 'NearAccidentsReports',
      path: nearAccidentsAccess.NearAccidentsReports.path,
      access: nearAccidentsAccess.NearAccidentsReports.access,
      page: () => import('./pages/reports'),
      title: 'near-accidents.title',
    },
  ],
  drawerGroups: [{ id: 'near-accidents', label: 'near-accidents.groups.main', order: 500 }],
  drawer: [{ route: 'NearAccidentsReports', label: 'near-accidents.nav.reports', icon: NearAccidentsIcon, group: 'near-accidents', order: 0 }],
  dashboardCards: [
    {
      id: 'new-reports',
      title: 'near-accidents.card.title',
      access: nearAccidentsAccess.NearAccidentsReports.access,
      order: 45,
      route: 'NearAccidentsReports',
      card: () => import('./cards/new-reports'),
    },
  ],
  push: [{ event: 'resource-updated', resource: REPORT_NOTICE_RESOURCE, target: reportNoticeReceived }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
