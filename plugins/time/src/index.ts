import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { myTimeAccess, timeAccess, TIDRADER_RESOURCE, waitingAccess, type TimeRouteName } from './contracts';
import { ApproveIcon, AttestIcon, CalendarMonthIcon, ClockIcon, PrintIcon, ScheduleIcon, TimeReportIcon } from './icons';
import { tidraderUpdated } from './shared/early';

export { timeAccess, time, TIME_CODES, TIDRADER_RESOURCE } from './contracts';

const route = (name: TimeRouteName, page: () => Promise<{ default: React.ComponentType }>, title: string) => ({
  name,
  path: timeAccess[name].path,
  access: timeAccess[name].access,
  needsEmployees: true,
  page,
  title,
});

/** The time plugin: time report, calendar, punches, schedule, approve, attest, prints and the PAXml export. */
export default definePlugin({
  id: 'time',
  version: pkg.version,
  core: '^1.0.0',
  title: 'time.title',
  routes: [
    route('Tidrapport', () => import('./pages/timereport'), 'time.nav.timereport'),
    route('Kalendarie', () => import('./pages/calendar'), 'time.nav.calendar'),
    route('Stamplingar', () => import('./pages/punches'), 'time.nav.punches'),
    route('Schedule', () => import('./pages/schedule'), 'time.nav.schedule'),
    route('ApproveTime', () => import('./pages/approve'), 'time.nav.approve'),
    route('Attestera', () => import('./pages/attest'), 'time.nav.attest'),
    route('TidrapportPrint', () => import('./pages/print-timereport'), 'time.nav.printTimeReport'),
    route('AttestlistaPrint', () => import('./pages/print-attestlist'), 'time.nav.printAttestList'),
    route('ProjektlistaPrint', () => import('./pages/print-projectlist'), 'time.nav.printProjectList'),
  ],
  // 'reports' is shared: any plugin with printouts puts them there by this id
  drawerGroups: [
    { id: 'time', label: 'time.groups.time', order: 20 },
    { id: 'reports', label: 'time.groups.reports', order: 80 },
  ],
  drawer: [
    { route: 'Tidrapport', label: 'time.nav.timereport', icon: TimeReportIcon, group: 'time', order: 0 },
    { route: 'Stamplingar', label: 'time.nav.punches', icon: ClockIcon, group: 'time', order: 1 },
    { route: 'Kalendarie', label: 'time.nav.calendar', icon: CalendarMonthIcon, group: 'time', order: 2 },
    { route: 'Schedule', label: 'time.nav.schedule', icon: ScheduleIcon, group: 'time', order: 3 },
    { route: 'ApproveTime', label: 'time.nav.approve', icon: ApproveIcon, group: 'time', order: 4 },
    { route: 'Attestera', label: 'time.nav.attest', icon: AttestIcon, group: 'time', order: 5 },
    { route: 'TidrapportPrint', label: 'time.nav.printTimeReport', icon: PrintIcon, group: 'reports', order: 0 },
    { route: 'AttestlistaPrint', label: 'time.nav.printAttestList', icon: PrintIcon, group: 'reports', order: 1 },
    { route: 'ProjektlistaPrint', label: 'time.nav.printProjectList', icon: PrintIcon, group: 'reports', order: 2 },
  ],
  // the dashboard: the caller's own month and next shifts; what waits for their approval or attest
  dashboardCards: [
    { id: 'my-time', title: 'time.cards.myTime', access: myTimeAccess, order: 10, route: 'Tidrapport', card: () => import('./cards/my-time') },
    { id: 'waiting', title: 'time.cards.waiting', access: waitingAccess, order: 20, card: () => import('./cards/waiting') },
  ],
  // another user's change to time rows refreshes the view showing the same employee and period
  push: [{ event: 'resource-updated', resource: TIDRADER_RESOURCE, target: tidraderUpdated }],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
