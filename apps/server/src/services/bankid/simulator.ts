import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { isValidLuhn } from '../../host/domain/luhn';
import {
  BankIdRpError,
  type AuthRequest,
  type BankIdClient,
  type CollectResponse,
  type CompletionData,
  type OrderResponse,
  type Requirement,
  type SignRequest,
} from './rp-types';

/**
 * An in-process BankID for development and tests. It speaks the same
 * BankIdClient interface as the real RP client and follows BankID's state
 * machine:
 *
 *   outstandingTransaction ──open──▶ started ──approve──▶ userSign ──(signDelay)──▶ complete
 *            │                          │                    │
 *            └──────── userCancel (tester) / expiredTransaction (TTL) / cancelled (new order, same person) ──▶ failed
 *
 * Time only moves when someone looks (collect, list): no timers, so a fake
 * clock drives it completely in tests.
 */

export type SimState = 'outstandingTransaction' | 'started' | 'userSign' | 'complete' | 'failed';

export interface SimulatorOptions {
  now?: () => number;
  /** a pending order fails with expiredTransaction after this long (BankID: 3 minutes) */
  orderTtlMs?: number;
  /** how long 'userSign' shows after the tester approves, before the order completes */
  signDelayMs?: number;
  /** the name BankID reports for a personal number (the demo directory), else a generic test name */
  nameFor?: (personalNumber: string) => { givenName: string; surname: string } | null;
}

interface SimOrder {
  orderRef: string;
  kind: 'auth' | 'sign';
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
  createdAt: number;
  endUserIp: string;
  requirement: Requirement;
  userVisibleData?: string;
  userNonVisibleData?: string;
  state: SimState;
  hintCode?: string;
  approvedAt?: number;
  approvedBy?: string;
  completion?: CompletionData;
  finishedAt?: number;
}

/** What the tester page shows; never the QR secret. */
export interface SimOrderView {
  orderRef: string;
  kind: 'auth' | 'sign';
  state: SimState;
  hintCode: string;
  createdAt: string;
  expiresAt: string;
  /** the personal number the order is restricted to ('' when anyone may complete it) */
  requiredPersonalNumber: string;
  /** the decoded text the user is asked to sign */
  userVisibleText: string;
}

export type SimulatorErrorCode = 'notFound' | 'notPending' | 'personalNumberMismatch' | 'invalidPersonalNumber';

export class BankIdSimulatorError extends Error {
  constructor(
    readonly code: SimulatorErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BankIdSimulatorError';
  }
}

export const SIMULATOR_DEFAULTS = { orderTtlMs: 180_000, signDelayMs: 2_000 } as const;
/** finished orders stay collectable this long, like BankID keeps them for a while */
const FINISHED_KEEP_MS = 5 * 60_000;
const MAX_VISIBLE_B64 = 40_000;
const MAX_NON_VISIBLE_B64 = 200_000;

export function isValidPersonalNumber(pnr: string): boolean {
  return /^\d{12}$/.test(pnr) && isValidLuhn(pnr.slice(2));
}

export class BankIdSimulator implements BankIdClient {
  private readonly orders = new Map<string, SimOrder>();
  private readonly now: () => number;
  private readonly ttl: number;
  private readonly signDelay: number;
  /** signs the simulated XML so stored signatures are recognisably ours (not legally valid) */
  private readonly key = randomBytes(32);

  constructor(private readonly opts: SimulatorOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.ttl = opts.orderTtlMs ?? SIMULATOR_DEFAULTS.orderTtlMs;
    this.signDelay = opts.signDelayMs ?? SIMULATOR_DEFAULTS.signDelayMs;
  }

  // ---- the RP API ----

  async auth(req: AuthRequest): Promise<OrderResponse> {
    return this.create('auth', req);
  }

  async sign(req: SignRequest): Promise<OrderResponse> {
    if (!req.userVisibleData) throw new BankIdRpError('invalidParameters', 'userVisibleData is required for sign', 400);
    return this.create('sign', req);
  }

