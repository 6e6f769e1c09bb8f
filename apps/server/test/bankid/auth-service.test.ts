import { describe, expect, it, vi } from 'vitest';
import { createBankIdAuthService, type AccountCandidate } from '../../src/services/bankid/auth-service';
import { newSecret } from '../../src/services/bankid/binding';
import { InMemoryPendingOrderStore } from '../../src/services/bankid/order-store';
import { qrContent } from '../../src/services/bankid/qr';
import { BankIdSimulator } from '../../src/services/bankid/simulator';
import { BankIdRpError, type BankIdClient } from '../../src/services/bankid/rp-types';
// the wire models: what the service returns must pass them
import { BankIdAuthReplyModel, BankIdCollectReplyModel } from '../../../../core/src/contracts/bankid';
import { ANNA, BERTIL, CLIENT_IP, NOBODY, fakeClock } from './support';

const ACCOUNTS: Record<string, AccountCandidate[]> = {
  [ANNA]: [
    { Login: 'anna@firma.se', Roll: 'PER', Namn: 'Anna Andersson' },
    { Login: 'anna.admin@firma.se', Roll: 'FTG', Namn: 'Anna Andersson' },
  ],
  [BERTIL]: [{ Login: 'bertil@firma.se', Roll: 'PER', Namn: 'Bertil Berg' }],
};

function setup(client?: BankIdClient) {
  const clock = fakeClock();
  const sim = new BankIdSimulator({ now: clock.now, signDelayMs: 0 });
  const store = new InMemoryPendingOrderStore();
  const bankid = client ?? sim;
  const spy = { auth: vi.spyOn(bankid, 'auth'), collect: vi.spyOn(bankid, 'collect'), cancel: vi.spyOn(bankid, 'cancel') };
  const qrDataUrl = vi.fn(async (content: string) => `data:image/png;base64,${Buffer.from(content).toString('base64')}`);
  const service = createBankIdAuthService({
    client: bankid,
    store,
    now: clock.now,
    qrDataUrl,
    findAccountsByPersNr: async (p) => ACCOUNTS[p] ?? [],
  });
  return { clock, sim, store, service, spy, qrDataUrl, browser: newSecret(), otherBrowser: newSecret() };
}

const sv = 'sv' as const;

