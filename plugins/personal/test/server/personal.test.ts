import { capturePush, call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Card, Child, Contact, PendingChange, Vehicle } from '../../src/contracts';
import personalServer from '../../server';
import { personnummer } from '../../server/seed';

/** The server clock of these tests: fixed, never today's date. */
const T0 = Date.parse('2026-06-15T08:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string }; frame: { event: string; resource?: string; payload?: unknown } };
const CHILD_A = personnummer('20200312', '123');
const CHILD_B = personnummer('20220704', '456');

describe.each(DIALECTS)('personal endpoints on %s', (dialect) => {
  let server: TestServer & { push: any; host: any; security: any };
  let t = T0;
  const frames: Frame[] = [];
  let db: any;
  let per: string;
  let perNr: string;
  let perPersNr: string;
  let ftg: string;
  let avd: string;
  let colleague: string;
  const get = async (cookie: string, anstNr?: string) => call(server, 'GET', `/api/employeeCard${anstNr ? `?AnstNr=${anstNr}` : ''}`, { cookie, headers: C1 });
  const card = async (cookie: string, anstNr?: string) => {
    const res = await get(cookie, anstNr);
    expect(res.statusCode, res.body).toBe(200);
    return json<Card>(res);
  };
  const post = (cookie: string, path: string, body?: unknown, lang = 'sv') =>
    call(server, 'POST', `/api/employeeCard${path}`, { cookie, headers: { ...C1, 'accept-language': lang }, body });
  const audits = (entity: string) => db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'personal').where('Entity', '=', entity).execute();

  async function setSwitch(name: string, value: boolean): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: name, Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      plugins: [personalServer as never],
      now: () => new Date(t),
      session: { cacheMs: 0 },
      security: { simulator: { signDelayMs: 0, now: () => t } },
    })) as never;
    capturePush(server as never, frames);
    db = server.host.db;
    const acc = await db.selectFrom('accounts').select(['AnstNr', 'PersNr']).where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    perNr = acc.AnstNr;
    perPersNr = acc.PersNr;
    await db.deleteFrom('account_contacts').where('Login', '=', 'per@demo.se').execute();
    await db.insertInto('account_contacts').values({ Login: 'per@demo.se', Email: 'per.test@example.se', Mobile: '+46701112233' }).execute();
    colleague = (await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', perNr).executeTakeFirstOrThrow()).AnstNr;
    [per, ftg, avd] = await Promise.all([signIn(server, 'per@demo.se', '1001'), signIn(server, 'ftg@demo.se', '1001'), signIn(server, 'avd@demo.se', '1001')]);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    t += 3_600_000;
    frames.length = 0;
    for (const table of ['personal_contacts', 'personal_children', 'personal_vehicles', 'personal_bank_orders'])
      await db.deleteFrom(table).where('FtgId', '=', '1001').where('AnstNr', '=', perNr).execute();
    await db.deleteFrom('personal_addresses').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).where('CreatedBy', '<>', 'demo').execute();
    await db.deleteFrom('personal_bank_accounts').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).where('CreatedBy', '<>', 'demo').execute();
  });

  it('shows PER his own seeded card with every switched-on section', async () => {
    const c = await card(per);
    expect(c.AnstNr).toBe(perNr);
    expect(c.Own).toBe(true);
    expect(c.Address?.Current).toMatchObject({ Status: 'ACCEPTED', Land: 'Sverige' });
    expect(c.Address?.Current?.Postnr).toMatch(/^\d{5}$/);
    expect(c.Bank?.Current).toMatchObject({ Status: 'ACCEPTED' });
    expect(c.Bank?.Pending).toBeNull();
    expect(c.Contacts).toEqual([]);
    expect(c.Children).toEqual([]);
  });

  it('a change of address by the employee waits for a payroll administrator; accepting it makes it current and audits old → new', async () => {
    const before = (await card(per)).Address!.Current!;
    const res = await post(per, '/address', { AnstNr: perNr, Gata: 'Ågatan 7', Postnr: '412 63', Ort: 'Göteborg', Datum: '2026-06-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ Status: string; Postnr: string }>(res)).toMatchObject({ Status: 'PENDING', Postnr: '41263' });
    expect(frames).toContainEqual({ to: { ftgId: '1001' }, frame: { event: 'resource-updated', resource: 'personuppgifter', payload: { AnstNr: perNr } } });
    let c = await card(per);
    expect(c.Address!.Current!.Id).toBe(before.Id);
    expect(c.Address!.History.map((a) => a.Status)).toContain('PENDING');

    // PER may not accept; the administrator sees it in his list
    expect((await call(server, 'GET', '/api/employeeCard/pending', { cookie: per, headers: C1 })).statusCode).toBe(403);
    const list = json<PendingChange[]>(await call(server, 'GET', '/api/employeeCard/pending', { cookie: ftg, headers: C1 }));
    const mine = list.find((p) => p.AnstNr === perNr && p.Kind === 'address')!;
    expect(mine.Summary).toContain('Ågatan 7');
    expect(mine.Previous).toContain(before.Gata);
    expect((await post(per, `/pending/address/${mine.Id}/accept`)).statusCode).toBe(403);
    const ok = await post(ftg, `/pending/address/${mine.Id}/accept`);
    expect(ok.statusCode, ok.body).toBe(200);
    c = await card(per);
    expect(c.Address!.Current).toMatchObject({ Gata: 'Ågatan 7', Ort: 'Göteborg' });
    expect(c.Address!.History.length).toBeGreaterThanOrEqual(2);
    // twice: already handled
    expect((await post(ftg, `/pending/address/${mine.Id}/accept`)).statusCode).toBe(409);
    const log = (await audits('address')).filter((a: { EntityId: string }) => a.EntityId === mine.Id);
    expect(log.map((a: { Action: string }) => a.Action).sort()).toEqual(['accept', 'request']);
    // an address from a day still to come is not current yet
    await post(ftg, '/address', { AnstNr: perNr, Gata: 'Framtidsvägen 1', Postnr: '11122', Ort: 'Stockholm', Datum: '2026-09-01' });
    expect((await card(per)).Address!.Current!.Gata).toBe('Ågatan 7');
  });

  it('refuses a bad address with a field error in the user’s language and stores nothing', async () => {
    const count = async () => (await db.selectFrom('personal_addresses').select('Id').where('AnstNr', '=', perNr).execute()).length;
    const n = await count();
    for (const [body, field] of [
      [{ AnstNr: perNr, Gata: 'Ågatan 7', Postnr: '4126', Ort: 'Göteborg', Datum: '2026-06-01' }, 'Postnr'],
      [{ AnstNr: perNr, Gata: ' ', Postnr: '41263', Ort: 'Göteborg', Datum: '2026-06-01' }, 'Gata'],
      [{ AnstNr: perNr, Gata: 'Ågatan 7', Postnr: '41263', Ort: 'Göteborg', Datum: '2026-02-30' }, 'Datum'],
    ] as const) {
      const res = await post(per, '/address', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    const en = await post(per, '/address', { AnstNr: perNr, Gata: 'x', Postnr: '1', Ort: 'y', Datum: '2026-06-01' }, 'en');
    expect(json<{ message: string }>(en).message).toContain('five digits');
    expect(await count()).toBe(n);
  });

  it('keeps contact persons: an ICE contact needs e-mail or phone, the personal id is valid and unique per employee', async () => {
    const base = { AnstNr: perNr, Fornamn: 'Lisa', Efternamn: 'Persson', Relation: 'SIBLING', Ice: true };
    let res = await post(per, '/contacts', base);
    expect(res.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(res)).toMatchObject({ field: 'Epost', message: expect.stringContaining('ICE') });
    res = await post(per, '/contacts', { ...base, Mobil: '070-12' });
    expect(json<{ field: string }>(res).field).toBe('Mobil');
    res = await post(per, '/contacts', { ...base, Mobil: '070-765 43 21', PersNr: '19800101-0000' });
    expect(json<{ field: string }>(res).field).toBe('PersNr');
    res = await post(per, '/contacts', { ...base, Relation: 'COUSIN', Mobil: '070-765 43 21' });
    expect(json<{ field: string }>(res).field).toBe('Relation');
    expect(await db.selectFrom('personal_contacts').select('Id').where('AnstNr', '=', perNr).execute()).toEqual([]);

    const pnr = personnummer('19850220', '238');
    res = await post(per, '/contacts', { ...base, Mobil: '070-765 43 21', PersNr: `${pnr.slice(2, 8)}-${pnr.slice(8)}` });
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<Contact>(res);
    expect(saved).toMatchObject({ PersNr: pnr, Ice: true });
    res = await post(per, '/contacts', { ...base, Fornamn: 'Kalle', Ice: false, PersNr: pnr });
    expect(json<{ field: string }>(res).field).toBe('PersNr');

    res = await call(server, 'PUT', `/api/employeeCard/contacts/${saved.Id}`, {
      cookie: per,
      headers: C1,
      body: { ...base, Epost: 'lisa@example.se', PersNr: pnr },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await card(per)).Contacts).toEqual([expect.objectContaining({ Epost: 'lisa@example.se', Mobil: '' })]);
    expect((await call(server, 'DELETE', `/api/employeeCard/contacts/${saved.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(200);
    expect((await card(per)).Contacts).toEqual([]);
    const log = (await audits('contact')).filter((a: { EntityId: string }) => a.EntityId === saved.Id);
    expect(log.map((a: { Event: string }) => a.Event).sort()).toEqual(['created', 'deleted', 'modified']);
  });

  it('keeps the child register: incoming days within the allotted, one child once; the read model has the children', async () => {
    let res = await post(per, '/children', { AnstNr: perNr, PersNr: CHILD_A, DagarTilldelade: 100, DagarInkommande: 101, DagarUttagna: 0 });
    expect(res.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(res)).toMatchObject({ field: 'DagarInkommande', message: expect.stringContaining('tilldelade') });
    res = await post(per, '/children', { AnstNr: perNr, PersNr: '2020', DagarTilldelade: 480, DagarInkommande: 0, DagarUttagna: 0 });
    expect(json<{ field: string }>(res).field).toBe('PersNr');
    res = await post(per, '/children', { AnstNr: perNr, PersNr: CHILD_A, DagarTilldelade: 480, DagarInkommande: 0, DagarUttagna: 1.5 });
    expect(json<{ field: string }>(res).field).toBe('DagarUttagna');

    res = await post(per, '/children', { AnstNr: perNr, Namn: 'Elsa', PersNr: CHILD_A, DagarTilldelade: 480, DagarInkommande: 20, DagarUttagna: 35 });
    expect(res.statusCode, res.body).toBe(200);
    const elsa = json<Child>(res);
    res = await post(per, '/children', { AnstNr: perNr, PersNr: CHILD_A, DagarTilldelade: 480, DagarInkommande: 0, DagarUttagna: 0 });
    expect(json<{ field: string }>(res).field).toBe('PersNr');
    res = await post(per, '/children', { AnstNr: perNr, Namn: 'Nils', PersNr: CHILD_B, DagarTilldelade: 480, DagarInkommande: 0, DagarUttagna: 0 });
    expect(res.statusCode).toBe(200);
    // the published read model: what the absence and leave plugins read
    const read = await db
      .selectFrom('personal_children')
      .select(['FtgId', 'AnstNr', 'PersNr', 'DagarTilldelade'])
      .where('AnstNr', '=', perNr)
      .orderBy('PersNr')
      .execute();
    expect(read).toEqual([
      { FtgId: '1001', AnstNr: perNr, PersNr: CHILD_A, DagarTilldelade: 480 },
      { FtgId: '1001', AnstNr: perNr, PersNr: CHILD_B, DagarTilldelade: 480 },
    ]);
    res = await call(server, 'PUT', `/api/employeeCard/children/${elsa.Id}`, {
      cookie: per,
      headers: C1,
      body: { AnstNr: perNr, Namn: 'Elsa', PersNr: CHILD_B, DagarTilldelade: 480, DagarInkommande: 0, DagarUttagna: 0 },
    });
    expect(json<{ field: string }>(res).field).toBe('PersNr');
    expect((await audits('child')).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the vehicles for the mileage claim: a valid registration number once per employee, a description; the read model has them', async () => {
    await setSwitch('EnableMilersattning', true);
    let res = await post(per, '/vehicles', { AnstNr: perNr, RegNr: 'ÅÄÖ 1', Beskrivning: 'Volvo V60', Typ: 'PRI', Matarstallning: 0 });
    expect(res.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(res)).toMatchObject({ field: 'RegNr', message: expect.stringContaining('ABC 123') });
    res = await post(per, '/vehicles', { AnstNr: perNr, RegNr: 'ABC 123', Beskrivning: '  ', Typ: 'PRI', Matarstallning: 0 });
    expect(json<{ field: string }>(res).field).toBe('Beskrivning');
    res = await post(per, '/vehicles', { AnstNr: perNr, RegNr: 'ABC 123', Beskrivning: 'Volvo V60', Typ: 'XYZ', Matarstallning: 0 });
    expect(json<{ field: string }>(res).field).toBe('Typ');
    res = await post(per, '/vehicles', { AnstNr: perNr, RegNr: 'ABC 123', Beskrivning: 'Volvo V60', Typ: 'PRI', Matarstallning: 12.5 });
    expect(json<{ field: string }>(res).field).toBe('Matarstallning');
    expect(await db.selectFrom('personal_vehicles').selectAll().where('AnstNr', '=', perNr).execute()).toEqual([]);

    res = await post(per, '/vehicles', { AnstNr: perNr, RegNr: 'abc 12d', Beskrivning: 'Volvo V60', Typ: 'PRI', Matarstallning: 45210 });
    expect(res.statusCode, res.body).toBe(200);
    const volvo = json<Vehicle>(res);
    expect(volvo).toMatchObject({ RegNr: 'ABC12D', Typ: 'PRI', Matarstallning: 45210 });
    res = await post(per, '/vehicles', { AnstNr: perNr, RegNr: 'ABC-12D', Beskrivning: 'Samma bil', Typ: 'PRI', Matarstallning: 0 });
    expect(json<{ field: string; message: string }>(res)).toMatchObject({ field: 'RegNr', message: expect.stringContaining('ABC12D') });
    // the administrator registers the company car for him
    res = await post(ftg, '/vehicles', { AnstNr: perNr, RegNr: 'XYZ789', Beskrivning: 'Tesla Model 3', Typ: 'EL', Matarstallning: 0 });
    expect(res.statusCode, res.body).toBe(200);
    // PER never registers a car for a colleague
    expect((await post(per, '/vehicles', { AnstNr: colleague, RegNr: 'QQQ111', Beskrivning: 'x', Typ: 'PRI', Matarstallning: 0 })).statusCode).toBe(403);

    expect((await card(per)).Vehicles!.map((v) => v.RegNr)).toEqual(['ABC12D', 'XYZ789']);
    // the published read model: what the expenses plugin's mileage guide reads
    const read = await db.selectFrom('personal_vehicles').select(['FtgId', 'AnstNr', 'RegNr', 'Typ']).where('AnstNr', '=', perNr).orderBy('RegNr').execute();
    expect(read).toEqual([
      { FtgId: '1001', AnstNr: perNr, RegNr: 'ABC12D', Typ: 'PRI' },
      { FtgId: '1001', AnstNr: perNr, RegNr: 'XYZ789', Typ: 'EL' },
    ]);
    res = await call(server, 'PUT', `/api/employeeCard/vehicles/${volvo.Id}`, {
      cookie: per,
      headers: C1,
      body: { AnstNr: perNr, RegNr: 'ABC12D', Beskrivning: 'Volvo V60 Cross Country', Typ: 'PRI', Matarstallning: 46000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(server, 'DELETE', `/api/employeeCard/vehicles/${volvo.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(200);
    expect((await audits('vehicle')).map((a: { Event: string }) => a.Event)).toEqual(expect.arrayContaining(['created', 'modified', 'deleted']));
    // the section follows the mileage switch
    await setSwitch('EnableMilersattning', false);
    expect((await card(per)).Vehicles).toBeNull();
    expect((await post(per, '/vehicles', { AnstNr: perNr, RegNr: 'RST456', Beskrivning: 'Saab', Typ: 'PRI', Matarstallning: 0 })).statusCode).toBe(403);
    await setSwitch('EnableMilersattning', true);
  });

  it('a new salary account needs the bank’s rules and a BankID signature; mail and SMS tell the owner; it applies only once accepted', async () => {
    const current = (await card(per)).Bank!.Current!;
    let res = await post(per, '/bank', { Clearing: '1100', Konto: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(res)).toMatchObject({ field: 'Konto', message: expect.stringContaining('bank') });
    // an administrator cannot change someone's account (only the owner signs)
    expect((await post(ftg, '/bank', { Clearing: '6000', Konto: '471132322' })).statusCode).toBe(403);

    res = await post(per, '/bank', { Clearing: '6000', Konto: '471 132 322' });
    expect(res.statusCode, res.body).toBe(200);
    const { orderRef } = json<{ orderRef: string }>(res);
    // not signed yet: nothing stored
    let status = await call(server, 'GET', `/api/employeeCard/bank/${orderRef}`, { cookie: per, headers: C1 });
    expect(json<{ state: string }>(status).state).toBe('pending');
    expect((await card(per)).Bank!.Pending).toBeNull();
    server.security.simulator!.open(orderRef);
    server.security.simulator!.approve(orderRef, perPersNr);
    t += 2_000;
    status = await call(server, 'GET', `/api/employeeCard/bank/${orderRef}`, { cookie: per, headers: C1 });
    expect(status.statusCode, status.body).toBe(200);
    expect(json<{ state: string }>(status).state).toBe('complete');

    let c = await card(per);
    expect(c.Bank!.Current!.Id).toBe(current.Id);
    expect(c.Bank!.Pending).toMatchObject({ Clearing: '6000', Konto: '471132322', Bank: 'Handelsbanken', Status: 'PENDING' });
    const mails = server.security.mailOutbox!.messages().filter((m: { to: string }) => m.to === 'per.test@example.se');
    expect(mails.at(-1)).toMatchObject({ subject: 'Ditt lönekonto har ändrats', text: expect.stringContaining('****2322') });
    const texts = server.security.smsOutbox!.messages().filter((m: { to: string }) => m.to === '+46701112233');
    expect(texts.at(-1)!.text).toContain('****2322');

    const list = json<PendingChange[]>(await call(server, 'GET', '/api/employeeCard/pending', { cookie: ftg, headers: C1 }));
    const change = list.find((p) => p.Kind === 'bank' && p.AnstNr === perNr)!;
    expect(change.Summary).toContain('6000-471132322');
    // a rejection needs a reason
    expect((await post(ftg, `/pending/bank/${change.Id}/reject`, { Orsak: ' ' })).statusCode).toBe(400);
    expect((await post(ftg, `/pending/bank/${change.Id}/accept`)).statusCode).toBe(200);
    const decided = server.security.mailOutbox!.messages().filter((m: { to: string }) => m.to === 'per.test@example.se');
    expect(decided.at(-1)).toMatchObject({ subject: 'Din ändring i Lönna är godkänd', text: expect.stringContaining('****2322') });
    expect(decided.at(-1)!.text).not.toContain('471132322');
    c = await card(per);
    expect(c.Bank!.Current).toMatchObject({ Konto: '471132322', Status: 'ACCEPTED' });
    expect(c.Bank!.Pending).toBeNull();
    const log = (await audits('bankAccount')).filter((a: { EntityId: string }) => a.EntityId === change.Id);
    expect(log.map((a: { Action: string }) => a.Action).sort()).toEqual(['accept', 'request']);
  });

  it('a rejected salary account never applies, and the reason is kept', async () => {
    const current = (await card(per)).Bank!.Current!;
    const { orderRef } = json<{ orderRef: string }>(await post(per, '/bank', { Clearing: '83279', Konto: '9143065218' }));
    server.security.simulator!.open(orderRef);
    server.security.simulator!.approve(orderRef, perPersNr);
    t += 2_000;
    await call(server, 'GET', `/api/employeeCard/bank/${orderRef}`, { cookie: per, headers: C1 });
    const pendingId = (await card(per)).Bank!.Pending!.Id;
    expect((await post(ftg, `/pending/bank/${pendingId}/reject`, { Orsak: 'Ringde och stämde av: inte hans konto' })).statusCode).toBe(200);
    // the employee hears it, with the reason
    const mails = server.security.mailOutbox!.messages().filter((m: { to: string }) => m.to === 'per.test@example.se');
    expect(mails.at(-1)).toMatchObject({ subject: 'Din ändring i Lönna är avslagen', text: expect.stringContaining('inte hans konto') });
    const c = await card(per);
    expect(c.Bank!.Current!.Id).toBe(current.Id);
    expect(c.Bank!.Pending).toBeNull();
    const row = await db.selectFrom('personal_bank_accounts').selectAll().where('Id', '=', pendingId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ Status: 'REJECTED', Orsak: 'Ringde och stämde av: inte hans konto' });
  });

  it('scopes the card: PER never reads a colleague, AVD only his departments, the administrator anyone of the company', async () => {
    expect((await get(per, colleague)).statusCode).toBe(403);
    expect(json<{ AnstNr: string }[]>(await call(server, 'GET', '/api/employeeCard/employees', { cookie: per, headers: C1 })).map((e) => e.AnstNr)).toEqual([
      perNr,
    ]);
    expect((await post(per, '/contacts', { AnstNr: colleague, Fornamn: 'A', Efternamn: 'B', Relation: 'OTHER', Ice: false })).statusCode).toBe(403);
    expect((await card(ftg, colleague)).AnstNr).toBe(colleague);
    expect((await card(ftg, perNr)).Own).toBe(false);
    const departments = (await db.selectFrom('account_departments').select('Avdelning').where('Login', '=', 'avd@demo.se').execute()).map(
      (r: { Avdelning: string }) => r.Avdelning,
    );
    const outside = await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('Avdelning', 'not in', departments).executeTakeFirst();
    if (outside) expect((await get(avd, outside.AnstNr)).statusCode).toBe(403);
    // the administrator is no employee: the card he is given is the first of his scope's list, not his own (no 404)
    const first = json<{ AnstNr: string }[]>(await call(server, 'GET', '/api/employeeCard/employees', { cookie: ftg, headers: C1 }))[0]!.AnstNr;
    expect(await card(ftg)).toMatchObject({ AnstNr: first, Own: false });
    const bru = await signIn(server, 'bru@demo.se', '1001');
    expect((await get(bru)).statusCode).toBe(403);
  });

  it('a switched-off section is left out of the card and its endpoints refuse', async () => {
    await setSwitch('EnableBarnregister', false);
    await setSwitch('EnableBankkonto', false);
    try {
      const c = await card(per);
      expect(c.Children).toBeNull();
      expect(c.Bank).toBeNull();
      expect(c.Contacts).not.toBeNull();
      expect((await post(per, '/children', { AnstNr: perNr, PersNr: CHILD_A, DagarTilldelade: 1, DagarInkommande: 0, DagarUttagna: 0 })).statusCode).toBe(403);
      expect((await post(per, '/bank', { Clearing: '6000', Konto: '471132322' })).statusCode).toBe(403);
    } finally {
      await setSwitch('EnableBarnregister', true);
      await setSwitch('EnableBankkonto', true);
    }
  });

  // last in the file: it moves the clock past an address's day and signs in again
  it('accepted changes go to payroll once, as PAXml personal/person records; a future address when its day comes', async () => {
    const waiting = async (cookie: string) => json<{ Antal: number }>(await call(server, 'GET', '/api/employeeCard/paxml', { cookie, headers: C1 })).Antal;
    const exportFile = (cookie: string) => post(cookie, '/paxml');
    // what earlier tests left for other employees goes first
    await exportFile(ftg);
    expect(await waiting(ftg)).toBe(0);
    const nothing = await exportFile(ftg);
    expect(nothing.statusCode).toBe(404);
    expect(json<{ message: string }>(nothing).message).toBe('Det finns inga godkända ändringar som inte redan skickats till lönesystemet.');

    // the administrator's own changes apply at once; the employee's wait for acceptance and are not sent before it
    expect((await post(ftg, '/address', { AnstNr: perNr, Gata: 'Ågatan 7', Postnr: '41263', Ort: 'Göteborg', Datum: '2026-06-01' })).statusCode).toBe(200);
    expect((await post(ftg, '/address', { AnstNr: perNr, Gata: 'Framtidsvägen 1', Postnr: '11122', Ort: 'Stockholm', Datum: '2026-09-01' })).statusCode).toBe(
      200,
    );
    expect((await post(per, '/address', { AnstNr: perNr, Gata: 'Väntevägen 2', Postnr: '22222', Ort: 'Lund', Datum: '2026-06-02' })).statusCode).toBe(200);
    await db
      .insertInto('personal_bank_accounts')
      .values({
        Id: 'export-test-bank',
        FtgId: '1001',
        AnstNr: perNr,
        Clearing: '6000',
        Konto: '471132322',
        Bank: 'Handelsbanken',
        Signature: '{}',
        SignedBy: 'Per',
        Status: 'ACCEPTED',
        Orsak: '',
        CreatedAt: t,
        CreatedBy: 'per@demo.se',
        DecidedAt: t,
        DecidedBy: 'ftg@demo.se',
        ExportedAt: 0,
      })
      .execute();
    expect(await waiting(ftg)).toBe(2);
    // payroll administration only
    expect((await exportFile(per)).statusCode).toBe(403);
    expect((await exportFile(avd)).statusCode).toBe(403);

    const res = await exportFile(ftg);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="paxml-personal-1001-2026-06-\d\d\.xml"$/);
    const xml = res.body;
    expect(xml).toContain('<format>LÖNIN</format>');
    expect(xml).toMatch(/<foretagorgnr>\d{10}<\/foretagorgnr>/);
    expect(xml).toContain(`<person anstid="${perNr}" persnr="${perPersNr.replace(/\D/g, '')}">`);
    expect(xml).toContain('<postadress>Ågatan 7</postadress>');
    expect(xml).toContain('<postnr>41263</postnr>');
    expect(xml).toContain('<ort>Göteborg</ort>');
    expect(xml).toContain('<bankclearing>6000</bankclearing>');
    expect(xml).toContain('<bankkonto>471132322</bankkonto>');
    expect(xml).not.toContain('Framtidsvägen');
    expect(xml).not.toContain('Väntevägen');
    expect(xml.match(/<person /g)).toHaveLength(1);
    const log = (await audits('address')).filter((a: { Action: string }) => a.Action === 'export');
    expect(log.length).toBeGreaterThanOrEqual(1);
    // sent once
    expect(await waiting(ftg)).toBe(0);
    expect((await exportFile(ftg)).statusCode).toBe(404);

    // the future address's day comes: it is the next file's
    t = Date.parse('2026-09-01T06:00:00Z');
    const ftgLater = await signIn(server, 'ftg@demo.se', '1001');
    expect(await waiting(ftgLater)).toBe(1);
    const later = await exportFile(ftgLater);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.body).toContain('<postadress>Framtidsvägen 1</postadress>');
    expect(later.body).not.toContain('<bankkonto>');
  });
});