  async collect(orderRef: string): Promise<CollectResponse> {
    const o = this.find(orderRef);
    if (!o) throw new BankIdRpError('invalidParameters', 'No such order', 400);
    this.advance(o);
    if (o.state === 'complete') return { orderRef, status: 'complete', completionData: o.completion! };
    if (o.state === 'failed') return { orderRef, status: 'failed', hintCode: o.hintCode ?? 'cancelled' };
    return { orderRef, status: 'pending', hintCode: o.state };
  }

  async cancel(orderRef: string): Promise<void> {
    if (!this.find(orderRef)) throw new BankIdRpError('invalidParameters', 'No such order', 400);
    this.orders.delete(orderRef);
  }

  // ---- the tester's side (the /dev/bankid page and its API) ----

  list(): SimOrderView[] {
    this.prune();
    return [...this.orders.values()].map((o) => {
      this.advance(o);
      return {
        orderRef: o.orderRef,
        kind: o.kind,
        state: o.state,
        hintCode: o.state === 'failed' ? (o.hintCode ?? '') : o.state === 'complete' ? '' : o.state,
        createdAt: new Date(o.createdAt).toISOString(),
        expiresAt: new Date(o.createdAt + this.ttl).toISOString(),
        requiredPersonalNumber: o.requirement.personalNumber ?? '',
        userVisibleText: o.userVisibleData ? Buffer.from(o.userVisibleData, 'base64').toString('utf8') : '',
      };
    });
  }

  /** The user opened the app / scanned the QR code: hint 'started'. */
  open(orderRef: string): void {
    const o = this.pending(orderRef);
    if (o.state === 'outstandingTransaction') o.state = 'started';
  }

  /** The user identifies or signs as `personalNumber`: 'userSign', then complete after the sign delay. */
  approve(orderRef: string, personalNumber: string): void {
    if (!isValidPersonalNumber(personalNumber))
      throw new BankIdSimulatorError('invalidPersonalNumber', 'A personal number is 12 digits with a valid check digit');
    const o = this.pending(orderRef);
    const required = o.requirement.personalNumber;
    if (required && required !== personalNumber) {
      throw new BankIdSimulatorError('personalNumberMismatch', 'This order may only be completed by the personal number it requires');
    }
    o.state = 'userSign';
    o.approvedAt = this.now();
    o.approvedBy = personalNumber;
    this.advance(o);
  }

  /** The user pressed Cancel in the app: failed with userCancel. */
  cancelAsUser(orderRef: string): void {
    this.fail(this.pending(orderRef), 'userCancel');
  }

  // ---- internals ----

  private create(kind: 'auth' | 'sign', req: AuthRequest): OrderResponse {
    this.prune();
    validateRequest(req);
    const pnr = req.requirement?.personalNumber;
    if (pnr) {
      // BankID: a new order for a person with one in progress cancels both
      const running = [...this.orders.values()].find((o) => o.requirement.personalNumber === pnr && this.isPending(o));
      if (running) {
        this.fail(running, 'cancelled');
        throw new BankIdRpError('alreadyInProgress', 'Order already in progress for pno', 400);
      }
    }
    const order: SimOrder = {
      orderRef: randomUUID(),
      kind,
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
      createdAt: this.now(),
      endUserIp: req.endUserIp,
      requirement: { ...req.requirement },
      userVisibleData: req.userVisibleData,
      userNonVisibleData: req.userNonVisibleData,
      state: 'outstandingTransaction',
    };
    this.orders.set(order.orderRef, order);
    const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = order;
    return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
  }

  private find(orderRef: string): SimOrder | undefined {
    this.prune();
    return this.orders.get(orderRef);
  }

  private pending(orderRef: string): SimOrder {
    const o = this.find(orderRef);
    if (!o) throw new BankIdSimulatorError('notFound', 'No such order');
    this.advance(o);
    if (!this.isPending(o)) throw new BankIdSimulatorError('notPending', `The order is ${o.state}`);
    return o;
  }

  private isPending(o: SimOrder): boolean {
    return o.state !== 'complete' && o.state !== 'failed';
  }

