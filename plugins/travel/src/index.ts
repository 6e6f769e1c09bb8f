import { definePlugin } from '@lonna/core';
import pkg from '../package.json';

export { travel, travelAccess } from './contracts';

/** The travel plugin's client half: receipt scanning (the dialog comes with the travel expense reports). */
export default definePlugin({
  id: 'travel',
  version: pkg.version,
  core: '^1.0.0',
  title: 'travel.title',
  routes: [],
  messages: {
    sv: () => import('./i18n/sv'),
    en: () => import('./i18n/en'),
    fr: () => import('./i18n/fr'),
    pl: () => import('./i18n/pl'),
  },
});
