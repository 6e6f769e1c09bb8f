import { combine, createEffect, createEvent, createStore, sample, type Effect } from 'effector';
import { isApiError, type ApiError } from '../../api/api-error';
import { endpointFx, type CallParams } from '../../api/endpoint-query';
import { bankid } from '../../contracts/bankid';
import type { EndpointDescriptor, ReplyOf } from '../../contracts/endpoint';
import { $locale } from '../../i18n/runtime';
import { formatRuleFailure, validateValue } from '../../validation/format';
import { matches, maxLength, password, required } from '../../validation/basic-rules';

/**
 * The own forgot-password flow (used when no external reset form is
 * configured): /reset-password asks for the login and the server mails a
 * link; the link's fragment (#token=…) opens the new-password form.
 */
function callOf<E extends EndpointDescriptor>(d: E): Effect<CallParams<E>, ReplyOf<E>, ApiError | Error> {
  const fx = endpointFx(d, true);
  return createEffect<CallParams<E>, ReplyOf<E>, ApiError | Error>(async (call) => d.reply.check((await fx(call)).data) as ReplyOf<E>);
}
export const forgotPasswordFx = callOf(bankid.forgotPassword);
export const resetPasswordFx = callOf(bankid.resetPassword);

/** the link's token from a location hash, or null */
export function tokenFromHash(hash: string): string | null {
  const m = /(?:^#|&)token=([A-Za-z0-9_-]{20,100})(?:&|$)/.exec(hash);
  return m ? m[1]! : null;
}

/** the token leaves the address bar at once: it must not end up in history, screenshots or a Referer */
export const forgetTokenInUrlFx = createEffect(() => {
  if (typeof window !== 'undefined' && window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
});

export const resetPageOpened = createEvent<string>();
export const resetLoginChanged = createEvent<string>();
export const requestSubmitted = createEvent();
export const newPasswordChanged = createEvent<string>();
export const repeatPasswordChanged = createEvent<string>();
export const newPasswordSubmitted = createEvent();

export const $resetToken = createStore<string | null>(null);
export const $resetLogin = createStore('').on(resetLoginChanged, (_, v) => v);
export const $requestSent = createStore(false);
export const $newPassword = createStore('').on(newPasswordChanged, (_, v) => v);
export const $repeatPassword = createStore('').on(repeatPasswordChanged, (_, v) => v);
export const $resetDone = createStore(false);
/** the server refused the link (used, expired, unknown) */
export const $resetError = createStore<string | null>(null);
const $tried = createStore(false)
  .on(newPasswordSubmitted, () => true)
  .on(requestSubmitted, () => true)
  .reset(resetPageOpened);
export const $resetBusy = combine(forgotPasswordFx.pending, resetPasswordFx.pending, (a, b) => a || b);

$resetToken.on(resetPageOpened, (_, hash) => tokenFromHash(hash));
sample({ clock: resetPageOpened, filter: (hash) => tokenFromHash(hash) !== null, fn: () => undefined, target: forgetTokenInUrlFx });
for (const s of [$requestSent, $resetDone, $resetError]) s.reset(resetPageOpened);
for (const s of [$newPassword, $repeatPassword]) s.reset(resetPageOpened, resetPasswordFx.done);

/** field messages, shown after the first submit (spec §4 form submission) */
export const $resetFieldErrors = combine(
  $tried,
  $resetLogin,
  $newPassword,
  $repeatPassword,
  $resetToken,
  $locale,
  (tried, login, pw, repeat, token, locale) => {
    if (!tried) return {};
    const text = (f: ReturnType<typeof validateValue>) => (f ? formatRuleFailure(f, locale) : undefined);
    if (token === null) return { login: text(validateValue(login, [required(), maxLength(50)])) };
    return {
      password: text(validateValue(pw, [password()])),
      repeat: text(validateValue(repeat, [matches(pw)])),
    };
  },
);

sample({
  clock: requestSubmitted,
  source: { login: $resetLogin, busy: $resetBusy },
  filter: ({ login, busy }) => !busy && login.trim().length > 0 && login.length <= 50,
  fn: ({ login }) => ({ body: { Login: login.trim() } }),
  target: forgotPasswordFx,
});
$requestSent.on(forgotPasswordFx.done, () => true);

sample({
  clock: newPasswordSubmitted,
  source: { token: $resetToken, pw: $newPassword, repeat: $repeatPassword, busy: $resetBusy },
  filter: ({ token, pw, repeat, busy }) => token !== null && !busy && validateValue(pw, [password()]) === null && pw === repeat,
  fn: ({ token, pw }) => ({ body: { Token: token!, NewPassword: pw } }),
  target: resetPasswordFx,
});
$resetDone.on(resetPasswordFx.done, () => true);
$resetError.on(resetPasswordFx.failData, (_, e) => (isApiError(e) && e.hasMessage ? e.message : '')).reset(newPasswordSubmitted);