describe('BankID auth service: start', () => {
  it('starts without a personal number, even when one was typed (secure start)', async () => {
    const { service, spy, browser } = setup();
    const started = await service.start({ type: 1, typedPersNr: ANNA, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    expect(BankIdAuthReplyModel.guard(started)).toBe(true);
    expect(spy.auth).toHaveBeenCalledWith({ endUserIp: CLIENT_IP });
  });

  it('type 0 re-authenticates the signed-in account with the personal number on file', async () => {
    const { service, spy, browser } = setup();
    await service.start({ type: 0, typedPersNr: BERTIL, endUserIp: CLIENT_IP, binding: browser, signedIn: { Login: 'anna@firma.se', PersNr: ANNA } });
    expect(spy.auth).toHaveBeenCalledWith({ endUserIp: CLIENT_IP, requirement: { personalNumber: ANNA } });
  });

  it('type 0 needs a session and a personal number on file', async () => {
    const { service, browser } = setup();
    await expect(service.start({ type: 0, endUserIp: CLIENT_IP, binding: browser, signedIn: null })).rejects.toMatchObject({
      kind: 'notSignedIn',
      status: 401,
      dvCode: 40101,
    });
    await expect(service.start({ type: 0, endUserIp: CLIENT_IP, binding: browser, signedIn: { Login: 'x', PersNr: '' } })).rejects.toMatchObject({
      kind: 'noPersNrOnFile',
      status: 400,
      field: 'PersNr',
    });
  });

  it('replaces the browser’s previous pending order', async () => {
    const { service, spy, browser, sim } = setup();
    const first = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    expect(spy.cancel).toHaveBeenCalledWith(first.OrderRef);
    await expect(sim.collect(first.OrderRef)).rejects.toBeInstanceOf(BankIdRpError);
    await expect(service.collect({ orderRef: first.OrderRef, binding: browser, locale: sv })).rejects.toMatchObject({ kind: 'orderNotFound' });
  });
});

describe('BankID auth service: collect', () => {
  it('pending: RFA text, animated QR for type 1, PendingStart until the app starts', async () => {
    const { service, sim, clock, browser, qrDataUrl } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    const first = await service.collect({ orderRef: OrderRef, binding: browser, locale: sv });
    expect(BankIdCollectReplyModel.guard(first)).toBe(true);
    expect(first).toMatchObject({
      Completed: false,
      Cancelled: false,
      PendingStart: true,
      Rfa: 'RFA1QR',
      HintCode: 'outstandingTransaction',
      Message: 'Starta BankID-appen och scanna QR-koden.',
    });
    const firstQr = qrDataUrl.mock.calls[0]![0];
    expect(firstQr).toMatch(/^bankid\.[0-9a-f-]{36}\.0\.[0-9a-f]{64}$/);
    clock.advance(1500);
    await service.collect({ orderRef: OrderRef, binding: browser, locale: sv });
    const secondQr = qrDataUrl.mock.calls[1]![0];
    expect(secondQr.split('.')[2]).toBe('1');
    expect(secondQr).not.toBe(firstQr);
    clock.advance(1000);
    sim.open(OrderRef);
    const started = await service.collect({ orderRef: OrderRef, binding: browser, locale: 'en' });
    expect(started).toMatchObject({ PendingStart: false, QRCodeDataURL: '', HintCode: 'started', Rfa: 'RFA15A' });
    expect(started.Message).toMatch(/^Searching for BankID/);
  });

  it('the QR code is the one BankID expects for the elapsed seconds', async () => {
    const clock = fakeClock();
    const fixed: BankIdClient = {
      auth: async () => ({
        orderRef: '11111111-2222-4333-8444-555555555555',
        autoStartToken: 'a',
        qrStartToken: '67df3917-fa0d-44e5-b327-edcc928297f8',
        qrStartSecret: 'd28db9a7-4cde-429e-a983-359be676944c',
      }),
      sign: async () => {
        throw new Error('unused');
      },
      collect: async (orderRef) => ({ orderRef, status: 'pending', hintCode: 'outstandingTransaction' }),
      cancel: async () => undefined,
    };
    const qrDataUrl = vi.fn(async (c: string) => c);
    const service = createBankIdAuthService({
      client: fixed,
      store: new InMemoryPendingOrderStore(),
      now: clock.now,
      qrDataUrl,
      findAccountsByPersNr: async () => [],
    });
    const browser = newSecret();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    clock.advance(1200);
    const r = await service.collect({ orderRef: OrderRef, binding: browser, locale: sv });
    expect(r.QRCodeDataURL).toBe('bankid.67df3917-fa0d-44e5-b327-edcc928297f8.1.949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2');
    expect(r.QRCodeDataURL).toBe(qrContent('67df3917-fa0d-44e5-b327-edcc928297f8', 'd28db9a7-4cde-429e-a983-359be676944c', 1));
  });

  it('type 2 (this device) shows no QR code', async () => {
    const { service, browser } = setup();
    const { OrderRef } = await service.start({ type: 2, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    const r = await service.collect({ orderRef: OrderRef, binding: browser, locale: sv });
    expect(r).toMatchObject({ QRCodeDataURL: '', PendingStart: true, Rfa: 'RFA13' });
  });

  it('asks BankID at most every 2 seconds however fast the widget polls', async () => {
    const { service, spy, clock, browser } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    for (let i = 0; i < 4; i++) {
      await service.collect({ orderRef: OrderRef, binding: browser, locale: sv });
      clock.advance(1500);
    }
    // at 0, 1.5 (cached), 3.0, 4.5 (cached)
    expect(spy.collect).toHaveBeenCalledTimes(2);
  });

  it('completed: UsersList holds the accounts whose personal number matches, each with a token', async () => {
    const { service, sim, browser } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    sim.approve(OrderRef, ANNA);
    const r = await service.collect({ orderRef: OrderRef, binding: browser, locale: sv });
    expect(BankIdCollectReplyModel.guard(r)).toBe(true);
    expect(r.Completed).toBe(true);
    expect(r.UsersList.map((u) => [u.Login, u.Roll])).toEqual([
      ['anna@firma.se', 'PER'],
      ['anna.admin@firma.se', 'FTG'],
    ]);
    expect(new Set(r.UsersList.map((u) => u.BankIDToken)).size).toBe(2);
    // the tokens are handed out once
    await expect(service.collect({ orderRef: OrderRef, binding: browser, locale: sv })).rejects.toMatchObject({ kind: 'orderNotFound' });
  });

  it('completed with no matching account: empty UsersList', async () => {
    const { service, sim, browser } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    sim.approve(OrderRef, NOBODY);
    const r = await service.collect({ orderRef: OrderRef, binding: browser, locale: sv });
    expect(r).toMatchObject({ Completed: true, UsersList: [] });
  });

  it('type 0 lists only the signed-in account', async () => {
    const { service, sim, browser } = setup();
    const { OrderRef } = await service.start({ type: 0, endUserIp: CLIENT_IP, binding: browser, signedIn: { Login: 'anna.admin@firma.se', PersNr: ANNA } });
    sim.approve(OrderRef, ANNA);
    const r = await service.collect({ orderRef: OrderRef, binding: browser, locale: sv });
    expect(r.UsersList.map((u) => u.Login)).toEqual(['anna.admin@firma.se']);
  });

  it('failed: Cancelled with the RFA message, and the order is gone', async () => {
    const { service, sim, browser } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    sim.cancelAsUser(OrderRef);
    const r = await service.collect({ orderRef: OrderRef, binding: browser, locale: 'pl' });
    expect(r).toMatchObject({ Cancelled: true, Completed: false, Rfa: 'RFA6', HintCode: 'userCancel', Message: 'Operacja przerwana.' });
    await expect(service.collect({ orderRef: OrderRef, binding: browser, locale: sv })).rejects.toMatchObject({ kind: 'orderNotFound' });
  });

  it('expiry: BankID’s expiredTransaction becomes RFA8', async () => {
    const { service, clock, browser } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    clock.advance(180_000);
    expect(await service.collect({ orderRef: OrderRef, binding: browser, locale: sv })).toMatchObject({
      Cancelled: true,
      Rfa: 'RFA8',
      HintCode: 'expiredTransaction',
    });
  });

  it('BankID trouble while pending: RFA5 and the order stays', async () => {
    const { service, browser, sim } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    vi.spyOn(sim, 'collect').mockRejectedValueOnce(new BankIdRpError('maintenance', '', 503));
    expect(await service.collect({ orderRef: OrderRef, binding: browser, locale: sv })).toMatchObject({ Cancelled: false, Completed: false, Rfa: 'RFA5' });
    expect(await service.collect({ orderRef: OrderRef, binding: browser, locale: sv })).toMatchObject({ Rfa: 'RFA1QR' });
  });

  it('another browser cannot collect or cancel the order', async () => {
    const { service, browser, otherBrowser } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    await expect(service.collect({ orderRef: OrderRef, binding: otherBrowser, locale: sv })).rejects.toMatchObject({ kind: 'orderNotFound', status: 404 });
    await expect(service.collect({ orderRef: OrderRef, binding: '', locale: sv })).rejects.toMatchObject({ kind: 'orderNotFound' });
    await expect(service.cancel({ orderRef: OrderRef, binding: otherBrowser })).rejects.toMatchObject({ kind: 'orderNotFound' });
    expect((await service.collect({ orderRef: OrderRef, binding: browser, locale: sv })).Completed).toBe(false);
  });

  it('cancel deletes the order here and at BankID', async () => {
    const { service, spy, browser } = setup();
    const { OrderRef } = await service.start({ type: 1, endUserIp: CLIENT_IP, binding: browser, signedIn: null });
    await service.cancel({ orderRef: OrderRef, binding: browser });
    expect(spy.cancel).toHaveBeenCalledWith(OrderRef);
    await expect(service.collect({ orderRef: OrderRef, binding: browser, locale: sv })).rejects.toMatchObject({ kind: 'orderNotFound' });
  });
});

describe('BankID auth service: selectuser', () => {
  async function completed(type: 0 | 1 | 2 = 1, signedIn: { Login: string; PersNr: string } | null = null) {
    const s = setup();
    const { OrderRef } = await s.service.start({ type, endUserIp: CLIENT_IP, binding: s.browser, signedIn });
    s.sim.approve(OrderRef, ANNA);
    const r = await s.service.collect({ orderRef: OrderRef, binding: s.browser, locale: sv });
    return { ...s, OrderRef, users: r.UsersList };
  }

  it('a token signs in its own account once', async () => {
    const { service, users, browser, OrderRef, clock } = await completed();
    const per = users.find((u) => u.Roll === 'PER')!;
    const chosen = await service.selectUser({ token: per.BankIDToken, login: per.Login, type: 1, binding: browser, signedInLogin: null });
    expect(chosen).toEqual({ login: 'anna@firma.se', persNr: ANNA, orderRef: OrderRef, authTime: new Date(clock.now()).toISOString() });
    await expect(service.selectUser({ token: per.BankIDToken, login: per.Login, type: 1, binding: browser, signedInLogin: null })).rejects.toMatchObject({
      kind: 'tokenInvalid',
      status: 403,
      dvCode: 40300,
    });
  });

  it('using one token spends the whole order (the other account’s token too)', async () => {
    const { service, users, browser } = await completed();
    await service.selectUser({ token: users[0]!.BankIDToken, login: users[0]!.Login, type: 1, binding: browser, signedInLogin: null });
    await expect(
      service.selectUser({ token: users[1]!.BankIDToken, login: users[1]!.Login, type: 1, binding: browser, signedInLogin: null }),
    ).rejects.toMatchObject({ kind: 'tokenInvalid' });
  });

  it('a token is bound to its account: another login is refused and the token is spent', async () => {
    const { service, users, browser } = await completed();
    const per = users[0]!;
    await expect(
      service.selectUser({ token: per.BankIDToken, login: 'bertil@firma.se', type: 1, binding: browser, signedInLogin: null }),
    ).rejects.toMatchObject({ kind: 'tokenInvalid' });
    await expect(service.selectUser({ token: per.BankIDToken, login: per.Login, type: 1, binding: browser, signedInLogin: null })).rejects.toMatchObject({
      kind: 'tokenInvalid',
    });
  });

  it('a token expires', async () => {
    const { service, users, browser, clock } = await completed();
    clock.advance(120_000);
    await expect(
      service.selectUser({ token: users[0]!.BankIDToken, login: users[0]!.Login, type: 1, binding: browser, signedInLogin: null }),
    ).rejects.toMatchObject({ kind: 'tokenInvalid' });
  });

  it('a token is bound to its order: not usable from the browser of another order', async () => {
    const { service, users, otherBrowser } = await completed();
    // the other browser has its own order, which does not make the token its own
    await service.start({ type: 1, endUserIp: CLIENT_IP, binding: otherBrowser, signedIn: null });
    await expect(
      service.selectUser({ token: users[0]!.BankIDToken, login: users[0]!.Login, type: 1, binding: otherBrowser, signedInLogin: null }),
    ).rejects.toMatchObject({ kind: 'tokenInvalid' });
  });

  it('a token is bound to its start type', async () => {
    const { service, users, browser } = await completed(1);
    await expect(
      service.selectUser({ token: users[0]!.BankIDToken, login: users[0]!.Login, type: 2, binding: browser, signedInLogin: null }),
    ).rejects.toMatchObject({ kind: 'tokenInvalid' });
  });

  it('type 0: only the signed-in account may be chosen', async () => {
    const own = await completed(0, { Login: 'anna@firma.se', PersNr: ANNA });
    expect(own.users.map((u) => u.Login)).toEqual(['anna@firma.se']);
    await expect(
      own.service.selectUser({ token: own.users[0]!.BankIDToken, login: 'anna@firma.se', type: 0, binding: own.browser, signedInLogin: 'someone@else.se' }),
    ).rejects.toMatchObject({ kind: 'tokenInvalid' });
    const again = await completed(0, { Login: 'anna@firma.se', PersNr: ANNA });
    await expect(
      again.service.selectUser({ token: again.users[0]!.BankIDToken, login: 'anna@firma.se', type: 0, binding: again.browser, signedInLogin: 'anna@firma.se' }),
    ).resolves.toMatchObject({ login: 'anna@firma.se' });
  });

  it('refuses malformed and unknown tokens', async () => {
    const { service, browser } = setup();
    await expect(service.selectUser({ token: 'x', login: 'a', type: 1, binding: browser, signedInLogin: null })).rejects.toMatchObject({
      kind: 'tokenInvalid',
    });
    await expect(service.selectUser({ token: newSecret(), login: 'a', type: 1, binding: browser, signedInLogin: null })).rejects.toMatchObject({
      kind: 'tokenInvalid',
    });
  });

  it('keeps only token hashes, not tokens', async () => {
    const { users, store, browser } = await completed();
    const [order] = await store.findByBinding((await import('../../src/services/bankid/binding')).hashSecret(browser));
    expect(JSON.stringify(order)).not.toContain(users[0]!.BankIDToken);
  });
});
