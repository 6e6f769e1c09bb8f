import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { canApprove, personalAccess } from './contracts';
import { PersonalIcon } from './icon';

export { personal, personalAccess } from './contracts';

/** The personal plugin's client half: the employee card (Personuppgifter, /employeeCard), the changes to accept and their dashboard card. */
export default definePlugin({
  id: 'personal',
  version: pkg.version,
  core: '^1.0.0',
  title: 'personal.title',
  routes: [
    {
      name: 'EmployeeCard',
      path: personalAccess.EmployeeCard.path,
      access: personalAccess.EmployeeCard.access,
      page: () => import('./pages/card'),
      title: 'personal.title',
    },
  ],
  drawerGroups: [{ id: 'personal', label: 'personal.groups.main', order: 500 }],
  drawer: [{ route: 'EmployeeCard', label: 'personal.nav.card', icon: PersonalIcon, group: 'personal', order: 0 }],
  dashboardCards: [
    {
      id: 'pending-changes',
      title: 'personal.dashboard.title',
      // payroll administrators: address and bank-account changes wait for them (issue 21)
      access: { all: [personalAccess.EmployeeCard.access, canApprove] },
      order: 40,
      route: 'EmployeeCard',
      card: () => import('./cards/pending'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
