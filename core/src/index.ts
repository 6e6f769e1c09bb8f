// @lonna/core — the browser half: plugin API, models, i18n.
export * from './plugin';
export * from './i18n';
export { CORE_VERSION } from './version';
export { evaluateAccess, explainAccess, describeReason, type Access, type AccessContext, type Predicate, type Role } from './contracts/access';
export * from './api';
export * from './snackbar';
export * from './session';
export * from './company';
export * from './cache';
export * from './filters';
export * from './theme';
export * from './portal';
export * from './page-data';
export { askConfirmFx, type ConfirmAnswer, type ConfirmRequest } from './shell/confirm';
export { inboxCount } from './shell/inbox/model';
export { languageChosen, LANGUAGES, flagUrl } from './shell/language-picker';
export { createSignFlow, SIGN_POLL_MS, type SignFlow, type SignState, type SignPhase } from './bankid/sign-flow';
export { BankIdSignDialog } from './bankid/sign-dialog';
