import type { Locale } from '@lonna/core/server';
import type { Role } from '@lonna/core/contracts';
import { hashSecret, isUsableSecret, newSecret, sameHash } from './binding';
import type { PendingOrder, PendingOrderStore } from './order-store';
import { qrContent, qrDataUrl as renderQr, qrSeconds } from './qr';
import { rfaForCollect, rfaForError, rfaMessage, type RfaCode } from './rfa';
import { BankIdRpError, type BankIdClient, type CollectResponse } from './rp-types';
import { BankIdServiceError } from './service-error';

/**
 * The logic behind POST /api/bankidauth, GET …/collect/{orderRef},
 * DELETE …/cancel/{orderRef} and POST …/selectuser, free of HTTP and storage
 * details. The shapes returned are the wire models of
 * core/src/contracts/bankid.ts (checked by test/bankid/auth-service.test.ts).
 *
 * Secure start: an order never starts from a typed personal number. Types 1
 * and 2 start with QR / autostart and learn who the user is from BankID;
 * type 0 requires the personal number on file of the signed-in account.
 */

export type StartType = 0 | 1 | 2;

/** An account whose personal number matches, as the account picker shows it. */
export interface AccountCandidate {
  Login: string;
  Roll: Role;
  Namn: string;
}

export interface AuthServiceConfig {
  /** BankID: collect at most every 2 s; faster polls get the last answer (with a fresh QR code) */
  collectIntervalMs: number;
  /** how long a BankIDToken may be used after the order completed */
  tokenTtlMs: number;
  /** how long an order record lives (BankID orders last 3 minutes) */
  orderTtlMs: number;
}

export const AUTH_SERVICE_DEFAULTS: AuthServiceConfig = { collectIntervalMs: 2_000, tokenTtlMs: 120_000, orderTtlMs: 200_000 };

export interface AuthServiceDeps {
  client: BankIdClient;
  store: PendingOrderStore;
  /** the active accounts whose personal number is this one */
  findAccountsByPersNr(persNr: string): Promise<AccountCandidate[]>;
  /** epoch milliseconds */
  now(): number;
  qrDataUrl?(content: string): Promise<string>;
  newToken?(): string;
  config?: Partial<AuthServiceConfig>;
}

export interface StartInput {
  type: StartType;
  /** a typed personal number from the request: never used to start an order (secure start) */
  typedPersNr?: string;
  endUserIp: string;
  /** the browser's binding secret (see binding.ts) */
  binding: string;
  /** the signed-in account, for type 0 */
  signedIn: { Login: string; PersNr: string } | null;
  /** the browser is a phone or tablet (chooses the B variants of the RFA texts) */
  mobileDevice?: boolean;
}

export interface CollectReply {
  UsersList: { Login: string; Roll: Role; Namn: string; BankIDToken: string }[];
  Completed: boolean;
  Cancelled: boolean;
  Message: string;
  QRCodeDataURL: string;
  PendingStart: boolean;
  Rfa: string;
  HintCode: string;
}

export interface SelectInput {
  token: string;
  login: string;
  type: StartType;
  binding: string;
  /** the session's login, when signed in (type 0 must match it) */
  signedInLogin: string | null;
}

/** What the endpoint needs to start the session: who, and proof of how. */
export interface SelectedAccount {
  login: string;
  persNr: string;
  orderRef: string;
  /** ISO time of the BankID completion, for Auth.Time */
  authTime: string;
}

