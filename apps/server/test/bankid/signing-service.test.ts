import { describe, expect, it, vi } from 'vitest';
import { newSecret } from '../../src/services/bankid/binding';
import { InMemoryPendingOrderStore } from '../../src/services/bankid/order-store';
import { BankIdSimulator } from '../../src/services/bankid/simulator';
import { createSigningService, documentHash } from '../../src/services/bankid/signing-service';
import { ANNA, BERTIL, CLIENT_IP, fakeClock } from './support';

const XML = '<tidredovisning><redovisningsmanad>2026-10</redovisningsmanad></tidredovisning>';

function setup() {
  const clock = fakeClock();
  const sim = new BankIdSimulator({ now: clock.now, signDelayMs: 0, nameFor: () => ({ givenName: 'Anna', surname: 'Andersson' }) });
  const qrDataUrl = vi.fn(async (c: string) => `qr:${c}`);
  const signing = createSigningService({ client: sim, store: new InMemoryPendingOrderStore(), now: clock.now, qrDataUrl });
  return { clock, sim, signing, browser: newSecret() };
}

describe('BankID signing service (FK3059)', () => {
  it('signs: the signer sees the text, the signature commits to the document hash', async () => {
    const { sim, signing, browser, clock } = setup();
    const signSpy = vi.spyOn(sim, 'sign');
    const order = await signing.start({ endUserIp: CLIENT_IP, text: 'Tidsredovisning oktober 2026', document: XML, personalNumber: ANNA, binding: browser });
    expect(order.documentHash).toBe(documentHash(XML));
    const req = signSpy.mock.calls[0]![0];
    expect(req.requirement).toEqual({ personalNumber: ANNA });
    expect(Buffer.from(req.userVisibleData, 'base64').toString('utf8')).toBe('Tidsredovisning oktober 2026');
    expect(Buffer.from(req.userNonVisibleData!, 'base64').toString('utf8')).toBe(`sha256:${order.documentHash}`);

    const pending = await signing.status(order.orderRef, browser);
    expect(pending).toMatchObject({ state: 'pending', hintCode: 'outstandingTransaction', rfa: 'RFA1QR' });
    expect(pending.state === 'pending' && pending.qrCodeDataUrl).toMatch(/^qr:bankid\./);

    sim.approve(order.orderRef, ANNA);
    // BankID is asked at most every 2 s: until then the last answer stands
    expect(await signing.status(order.orderRef, browser)).toMatchObject({ state: 'pending' });
    clock.advance(2000);
    const done = await signing.status(order.orderRef, browser);
    expect(done.state).toBe('complete');
    if (done.state !== 'complete') return;
    expect(done.record).toMatchObject({
      orderRef: order.orderRef,
      personalNumber: ANNA,
      name: 'Anna Andersson',
      documentHash: order.documentHash,
      endUserIp: CLIENT_IP,
    });
    expect(done.record.signature.length).toBeGreaterThan(100);
    expect(done.record.ocspResponse.length).toBeGreaterThan(10);
    // the signature record is handed out once
    await expect(signing.status(order.orderRef, browser)).rejects.toMatchObject({ kind: 'orderNotFound' });
  });

  it('only the required person can sign', async () => {
    const { sim, signing, browser } = setup();
    const order = await signing.start({ endUserIp: CLIENT_IP, text: 'x', document: XML, personalNumber: ANNA, binding: browser });
    expect(() => sim.approve(order.orderRef, BERTIL)).toThrow();
  });

  it('reports a cancelled signing with its RFA', async () => {
    const { sim, signing, browser } = setup();
    // no earlier status call, so the first look asks BankID
    const order = await signing.start({ endUserIp: CLIENT_IP, text: 'x', document: XML, personalNumber: ANNA, binding: browser });
    sim.cancelAsUser(order.orderRef);
    expect(await signing.status(order.orderRef, browser)).toEqual({ state: 'failed', hintCode: 'userCancel', rfa: 'RFA6' });
  });

  it('waits on the server side, collecting every 2 s', async () => {
    const { sim, signing, browser } = setup();
    const order = await signing.start({ endUserIp: CLIENT_IP, text: 'x', document: XML, personalNumber: ANNA, binding: browser });
    const sleeps: number[] = [];
    const record = await signing.waitForSignature(order.orderRef, browser, {
      sleep: async (ms) => {
        sleeps.push(ms);
        if (sleeps.length === 2) sim.approve(order.orderRef, ANNA);
      },
    });
    expect(record.personalNumber).toBe(ANNA);
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('another browser cannot see or cancel the order; the owner can cancel', async () => {
    const { signing, browser } = setup();
    const order = await signing.start({ endUserIp: CLIENT_IP, text: 'x', document: XML, personalNumber: ANNA, binding: browser });
    await expect(signing.status(order.orderRef, newSecret())).rejects.toMatchObject({ kind: 'orderNotFound' });
    await expect(signing.cancel(order.orderRef, newSecret())).rejects.toMatchObject({ kind: 'orderNotFound' });
    await signing.cancel(order.orderRef, browser);
    await expect(signing.status(order.orderRef, browser)).rejects.toMatchObject({ kind: 'orderNotFound' });
  });

  it('refuses a signer without a personal number and empty text', async () => {
    const { signing, browser } = setup();
    await expect(signing.start({ endUserIp: CLIENT_IP, text: 'x', document: XML, personalNumber: '', binding: browser })).rejects.toMatchObject({
      kind: 'noPersNrOnFile',
    });
    await expect(signing.start({ endUserIp: CLIENT_IP, text: '', document: XML, personalNumber: ANNA, binding: browser })).rejects.toThrow(/text/);
  });
});
