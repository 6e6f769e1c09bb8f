import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankIdAccount, BankIdCollectReply } from '../../src/contracts/bankid';
import { DEFAULT_USER_APP_SETTINGS, type AuthResponse } from '../../src/contracts/models';
import { ApiError } from '../../src/api/api-error';
import {
  $bankIdAccounts,
  $bankIdAttempts,
  $bankIdAutoStartToken,
  $bankIdErrorKey,
  $bankIdInProgress,
  $bankIdMessage,
  $bankIdOrderRef,
  $bankIdPendingStart,
  $bankIdPhase,
  $bankIdQrCode,
  $bankIdRfa,
  BANKID_TIMING,
  bankIdAccountChosen,
  bankIdCancelClicked,
  bankIdSignedIn,
  bankIdStarted,
} from '../../src/bankid/model';
import { cancelBankIdFx, collectBankIdFx, selectBankIdUserFx, startBankIdFx } from '../../src/bankid/calls';
import { bankIdLaunchUrl } from '../../src/bankid/launch';

const ORDER = '131daac9-16c6-4618-beb0-365768f37288';
const ORDER2 = '2f6c7d1e-7a43-4c1e-9d55-0c2b8a4e9f10';

const pending = (n = 0, over: Partial<BankIdCollectReply> = {}): BankIdCollectReply => ({
  UsersList: [],
  Completed: false,
  Cancelled: false,
  Message: 'Starta BankID-appen och scanna QR-koden.',
  QRCodeDataURL: `data:image/png;base64,qr${n}`,
  PendingStart: true,
  Rfa: 'RFA1QR',
  HintCode: 'outstandingTransaction',
  ...over,
});
const account = (Login: string, Roll: BankIdAccount['Roll']): BankIdAccount => ({
  Login,
  Roll,
  Namn: 'Anna Andersson',
  BankIDToken: `token-${Login}-xxxxxxxxxxxxxxxx`,
});
const completed = (UsersList: BankIdAccount[]): BankIdCollectReply => ({
  ...pending(),
  UsersList,
  Completed: true,
  QRCodeDataURL: '',
  PendingStart: false,
  Message: '',
  Rfa: '',
  HintCode: '',
});
const authResponse = { UserAccount: { Login: 'anna@firma.se' }, UserAppSettings: DEFAULT_USER_APP_SETTINGS } as unknown as AuthResponse;

interface Calls {
  collect: BankIdCollectReply[] | ((n: number) => BankIdCollectReply | Promise<BankIdCollectReply>);
}

function setup(calls: Calls) {
  const start = vi.fn(async () => ({ OrderRef: ORDER, AutoStartToken: 'auto-1' }));
  let n = 0;
  const collect = vi.fn(async (_: unknown) => {
    n += 1;
    if (typeof calls.collect === 'function') return calls.collect(n);
    return calls.collect[Math.min(n, calls.collect.length) - 1]!;
  });
  const cancel = vi.fn(async () => ({ ok: true as const }));
  const select = vi.fn(async (_: unknown) => authResponse);
  const signedIn = vi.fn();
  const scope = fork({
    handlers: [
      [startBankIdFx, start],
      [collectBankIdFx, collect],
      [cancelBankIdFx, cancel],
      [selectBankIdUserFx, select],
    ],
  });
  return { scope, start, collect, cancel, select, signedIn };
}

