// @vitest-environment happy-dom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $bankIdPhase, bankIdSignedIn } from '../../src/bankid';
import { reauthenticationRequested } from '../../src/bankid/session-wiring';
import { addMessages } from '../../src/i18n/runtime';
import { $authenticated, $smsPending, appStarted, companyChosen, loginSubmitted, sessionReceived } from '../../src/session';
import { $theme } from '../../src/theme/model';
import sv from '../../src/shell/i18n/sv';
import {
  $newPassword,
  $requestSent,
  $resetDone,
  $resetError,
  $resetToken,
  newPasswordChanged,
  newPasswordSubmitted,
  repeatPasswordChanged,
  requestSubmitted,
  resetLoginChanged,
  resetPageOpened,
  tokenFromHash,
} from '../../src/shell/reset-password/model';
import { $forgotPasswordHref, RESET_PASSWORD_PATH, signInOptionsQuery } from '../../src/shell/sign-in/model';
import { $smsCode, $smsCodeComplete, $smsCodeError, smsCodeChanged, smsCodeSubmitted, smsDialogShown } from '../../src/shell/sms-dialog/model';
import { authResponseFixture, ftgInfoFixture, fakeApi, portalInfoFixture } from '../../src/testing';
import { scopeWith, settle } from '../models/helpers';

addMessages('shell', 'sv', sv);
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

const ATTEMPT = 'a'.repeat(43);
const TOKEN = 't'.repeat(43);
const bodyOf = (c: { request: { body?: unknown } }) => c.request.body as Record<string, unknown>;

