import { Array as Arr, Boolean as Bool, Literal, Optional, Record as Rec, Static, String as Str, Union } from 'runtypes';
import { defineEndpoint } from './endpoint';
import { AuthResponseModel, OkModel, RequiredText, RoleModel } from './models';
import { asConstraint } from '../validation/format';
import { password as passwordRule } from '../validation/basic-rules';

/**
 * BankID sign-in and the SMS two-step: the wire of issue 4. The server wiring
 * and the widget build on these descriptors; the pure logic lives in
 * apps/server/src/bankid, apps/server/src/sms and core/src/bankid.
 */

/** 12 digits, no hyphen (spec §3 model conventions) */
export const PersNrModel = Str.withConstraint((s) => /^\d{12}$/.test(s) || 'a personal number of 12 digits');
/** BankID order references are UUIDs */
export const OrderRefModel = Str.withConstraint((s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s) || 'an order reference');
const opaqueToken = Str.withConstraint((s) => /^[A-Za-z0-9_-]{20,100}$/.test(s) || 'an opaque token');
const login = RequiredText(50);
const companyId = Str.withConstraint((s) => /^[A-Za-z0-9_-]{1,20}$/.test(s) || 'invalid company id');

/** 0 re-authenticates the signed-in account (personal number on file), 1 BankID on another device (QR), 2 BankID on this device */
export const BankIdStartTypeModel = Union(Literal(0), Literal(1), Literal(2));
export type BankIdStartType = Static<typeof BankIdStartTypeModel>;

export const BankIdAuthBodyModel = Rec({
  Type: BankIdStartTypeModel,
  /** accepted for compatibility but never used to start an order (secure start): the person is known only after BankID completes */
  PersNr: Optional(PersNrModel),
});
export const BankIdAuthReplyModel = Rec({ OrderRef: Str, AutoStartToken: Str });
export type BankIdAuthReply = Static<typeof BankIdAuthReplyModel>;

/** One account whose personal number matched the BankID user; the token picks it in selectuser. */
export const BankIdAccountModel = Rec({
  Login: Str,
  Roll: RoleModel,
  /** the account holder's name, shown in the account picker */
  Namn: Str,
  /** single-use, bound to its order and to this Login, short-lived */
  BankIDToken: Str,
});
export type BankIdAccount = Static<typeof BankIdAccountModel>;

export const BankIdCollectReplyModel = Rec({
  UsersList: Arr(BankIdAccountModel),
  Completed: Bool,
  Cancelled: Bool,
  /** the RFA text for the current state, in the request's language */
  Message: Str,
  /** PNG data URL of the animated QR code ('' when no code is to be shown) */
  QRCodeDataURL: Str,
  /** the BankID app has not been started yet (QR not scanned / app not opened) */
  PendingStart: Bool,
  /** the RFA code behind Message, e.g. 'RFA21' (lets the widget use its own texts) */
  Rfa: Str,
  /** BankID's hint code ('' when none) */
  HintCode: Str,
});
export type BankIdCollectReply = Static<typeof BankIdCollectReplyModel>;

export const BankIdSelectUserBodyModel = Rec({ BankIDToken: opaqueToken, Login: login, Type: BankIdStartTypeModel });

export const BankIdOkModel = Rec({ ok: Literal(true) });

// ---- SMS two-step ----

/** The SMS code: 4 characters (case-insensitive, no look-alike characters) */
export const SmsCodeModel = Str.withConstraint((s) => /^[A-Za-z0-9]{4}$/.test(s) || 'exactly 4 characters');

/** What the code is for: finishing a login of an S account, or selecting a company that requires SMS verification. */
export const SmsCodeRequestModel = Union(
  Rec({ Purpose: Literal('login'), Login: login, Password: Str.withConstraint((s) => (s.length >= 6 && s.length <= 200) || 'at least 6 characters') }),
  Rec({ Purpose: Literal('company'), FtgId: companyId }),
);
export type SmsCodeRequest = Static<typeof SmsCodeRequestModel>;

export const SmsCodeSentModel = Rec({
  /** binds the code to this attempt; sent back with the code */
  AttemptId: opaqueToken,
  /** the phone number masked, e.g. '+46 70 *** ** 67' */
  SentTo: Str,
  /** ISO time when the code stops working */
  ExpiresAt: Str,
});
export type SmsCodeSent = Static<typeof SmsCodeSentModel>;

