/** The own password-reset page (standalone route /reset-password); see model.ts. */
export { default } from './view';
