/** SMS two-step for the server: the code service, its store, and the providers. */
export {
  createSmsCodeService,
  randomSmsCode,
  smsSubject,
  SmsServiceError,
  SMS_DEFAULTS,
  SMS_CODE_ALPHABET,
  type SmsCodeService,
  type SmsCodeConfig,
  type SmsErrorKind,
} from './code-service';
export { InMemorySmsCodeStore, type SmsCodeStore, type SmsAttempt, type SmsProof } from './code-store';
export { SmsSendError, type SmsProvider, type SmsMessage } from './provider';
export { createHttpSmsProvider, type HttpSmsProviderOptions } from './http-provider';
export { OutboxSmsProvider, type OutboxEntry } from './outbox-provider';
export { normalisePhone, maskPhone } from './phone';
export { createSmsProviderFromEnv, type SmsSetup } from './config';
export { SMS_MESSAGES, smsMessage } from './messages';
export { registerSmsDevRoutes } from './dev-routes';
export { DbSmsCodeStore } from './db-code-store';
