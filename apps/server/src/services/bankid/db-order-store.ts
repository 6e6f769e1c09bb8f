import type { Db } from '../../host/db/types';
import { securityDb, type SecurityDb } from '../../plugins/security/tables';
import type { IssuedToken, PendingOrder, PendingOrderStore } from './order-store';

type OrderData = Omit<PendingOrder, 'orderRef' | 'binding' | 'state' | 'tokens' | 'expiresAt'>;

/**
 * The PendingOrderStore in the database (SQLite or PostgreSQL), so any server
 * instance can answer the collect, cancel and selectuser of an order another
 * one started. Tokens are rows of their own; taking one is a delete of that
 * row plus a compare-and-set on the order, so two parallel selectuser calls
 * (even for two different tokens of one order) cannot both sign in.
 */
export class DbPendingOrderStore implements PendingOrderStore {
  private readonly db: SecurityDb;
  constructor(db: Db) {
    this.db = securityDb(db);
  }

  /** its own transaction, or the caller's when the store was made on one (a plugin's writing call, ctx.signing) */
  private atomically<T>(fn: (trx: SecurityDb) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? fn(this.db) : this.db.transaction().execute(fn);
  }

  async put(order: PendingOrder): Promise<void> {
    await this.atomically(async (trx) => {
      await trx.deleteFrom('bankid_orders').where('order_ref', '=', order.orderRef).execute();
      await trx
        .insertInto('bankid_orders')
        .values({
          order_ref: order.orderRef,
          binding: order.binding,
          state: order.state,
          tokens_spent: 0,
          data: JSON.stringify(dataOf(order)),
          expires_at: order.expiresAt,
        })
        .execute();
      if (order.tokens.length)
        await trx
          .insertInto('bankid_tokens')
          .values(order.tokens.map((t) => tokenRow(order.orderRef, t)))
          .execute();
    });
  }

  async get(orderRef: string): Promise<PendingOrder | null> {
    const row = await this.db.selectFrom('bankid_orders').selectAll().where('order_ref', '=', orderRef).executeTakeFirst();
    if (!row) return null;
    const tokens = await this.db.selectFrom('bankid_tokens').selectAll().where('order_ref', '=', orderRef).execute();
    return toOrder(row, tokens);
  }

  async update(orderRef: string, patch: Partial<Omit<PendingOrder, 'orderRef'>>): Promise<void> {
    await this.atomically(async (trx) => {
      const row = await trx.selectFrom('bankid_orders').selectAll().where('order_ref', '=', orderRef).executeTakeFirst();
      if (!row) return;
      const merged: PendingOrder = { ...toOrder(row, []), ...patch, orderRef };
      await trx
        .updateTable('bankid_orders')
        .set({
          binding: merged.binding,
          state: merged.state,
          data: JSON.stringify(dataOf(merged)),
          expires_at: merged.expiresAt,
        })
        .where('order_ref', '=', orderRef)
        .execute();
      if (patch.tokens) {
        await trx.deleteFrom('bankid_tokens').where('order_ref', '=', orderRef).execute();
        if (patch.tokens.length)
          await trx
            .insertInto('bankid_tokens')
            .values(patch.tokens.map((t) => tokenRow(orderRef, t)))
            .execute();
      }
    });
  }

  async delete(orderRef: string): Promise<void> {
    await this.db.deleteFrom('bankid_tokens').where('order_ref', '=', orderRef).execute();
    await this.db.deleteFrom('bankid_orders').where('order_ref', '=', orderRef).execute();
  }

  async findByBinding(binding: string): Promise<PendingOrder[]> {
    const rows = await this.db.selectFrom('bankid_orders').selectAll().where('binding', '=', binding).execute();
    return rows.map((r) => toOrder(r, []));
  }

  async takeToken(tokenHash: string): Promise<{ order: PendingOrder; token: IssuedToken } | null> {
    return this.atomically(async (trx) => {
      const token = await trx.deleteFrom('bankid_tokens').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst();
      if (!token) return null;
      // the order's first taken token wins; every other token of the order is spent with it
      const won = await trx
        .updateTable('bankid_orders')
        .set({ tokens_spent: 1 })
        .where('order_ref', '=', token.order_ref)
        .where('tokens_spent', '=', 0)
        .executeTakeFirst();
      await trx.deleteFrom('bankid_tokens').where('order_ref', '=', token.order_ref).execute();
      if (Number(won.numUpdatedRows) !== 1) return null;
      const row = await trx.selectFrom('bankid_orders').selectAll().where('order_ref', '=', token.order_ref).executeTakeFirst();
      if (!row) return null;
      return { order: toOrder(row, []), token: { tokenHash: token.token_hash, login: token.login, expiresAt: Number(token.expires_at) } };
    });
  }

  async prune(now: number): Promise<void> {
    const old = this.db.selectFrom('bankid_orders').select('order_ref').where('expires_at', '<=', now);
    await this.db.deleteFrom('bankid_tokens').where('order_ref', 'in', old).execute();
    await this.db.deleteFrom('bankid_orders').where('expires_at', '<=', now).execute();
  }
}

function dataOf(o: PendingOrder): OrderData {
  const { orderRef: _r, binding: _b, state: _s, tokens: _t, expiresAt: _e, ...data } = o;
  return data;
}

function tokenRow(orderRef: string, t: IssuedToken) {
  return { token_hash: t.tokenHash, order_ref: orderRef, login: t.login, expires_at: t.expiresAt };
}

function toOrder(
  row: { order_ref: string; binding: string; state: string; data: string; expires_at: number | string },
  tokens: { token_hash: string; login: string; expires_at: number | string }[],
): PendingOrder {
  return {
    ...(JSON.parse(row.data) as OrderData),
    orderRef: row.order_ref,
    binding: row.binding,
    state: row.state as PendingOrder['state'],
    expiresAt: Number(row.expires_at),
    tokens: tokens.map((t) => ({ tokenHash: t.token_hash, login: t.login, expiresAt: Number(t.expires_at) })),
  };
}