describe('the SMS dialog', () => {
  it('sign-in: asks for a code with the password, needs 4 characters, retries the login with the token', async () => {
    const api = fakeApi({
      'POST /api/authenticate': (c) => ({ body: bodyOf(c).SMSToken === TOKEN ? authResponseFixture('PER') : { requireSMSVerification: true } }),
      'POST /api/authenticate/requestSMSVerificationCode': () => ({
        body: { AttemptId: ATTEMPT, SentTo: '+46 70 *** ** 09', ExpiresAt: '2026-11-21T10:10:00Z' },
      }),
      'POST /api/authenticate/validateSMSVerificationCode': () => ({ body: { SMSToken: TOKEN } }),
      'GET /api/portalInfo': () => ({ status: 404, body: { dvCode: 40401, message: '' } }),
    });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'sms@demo.se', Password: 'demo1234' });
    expect(scope.getState($smsPending)).toEqual({ kind: 'login', Login: 'sms@demo.se', Password: 'demo1234' });
    await settle(smsDialogShown, scope);
    expect(bodyOf(api.callsTo('POST /api/authenticate/requestSMSVerificationCode')[0]!)).toEqual({
      Purpose: 'login',
      Login: 'sms@demo.se',
      Password: 'demo1234',
    });

    await settle(smsCodeChanged, scope, 'ab3');
    expect(scope.getState($smsCodeComplete)).toBe(false);
    await settle(smsCodeSubmitted, scope);
    expect(api.callsTo('POST /api/authenticate/validateSMSVerificationCode')).toHaveLength(0);
    await settle(smsCodeChanged, scope, 'ab3d9');
    expect(scope.getState($smsCode)).toBe('AB3D');
    expect(scope.getState($smsCodeComplete)).toBe(true);
    await settle(smsCodeSubmitted, scope);
    expect(bodyOf(api.callsTo('POST /api/authenticate/validateSMSVerificationCode')[0]!)).toMatchObject({
      AttemptId: ATTEMPT,
      SMSCode: 'AB3D',
      Password: 'demo1234',
    });
    expect(bodyOf(api.callsTo('POST /api/authenticate').at(-1)!)).toEqual({ Login: 'sms@demo.se', Password: 'demo1234', SMSToken: TOKEN });
    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($smsPending)).toBeNull();
  });

  it('a wrong code marks the field; a failed code request closes the dialog', async () => {
    let send = 0;
    const api = fakeApi({
      'POST /api/authenticate': () => ({ body: { requireSMSVerification: true } }),
      'POST /api/authenticate/requestSMSVerificationCode': () =>
        ++send === 1
          ? { body: { AttemptId: ATTEMPT, SentTo: '+46 70 *** ** 09', ExpiresAt: '2026-11-21T10:10:00Z' } }
          : { status: 429, body: { dvCode: 42900, message: 'För många koder.' } },
      'POST /api/authenticate/validateSMSVerificationCode': () => ({
        status: 400,
        body: { dvCode: 40000, message: 'Fel kod. Du har 4 försök kvar.', field: 'SMSCode' },
      }),
    });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'sms@demo.se', Password: 'demo1234' });
    await settle(smsDialogShown, scope);
    await settle(smsCodeChanged, scope, 'AAAA');
    await settle(smsCodeSubmitted, scope);
    expect(scope.getState($smsCodeError)).toBe('Fel kod. Du har 4 försök kvar.');
    expect(scope.getState($smsPending)).not.toBeNull();
    await settle(smsCodeChanged, scope, 'AAAB');
    expect(scope.getState($smsCodeError)).toBeNull();

    await settle(smsDialogShown, scope);
    expect(scope.getState($smsPending)).toBeNull();
  });

  it('company step: the selection is retried with the token', async () => {
    const api = fakeApi({
      'GET /api/companyInfo/1004': () => ({ body: ftgInfoFixture({ FtgId: '1004', requireSMSVerification: true }) }),
      'PATCH /api/me/updateSessionUserAccount': (c) =>
        bodyOf(c).SMSToken === TOKEN ? { body: authResponseFixture('LIC') } : { status: 403, body: { dvCode: 40320, message: 'Kräver SMS.' } },
      'POST /api/authenticate/requestSMSVerificationCode': () => ({
        body: { AttemptId: ATTEMPT, SentTo: '+46 70 *** ** 01', ExpiresAt: '2026-11-21T10:10:00Z' },
      }),
      'POST /api/authenticate/validateSMSVerificationCode': () => ({ body: { SMSToken: TOKEN } }),
      'GET /api/portalInfo': () => ({ status: 404, body: { dvCode: 40401, message: '' } }),
    });
    const scope = scopeWith(api);
    await settle(sessionReceived, scope, authResponseFixture('LIC', { FtgInfo: null }));
    await settle(companyChosen, scope, '1004');
    expect(scope.getState($smsPending)).toEqual({ kind: 'company', FtgId: '1004' });
    await settle(smsDialogShown, scope);
    expect(bodyOf(api.callsTo('POST /api/authenticate/requestSMSVerificationCode')[0]!)).toEqual({ Purpose: 'company', FtgId: '1004' });
    await settle(smsCodeChanged, scope, 'K7PQ');
    await settle(smsCodeSubmitted, scope);
    expect(bodyOf(api.callsTo('PATCH /api/me/updateSessionUserAccount').at(-1)!)).toEqual({ FtgId: '1004', SMSToken: TOKEN });
    expect(scope.getState($smsPending)).toBeNull();
  });
});

describe('BankID hands its sign-in to the session', () => {
  it('stores the session, applies the account’s theme and remembers login and method', async () => {
    const scope = scopeWith(fakeApi({ 'GET /api/portalInfo': () => ({ status: 404, body: { dvCode: 40401, message: '' } }) }));
    const r = authResponseFixture('FTG', { UserAppSettings: { ...authResponseFixture('FTG').UserAppSettings, Theme: 'dark' } });
    await settle(bankIdSignedIn, scope, r);
    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($theme)).toBe('dark');
    expect(localStorage.getItem('LoginMethod')).toBe('BANKID');
  });

  it('own-account mode starts Type 0 for the signed-in login', async () => {
    const api = fakeApi({
      'POST /api/bankidauth': () => ({ status: 503, body: { dvCode: 50300, message: 'Försök igen.' } }),
      'GET /api/portalInfo': () => ({ status: 404, body: { dvCode: 40401, message: '' } }),
    });
    const scope = scopeWith(api);
    await settle(sessionReceived, scope, authResponseFixture('PER'));
    await settle(reauthenticationRequested, scope);
    expect(bodyOf(api.callsTo('POST /api/bankidauth')[0]!)).toEqual({ Type: 0 });
    expect(scope.getState($bankIdPhase)).toBe('failed');
  });
});

