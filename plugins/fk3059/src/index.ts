import { definePlugin } from '@lonna/core';
import pkg from '../package.json';
import { fk3059Access } from './contracts';
import { Fk3059Icon } from './icon';

export { fk3059, fk3059Access } from './contracts';

/** FK3059: the assistant's and the organiser's time statements to Försäkringskassan, signed with BankID. */
export default definePlugin({
  id: 'fk3059',
  version: pkg.version,
  core: '^1.0.0',
  title: 'fk3059.title',
  routes: [
    {
      name: 'FK3059Assistent',
      path: fk3059Access.FK3059Assistent.path,
      access: fk3059Access.FK3059Assistent.access,
      page: () => import('./pages/assistant'),
      title: 'fk3059.assistantTitle',
    },
    {
      name: 'FK3059Anordnare',
      path: fk3059Access.FK3059Anordnare.path,
      access: fk3059Access.FK3059Anordnare.access,
      page: () => import('./pages/organiser'),
      title: 'fk3059.organiserTitle',
    },
  ],
  // beside the time report: the statement is made of the month's time
  drawer: [
    { route: 'FK3059Assistent', label: 'fk3059.nav.assistant', icon: Fk3059Icon, group: 'time', order: 60 },
    { route: 'FK3059Anordnare', label: 'fk3059.nav.organiser', icon: Fk3059Icon, group: 'time', order: 61 },
  ],
  // what waits for the viewer's signature, last month, with FK's deadline (issue 20)
  dashboardCards: [
    {
      id: 'to-sign-assistant',
      title: 'fk3059.card.assistantTitle',
      access: fk3059Access.FK3059Assistent.access,
      order: 35,
      route: 'FK3059Assistent',
      card: () => import('./cards/to-sign/assistant'),
    },
    {
      id: 'to-sign-organiser',
      title: 'fk3059.card.organiserTitle',
      access: fk3059Access.FK3059Anordnare.access,
      order: 36,
      route: 'FK3059Anordnare',
      card: () => import('./cards/to-sign/organiser'),
    },
  ],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
