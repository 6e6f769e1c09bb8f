/** The BankID sign-in widget's model, its calls and its messages (namespace 'bankid'). */
export * from './model';
export { startBankIdFx, collectBankIdFx, cancelBankIdFx, selectBankIdUserFx } from './calls';
export { bankIdLaunchUrl } from './launch';
export { addBankIdMessages, bankIdMessages, BANKID_NAMESPACE } from './i18n';
export { reauthenticationRequested } from './session-wiring';