describe('forgot password', () => {
  it('the link goes to the build-time URL, else the server’s, else the own page', async () => {
    const own = scopeWith(fakeApi({ 'GET /api/signInOptions': () => ({ body: { ForgotPasswordUrl: '' } }) }));
    await allSettled(signInOptionsQuery.start, { scope: own, params: undefined });
    expect(own.getState($forgotPasswordHref)).toBe(RESET_PASSWORD_PATH);
    const server = scopeWith(fakeApi({ 'GET /api/signInOptions': () => ({ body: { ForgotPasswordUrl: 'https://hjalp.example.se' } }) }));
    await allSettled(signInOptionsQuery.start, { scope: server, params: undefined });
    expect(server.getState($forgotPasswordHref)).toBe('https://hjalp.example.se');
  });

  it('asks the server’s options when the sign-in screen shows, never on a signed-in start', async () => {
    const options = () => ({ body: { ForgotPasswordUrl: 'https://hjalp.example.se' } });
    const signedIn = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('FTG') }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
      'GET /api/signInOptions': options,
    });
    await settle(appStarted, scopeWith(signedIn));
    expect(signedIn.callsTo('GET /api/signInOptions')).toHaveLength(0);
    const signedOut = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: 'x' } }), 'GET /api/signInOptions': options });
    const scope = scopeWith(signedOut);
    await settle(appStarted, scope);
    expect(signedOut.callsTo('GET /api/signInOptions')).toHaveLength(1);
    expect(scope.getState($forgotPasswordHref)).toBe('https://hjalp.example.se');
  });

  it('reads the token from the fragment only', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('#token=short')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });

  it('requests a link, then sets the new password only when both fields agree', async () => {
    const api = fakeApi({
      'POST /api/password/forgot': () => ({ body: { ok: true } }),
      'POST /api/password/reset': () => ({ status: 400, body: { dvCode: 40000, message: 'Länken är ogiltig.', field: 'Token' } }),
    });
    const scope = scopeWith(api);
    await settle(resetPageOpened, scope, '');
    await settle(resetLoginChanged, scope, ' reset@demo.se ');
    await settle(requestSubmitted, scope);
    expect(bodyOf(api.callsTo('POST /api/password/forgot')[0]!)).toEqual({ Login: 'reset@demo.se' });
    expect(scope.getState($requestSent)).toBe(true);

    await settle(resetPageOpened, scope, `#token=${TOKEN}`);
    expect(scope.getState($resetToken)).toBe(TOKEN);
    await settle(newPasswordChanged, scope, 'nytt-lösen');
    await settle(repeatPasswordChanged, scope, 'annat-lösen');
    await settle(newPasswordSubmitted, scope);
    expect(api.callsTo('POST /api/password/reset')).toHaveLength(0);
    await settle(repeatPasswordChanged, scope, 'nytt-lösen');
    await settle(newPasswordSubmitted, scope);
    expect(bodyOf(api.callsTo('POST /api/password/reset')[0]!)).toEqual({ Token: TOKEN, NewPassword: 'nytt-lösen' });
    expect(scope.getState($resetError)).toBe('Länken är ogiltig.');
    expect(scope.getState($resetDone)).toBe(false);
    expect(scope.getState($newPassword)).toBe('nytt-lösen');
  });
});

describe('sign-in refusals of the login types', () => {
  it('a BankID-only account is told so above the form', async () => {
    const { $formMessage } = await import('../../src/shell/sign-in/model');
    const api = fakeApi({
      'POST /api/authenticate': () => ({ status: 403, body: { dvCode: 40300, message: 'Ditt konto loggar in med BankID. Välj fliken BankID.' } }),
    });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'bru@demo.se', Password: 'demo1234' });
    expect(scope.getState($formMessage)).toBe('Ditt konto loggar in med BankID. Välj fliken BankID.');
    expect(scope.getState($authenticated)).toBe(false);
  });
});
