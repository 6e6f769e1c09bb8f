import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { adminAccess } from './contracts';
import { AdminIcon, AuditLogIcon, ReminderIcon, UsersIcon } from './icon';

export { admin, adminAccess } from './contracts';

/** The admin plugin's client half: the admin area of the spec (portal settings and users). */
export default definePlugin({
  id: 'admin',
  version: pkg.version,
  core: '^1.0.0',
  title: 'admin.title',
  routes: [
    {
      name: 'AdminPortalInfo',
      path: adminAccess.AdminPortalInfo.path,
      access: adminAccess.AdminPortalInfo.access,
      page: () => import('./pages/portal'),
      title: 'admin.portal.title',
    },
    {
      name: 'AdminUsers',
      path: adminAccess.AdminUsers.path,
      access: adminAccess.AdminUsers.access,
      page: () => import('./pages/users'),
      title: 'admin.users.title',
    },
    {
      name: 'AdminAuditLog',
      path: adminAccess.AdminAuditLog.path,
      access: adminAccess.AdminAuditLog.access,
      page: () => import('./pages/auditlog'),
      title: 'admin.auditLog.title',
    },
    {
      name: 'AdminReminders',
      path: adminAccess.AdminReminders.path,
      access: adminAccess.AdminReminders.access,
      page: () => import('./pages/reminders'),
      title: 'admin.reminders.title',
    },
  ],
  dashboardCards: [
    {
      id: 'reminders',
      title: 'admin.card.title',
      access: adminAccess.AdminReminders.access,
      order: 80,
      route: 'AdminReminders',
      card: () => import('./cards/reminders'),
    },
  ],
  drawerGroups: [{ id: 'admin', label: 'admin.drawerGroup', order: 900 }],
  drawer: [
    { route: 'AdminPortalInfo', label: 'admin.nav.portal', icon: AdminIcon, group: 'admin', order: 0 },
    { route: 'AdminUsers', label: 'admin.nav.users', icon: UsersIcon, group: 'admin', order: 10 },
    { route: 'AdminReminders', label: 'admin.nav.reminders', icon: ReminderIcon, group: 'admin', order: 15 },
    { route: 'AdminAuditLog', label: 'admin.nav.auditLog', icon: AuditLogIcon, group: 'admin', order: 20 },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