export const SmsCodeValidateModel = Union(
  // sign-in: the password again, so the code alone never opens an account
  Rec({
    Purpose: Literal('login'),
    Login: login,
    Password: Str.withConstraint((s) => (s.length >= 6 && s.length <= 200) || 'at least 6 characters'),
    AttemptId: opaqueToken,
    SMSCode: SmsCodeModel,
  }),
  Rec({ Purpose: Literal('company'), FtgId: companyId, AttemptId: opaqueToken, SMSCode: SmsCodeModel }),
);
export const SmsTokenModel = Rec({ SMSToken: Str });

// ---- sign-in options and the own password reset ----

/** What the sign-in screen needs from the server before anyone is signed in. */
export const SignInOptionsModel = Rec({
  /** where "Forgot password?" leads: LONNA_FORGOT_PASSWORD_URL, or '' for the portal's own reset page */
  ForgotPasswordUrl: Str,
});
export type SignInOptions = Static<typeof SignInOptionsModel>;

export const ForgotPasswordBodyModel = Rec({ Login: login });
/** the token travels in the link's fragment, never in a query string (no Referer, no access logs) */
export const ResetPasswordBodyModel = Rec({
  Token: opaqueToken,
  NewPassword: Str.withConstraint(asConstraint(passwordRule())).withConstraint((s) => s.length <= 200 || 'at most 200 characters'),
});

export const bankid = {
  start: defineEndpoint({
    id: 'bankid.start',
    method: 'POST',
    path: '/api/bankidauth',
    body: BankIdAuthBodyModel,
    reply: BankIdAuthReplyModel,
    // Type 0 additionally needs a session; the handler checks it
    access: { public: true },
  }),
  collect: defineEndpoint({
    id: 'bankid.collect',
    method: 'GET',
    path: '/api/bankidauth/collect/:orderRef',
    params: Rec({ orderRef: OrderRefModel }),
    reply: BankIdCollectReplyModel,
    access: { public: true },
  }),
  cancel: defineEndpoint({
    id: 'bankid.cancel',
    method: 'DELETE',
    path: '/api/bankidauth/cancel/:orderRef',
    params: Rec({ orderRef: OrderRefModel }),
    reply: BankIdOkModel,
    access: { public: true },
  }),
  selectUser: defineEndpoint({
    id: 'bankid.selectUser',
    method: 'POST',
    path: '/api/bankidauth/selectuser',
    body: BankIdSelectUserBodyModel,
    reply: AuthResponseModel,
    access: { public: true },
  }),
  requestSmsCode: defineEndpoint({
    id: 'bankid.requestSmsCode',
    method: 'POST',
    path: '/api/authenticate/requestSMSVerificationCode',
    body: SmsCodeRequestModel,
    reply: SmsCodeSentModel,
    access: { public: true },
  }),
  validateSmsCode: defineEndpoint({
    id: 'bankid.validateSmsCode',
    method: 'POST',
    path: '/api/authenticate/validateSMSVerificationCode',
    body: SmsCodeValidateModel,
    reply: SmsTokenModel,
    access: { public: true },
  }),
  signInOptions: defineEndpoint({ id: 'bankid.signInOptions', method: 'GET', path: '/api/signInOptions', reply: SignInOptionsModel, access: { public: true } }),
  /** always answers ok, known login or not: the answer must not tell who has an account */
  forgotPassword: defineEndpoint({
    id: 'bankid.forgotPassword',
    method: 'POST',
    path: '/api/password/forgot',
    body: ForgotPasswordBodyModel,
    reply: OkModel,
    access: { public: true },
  }),
  resetPassword: defineEndpoint({
    id: 'bankid.resetPassword',
    method: 'POST',
    path: '/api/password/reset',
    body: ResetPasswordBodyModel,
    reply: OkModel,
    access: { public: true },
  }),
} as const;

/**
 * Signing a document with BankID through a plugin's own endpoints (ctx.signing on the server): the start answers the
 * order, the status endpoint is polled. A plugin's status handler stores the signature with its document when the
 * order completes and answers `complete` (the raw signature need not travel to the browser).
 */
export const BankIdSignOrderModel = Rec({ orderRef: OrderRefModel, autoStartToken: Str });
export const BankIdSignStatusModel = Union(
  Rec({ state: Literal('pending'), hintCode: Str, message: Str, qrCodeDataUrl: Str }),
  Rec({ state: Literal('complete') }),
  Rec({ state: Literal('failed'), hintCode: Str, message: Str }),
);
export type BankIdSignStatusReply = Static<typeof BankIdSignStatusModel>;
