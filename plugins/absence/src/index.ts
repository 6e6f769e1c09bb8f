import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { absenceAccess, absentTodayCardAccess, myNoticesCardAccess } from './contracts';
import { AbsenceIcon, CalendarIcon } from './icon';

export { absence, absenceAccess } from './contracts';

/** The absence plugin's client half: notices and the absence calendar, their drawer items, two dashboard cards. */
export default definePlugin({
  id: 'absence',
  version: pkg.version,
  core: '^1.0.0',
  title: 'absence.title',
  routes: [
    {
      name: 'AbsenceReports',
      path: absenceAccess.AbsenceReports.path,
      access: absenceAccess.AbsenceReports.access,
      needsEmployees: true,
      page: () => import('./pages/notices'),
      title: 'absence.title',
    },
    {
      name: 'AbsenceCalendar',
      path: absenceAccess.AbsenceCalendar.path,
      access: absenceAccess.AbsenceCalendar.access,
      needsEmployees: true,
      page: () => import('./pages/calendar'),
      title: 'absence.calendar.title',
    },
  ],
  drawerGroups: [{ id: 'absence', label: 'absence.groups.main', order: 480 }],
  drawer: [
    { route: 'AbsenceReports', label: 'absence.nav.notices', icon: AbsenceIcon, group: 'absence', order: 0 },
    { route: 'AbsenceCalendar', label: 'absence.nav.calendar', icon: CalendarIcon, group: 'absence', order: 10 },
  ],
  dashboardCards: [
    {
      id: 'open-notices',
      title: 'absence.card.openTitle',
      access: myNoticesCardAccess,
      order: 25,
      route: 'AbsenceReports',
      card: () => import('./cards/open-notices'),
    },
    {
      id: 'absent-today',
      title: 'absence.card.todayTitle',
      access: absentTodayCardAccess,
      order: 36,
      route: 'AbsenceCalendar',
      card: () => import('./cards/absent-today'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
