import { describe, expect, it } from 'vitest';
import { keptAccounts, type KeptSource } from '../server/kept';

/**
 * A read of a kept list in flight is never shared with another call (server/kept.ts): on SQLite a call inside a
 * transaction holds the only connection, and a call that waited for another call's read — queued behind that
 * transaction — would wait for ever. Here one call's read never ends; another call, with its own handle, still gets
 * its answer.
 */
// a query builder of which every step returns itself and whose execution gives `result`
const builder = (result: () => Promise<unknown>): unknown => {
  const b: unknown = new Proxy({}, { get: (_, k) => (k === 'execute' || k === 'executeTakeFirst' ? result : () => b) });
  return b;
};
const db = (rows: () => Promise<unknown>) =>
  ({
    selectFrom: (table: string) => builder(table === 'companies' ? async () => ({ RegisterVersion: 1, ReferenceVersion: 1 }) : rows),
  }) as unknown as KeptSource['db'];

describe('kept lists', () => {
  it('a call does not wait for another call’s read in flight', async () => {
    const companyId = `K${Date.now()}`;
    // the first call's read is held (its connection busy with a transaction that waits for the second)
    void keptAccounts({ db: db(() => new Promise(() => {})), companyId });
    await new Promise((r) => setTimeout(r, 0));
    const second = keptAccounts({ db: db(async () => [{ Konto: 'K1' }]), companyId });
    const answer = await Promise.race([second, new Promise((r) => setTimeout(() => r('waited for the other call'), 500))]);
    expect(answer).toEqual(new Set(['K1']));
  });
});
