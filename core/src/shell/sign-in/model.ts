import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createEndpointDataRead } from '../../api/endpoint-read';
import { bankid } from '../../contracts/bankid';
import { $locale, translate } from '../../i18n/runtime';
import { $loginError, $rememberedLogin, $sessionChecked, appStarted, loginSubmitted, sessionReceived } from '../../session/model';
import { $authenticated } from '../../session/state';
import { readLocalFx, STORAGE_KEYS, writeLocalFx } from '../../session/storage';
import { snackbarShown } from '../../snackbar/model';
import { maxLength, password as passwordMin, required } from '../../validation/basic-rules';

/** Spec §5 and §9: login required, at most 50; password required, at least 6. */
export const LOGIN_COUNTER = 50;
export const PASSWORD_MIN = 6;

/** the sign-in methods as tabs (spec §2): national electronic ID first, then username and password */
export type SignInTab = 'bankid' | 'password';
export const SIGN_IN_TABS: readonly SignInTab[] = ['bankid', 'password'];

export interface SignInFieldErrors {
  login?: string;
  password?: string;
}

const loginRequired = required();
const loginMax = maxLength(LOGIN_COUNTER);
const passwordRule = passwordMin();

/** The shared validation rules decide; the sign-in screen words the result in its own, friendlier texts. */
export function validateSignIn(
  login: string,
  password: string,
): { login?: 'loginRequired' | 'loginTooLong'; password?: 'passwordRequired' | 'passwordTooShort' } {
  const out: { login?: 'loginRequired' | 'loginTooLong'; password?: 'passwordRequired' | 'passwordTooShort' } = {};
  if (loginRequired(login.trim())) out.login = 'loginRequired';
  else if (loginMax(login)) out.login = 'loginTooLong';
  if (loginRequired(password)) out.password = 'passwordRequired';
  else if (passwordRule(password)) out.password = 'passwordTooShort';
  return out;
}

export const loginChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const signInSubmitted = createEvent();
export const tabChosen = createEvent<string>();

export const $login = createStore('').on(loginChanged, (_, v) => v);
export const $password = createStore('')
  .on(passwordChanged, (_, v) => v)
  .reset(sessionReceived);
const $submittedOnce = createStore(false)
  .on(signInSubmitted, () => true)
  .reset(sessionReceived);
export const $tab = createStore<SignInTab>('password');

sample({ clock: $rememberedLogin, source: $login, filter: (current) => current === '', fn: (_, remembered) => remembered, target: $login });

const $localErrors = combine($login, $password, $submittedOnce, $locale, (login, password, submitted, locale): SignInFieldErrors => {
  if (!submitted) return {};
  const e = validateSignIn(login, password);
  return {
    login: e.login && translate(locale, `shell.signIn.${e.login}`),
    password: e.password && translate(locale, `shell.signIn.${e.password}`),
  };
});

/** 40100 (wrong password) and 40400 (unknown login) mark the fields with the server's message */
const $serverErrors = createStore<SignInFieldErrors>({})
  .on($loginError, (_, e) => {
    if (!e) return {};
    if (e.dvCode === 40100) return { password: e.message };
    if (e.dvCode === 40400) return { login: e.message };
    return {};
  })
  .reset(loginChanged, passwordChanged);

export const $fieldErrors = combine(
  $localErrors,
  $serverErrors,
  (local, server): SignInFieldErrors => ({
    login: local.login ?? server.login,
    password: local.password ?? server.password,
  }),
);

/**
 * Shown above the form: 42900 (too many attempts, says until when) and 40300 (the account signs in
 * with BankID only, its company requires BankID, or the SMS step expired)
 */
export const $formMessage = $loginError.map((e) => (e && (e.dvCode === 42900 || e.dvCode === 40300) ? e.message : null));

sample({
  clock: signInSubmitted,
  source: { Login: $login, Password: $password },
  filter: ({ Login, Password }) => Object.keys(validateSignIn(Login, Password)).length === 0,
  fn: ({ Login, Password }) => ({ Login: Login.trim(), Password }),
  target: loginSubmitted,
});

/** the ids of the sign-in inputs, in form order */
export const SIGN_IN_FIELD_IDS = { login: 'sign-in-login', password: 'sign-in-password' } as const;

/** Spec §4 form submission: scroll to the first invalid field, show its message, focus it. */
export const focusFieldFx = createEffect((id: string) => {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  el?.scrollIntoView?.({ block: 'center' });
  el?.focus();
});
const firstInvalid = sample({
  clock: signInSubmitted,
  source: { Login: $login, Password: $password, locale: $locale },
  filter: ({ Login, Password }) => Object.keys(validateSignIn(Login, Password)).length > 0,
  fn: ({ Login, Password, locale }) => {
    const e = validateSignIn(Login, Password);
    const field = e.login ? 'login' : 'password';
    return { id: SIGN_IN_FIELD_IDS[field], text: translate(locale, `shell.signIn.${(e.login ?? e.password) as string}`) };
  },
});
sample({ clock: firstInvalid, fn: ({ text }) => ({ text, color: 'error' as const }), target: snackbarShown });
sample({ clock: firstInvalid, fn: ({ id }) => id, target: focusFieldFx });

// the last-used tab is remembered on the device
sample({ clock: appStarted, fn: () => STORAGE_KEYS.signInTab, target: readLocalFx });
sample({
  clock: readLocalFx.done,
  filter: ({ params, result }) => params === STORAGE_KEYS.signInTab && (SIGN_IN_TABS as readonly string[]).includes(result ?? ''),
  fn: ({ result }) => result as SignInTab,
  target: $tab,
});
const validTab = sample({ clock: tabChosen, filter: (t): t is SignInTab => (SIGN_IN_TABS as readonly string[]).includes(t) });
sample({ clock: validTab, target: $tab });
sample({ clock: validTab, fn: (t) => ({ key: STORAGE_KEYS.signInTab, value: t }), target: writeLocalFx });

/** the portal's own reset page (a standalone route), used when no external reset form is configured */
export const RESET_PASSWORD_PATH = '/reset-password';
/** an external reset form fixed at build time (VITE_FORGOT_PASSWORD_URL through createPortal); '' when none */
export const $forgotPasswordUrl = createStore('');
/**
 * the server's LONNA_FORGOT_PASSWORD_URL, asked once the sign-in screen is what the portal shows (the start found no
 * session, or the user signed out): a signed-in start has no use for it (it was one of the server's first view's calls)
 */
export const signInOptionsQuery = createEndpointDataRead(bankid.signInOptions, { name: 'signIn.options', silent: true });
const $signInShown = combine($sessionChecked, $authenticated, (checked, authenticated) => checked && !authenticated);
sample({
  clock: $signInShown,
  source: signInOptionsQuery.$data,
  filter: (data, shown) => shown && data === null,
  fn: () => undefined,
  target: signInOptionsQuery.start,
});
/** where "Forgot password?" leads: the build-time URL, else the server's, else the own reset page */
export const $forgotPasswordHref = combine(
  $forgotPasswordUrl,
  signInOptionsQuery.$data,
  (build, server) => build || server?.ForgotPasswordUrl || RESET_PASSWORD_PATH,
);
