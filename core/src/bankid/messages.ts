/**
 * The BankID dictionaries alone (no runtime): `@lonna/core/bankid/messages`.
 * The server's collect replies use the same RFA texts as the widget, from here.
 */
export { default as sv } from './i18n/sv';
export { default as en } from './i18n/en';
export { default as fr } from './i18n/fr';
export { default as pl } from './i18n/pl';
