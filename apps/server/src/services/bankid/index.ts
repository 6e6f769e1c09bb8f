/** BankID for the server: RP API v6 client, simulator, QR, RFA texts and the auth and signing services. */
export * from './rp-types';
export { createRpClient, pollUntilDone, BANKID_URLS, COLLECT_INTERVAL_MS, type RpClientOptions, type PollOptions } from './rp-client';
export {
  BankIdSimulator,
  BankIdSimulatorError,
  SIMULATOR_DEFAULTS,
  isValidPersonalNumber,
  type SimulatorOptions,
  type SimOrderView,
  type SimState,
} from './simulator';
export { qrAuthCode, qrContent, qrDataUrl, qrSeconds, QR_SIZE } from './qr';
export { rfaForCollect, rfaForError, rfaMessage, RFA_CODES, type RfaCode, type RfaContext } from './rfa';
export { InMemoryPendingOrderStore, type PendingOrder, type PendingOrderStore, type IssuedToken } from './order-store';
export { hashSecret, newSecret, isUsableSecret } from './binding';
export { BankIdServiceError, type BankIdServiceErrorKind } from './service-error';
export {
  createBankIdAuthService,
  AUTH_SERVICE_DEFAULTS,
  type BankIdAuthService,
  type AuthServiceDeps,
  type AccountCandidate,
  type CollectReply,
  type SelectedAccount,
} from './auth-service';
export {
  createSigningService,
  documentHash,
  type SigningService,
  type SignatureRecord,
  type SignStatus,
  type SignOrder,
  type StartSignInput,
} from './signing-service';
export { readBankIdConfig, createBankIdClient, BankIdConfigError, type BankIdConfig, type BankIdMode, type BankIdSetup } from './config';
export { registerBankIdDevRoutes, type DevRoutesOptions } from './dev-routes';
export { DbPendingOrderStore } from './db-order-store';
export { registerBankIdBinding, bindingOf, BINDING_COOKIE } from './binding-cookie';
