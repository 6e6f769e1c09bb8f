// @lonna/core — the browser half: plugin API, models, i18n.
export * from './plugin';
export * from './i18n';
export { CORE_VERSION } from './version';
export { evaluateAccess, explainAccess, describeReason, type Access, type AccessContext, type Predicate, type Role } from './contracts/access';
