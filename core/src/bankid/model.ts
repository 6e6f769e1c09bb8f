import { attach, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum/delay';
import { interval } from 'patronum/interval';
import { isApiError } from '../api/api-error';
import type { BankIdAccount, BankIdCollectReply, BankIdStartType } from '../contracts/bankid';
import type { AuthResponse } from '../contracts/models';
import { cancelBankIdFx, collectBankIdFx, selectBankIdUserFx, startBankIdFx } from './calls';

/**
 * The electronic-ID sign-in widget's model (spec: shared widgets, "Electronic
 * ID login"): start, poll every 1.5 s, give up after 60 attempts, show the
 * animated QR code, and pick the account to sign in to.
 */

/** spec §9 of the widgets document */
export const BANKID_TIMING = {
  pollMs: 1500,
  maxAttempts: 60,
  /** after Cancelled: the server message shows after 7 s … */
  cancelledMessageMs: 7000,
  /** … and the progress ends after 10 s */
  progressEndMs: 10_000,
} as const;

export type BankIdPhase =
  /** nothing started */
  | 'idle'
  /** the start call is out */
  | 'starting'
  /** polling: QR code and status text */
  | 'pending'
  /** BankID answered Cancelled: waiting to show the message and end */
  | 'ending'
  /** several accounts: the user picks one */
  | 'choosing'
  /** the select-user call is out */
  | 'signingIn'
  | 'done'
  | 'failed';

export interface BankIdStart {
  /** 0 own account (re-authentication), 1 BankID on another device (QR), 2 BankID on this device */
  type: BankIdStartType;
  /** own-account mode: the signed-in login, which is chosen when BankID completes */
  ownLogin?: string;
}

/** the order a collect call was made for */
function orderRefOf(call: { params?: { orderRef: string } } | void): string | undefined {
  return call ? call.params?.orderRef : undefined;
}

// ---- events ----
export const bankIdStarted = createEvent<BankIdStart>();
/** the user pressed Cancel (or left the widget): clears state and deletes the order */
export const bankIdCancelClicked = createEvent();
export const bankIdAccountChosen = createEvent<BankIdAccount>();
/** the sign-in succeeded: the session model takes the response from here */
export const bankIdSignedIn = createEvent<AuthResponse>();

const pollingStarted = createEvent();
const pollingStopped = createEvent();
const attemptsExhausted = createEvent<string>();
const cancelledReplied = createEvent<{ orderRef: string; message: string; rfa: string }>();
const completedReplied = createEvent<{ orderRef: string; reply: BankIdCollectReply }>();

// ---- stores ----
export const $bankIdPhase = createStore<BankIdPhase>('idle');
export const $bankIdOrderRef = createStore<string | null>(null);
export const $bankIdAutoStartToken = createStore('');
export const $bankIdStartType = createStore<BankIdStartType | null>(null);
const $ownLogin = createStore<string | null>(null);
/** the PNG data URL of the current QR code ('' when none is to be shown) */
export const $bankIdQrCode = createStore('');
/** the BankID app has not been started yet */
export const $bankIdPendingStart = createStore(false);
/** the server's status text (RFA) in the UI language */
export const $bankIdMessage = createStore('');
/** the RFA code behind the message, e.g. 'RFA9' */
export const $bankIdRfa = createStore('');
/** the accounts to choose from */
export const $bankIdAccounts = createStore<BankIdAccount[]>([]);
/** a message key under 'bankid.' when the widget itself has something to say */
export const $bankIdErrorKey = createStore<string | null>(null);
export const $bankIdAttempts = createStore(0);
export const $bankIdInProgress = $bankIdPhase.map((p) => p === 'starting' || p === 'pending' || p === 'ending' || p === 'signingIn');

// Every reaction hangs off these two, whose payload already holds the order
// being replaced: store resets must not race the read of the old orderRef.
const $startSeq = createStore(0);
const startRequested = sample({
  clock: bankIdStarted,
  source: { previous: $bankIdOrderRef, seq: $startSeq },
  fn: ({ previous, seq }, start) => ({ previous, start, seq: seq + 1 }),
});
const cancelRequested = sample({ clock: bankIdCancelClicked, source: $bankIdOrderRef });

const resetStores = [
  $bankIdOrderRef,
  $bankIdAutoStartToken,
  $bankIdQrCode,
  $bankIdPendingStart,
  $bankIdMessage,
  $bankIdRfa,
  $bankIdAccounts,
  $bankIdErrorKey,
  $bankIdAttempts,
];
for (const store of resetStores) store.reset([startRequested, cancelRequested]);
$bankIdStartType.reset(cancelRequested);
$ownLogin.reset(cancelRequested);
$bankIdPhase.reset(cancelRequested);

// the order being replaced or abandoned is deleted
const orderAbandoned = sample({
  clock: [startRequested.map(({ previous }) => previous), cancelRequested],
  filter: (ref: string | null): ref is string => ref !== null,
});
sample({ clock: orderAbandoned, fn: (orderRef: string) => ({ params: { orderRef } }), target: cancelBankIdFx });
sample({ clock: [startRequested, cancelRequested], target: pollingStopped });

// ---- start ----
/** the start call, tagged with the start it answers so a late answer to an older start is dropped */
const startOrderFx = attach({
  effect: startBankIdFx,
  mapParams: ({ type }: { type: BankIdStartType; seq: number }) => ({ body: { Type: type } }),
});
$startSeq.on(startRequested, (_, r) => r.seq);
$bankIdStartType.on(startRequested, (_, r) => r.start.type);
$ownLogin.on(startRequested, (_, r) => r.start.ownLogin ?? null);
$bankIdPhase.on(startRequested, () => 'starting');
sample({ clock: startRequested, fn: (r) => ({ type: r.start.type, seq: r.seq }), target: startOrderFx });

const startAnswered = sample({
  clock: startOrderFx.done,
  source: { phase: $bankIdPhase, seq: $startSeq },
  filter: ({ phase, seq }, { params }) => phase === 'starting' && seq === params.seq,
  fn: (_, { result }) => result,
});
$bankIdOrderRef.on(startAnswered, (_, r) => r.OrderRef);
$bankIdAutoStartToken.on(startAnswered, (_, r) => r.AutoStartToken);
$bankIdPhase.on(startAnswered, () => 'pending');
sample({ clock: startAnswered, target: pollingStarted });

const startRefused = sample({
  clock: startOrderFx.fail,
  source: { phase: $bankIdPhase, seq: $startSeq },
  filter: ({ phase, seq }, { params }) => phase === 'starting' && seq === params.seq,
  fn: (_, { error }) => error,
});
$bankIdPhase.on(startRefused, () => 'failed');
$bankIdMessage.on(startRefused, (_, e) => (isApiError(e) && e.hasMessage ? e.message : ''));
$bankIdErrorKey.on(startRefused, (_, e) => (isApiError(e) && e.hasMessage ? null : 'rfa.RFA22'));

// ---- polling ----
const { tick } = interval({ timeout: BANKID_TIMING.pollMs, start: pollingStarted, stop: pollingStopped, leading: true });
$bankIdAttempts.reset(pollingStarted);
const attemptMade = sample({ clock: tick, source: $bankIdAttempts, fn: (n) => n + 1 });
$bankIdAttempts.on(attemptMade, (_, n) => n);

sample({
  clock: attemptMade,
  source: { orderRef: $bankIdOrderRef, busy: collectBankIdFx.pending },
  filter: ({ orderRef, busy }, n) => orderRef !== null && !busy && n <= BANKID_TIMING.maxAttempts,
  fn: ({ orderRef }) => ({ params: { orderRef: orderRef! } }),
  target: collectBankIdFx,
});
sample({
  clock: attemptMade,
  source: $bankIdOrderRef,
  filter: (orderRef, n): orderRef is string => orderRef !== null && n > BANKID_TIMING.maxAttempts,
  target: attemptsExhausted,
});

// ---- collect answers (only those of the current order count) ----
const collected = sample({
  clock: collectBankIdFx.done,
  source: { current: $bankIdOrderRef, phase: $bankIdPhase },
  filter: ({ current, phase }, { params }) => phase === 'pending' && current === orderRefOf(params),
  fn: ({ current }, { result }) => ({ orderRef: current!, reply: result }),
});

const stillPending = sample({ clock: collected, filter: ({ reply }) => !reply.Completed && !reply.Cancelled, fn: ({ reply }) => reply });
$bankIdQrCode.on(collected, (_, { reply }) => reply.QRCodeDataURL);
$bankIdPendingStart.on(collected, (_, { reply }) => reply.PendingStart);
$bankIdMessage.on(stillPending, (_, r) => r.Message);
$bankIdRfa.on(stillPending, (_, r) => r.Rfa);

sample({
  clock: collected,
  filter: ({ reply }) => reply.Cancelled,
  fn: ({ orderRef, reply }) => ({ orderRef, message: reply.Message, rfa: reply.Rfa }),
  target: cancelledReplied,
});
sample({ clock: collected, filter: ({ reply }) => reply.Completed && !reply.Cancelled, target: completedReplied });
sample({ clock: [cancelledReplied, completedReplied], target: pollingStopped });

// a network blip keeps polling (the attempt limit ends it); an answer from the server ends it
const collectRefused = sample({
  clock: collectBankIdFx.fail,
  source: { current: $bankIdOrderRef, phase: $bankIdPhase },
  filter: ({ current, phase }, { params, error }) => phase === 'pending' && current === orderRefOf(params) && isApiError(error) && error.kind === 'http',
  fn: (_, { error }) => error,
});
sample({ clock: collectRefused, target: pollingStopped });
$bankIdPhase.on(collectRefused, () => 'failed');
$bankIdMessage.on(collectRefused, (_, e) => (isApiError(e) && e.hasMessage ? e.message : ''));
$bankIdErrorKey.on(collectRefused, (_, e) => (isApiError(e) && e.hasMessage ? null : 'rfa.RFA22'));
$bankIdOrderRef.on(collectRefused, () => null);
$bankIdQrCode.on(collectRefused, () => '');

// ---- Cancelled: message after 7 s, progress ends after 10 s ----
$bankIdPhase.on(cancelledReplied, () => 'ending');
$bankIdQrCode.on(cancelledReplied, () => '');
const showCancelledMessage = delay({ source: cancelledReplied, timeout: BANKID_TIMING.cancelledMessageMs });
const endCancelled = delay({ source: cancelledReplied, timeout: BANKID_TIMING.progressEndMs });
const cancelledMessageDue = sample({
  clock: showCancelledMessage,
  source: { current: $bankIdOrderRef, phase: $bankIdPhase },
  filter: ({ current, phase }, c) => phase === 'ending' && current === c.orderRef,
  fn: (_, c) => c,
});
$bankIdMessage.on(cancelledMessageDue, (_, c) => c.message);
$bankIdRfa.on(cancelledMessageDue, (_, c) => c.rfa);
const cancelledEndDue = sample({
  clock: endCancelled,
  source: { current: $bankIdOrderRef, phase: $bankIdPhase },
  filter: ({ current, phase }, c) => phase === 'ending' && current === c.orderRef,
});
$bankIdPhase.on(cancelledEndDue, () => 'failed');
$bankIdOrderRef.on(cancelledEndDue, () => null);

// ---- Completed: which account? ----
interface Choice {
  accounts: BankIdAccount[];
  pick: BankIdAccount | null;
}
const choice = sample({
  clock: completedReplied,
  source: { type: $bankIdStartType, ownLogin: $ownLogin },
  fn: ({ type, ownLogin }, { reply }): Choice => {
    const accounts = reply.UsersList;
    if (type === 0) return { accounts, pick: accounts.find((a) => a.Login === ownLogin) ?? null };
    // a single employee account needs no choice
    if (accounts.length === 1 && accounts[0]!.Roll === 'PER') return { accounts, pick: accounts[0]! };
    return { accounts, pick: null };
  },
});
$bankIdOrderRef.on(completedReplied, () => null);
$bankIdQrCode.on(completedReplied, () => '');
$bankIdMessage.on(completedReplied, () => '');

// an empty list, or own-account mode without its login in the list
const noAccount = sample({ clock: choice, source: $bankIdStartType, filter: (type, c) => c.pick === null && (type === 0 || c.accounts.length === 0) });
$bankIdPhase.on(noAccount, () => 'failed');
$bankIdErrorKey.on(noAccount, () => 'noAccounts');

const mustChoose = sample({
  clock: choice,
  source: $bankIdStartType,
  filter: (type, c) => type !== 0 && c.pick === null && c.accounts.length > 0,
  fn: (_, c) => c.accounts,
});
$bankIdAccounts.on(mustChoose, (_, list) => list);
$bankIdPhase.on(mustChoose, () => 'choosing');

const picked = sample({ clock: choice, filter: (c) => c.pick !== null, fn: (c) => c.pick as BankIdAccount });
const chosenByUser = sample({
  clock: bankIdAccountChosen,
  source: { phase: $bankIdPhase, accounts: $bankIdAccounts },
  filter: ({ phase, accounts }, a) => phase === 'choosing' && accounts.some((x) => x.BankIDToken === a.BankIDToken),
  fn: (_, a) => a,
});

// ---- sign in to the chosen account ----
const selecting = sample({
  clock: [picked, chosenByUser],
  source: $bankIdStartType,
  filter: (type) => type !== null,
  fn: (type, a) => ({ body: { BankIDToken: a.BankIDToken, Login: a.Login, Type: type as BankIdStartType } }),
});
$bankIdPhase.on(selecting, () => 'signingIn');
sample({ clock: selecting, target: selectBankIdUserFx });

const signedIn = sample({ clock: selectBankIdUserFx.doneData, source: $bankIdPhase, filter: (phase) => phase === 'signingIn', fn: (_, r) => r });
$bankIdPhase.on(signedIn, () => 'done');
// the tokens are spent: forget them
$bankIdAccounts.on(signedIn, () => []);
sample({ clock: signedIn, target: bankIdSignedIn });

const selectFailed = sample({ clock: selectBankIdUserFx.failData, source: $bankIdPhase, filter: (phase) => phase === 'signingIn', fn: (_, e) => e });
$bankIdPhase.on(selectFailed, () => 'failed');
$bankIdAccounts.on(selectFailed, () => []);
$bankIdMessage.on(selectFailed, (_, e) => (isApiError(e) && e.hasMessage ? e.message : ''));
$bankIdErrorKey.on(selectFailed, (_, e) => (isApiError(e) && e.hasMessage ? null : 'rfa.RFA22'));

// ---- giving up and cancelling ----
sample({ clock: attemptsExhausted, target: pollingStopped });
sample({ clock: attemptsExhausted, fn: (orderRef) => ({ params: { orderRef } }), target: cancelBankIdFx });
$bankIdPhase.on(attemptsExhausted, () => 'failed');
$bankIdErrorKey.on(attemptsExhausted, () => 'rfa.RFA8');
$bankIdOrderRef.on(attemptsExhausted, () => null);
$bankIdQrCode.on(attemptsExhausted, () => '');
$bankIdMessage.on(attemptsExhausted, () => '');
