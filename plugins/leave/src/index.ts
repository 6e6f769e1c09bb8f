import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { canApply, canDecide, leaveAccess } from './contracts';
import { LeaveIcon, PlannerIcon } from './icon';

export { leave, leaveAccess } from './contracts';

/**
 * The leave plugin's client half: LeaveApplications (the employee version for PER, the admin version otherwise), the
 * leave planner (overview and one plan's week grid), and two dashboard cards.
 */
export default definePlugin({
  id: 'leave',
  version: pkg.version,
  core: '^1.0.0',
  title: 'leave.title',
  routes: [
    {
      name: 'LeaveApplications',
      path: leaveAccess.LeaveApplications.path,
      access: leaveAccess.LeaveApplications.access,
      needsEmployees: true,
      page: () => import('./pages/applications'),
      title: 'leave.title',
    },
    {
      name: 'LeavePlannerOverview',
      path: leaveAccess.LeavePlannerOverview.path,
      access: leaveAccess.LeavePlannerOverview.access,
      needsEmployees: true,
      page: () => import('./pages/planner-overview'),
      title: 'leave.planner.title',
    },
    {
      name: 'LeavePlanner',
      path: leaveAccess.LeavePlanner.path,
      access: leaveAccess.LeavePlanner.access,
      needsEmployees: true,
      page: () => import('./pages/plan'),
      title: 'leave.planner.title',
    },
  ],
  drawerGroups: [{ id: 'leave', label: 'leave.groups.main', order: 420 }],
  drawer: [
    { route: 'LeaveApplications', label: 'leave.nav.applications', icon: LeaveIcon, group: 'leave', order: 0 },
    { route: 'LeavePlannerOverview', label: 'leave.nav.planner', icon: PlannerIcon, group: 'leave', order: 10 },
  ],
  dashboardCards: [
    { id: 'mine', title: 'leave.card.mineTitle', access: canApply, order: 42, route: 'LeaveApplications', card: () => import('./cards/mine') },
    { id: 'waiting', title: 'leave.card.waitingTitle', access: canDecide, order: 43, route: 'LeaveApplications', card: () => import('./cards/waiting') },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