/** start the widget; polling runs on fake timers, so the start is not awaited to its end */
async function begin(scope: Scope, type: 0 | 1 | 2 = 1, ownLogin?: string) {
  void allSettled(bankIdStarted, { scope, params: { type, ownLogin } });
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BankID widget model', () => {
  it('starts, then polls every 1.5 s and shows each new QR code', async () => {
    const { scope, start, collect } = setup({ collect: (n) => pending(n) });
    await begin(scope, 1);
    expect(start).toHaveBeenCalledWith({ body: { Type: 1 } });
    expect(scope.getState($bankIdOrderRef)).toBe(ORDER);
    expect(scope.getState($bankIdAutoStartToken)).toBe('auto-1');
    expect(scope.getState($bankIdPhase)).toBe('pending');
    // the first collect goes out at once
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ params: { orderRef: ORDER } });
    expect(scope.getState($bankIdQrCode)).toBe('data:image/png;base64,qr1');
    expect(scope.getState($bankIdPendingStart)).toBe(true);
    expect(scope.getState($bankIdMessage)).toBe('Starta BankID-appen och scanna QR-koden.');
    await vi.advanceTimersByTimeAsync(1499);
    expect(collect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(scope.getState($bankIdQrCode)).toBe('data:image/png;base64,qr2');
    await vi.advanceTimersByTimeAsync(3000);
    expect(collect).toHaveBeenCalledTimes(4);
    expect(scope.getState($bankIdQrCode)).toBe('data:image/png;base64,qr4');
    await allSettled(bankIdCancelClicked, { scope });
  });

  it('cancels itself after 60 attempts', async () => {
    const { scope, collect, cancel } = setup({ collect: (n) => pending(n) });
    await begin(scope, 1);
    await vi.advanceTimersByTimeAsync(BANKID_TIMING.pollMs * 59);
    expect(collect).toHaveBeenCalledTimes(60);
    expect(cancel).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BANKID_TIMING.pollMs);
    expect(collect).toHaveBeenCalledTimes(60);
    expect(cancel).toHaveBeenCalledWith({ params: { orderRef: ORDER } });
    expect(scope.getState($bankIdPhase)).toBe('failed');
    expect(scope.getState($bankIdErrorKey)).toBe('rfa.RFA8');
    expect(scope.getState($bankIdQrCode)).toBe('');
    // polling has stopped for good
    await vi.advanceTimersByTimeAsync(BANKID_TIMING.pollMs * 5);
    expect(collect).toHaveBeenCalledTimes(60);
    expect(scope.getState($bankIdAttempts)).toBe(61);
  });

  it('on Cancelled shows the server message after 7 s and ends the progress after 10 s', async () => {
    const cancelled = {
      ...pending(),
      Cancelled: true,
      QRCodeDataURL: '',
      PendingStart: false,
      Message: 'Åtgärden avbruten.',
      Rfa: 'RFA6',
      HintCode: 'userCancel',
    };
    const { scope, collect } = setup({ collect: [pending(1), cancelled] });
    await begin(scope, 1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(scope.getState($bankIdPhase)).toBe('ending');
    expect(scope.getState($bankIdInProgress)).toBe(true);
    expect(scope.getState($bankIdQrCode)).toBe('');
    expect(scope.getState($bankIdMessage)).not.toBe('Åtgärden avbruten.');
    await vi.advanceTimersByTimeAsync(6999);
    expect(scope.getState($bankIdMessage)).not.toBe('Åtgärden avbruten.');
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($bankIdMessage)).toBe('Åtgärden avbruten.');
    expect(scope.getState($bankIdRfa)).toBe('RFA6');
    expect(scope.getState($bankIdInProgress)).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(scope.getState($bankIdInProgress)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($bankIdPhase)).toBe('failed');
    expect(scope.getState($bankIdInProgress)).toBe(false);
    expect(scope.getState($bankIdOrderRef)).toBeNull();
    // no more polling after Cancelled
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('Completed with no accounts says no accounts exist for the personal identity number', async () => {
    const { scope, select } = setup({ collect: [completed([])] });
    await begin(scope, 1);
    expect(scope.getState($bankIdPhase)).toBe('failed');
    expect(scope.getState($bankIdErrorKey)).toBe('noAccounts');
    expect(select).not.toHaveBeenCalled();
  });

  it('a single PER account is chosen automatically and signs in', async () => {
    const per = account('anna@firma.se', 'PER');
    const { scope, select } = setup({ collect: [pending(1), completed([per])] });
    const signedIn = vi.fn();
    bankIdSignedIn.watch(signedIn);
    await begin(scope, 2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(select).toHaveBeenCalledWith({ body: { BankIDToken: per.BankIDToken, Login: per.Login, Type: 2 } });
    expect(scope.getState($bankIdPhase)).toBe('done');
    expect(signedIn).toHaveBeenCalledWith(authResponse);
    expect(scope.getState($bankIdAccounts)).toEqual([]);
  });

  it('several accounts (or a single non-PER one) wait for the user’s choice', async () => {
    const per = account('anna@firma.se', 'PER');
    const ftg = account('anna.admin@firma.se', 'FTG');
    const { scope, select } = setup({ collect: [completed([per, ftg])] });
    await begin(scope, 1);
    expect(scope.getState($bankIdPhase)).toBe('choosing');
    expect(scope.getState($bankIdAccounts)).toEqual([per, ftg]);
    expect(select).not.toHaveBeenCalled();
    // a made-up entry is ignored
    await allSettled(bankIdAccountChosen, { scope, params: account('mallory@evil.se', 'LIC') });
    expect(select).not.toHaveBeenCalled();
    await allSettled(bankIdAccountChosen, { scope, params: ftg });
    expect(select).toHaveBeenCalledWith({ body: { BankIDToken: ftg.BankIDToken, Login: ftg.Login, Type: 1 } });
    expect(scope.getState($bankIdPhase)).toBe('done');

    const single = setup({ collect: [completed([ftg])] });
    await begin(single.scope, 1);
    expect(single.scope.getState($bankIdPhase)).toBe('choosing');
  });

  it('own-account mode chooses the matching login', async () => {
    const per = account('anna@firma.se', 'PER');
    const ftg = account('anna.admin@firma.se', 'FTG');
    const { scope, start, select } = setup({ collect: [completed([per, ftg])] });
    await begin(scope, 0, 'anna.admin@firma.se');
    expect(start).toHaveBeenCalledWith({ body: { Type: 0 } });
    expect(select).toHaveBeenCalledWith({ body: { BankIDToken: ftg.BankIDToken, Login: 'anna.admin@firma.se', Type: 0 } });

    const other = setup({ collect: [completed([per])] });
    await begin(other.scope, 0, 'anna.admin@firma.se');
    expect(other.select).not.toHaveBeenCalled();
    expect(other.scope.getState($bankIdErrorKey)).toBe('noAccounts');
  });

  it('Cancel clears the state, deletes the order and stops polling', async () => {
    const { scope, collect, cancel } = setup({ collect: (n) => pending(n) });
    await begin(scope, 1);
    await allSettled(bankIdCancelClicked, { scope });
    expect(cancel).toHaveBeenCalledWith({ params: { orderRef: ORDER } });
    expect(scope.getState($bankIdPhase)).toBe('idle');
    expect(scope.getState($bankIdOrderRef)).toBeNull();
    expect(scope.getState($bankIdQrCode)).toBe('');
    expect(scope.getState($bankIdMessage)).toBe('');
    await vi.advanceTimersByTimeAsync(BANKID_TIMING.pollMs * 3);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('a Cancelled message due after the user pressed Cancel is not shown', async () => {
    const cancelled = { ...pending(), Cancelled: true, Message: 'Åtgärden avbruten.', Rfa: 'RFA6' };
    const { scope } = setup({ collect: [cancelled] });
    await begin(scope, 1);
    // the delayed units still hold their timers, so this settles only as fake time passes
    const settled = allSettled(bankIdCancelClicked, { scope });
    await vi.advanceTimersByTimeAsync(BANKID_TIMING.progressEndMs);
    await settled;
    expect(scope.getState($bankIdMessage)).toBe('');
    expect(scope.getState($bankIdPhase)).toBe('idle');
  });

  it('a new start replaces the running order', async () => {
    const { scope, start, cancel } = setup({ collect: (n) => pending(n) });
    await begin(scope, 1);
    start.mockResolvedValueOnce({ OrderRef: ORDER2, AutoStartToken: 'auto-2' });
    await begin(scope, 2);
    expect(cancel).toHaveBeenCalledWith({ params: { orderRef: ORDER } });
    expect(scope.getState($bankIdOrderRef)).toBe(ORDER2);
    expect(scope.getState($bankIdAttempts)).toBe(1);
    await allSettled(bankIdCancelClicked, { scope });
  });

  it('a refused collect ends the attempt with the server message; a network blip keeps polling', async () => {
    const gone = new ApiError({ kind: 'http', status: 404, dvCode: 40401, message: 'Okänt fel. Försök igen.', path: '/api/bankidauth/collect/x' });
    const blip = new ApiError({ kind: 'network', path: '/api/bankidauth/collect/x' });
    const { scope, collect } = setup({
      collect: (n) => {
        if (n === 1) throw blip;
        if (n === 2) return pending(2);
        throw gone;
      },
    });
    await begin(scope, 1);
    expect(scope.getState($bankIdPhase)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1500);
    expect(scope.getState($bankIdQrCode)).toBe('data:image/png;base64,qr2');
    await vi.advanceTimersByTimeAsync(1500);
    expect(scope.getState($bankIdPhase)).toBe('failed');
    expect(scope.getState($bankIdMessage)).toBe('Okänt fel. Försök igen.');
    await vi.advanceTimersByTimeAsync(1500 * 3);
    expect(collect).toHaveBeenCalledTimes(3);
  });

  it('a refused start fails without polling', async () => {
    const { scope, start, collect } = setup({ collect: [pending()] });
    start.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 503, dvCode: 50300, message: 'Internt tekniskt fel. Försök igen.', path: '/api/bankidauth' }),
    );
    await begin(scope, 1);
    expect(scope.getState($bankIdPhase)).toBe('failed');
    expect(scope.getState($bankIdMessage)).toBe('Internt tekniskt fel. Försök igen.');
    await vi.advanceTimersByTimeAsync(3000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('BankID launch link', () => {
  it('uses the universal link on phones and the bankid scheme on computers', () => {
    expect(bankIdLaunchUrl('a b', true)).toBe('https://app.bankid.com/?autostarttoken=a%20b&redirect=null');
    expect(bankIdLaunchUrl('tok', false)).toBe('bankid:///?autostarttoken=tok&redirect=null');
  });
});