  /** apply the passage of time: completion after the sign delay, expiry after the TTL */
  private advance(o: SimOrder): void {
    if (!this.isPending(o)) return;
    const now = this.now();
    if (o.state === 'userSign' && o.approvedAt !== undefined && now >= o.approvedAt + this.signDelay) {
      o.completion = this.complete(o, o.approvedBy!);
      o.state = 'complete';
      o.finishedAt = now;
      return;
    }
    if (now >= o.createdAt + this.ttl) this.fail(o, 'expiredTransaction');
  }

  private fail(o: SimOrder, hintCode: string): void {
    o.state = 'failed';
    o.hintCode = hintCode;
    o.finishedAt = this.now();
  }

  private prune(): void {
    const now = this.now();
    for (const [ref, o] of this.orders) {
      if (o.finishedAt !== undefined && now - o.finishedAt > FINISHED_KEEP_MS) this.orders.delete(ref);
      else if (o.finishedAt === undefined && now - o.createdAt > this.ttl + FINISHED_KEEP_MS) this.orders.delete(ref);
    }
  }

  private complete(o: SimOrder, personalNumber: string): CompletionData {
    const name = this.opts.nameFor?.(personalNumber) ?? { givenName: 'Test', surname: 'Testsson' };
    const signedAt = new Date(this.now()).toISOString();
    const signedData = [
      '<bankIdSignedData xmlns="http://www.bankid.com/signature/v1.0.0/types" Id="bidSignedData">',
      `<usrVisibleData charset="UTF-8" visible="wysiwys">${o.userVisibleData ?? ''}</usrVisibleData>`,
      `<usrNonVisibleData>${o.userNonVisibleData ?? ''}</usrNonVisibleData>`,
      `<srvInfo><name>Lönna BankID simulator</name><nonce>${randomBytes(16).toString('base64')}</nonce></srvInfo>`,
      `<clientInfo><funcId>${o.kind === 'sign' ? 'Signing' : 'Identification'}</funcId><personalNumber>${personalNumber}</personalNumber><signedAt>${signedAt}</signedAt></clientInfo>`,
      '</bankIdSignedData>',
    ].join('');
    const value = createHmac('sha256', this.key).update(signedData).digest('base64');
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><SignatureMethod Algorithm="urn:lonna:simulator:hmac-sha256"/></SignedInfo><SignatureValue>${value}</SignatureValue><Object>${signedData}</Object></Signature>`;
    return {
      user: { personalNumber, name: `${name.givenName} ${name.surname}`, givenName: name.givenName, surname: name.surname },
      device: { ipAddress: o.endUserIp, uhi: randomBytes(12).toString('base64url') },
      bankIdIssueDate: signedAt.slice(0, 10),
      signature: Buffer.from(xml, 'utf8').toString('base64'),
      // a recognisable marker, not DER: simulated signatures must never pass as real ones
      ocspResponse: Buffer.from(`LONNA-BANKID-SIMULATOR-OCSP ${o.orderRef} ${signedAt} good`, 'utf8').toString('base64'),
    };
  }
}

function isBase64(s: string): boolean {
  return /^[A-Za-z0-9+/]*={0,2}$/.test(s) && s.length % 4 === 0;
}

/** The checks BankID itself makes, so mistakes show up in development and not first in production. */
function validateRequest(req: AuthRequest): void {
  if (!req.endUserIp || isIP(req.endUserIp) === 0) throw new BankIdRpError('invalidParameters', 'Invalid endUserIp', 400);
  const pnr = req.requirement?.personalNumber;
  if (pnr !== undefined && !isValidPersonalNumber(pnr)) throw new BankIdRpError('invalidParameters', 'Incorrect personalNumber', 400);
  if (
    req.userVisibleData !== undefined &&
    (!isBase64(req.userVisibleData) || req.userVisibleData.length === 0 || req.userVisibleData.length > MAX_VISIBLE_B64)
  ) {
    throw new BankIdRpError('invalidParameters', 'Invalid userVisibleData', 400);
  }
  if (
    req.userNonVisibleData !== undefined &&
    (!isBase64(req.userNonVisibleData) || req.userNonVisibleData.length === 0 || req.userNonVisibleData.length > MAX_NON_VISIBLE_B64)
  ) {
    throw new BankIdRpError('invalidParameters', 'Invalid userNonVisibleData', 400);
  }
}
