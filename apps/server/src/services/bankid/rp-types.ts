/**
 * The BankID Relying Party API v6 as the rest of the server sees it. The real
 * client (rp-client.ts) and the simulator (simulator.ts) both implement
 * BankIdClient, so the services never know which one they talk to.
 */

export const PENDING_HINT_CODES = ['outstandingTransaction', 'noClient', 'started', 'userMrtd', 'userCallConfirm', 'userSign'] as const;
export const FAILED_HINT_CODES = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
  'notSupportedByUserApp',
  'transactionRiskBlocked',
] as const;
export type PendingHintCode = (typeof PENDING_HINT_CODES)[number];
export type FailedHintCode = (typeof FAILED_HINT_CODES)[number];

export interface Requirement {
  /** restricts who may complete the order; never used to start it (secure start) */
  personalNumber?: string;
  pinCode?: boolean;
  certificatePolicies?: string[];
}

export interface AuthRequest {
  /** the end user's IP address as the RP sees it (required by BankID) */
  endUserIp: string;
  requirement?: Requirement;
  /** base64 */
  userVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  /** base64 */
  userNonVisibleData?: string;
}

export interface SignRequest extends AuthRequest {
  userVisibleData: string;
}

export interface OrderResponse {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
}

export interface CompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi?: string };
  bankIdIssueDate: string;
  stepUp?: { mrtd: boolean };
  /** base64 XML-DSig */
  signature: string;
  /** base64 DER OCSP response */
  ocspResponse: string;
}

export type CollectResponse =
  | { orderRef: string; status: 'pending'; hintCode: PendingHintCode | (string & {}) }
  | { orderRef: string; status: 'failed'; hintCode: FailedHintCode | (string & {}) }
  | { orderRef: string; status: 'complete'; completionData: CompletionData };

export interface BankIdClient {
  auth(req: AuthRequest): Promise<OrderResponse>;
  sign(req: SignRequest): Promise<OrderResponse>;
  collect(orderRef: string): Promise<CollectResponse>;
  cancel(orderRef: string): Promise<void>;
}

/** BankID's documented error codes (HTTP 4xx/5xx with `{ errorCode, details }`). */
export type RpErrorCode =
  | 'alreadyInProgress'
  | 'invalidParameters'
  | 'unauthorized'
  | 'notFound'
  | 'methodNotAllowed'
  | 'requestTimeout'
  | 'unsupportedMediaType'
  | 'internalError'
  | 'maintenance'
  | (string & {});

export class BankIdRpError extends Error {
  constructor(
    readonly errorCode: RpErrorCode,
    readonly details: string,
    readonly httpStatus: number,
  ) {
    super(`BankID ${errorCode}${details ? `: ${details}` : ''}`);
    this.name = 'BankIdRpError';
  }

  /** BankID says the RP may try again later */
  get transient(): boolean {
    return this.errorCode === 'requestTimeout' || this.errorCode === 'maintenance' || this.errorCode === 'internalError';
  }
}
