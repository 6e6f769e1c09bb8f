import { combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum/debounce';
import { throttle } from 'patronum/throttle';
import { createEndpointDataRead } from '../api/endpoint-read';
import { createEndpointAction } from '../api/endpoint-action';
import { isApiError } from '../api/api-error';
import { sessionRejected } from '../api/catalogue';
import { shell } from '../contracts/shell';
import type { AuthResponse } from '../contracts/models';
import { $locale, translate } from '../i18n/runtime';
import { NOTICE_SNACKBAR_TIMEOUT, snackbarShown } from '../snackbar/model';
import { resolveSalaryYear } from './rules';
import {
  $account,
  $authMethod,
  $authenticated,
  $ftgInfo,
  $licence,
  $portalInfo,
  $salaryYear,
  $salaryYears,
  $selectedCompanyId,
  $userAppSettings,
} from './state';
import { clearStorageFx, readStoredSessionFx, rememberLoginFx, rememberSessionCompanyFx } from './storage';

export type SessionEndReason = 'passwordChanged' | 'accessRemoved' | 'roleChanged' | 'criticalDataChanged' | 'companyRemoved' | 'inactivity' | 'noEmployee';

/** the SMS step (spec §4): for a sign-in it holds the password until the retried login (memory only, never stored) */
export type SmsVerificationRequest = { kind: 'login'; Login: string; Password: string } | { kind: 'company'; FtgId: string };

export interface LoginForm {
  Login: string;
  Password: string;
  SMSToken?: string;
}

export interface LoginError {
  dvCode: number;
  message: string;
  field?: string;
}

// ---- the API calls ----
export const checkSessionMutation = createEndpointAction(shell.me, { name: 'session.me', silent: true });
export const authenticateMutation = createEndpointAction(shell.authenticate, { name: 'session.authenticate', silent: true });
export const selectCompanyMutation = createEndpointAction(shell.updateSessionUserAccount, { name: 'session.selectCompany', silent: true });
/** spec §7: company selection reads the company first; its requireSMSVerification opens the SMS step before the switch */
export const companyInfoMutation = createEndpointAction(shell.companyInfo, { name: 'session.companyInfo', silent: true });
/** spec §7 GET /salaryyears: the picker re-reads the years when opened, so a portal left open over New Year offers the new one */
export const salaryYearsMutation = createEndpointAction(shell.salaryYears, { name: 'session.salaryYears', silent: true });
export const logoutMutation = createEndpointAction(shell.logout, { name: 'session.logout', silent: true });
export const portalInfoQuery = createEndpointDataRead(shell.portalInfo, { name: 'session.portalInfo' });

// ---- events ----
/** the one explicit start: restore storage and check the session (/me) */
export const appStarted = createEvent();
export const loginSubmitted = createEvent<LoginForm>();
export const logoutClicked = createEvent();
export const companyChosen = createEvent<string>();
/** the company selection retried after the SMS step */
export const companyChosenWithSms = createEvent<{ FtgId: string; SMSToken: string }>();
export const salaryYearChosen = createEvent<number>();
/** the toolbar's salary-year picker was opened (focused) */
export const salaryYearPickerOpened = createEvent();
/** hook point: a server push or a screen ends the session for a reason the user must be told */
export const sessionEndedInvoluntarily = createEvent<{ reason: SessionEndReason; message?: string }>();
/** the SMS step: core/src/shell/sms-dialog opens on this */
export const smsVerificationRequired = createEvent<SmsVerificationRequest>();
export const smsVerificationCancelled = createEvent();
/** an authentication response arrived (login, /me, company switch) */
export const sessionReceived = createEvent<AuthResponse>();
/** the session's company changed: caches and the selected employee reset */
export const companyChanged = createEvent<string>();
/** local state and storage were cleared */
export const loggedOut = createEvent();
export const inactivityScreenClosed = createEvent();
/** the shell reports user activity (pointer, keys) for the idle timer */
export const userActive = createEvent();
/** the shell starts the idle timer once it is on screen */
export const activityTrackingStarted = createEvent();

// ---- stores ----
export const $sessionChecked = createStore(false);
export const $autoLoggedOut = createStore(false);
export const $rememberedLogin = createStore('');
export const $loginPending = authenticateMutation.$pending;
export const $loginError = createStore<LoginError | null>(null);
export const $smsPending = createStore<SmsVerificationRequest | null>(null);
export const $companySelectError = createStore<string | null>(null);
export const $companySelectPending = combine(companyInfoMutation.$pending, selectCompanyMutation.$pending, (a, b) => a || b);

// ---- page load ----
sample({ clock: appStarted, target: readStoredSessionFx });
sample({ clock: readStoredSessionFx.doneData, fn: (s) => s.ftgId, target: $selectedCompanyId });
sample({ clock: readStoredSessionFx.doneData, fn: (s) => s.salaryYear, target: $salaryYear });
sample({ clock: readStoredSessionFx.doneData, fn: (s) => s.login, target: $rememberedLogin });
sample({ clock: readStoredSessionFx.finally, target: checkSessionMutation.start });

const checked = checkSessionMutation.finished.success.map(({ result }) => result);
sample({ clock: checked, filter: (r) => r.AutoLogoutDueToInactivity, fn: () => true, target: $autoLoggedOut });
sample({ clock: checked, filter: (r) => !r.AutoLogoutDueToInactivity, target: sessionReceived });
$sessionChecked.on(checkSessionMutation.finished.finally, () => true);

// ---- receiving a session ----
$account.on(sessionReceived, (_, r) => r.UserAccount);
$ftgInfo.on(sessionReceived, (_, r) => r.FtgInfo);
$selectedCompanyId.on(sessionReceived, (_, r) => r.FtgInfo?.FtgId ?? null);
$salaryYears.on(sessionReceived, (_, r) => r.SalaryYears);
// at most one read in flight; the answer replaces the list only when it differs (no re-render of an open select)
sample({
  clock: salaryYearPickerOpened,
  source: salaryYearsMutation.$pending,
  filter: (pending) => !pending,
  fn: () => undefined,
  target: salaryYearsMutation.start,
});
$salaryYears.on(salaryYearsMutation.finished.success, (years, { result }) => (result.join() === years.join() ? years : result));
$userAppSettings.on(sessionReceived, (_, r) => r.UserAppSettings);
$authMethod.on(sessionReceived, (_, r) => r.Auth);
$licence.on(sessionReceived, (_, r) => ({
  HasPlus: r.HasPlus,
  HasLicensOption: r.HasLicensOption,
  HasWebLon: r.HasWebLon,
  HasWebLonPlus: r.HasWebLonPlus,
  EnforceBankIDAuth: r.EnforceBankIDAuth,
}));
sample({
  clock: sessionReceived,
  source: $salaryYear,
  fn: (current, r) => resolveSalaryYear(r.SalaryYears, [current, r.SessionSalaryYear]),
  target: $salaryYear,
});
// a company without portal info yet: load it (the drawer and routes depend on it)
$portalInfo.on(sessionReceived, (info, r) => (r.FtgInfo ? info : null));
sample({ clock: sessionReceived, filter: (r) => r.FtgInfo !== null, fn: () => undefined, target: portalInfoQuery.start });
sample({ clock: portalInfoQuery.finished.success, fn: ({ result }) => result, target: $portalInfo });

sample({
  clock: [sessionReceived, salaryYearChosen],
  source: { ftgId: $selectedCompanyId, salaryYear: $salaryYear },
  target: rememberSessionCompanyFx,
});
$salaryYear.on(salaryYearChosen, (_, y) => y);

// ---- login ----
sample({ clock: loginSubmitted, target: authenticateMutation.start, fn: (form) => ({ body: form }) });
$loginError.reset(loginSubmitted);
$autoLoggedOut.reset(loginSubmitted, inactivityScreenClosed);

const loginAnswered = authenticateMutation.finished.success;
sample({
  clock: loginAnswered,
  filter: ({ result }) => 'UserAccount' in result,
  fn: ({ result }) => result as AuthResponse,
  target: sessionReceived,
});
sample({
  clock: loginAnswered,
  filter: ({ result }) => 'UserAccount' in result,
  fn: ({ params }) => ({ login: (params as { body: LoginForm }).body.Login, method: 'PASSWORD' }),
  target: rememberLoginFx,
});
sample({ clock: rememberLoginFx.done, fn: ({ params }) => params.login, target: $rememberedLogin });
sample({
  clock: loginAnswered,
  filter: ({ result }) => !('UserAccount' in result),
  fn: ({ params }): SmsVerificationRequest => {
    const { Login, Password } = (params as { body: LoginForm }).body;
    return { kind: 'login', Login, Password };
  },
  target: smsVerificationRequired,
});
sample({
  clock: authenticateMutation.finished.failure,
  fn: ({ error }): LoginError =>
    isApiError(error) && error.kind === 'http' ? { dvCode: error.dvCode, message: error.message, field: error.field } : { dvCode: 0, message: '' },
  target: $loginError,
});

// ---- SMS hook ----
$smsPending.on(smsVerificationRequired, (_, r) => r).reset(smsVerificationCancelled, sessionReceived, loggedOut);

// ---- company selection ----
sample({ clock: companyChosen, fn: (FtgId) => ({ params: { FtgId } }), target: companyInfoMutation.start });
const companyRead = companyInfoMutation.finished.success.map(({ result }) => result);
sample({
  clock: companyRead,
  filter: (info) => info.requireSMSVerification,
  fn: (info): SmsVerificationRequest => ({ kind: 'company', FtgId: info.FtgId }),
  target: smsVerificationRequired,
});
sample({
  clock: companyRead,
  filter: (info) => !info.requireSMSVerification,
  fn: (info) => ({ body: { FtgId: info.FtgId } }),
  target: selectCompanyMutation.start,
});
sample({
  clock: companyInfoMutation.finished.failure,
  fn: ({ error }) => (isApiError(error) ? error.message : ''),
  target: $companySelectError,
});
sample({ clock: companyChosenWithSms, fn: (body) => ({ body }), target: selectCompanyMutation.start });
$companySelectError.reset(companyChosen, companyChosenWithSms, sessionReceived);
const companySelected = selectCompanyMutation.finished.success;
sample({ clock: companySelected, fn: ({ result }) => result, target: sessionReceived });
sample({
  clock: companySelected,
  filter: ({ result }) => result.FtgInfo !== null,
  fn: ({ result }) => (result.FtgInfo as { FtgId: string }).FtgId,
  target: companyChanged,
});
const selectFailed = selectCompanyMutation.finished.failure;
// the server stays the authority: a company that began to require the SMS step after it was read still asks for it
sample({
  clock: selectFailed,
  filter: ({ error }) => isApiError(error) && error.dvCode === 40320,
  fn: ({ params }): SmsVerificationRequest => ({ kind: 'company', FtgId: (params as { body: { FtgId: string } }).body.FtgId }),
  target: smsVerificationRequired,
});
sample({ clock: selectFailed, fn: ({ error }) => (isApiError(error) ? error.message : ''), target: $companySelectError });
$smsPending.on(companySelected, () => null);

// ---- logout ----
sample({ clock: [logoutClicked, sessionRejected, sessionEndedInvoluntarily], target: loggedOut });
sample({ clock: loggedOut, target: [clearStorageFx, logoutMutation.start, portalInfoQuery.reset] });
for (const s of [$account, $ftgInfo, $portalInfo, $salaryYears, $salaryYear, $userAppSettings, $licence, $authMethod, $selectedCompanyId]) {
  (s as unknown as { reset: (e: typeof loggedOut) => void }).reset(loggedOut);
}
$autoLoggedOut.on(sessionEndedInvoluntarily, (v, { reason }) => v || reason === 'inactivity');
sample({
  clock: sessionEndedInvoluntarily,
  source: $locale,
  filter: (_, { reason }) => reason !== 'inactivity',
  // spec: a PER without an employee entry sees Validations.EmployeePerRegMissing for 15 s (issue 13)
  fn: (l, { reason, message }) =>
    reason === 'noEmployee'
      ? { text: message || translate(l, 'shell.validations.employeePerRegMissing'), color: 'warning' as const, timeout: NOTICE_SNACKBAR_TIMEOUT }
      : { text: message || translate(l, `shell.sessionEnded.${reason}`), color: 'warning' as const },
  target: snackbarShown,
});

// ---- idle timer (InactivityTimer minutes; 0 disables) ----
const $inactivityMs = $userAppSettings.map((s) => Math.max(0, s.InactivityTimer) * 60_000);
const $trackingActivity = createStore(false).on(activityTrackingStarted, () => true);
const activity = throttle({ source: userActive, timeout: 1000 });
const idle = debounce({
  source: sample({ clock: [activity, activityTrackingStarted, sessionReceived], filter: $trackingActivity }),
  timeout: $inactivityMs.map((ms) => ms || 2 ** 31 - 1),
});
sample({
  clock: idle,
  source: { authenticated: $authenticated, ms: $inactivityMs },
  filter: ({ authenticated, ms }) => authenticated && ms > 0,
  fn: () => ({ reason: 'inactivity' as const }),
  target: sessionEndedInvoluntarily,
});