const PERSNR = /^\d{12}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function createBankIdAuthService(deps: AuthServiceDeps) {
  const cfg = { ...AUTH_SERVICE_DEFAULTS, ...deps.config };
  const toQr = deps.qrDataUrl ?? renderQr;
  const newToken = deps.newToken ?? newSecret;

  /** a missing or malformed binding never matches an order */
  function bindingHash(binding: string): string {
    if (!isUsableSecret(binding)) throw new BankIdServiceError('orderNotFound', 'unusable binding');
    return hashSecret(binding);
  }

  /** the caller's own pending auth order, or orderNotFound for anything else */
  async function ownOrder(orderRef: string, binding: string): Promise<PendingOrder> {
    const hash = bindingHash(binding);
    const order = await deps.store.get(orderRef);
    if (!order || order.purpose !== 'auth' || !sameHash(order.binding, hash) || order.expiresAt <= deps.now()) {
      throw new BankIdServiceError('orderNotFound');
    }
    return order;
  }

  async function cancelQuietly(orderRef: string): Promise<void> {
    await deps.client.cancel(orderRef).catch(() => undefined);
    await deps.store.delete(orderRef);
  }

  function reply(partial: Partial<CollectReply>): CollectReply {
    return { UsersList: [], Completed: false, Cancelled: false, Message: '', QRCodeDataURL: '', PendingStart: false, Rfa: '', HintCode: '', ...partial };
  }

  function failed(locale: Locale, rfa: RfaCode, hintCode = ''): CollectReply {
    return reply({ Cancelled: true, Message: rfaMessage(locale, rfa), Rfa: rfa, HintCode: hintCode });
  }

  return {
    async start(input: StartInput): Promise<{ OrderRef: string; AutoStartToken: string }> {
      // the endpoint creates the binding secret before starting: a bad one is a programming error
      if (!isUsableSecret(input.binding)) throw new TypeError('BankID start: the binding secret must be 32-128 base64url characters');
      const hash = hashSecret(input.binding);
      const now = deps.now();
      let expectedPersNr: string | null = null;
      let ownLogin: string | null = null;
      if (input.type === 0) {
        if (!input.signedIn) throw new BankIdServiceError('notSignedIn');
        if (!PERSNR.test(input.signedIn.PersNr)) throw new BankIdServiceError('noPersNrOnFile');
        expectedPersNr = input.signedIn.PersNr;
        ownLogin = input.signedIn.Login;
      }
      // one order per browser: a new start replaces the previous one
      for (const old of await deps.store.findByBinding(hash)) if (old.state === 'pending') await cancelQuietly(old.orderRef);
      await deps.store.prune(now);

      let started;
      try {
        started = await deps.client.auth({
          endUserIp: input.endUserIp,
          ...(expectedPersNr ? { requirement: { personalNumber: expectedPersNr } } : {}),
        });
      } catch (e) {
        if (e instanceof BankIdRpError && e.errorCode === 'alreadyInProgress') throw new BankIdServiceError('alreadyInProgress');
        if (e instanceof BankIdRpError && e.transient) throw new BankIdServiceError('bankIdUnavailable', e.message);
        throw e;
      }
      await deps.store.put({
        orderRef: started.orderRef,
        purpose: 'auth',
        type: input.type,
        binding: hash,
        autoStartToken: started.autoStartToken,
        qrStartToken: started.qrStartToken,
        qrStartSecret: started.qrStartSecret,
        startedAt: now,
        expectedPersNr,
        ownLogin,
        mobileDevice: input.mobileDevice ?? false,
        state: 'pending',
        lastCollect: null,
        lastCollectAt: null,
        persNr: null,
        tokens: [],
        expiresAt: now + cfg.orderTtlMs,
      });
      return { OrderRef: started.orderRef, AutoStartToken: started.autoStartToken };
    },

    async collect(input: { orderRef: string; binding: string; locale: Locale }): Promise<CollectReply> {
      const order = await ownOrder(input.orderRef, input.binding);
      // tokens are handed out once; a completed order is only good for selectuser
      if (order.state !== 'pending') throw new BankIdServiceError('orderNotFound');
      const now = deps.now();
      const usingQr = order.type !== 2;
      const ctx = { usingQr, mobileDevice: order.mobileDevice, personalNumberGiven: order.expectedPersNr !== null };

      let res: CollectResponse;
      if (order.lastCollect && order.lastCollectAt !== null && now - order.lastCollectAt < cfg.collectIntervalMs) {
        res = order.lastCollect;
      } else {
        try {
          res = await deps.client.collect(order.orderRef);
        } catch (e) {
          if (e instanceof BankIdRpError && e.transient) {
            // BankID asks us to retry: stay pending, the widget's attempt limit ends it eventually
            return reply({ Message: rfaMessage(input.locale, 'RFA5'), Rfa: 'RFA5' });
          }
          await deps.store.delete(order.orderRef);
          return failed(input.locale, e instanceof BankIdRpError ? rfaForError(e.errorCode) : 'RFA22');
        }
        await deps.store.update(order.orderRef, { lastCollect: res, lastCollectAt: now });
      }

      if (res.status === 'pending') {
        const rfa = rfaForCollect(res, ctx)!;
        const pendingStart = res.hintCode === 'outstandingTransaction' || res.hintCode === 'noClient';
        const qr = usingQr && pendingStart ? await toQr(qrContent(order.qrStartToken, order.qrStartSecret, qrSeconds(order.startedAt, now))) : '';
        return reply({ Message: rfaMessage(input.locale, rfa), Rfa: rfa, HintCode: res.hintCode, PendingStart: pendingStart, QRCodeDataURL: qr });
      }
      if (res.status === 'failed') {
        await deps.store.delete(order.orderRef);
        return failed(input.locale, rfaForCollect(res, ctx)!, res.hintCode);
      }

      const persNr = res.completionData.user.personalNumber;
      if (order.expectedPersNr !== null && persNr !== order.expectedPersNr) {
        // BankID enforces the requirement; this is the belt to its braces
        await deps.store.delete(order.orderRef);
        return failed(input.locale, 'RFA22');
      }
      let accounts = await deps.findAccountsByPersNr(persNr);
      if (order.type === 0) accounts = accounts.filter((a) => a.Login === order.ownLogin);
      if (accounts.length === 0) {
        await deps.store.delete(order.orderRef);
        return reply({ Completed: true });
      }
      const issued = accounts.map((a) => ({ account: a, token: newToken() }));
      await deps.store.update(order.orderRef, {
        state: 'complete',
        persNr,
        // the completion data (signature, device) is not needed for a sign-in: do not keep it
        lastCollect: null,
        tokens: issued.map(({ account, token }) => ({ tokenHash: hashSecret(token), login: account.Login, expiresAt: now + cfg.tokenTtlMs })),
        expiresAt: now + cfg.tokenTtlMs,
      });
      return reply({
        Completed: true,
        UsersList: issued.map(({ account, token }) => ({ Login: account.Login, Roll: account.Roll, Namn: account.Namn, BankIDToken: token })),
      });
    },

    async cancel(input: { orderRef: string; binding: string }): Promise<void> {
      const order = await ownOrder(input.orderRef, input.binding);
      if (order.state === 'pending') await cancelQuietly(order.orderRef);
      else await deps.store.delete(order.orderRef);
    },

    async selectUser(input: SelectInput): Promise<SelectedAccount> {
      if (!TOKEN.test(input.token)) throw new BankIdServiceError('tokenInvalid', 'malformed');
      const hash = bindingHash(input.binding);
      // taking the token spends it, whatever happens next: a token is never tried twice
      const taken = await deps.store.takeToken(hashSecret(input.token));
      if (!taken) throw new BankIdServiceError('tokenInvalid', 'unknown or used');
      const { order, token } = taken;
      await deps.store.delete(order.orderRef);
      const now = deps.now();
      if (token.expiresAt <= now) throw new BankIdServiceError('tokenInvalid', 'expired');
      if (!sameHash(order.binding, hash)) throw new BankIdServiceError('tokenInvalid', 'another browser');
      if (token.login !== input.login || order.type !== input.type) throw new BankIdServiceError('tokenInvalid', 'another account or type');
      if (order.type === 0 && (input.signedInLogin !== order.ownLogin || input.login !== order.ownLogin)) {
        throw new BankIdServiceError('tokenInvalid', 'not the signed-in account');
      }
      return { login: token.login, persNr: order.persNr!, orderRef: order.orderRef, authTime: new Date(now).toISOString() };
    },
  };
}

export type BankIdAuthService = ReturnType<typeof createBankIdAuthService>;
