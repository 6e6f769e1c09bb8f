import { createEffect, createEvent, createStore, sample, type Effect } from 'effector';
import type { ApiError } from '../../api/api-error';
import { isApiError } from '../../api/api-error';
import { endpointFx, type CallParams } from '../../api/endpoint-query';
import { bankid } from '../../contracts/bankid';
import type { EndpointDescriptor, ReplyOf } from '../../contracts/endpoint';
import {
  $smsPending,
  authenticateMutation,
  companyChosenWithSms,
  loginSubmitted,
  smsVerificationCancelled,
  smsVerificationRequired,
  type SmsVerificationRequest,
} from '../../session/model';

/**
 * The SMS verification dialog (spec §2, §4, §5, §8): when the sign-in or the
 * company selection answers that an SMS code is needed, a code is requested;
 * the user types the 4 characters; the passed code's SMSToken retries the
 * sign-in (or selection). A failed code request closes the dialog; a wrong
 * code marks the field.
 */
export const SMS_CODE_LENGTH = 4;

function callOf<E extends EndpointDescriptor>(d: E, silent: boolean): Effect<CallParams<E>, ReplyOf<E>, ApiError | Error> {
  const fx = endpointFx(d, silent);
  return createEffect<CallParams<E>, ReplyOf<E>, ApiError | Error>(async (call) => d.reply.check((await fx(call)).data) as ReplyOf<E>);
}
/** a refused request shows the server's reason in the snackbar (and the dialog closes) */
export const requestSmsCodeFx = callOf(bankid.requestSmsCode, false);
/** a refused code is shown on the field */
export const validateSmsCodeFx = callOf(bankid.validateSmsCode, true);

/** the dialog is on screen (its chunk loads after the step began, so it starts from here, not from smsVerificationRequired) */
export const smsDialogShown = createEvent();
export const smsCodeChanged = createEvent<string>();
export const smsCodeSubmitted = createEvent();
export const smsCodeResent = createEvent();

export const $smsCode = createStore('');
export const $smsSentTo = createStore('');
export const $smsAttemptId = createStore<string | null>(null);
export const $smsCodeError = createStore<string | null>(null);
export const $smsRequesting = requestSmsCodeFx.pending;
export const $smsValidating = validateSmsCodeFx.pending;
export const $smsDialogOpen = $smsPending.map((r) => r !== null);
/** the login button is enabled only with exactly 4 characters (spec §5) */
export const $smsCodeComplete = $smsCode.map((c) => c.trim().length === SMS_CODE_LENGTH);

const cleared = [$smsCode, $smsSentTo, $smsAttemptId, $smsCodeError];
for (const s of cleared) s.reset(smsVerificationCancelled, smsVerificationRequired, smsDialogShown);
$smsCode.on(smsCodeChanged, (_, v) =>
  v
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, SMS_CODE_LENGTH)
    .toUpperCase(),
);
$smsCodeError.reset(smsCodeChanged);

function requestBody(r: SmsVerificationRequest) {
  return r.kind === 'login' ? { Purpose: 'login' as const, Login: r.Login, Password: r.Password } : { Purpose: 'company' as const, FtgId: r.FtgId };
}

// ---- ask for a code when the step opens, or again on "send a new code" ----
sample({
  clock: [smsDialogShown, smsCodeResent],
  source: $smsPending,
  filter: (r): r is SmsVerificationRequest => r !== null,
  fn: (r) => ({ body: requestBody(r!) }),
  target: requestSmsCodeFx,
});
$smsAttemptId.on(requestSmsCodeFx.doneData, (_, r) => r.AttemptId);
$smsSentTo.on(requestSmsCodeFx.doneData, (_, r) => r.SentTo);
$smsCode.reset(requestSmsCodeFx.done);
sample({ clock: requestSmsCodeFx.fail, target: smsVerificationCancelled });

// ---- the code ----
sample({
  clock: smsCodeSubmitted,
  source: { pending: $smsPending, attemptId: $smsAttemptId, code: $smsCode, busy: $smsValidating },
  filter: ({ pending, attemptId, code, busy }) => pending !== null && attemptId !== null && code.length === SMS_CODE_LENGTH && !busy,
  fn: ({ pending, attemptId, code }) => ({ body: { ...requestBody(pending!), AttemptId: attemptId!, SMSCode: code } }),
  target: validateSmsCodeFx,
});
$smsCodeError.on(validateSmsCodeFx.failData, (_, e) => (isApiError(e) && e.hasMessage ? e.message : ''));

const passed = sample({ clock: validateSmsCodeFx.doneData, source: $smsPending, filter: Boolean, fn: (r, { SMSToken }) => ({ r, SMSToken }) });
sample({
  clock: passed,
  filter: ({ r }) => r.kind === 'login',
  fn: ({ r, SMSToken }) => {
    const login = r as Extract<SmsVerificationRequest, { kind: 'login' }>;
    return { Login: login.Login, Password: login.Password, SMSToken };
  },
  target: loginSubmitted,
});
sample({
  clock: passed,
  filter: ({ r }) => r.kind === 'company',
  fn: ({ r, SMSToken }) => ({ FtgId: (r as Extract<SmsVerificationRequest, { kind: 'company' }>).FtgId, SMSToken }),
  target: companyChosenWithSms,
});
// the retried sign-in was refused (e.g. the proof expired meanwhile): say so on the field
sample({
  clock: authenticateMutation.finished.failure,
  source: $smsPending,
  filter: (r) => r?.kind === 'login',
  fn: (_, { error }) => (isApiError(error) && error.hasMessage ? error.message : ''),
  target: $smsCodeError,
});
