import { DIALECTS, call, createServerTester, signIn, type TestServer } from '@lonna/server/testing';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserMonth, SendReply, Statement } from '../../src/contracts';
import { createFk3059Server, type EltRequest, type EltResult, type EltTransport } from '../../server';
import { timeRow } from './time-row';

/**
 * Electronic sending to Försäkringskassan through a fake transport (the real SOAP client has its own test against a
 * local fake service), the company's details, the lock on the signed month's rows, voiding, and batch signing.
 */
const MONTH = '2025-06';
const ORGANISER_PERSNR = '199001012385';
const CARE_RECIPIENT_PERSNR = '194107086995';

/** FK as the test wants it to answer, call by call; every request is kept */
class FakeFk implements EltTransport {
  readonly name = 'fake';
  readonly requests: EltRequest[] = [];
  answers: EltResult[] = [];
  async send(r: EltRequest): Promise<EltResult> {
    this.requests.push(r);
    return this.answers.shift() ?? { ok: true, txId: `tx-${this.requests.length}` };
  }
}

describe.each(DIALECTS)('FK3059 sending on %s', (dialect) => {
  let server: TestServer;
  // long after the month: the demo seed's rows (last month to yesterday) stay out of it
  let t = Date.parse('2025-09-02T09:00:00Z');
  const fk = new FakeFk();
  let per: string;
  let perNr: string;
  let perPersNr: string;
  let ftg: string;
  const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
  const row = (Datum: string, Timmar: number, Start: string, Slut: string, Brukare: string, id: string, TidKod = 'ARB') =>
    timeRow({ Id: `fks-${id}`, AnstNr: perNr, Datum, TidKod, Timmar, Start, Slut, Brukare }, t);
  const organisers = async () => json<OrganiserMonth>(await call(server, 'GET', `/api/fk3059/anordnare?Manad=${MONTH}`, { cookie: ftg })).Statements;
  const statement = async (Brukare: string) => (await organisers()).find((s) => s.AnstNr === perNr && s.Brukare === Brukare)!;
  const approve = async (cookie: string, path: string, body: object, persNr: string) => {
    const started = await call(server, 'POST', path, { cookie, body });
    expect(started.statusCode, started.body).toBe(200);
    const { orderRef } = json<{ orderRef: string }>(started);
    server.security.simulator!.open(orderRef);
    server.security.simulator!.approve(orderRef, persNr);
    t += 2_000;
    return call(server, 'GET', `/api/fk3059/sign/${orderRef}`, { cookie });
  };
  const signAsAssistant = (Brukare: string) => approve(per, '/api/fk3059/sign', { AnstNr: perNr, Brukare, Manad: MONTH, Roll: 'assistent' }, perPersNr);
  const details = (body: object) => call(server, 'PUT', '/api/fk3059/uppgifter', { cookie: ftg, body });
  const goodDetails = {
    Kontaktperson: 'Fredrik Företagsson',
    Telefon: '08-123 456 78',
    Kollektivavtal: true,
    Brukare: [
      { Brukare: 'B001', PersNr: '19410708-6995' },
      { Brukare: 'B002', PersNr: '' },
    ],
  };

  beforeAll(async () => {
    server = await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [createFk3059Server({ transport: fk }) as never],
      // the send queue runs only when the test ticks it (one call per tick and second, as the test says)
      jobsCheckMs: 0,
      render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
      now: () => new Date(t),
      session: { cacheMs: 0 },
      security: { simulator: { signDelayMs: 0, now: () => t } },
    });
    const db = server.host.db as any;
    const account = await db.selectFrom('accounts').select(['AnstNr', 'PersNr']).where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    perNr = account.AnstNr;
    perPersNr = account.PersNr;
    await db.updateTable('accounts').set({ PersNr: ORGANISER_PERSNR }).where('Login', '=', 'ftg@demo.se').execute();
    await db.deleteFrom('time_rows').where('AnstNr', '=', perNr).where('Datum', 'like', `${MONTH}-%`).execute();
    // B001 and B003 with clock times (electronic), B002 with one day without (paper)
    await db
      .insertInto('time_rows')
      .values([
        row('2025-06-02', 8, '08:00', '16:00', 'B001', 'a'),
        row('2025-06-03', 8, '22:00', '06:00', 'B001', 'j', 'JOUR'),
        row('2025-06-04', 6, '07:00', '13:00', 'B002', 'b'),
        row('2025-06-05', 2, '', '', 'B002', 'c'),
      ])
      .execute();
    [per, ftg] = await Promise.all([signIn(server, 'per@demo.se', '1001'), signIn(server, 'ftg@demo.se', '1001')]);
  });
  afterAll(() => server.close());

  it('the company’s details: a bad personal number or phone is refused on its field in Swedish and saves nothing; only administrators', async () => {
    const bad = await details({ ...goodDetails, Brukare: [{ Brukare: 'B001', PersNr: '19410708-6996' }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ field: 'Brukare.0.PersNr', message: 'Personnumret för brukaren B001 är inte giltigt. Ange ÅÅÅÅMMDD-NNNN.' });
    const phone = await details({ ...goodDetails, Telefon: 'ring mig' });
    expect(json(phone)).toMatchObject({ field: 'Telefon' });
    expect(json<{ Kontaktperson: string }>(await call(server, 'GET', '/api/fk3059/uppgifter', { cookie: ftg })).Kontaktperson).toBe('');
    expect((await call(server, 'GET', '/api/fk3059/uppgifter', { cookie: per })).statusCode).toBe(403);
    const ok = await details(goodDetails);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ Brukare: { Brukare: string; PersNr: string }[] }>(ok).Brukare.find((b) => b.Brukare === 'B001')!.PersNr).toBe(CARE_RECIPIENT_PERSNR);
    expect(await statement('B001')).toMatchObject({ Status: 'PENDING', Manual: [] });
    expect(await statement('B002')).toMatchObject({ Status: 'MANUAL', Manual: ['noClockTimes', 'noCareRecipientId'] });
  });

  it('the assistant’s signature locks the month’s rows for that care recipient in the time report; voiding unlocks them', async () => {
    expect(json(await signAsAssistant('B001'))).toEqual({ state: 'complete' });
    const C1 = { 'dv-selected-company': '1001' };
    const version = async (Datum: string) =>
      json<any>(await call(server, 'GET', `/api/tidrapport?AnstNr=${perNr}&From=${Datum}&To=${Datum}`, { cookie: per, headers: C1 })).Days[0].Version;
    const add = async () =>
      call(server, 'POST', '/api/tidrapport/rader', {
        cookie: per,
        headers: C1,
        body: { AnstNr: perNr, Datum: '2025-06-10', DayVersion: await version('2025-06-10'), TidKod: 'ARB', Timmar: 2, Brukare: 'B001' },
      });
    const refused = await add();
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(
      'Tiden 2025-06-10 ingår i FK3059 2025-06, som är signerad, och kan inte ändras. Makulera signaturerna först.',
    );
    const removeSigned = await call(server, 'DELETE', `/api/tidrapport/rader/fks-a?DayVersion=${await version('2025-06-02')}`, { cookie: per, headers: C1 });
    expect(removeSigned.statusCode).toBe(409);

    const voided = await call(server, 'POST', '/api/fk3059/void', { cookie: per, body: { AnstNr: perNr, Brukare: 'B001', Manad: MONTH } });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(json<Statement>(voided)).toMatchObject({ Assistant: null, Organiser: null });
    // unlocked: the correction goes through and changes the statement; taken back, the assistant signs again
    const added = await add();
    expect(added.statusCode, added.body).toBe(200);
    expect((await statement('B001')).Totals.Aktiv).toBe(10);
    const id = json<any>(added).Rows.find((r: { Brukare: string; Timmar: number }) => r.Timmar === 2).Id;
    expect(
      (await call(server, 'DELETE', `/api/tidrapport/rader/${id}?DayVersion=${await version('2025-06-10')}`, { cookie: per, headers: C1 })).statusCode,
    ).toBe(200);
    expect((await statement('B001')).Totals.Aktiv).toBe(8);
    expect(json(await signAsAssistant('B001'))).toEqual({ state: 'complete' });
  });

  it('the organiser signs the month’s statements in one BankID order; each keeps the signature with the hashes it covers', async () => {
    expect(json(await signAsAssistant('B002'))).toEqual({ state: 'complete' });
    const early = await call(server, 'POST', '/api/fk3059/signBatch', {
      cookie: per,
      body: { Manad: MONTH, Statements: [{ AnstNr: perNr, Brukare: 'B001' }] },
    });
    expect(early.statusCode).toBe(403);
    const done = await approve(
      ftg,
      '/api/fk3059/signBatch',
      {
        Manad: MONTH,
        Statements: [
          { AnstNr: perNr, Brukare: 'B001' },
          { AnstNr: perNr, Brukare: 'B002' },
        ],
      },
      ORGANISER_PERSNR,
    );
    expect(json(done)).toEqual({ state: 'complete' });
    const [b1, b2] = [await statement('B001'), await statement('B002')];
    expect(b1.Organiser).toMatchObject({ Valid: true });
    expect(b2.Organiser).toMatchObject({ Valid: true });
    const stored = await (server.host.db as any)
      .selectFrom('fk3059_statements')
      .select(['Brukare', 'OrganiserSignature', 'OrganiserHash'])
      .where('AnstNr', '=', perNr)
      .where('Manad', '=', MONTH)
      .execute();
    const record = JSON.parse(stored[0].OrganiserSignature);
    expect(record.covers).toHaveLength(2);
    expect(record.covers).toEqual(expect.arrayContaining(stored.map((s: { OrganiserHash: string }) => s.OrganiserHash)));
    // signed again: nothing left for a batch
    const again = await call(server, 'POST', '/api/fk3059/signBatch', {
      cookie: ftg,
      body: { Manad: MONTH, Statements: [{ AnstNr: perNr, Brukare: 'B001' }] },
    });
    expect(again.statusCode).toBe(409);
  });

  it('sends a batch with partial success: the paper one is refused with why, the other goes one a second; FK down is retried, a refusal is not', async () => {
    const sent = await call(server, 'POST', '/api/fk3059/send', {
      cookie: ftg,
      body: {
        Manad: MONTH,
        Statements: [
          { AnstNr: perNr, Brukare: 'B001' },
          { AnstNr: perNr, Brukare: 'B002' },
        ],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const reply = json<SendReply>(sent);
    expect(reply.Queued).toEqual([{ AnstNr: perNr, Brukare: 'B001' }]);
    expect(reply.Refused).toEqual([
      {
        AnstNr: perNr,
        Brukare: 'B002',
        Namn: 'Per Persson',
        Message: 'Kan inte skickas elektroniskt (klockslag saknas, brukarens personnummer saknas). Skriv ut den och skicka den manuellt.',
      },
    ]);
    expect((await statement('B001')).Sending).toEqual({ State: 'QUEUED', Message: 'Skickas till Försäkringskassan …' });
    // already on its way: a second send is refused, and voiding too
    expect(
      json<SendReply>(await call(server, 'POST', '/api/fk3059/send', { cookie: ftg, body: { Manad: MONTH, Statements: [{ AnstNr: perNr, Brukare: 'B001' }] } }))
        .Queued,
    ).toEqual([]);
    expect((await call(server, 'POST', '/api/fk3059/void', { cookie: ftg, body: { AnstNr: perNr, Brukare: 'B001', Manad: MONTH } })).statusCode).toBe(409);

    // FK is down: kept in the queue for a later try, not failed
    fk.answers = [{ ok: false, retry: true, code: 'unavailable', detail: 'HTTP 503' }];
    t += 1_000;
    await server.jobs.tick();
    expect(fk.requests).toHaveLength(1);
    expect((await statement('B001')).Status).toBe('PENDING');
    // within the minute nothing is sent again
    t += 1_000;
    await server.jobs.tick();
    expect(fk.requests).toHaveLength(1);
    t += 60_000;
    await server.jobs.tick();
    expect(fk.requests).toHaveLength(2);
    const b1 = await statement('B001');
    expect(b1).toMatchObject({ Status: 'SENT', TxId: 'tx-2', Sending: null });

    // what FK got: the XML of the signed content, with both BankID signatures
    const request = fk.requests[1]!;
    expect(request.assistant.personalNumber).toBe(perPersNr);
    expect(request.organiser.personalNumber).toBe(ORGANISER_PERSNR);
    const xml = new XMLParser({ parseTagValue: false }).parse(request.xml).tidredovisning;
    expect(xml.redovisningsmanad).toBe(MONTH);
    expect(xml.personSomHarAssistans.personnummer).toBe(CARE_RECIPIENT_PERSNR);
    expect(xml.assistent.personnummer).toBe(perPersNr);
    expect(xml.assistansanordnare.kontaktperson).toBe('Fredrik Företagsson');
    expect(xml.tidrapport.rapportRad).toEqual([
      { dag: '2025-06-02', fromTid: '08:00', tomTid: '16:00', aktivTid: 'true', vanteTid: 'false', beredskapsTid: 'false' },
      { dag: '2025-06-03', fromTid: '22:00', tomTid: '06:00', aktivTid: 'false', vanteTid: 'true', beredskapsTid: 'false' },
    ]);
    // sent: the month stays locked, and cannot be voided
    expect((await call(server, 'POST', '/api/fk3059/void', { cookie: ftg, body: { AnstNr: perNr, Brukare: 'B001', Manad: MONTH } })).statusCode).toBe(409);
  });

  it('a report FK refuses fails at once with FK’s words and can be sent again; at most one call per second across the queue', async () => {
    const db = server.host.db as any;
    // B002 made electronic: its day without clock times gets them, through a void and new signatures
    await details({ ...goodDetails, Brukare: [{ Brukare: 'B002', PersNr: '19121212-1212' }] });
    expect((await call(server, 'POST', '/api/fk3059/void', { cookie: ftg, body: { AnstNr: perNr, Brukare: 'B002', Manad: MONTH } })).statusCode).toBe(200);
    await db.updateTable('time_rows').set({ Start: '13:00', Slut: '15:00' }).where('Id', '=', 'fks-c').execute();
    expect(json(await signAsAssistant('B002'))).toEqual({ state: 'complete' });
    expect(json(await approve(ftg, '/api/fk3059/sign', { AnstNr: perNr, Brukare: 'B002', Manad: MONTH, Roll: 'anordnare' }, ORGANISER_PERSNR))).toEqual({
      state: 'complete',
    });
    expect((await statement('B002')).Status).toBe('PENDING');

    fk.answers = [{ ok: false, retry: false, code: 'rejected', detail: 'Ogiltigt personnummer för assistenten' }];
    const send = () => call(server, 'POST', '/api/fk3059/send', { cookie: ftg, body: { Manad: MONTH, Statements: [{ AnstNr: perNr, Brukare: 'B002' }] } });
    expect(json<SendReply>(await send()).Queued).toHaveLength(1);
    const before = fk.requests.length;
    t += 1_000;
    await server.jobs.tick();
    // a second tick in the same second sends nothing (the job's lease is once a second, whatever the instances)
    await server.jobs.tick();
    expect(fk.requests.length).toBe(before + 1);
    expect((await statement('B002')).Sending).toEqual({
      State: 'FAILED',
      Message: 'Försäkringskassan tog inte emot tidsredovisningen: Ogiltigt personnummer för assistenten',
    });
    // sent again (after FK's problem is fixed): this time it goes
    expect(json<SendReply>(await send()).Queued).toHaveLength(1);
    t += 1_000;
    await server.jobs.tick();
    expect(await statement('B002')).toMatchObject({ Status: 'SENT', Sending: null });
  });
});
