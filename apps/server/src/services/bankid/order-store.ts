import type { CollectResponse } from './rp-types';

/** One account a completed order may sign in to; only the token's SHA-256 is kept. */
export interface IssuedToken {
  tokenHash: string;
  login: string;
  expiresAt: number;
}

/** A BankID order between start and sign-in, as the services need it (the QR secret stays here). */
export interface PendingOrder {
  orderRef: string;
  purpose: 'auth' | 'sign';
  /** 0 own account, 1 other device (QR), 2 this device; signing orders use 1 */
  type: 0 | 1 | 2;
  /** SHA-256 of the caller's binding secret (cookie or session): only that browser may collect, cancel or pick */
  binding: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
  startedAt: number;
  /** own-account mode and signing: the personal number the order requires */
  expectedPersNr: string | null;
  /** own-account mode: the signed-in login being re-authenticated */
  ownLogin: string | null;
  mobileDevice: boolean;
  state: 'pending' | 'complete' | 'failed';
  /** the last BankID answer and when it came (BankID is asked at most every 2 s) */
  lastCollect: CollectResponse | null;
  lastCollectAt: number | null;
  /** after completion: the personal number BankID confirmed, and the tokens handed out */
  persNr: string | null;
  tokens: IssuedToken[];
  /** signing orders: hex SHA-256 of the document being signed */
  documentHash?: string;
  /** the order record may be dropped after this */
  expiresAt: number;
}

export interface PendingOrderStore {
  put(order: PendingOrder): Promise<void>;
  get(orderRef: string): Promise<PendingOrder | null>;
  update(orderRef: string, patch: Partial<Omit<PendingOrder, 'orderRef'>>): Promise<void>;
  delete(orderRef: string): Promise<void>;
  findByBinding(binding: string): Promise<PendingOrder[]>;
  /**
   * Atomically take the token: the order loses all its tokens (one sign-in per
   * order) and the order and the matching token are returned; null if no order
   * holds it. The DB store does this in one transaction.
   */
  takeToken(tokenHash: string): Promise<{ order: PendingOrder; token: IssuedToken } | null>;
  /** drop records past their expiresAt */
  prune(now: number): Promise<void>;
}

/** The single-instance store (development, tests, one server); the DB-backed one shares this contract. */
export class InMemoryPendingOrderStore implements PendingOrderStore {
  private readonly orders = new Map<string, PendingOrder>();

  async put(order: PendingOrder): Promise<void> {
    this.orders.set(order.orderRef, structuredClone(order));
  }

  async get(orderRef: string): Promise<PendingOrder | null> {
    const o = this.orders.get(orderRef);
    return o ? structuredClone(o) : null;
  }

  async update(orderRef: string, patch: Partial<Omit<PendingOrder, 'orderRef'>>): Promise<void> {
    const o = this.orders.get(orderRef);
    if (o) this.orders.set(orderRef, structuredClone({ ...o, ...patch }));
  }

  async delete(orderRef: string): Promise<void> {
    this.orders.delete(orderRef);
  }

  async findByBinding(binding: string): Promise<PendingOrder[]> {
    return [...this.orders.values()].filter((o) => o.binding === binding).map((o) => structuredClone(o));
  }

  async takeToken(tokenHash: string): Promise<{ order: PendingOrder; token: IssuedToken } | null> {
    for (const o of this.orders.values()) {
      const token = o.tokens.find((t) => t.tokenHash === tokenHash);
      if (!token) continue;
      // synchronous from here on: nothing can interleave between the find and the removal
      const taken = structuredClone({ order: o, token });
      o.tokens = [];
      return taken;
    }
    return null;
  }

  async prune(now: number): Promise<void> {
    for (const [ref, o] of this.orders) if (o.expiresAt <= now) this.orders.delete(ref);
  }

  /** for tests and the dev page */
  size(): number {
    return this.orders.size;
  }
}
