import { createServerTester, DIALECTS } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverHalf from '../../server';

/** The server clock of these tests: fixed, never today's date. */
const NOW = new Date('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const EN = { ...C1, 'accept-language': 'en' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
// the smallest valid PNG (1×1) and something that only says it is one
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const FAKE_PNG = Buffer.from('<html>not a picture</html>').toString('base64');

type Item = { Id: number; Subject: string; From: string; To: string; Opened: boolean; RecipientCount: number; Attachments: number };
type Full = {
  Id: number;
  Subject: string;
  Body: string;
  CanReply: boolean;
  Attachments: { Url: string; FileName: string }[];
  Recipients: { Namn: string; Opened: boolean }[];
};

describe.each(DIALECTS)('writing messages (%s)', (dialect) => {
  let server: Awaited<ReturnType<typeof createServerTester>>;
  let ftg: string;
  let per: string;
  let avd: string;
  const inbox = async (cookie: string, search = '') =>
    json<Item[]>(await server.call('GET', `/api/messages?Folder=inbox${search ? `&Search=${encodeURIComponent(search)}` : ''}`, { cookie, headers: C1 }));
  const unread = async (cookie: string) => json<{ AntalOlast: number }>(await server.call('GET', '/api/messages/status', { cookie, headers: C1 })).AntalOlast;
  const send = (cookie: string, body: unknown, headers: Record<string, string> = C1) => server.call('POST', '/api/messages', { cookie, headers, body });

  beforeAll(async () => {
    server = await createServerTester(dialect, { plugins: [serverHalf], now: () => NOW });
    ftg = await server.signIn('ftg@demo.se', '1001');
    per = await server.signIn('per@demo.se');
    avd = await server.signIn('avd@demo.se');
  });
  afterAll(() => server.close());

  it('an administrator writes to an employee: it is in his inbox, unread, and in the sender’s sent folder', async () => {
    const before = await unread(per);
    const res = await send(ftg, { To: ['per@demo.se'], Subject: 'Lönen i december', Body: 'Lönen betalas ut den 23 december.\nGod jul!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ RecipientCount: number }>(res).RecipientCount).toBe(1);
    expect(await unread(per)).toBe(before + 1);
    const [first] = await inbox(per);
    expect(first).toMatchObject({ Subject: 'Lönen i december', From: 'Fredrik Företagsson', Opened: false });
    const sent = json<Item[]>(await server.call('GET', '/api/messages?Folder=sent', { cookie: ftg, headers: C1 }));
    expect(sent[0]).toMatchObject({ Subject: 'Lönen i december', To: 'Per Persson', RecipientCount: 1 });
    // he opens and reads it: the badge drops, the sender sees it opened
    const full = json<Full>(await server.call('GET', `/api/messages/${first!.Id}`, { cookie: per, headers: C1 }));
    expect(full.Body).toBe('Lönen betalas ut den 23 december.\nGod jul!');
    expect(full.CanReply).toBe(true);
    await server.call('POST', `/api/messages/${first!.Id}/read`, { cookie: per, headers: C1 });
    expect(await unread(per)).toBe(before);
    const sentFull = json<Full>(await server.call('GET', `/api/messages/sent/${sent[0]!.Id}`, { cookie: ftg, headers: C1 }));
    expect(sentFull.Recipients).toEqual([{ Namn: 'Per Persson', Opened: true }]);
  });

  it('the employee replies: "Sv: …" to the sender, found by search', async () => {
    const [msg] = await inbox(per, 'december');
    const res = await server.call('POST', `/api/messages/${msg!.Id}/reply`, { cookie: per, headers: C1, body: { Body: 'Tack!' } });
    expect(res.statusCode, res.body).toBe(200);
    const [answer] = await inbox(ftg, 'Sv: Lönen');
    expect(answer).toMatchObject({ Subject: 'Sv: Lönen i december', From: 'Per Persson', Opened: false });
    expect(await inbox(ftg, 'ingenting sådant')).toEqual([]);
  });

  it('a system notice cannot be answered (400), another account’s message is not found (404)', async () => {
    const notice = (await inbox(per)).find((m) => m.From === 'HR')!;
    const res = await server.call('POST', `/api/messages/${notice.Id}/reply`, { cookie: per, headers: EN, body: { Body: 'Hej' } });
    expect(res.statusCode).toBe(400);
    const ftgMsg = (await inbox(ftg))[0]!;
    for (const [method, url, body] of [
      ['GET', `/api/messages/${ftgMsg.Id}`, undefined],
      ['POST', `/api/messages/${ftgMsg.Id}/reply`, { Body: 'x' }],
      ['POST', `/api/messages/${ftgMsg.Id}/read`, undefined],
    ] as const) {
      const r = await server.call(method, url, { cookie: per, headers: EN, body });
      expect(r.statusCode, url).toBe(404);
      expect(json<{ message: string }>(r).message).toBe('The message does not exist.');
    }
    const sentOfFtg = json<Item[]>(await server.call('GET', '/api/messages?Folder=sent', { cookie: ftg, headers: C1 }))[0]!;
    expect((await server.call('GET', `/api/messages/sent/${sentOfFtg.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, in the user’s language, and writes nothing', async () => {
    const before = await server.snapshot();
    const n = (await inbox(per)).length;
    for (const [body, field, message] of [
      [{ To: [], Subject: 'Hej', Body: 'Text' }, 'To', 'Recipients: choose at least one recipient.'],
      [{ To: [], Roles: [], Departments: [], Subject: 'Hej', Body: 'Text' }, 'To', 'Recipients: choose at least one recipient.'],
      [{ To: ['per@demo.se'], Subject: '  ', Body: 'Text' }, 'Subject', undefined],
      [{ To: ['per@demo.se'], Subject: 'x'.repeat(201), Body: 'Text' }, 'Subject', undefined],
      [{ To: ['per@demo.se'], Subject: 'Hej', Body: 'x'.repeat(8001) }, 'Body', undefined],
      [{ To: ['per@demo.se'], Subject: 'Hej', Body: '' }, 'Body', undefined],
    ] as const) {
      const res = await send(ftg, body, EN);
      expect(res.statusCode, res.body).toBe(400);
      const err = json<{ field: string; message: string }>(res);
      expect(err.field).toBe(field);
      if (message) expect(err.message).toBe(message);
    }
    expect((await inbox(per)).length).toBe(n);
    expect(await server.snapshot()).toBe(before);
  });

  it('an employee writes to his supervisor and the administrators, never outside his scope (403, nothing sent)', async () => {
    const rec = json<{ Accounts: { Login: string }[]; Roles: string[]; Departments: unknown[] }>(
      await server.call('GET', '/api/messages/recipients', { cookie: per, headers: C1 }),
    );
    const logins = rec.Accounts.map((a) => a.Login);
    expect(logins).toContain('ftg@demo.se');
    expect(logins).toContain('avd@demo.se');
    expect(logins).not.toContain('per@demo.se');
    expect(logins).not.toContain('bru@demo.se');
    expect(rec.Roles).toEqual([]);
    const lss = await server.signIn('lss@demo.se');
    const lssBefore = await unread(lss);
    const res = await send(per, { To: ['ftg@demo.se', 'bru@demo.se'], Subject: 'Hej', Body: 'Text' }, EN);
    expect(res.statusCode).toBe(403);
    expect(json<{ field: string }>(res).field).toBe('To');
    const roles = await send(per, { To: [], Roles: ['PER'], Subject: 'Hej alla', Body: 'Text' });
    expect(roles.statusCode).toBe(403);
    expect(await unread(lss)).toBe(lssBefore);
    expect((await send(per, { To: ['avd@demo.se'], Subject: 'Byte av pass', Body: 'Kan jag byta?' })).statusCode).toBe(200);
  });

  it('to a role and to a department: everyone there gets it, pushed to their portals only', async () => {
    const frames: { login?: string; event: string }[] = [];
    const original = server.push.publish.bind(server.push);
    server.push.publish = (async (audience: { login?: string }, frame: { event: string }) => {
      frames.push({ login: audience.login, event: frame.event });
      return original(audience as never, frame as never);
    }) as typeof server.push.publish;
    try {
      const res = await send(ftg, { To: [], Roles: ['LSS', 'BRU'], Subject: 'Möte om brukarna', Body: 'Torsdag kl 10.' });
      expect(res.statusCode, res.body).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      const told = frames.filter((f) => f.event === 'new-unread-message').map((f) => f.login);
      expect(told).toContain('lss@demo.se');
      expect(told).toContain('bru@demo.se');
      expect(told).not.toContain('per@demo.se');
      expect(told).not.toContain('ftg@demo.se');
      expect(told).toHaveLength(json<{ RecipientCount: number }>(res).RecipientCount);
    } finally {
      server.push.publish = original;
    }
    // a department administrator writes to his own department, not to another
    const rec = json<{ Departments: { Avdelning: string }[] }>(await server.call('GET', '/api/messages/recipients', { cookie: avd, headers: C1 }));
    expect(rec.Departments.map((d) => d.Avdelning)).toEqual(['10']);
    expect((await send(avd, { To: [], Departments: ['20'], Subject: 'Hej', Body: 'x' })).statusCode).toBe(403);
  });

  it('attachments: a real PNG is stored and readable by sender and recipient only; a disguised one is refused', async () => {
    const refused = await send(ftg, {
      To: ['per@demo.se'],
      Subject: 'Bild',
      Body: 'Se bilagan',
      Attachments: [{ Content: FAKE_PNG, Type: 'image/png', FileName: 'bild.png' }],
    });
    expect(refused.statusCode).toBe(400);
    const tooBig = Buffer.alloc(2 * 1024 * 1024 + 10).toString('base64');
    const big = await send(ftg, {
      To: ['per@demo.se'],
      Subject: 'Bild',
      Body: 'x',
      Attachments: [{ Content: tooBig, Type: 'application/pdf', FileName: 'stor.pdf' }],
    });
    expect(big.statusCode).toBe(400);
    expect(json<{ field: string }>(big).field).toMatch(/^Attachments/);
    const ok = await send(ftg, {
      To: ['per@demo.se'],
      Subject: 'Schemat som bild',
      Body: 'Se bilagan',
      Attachments: [{ Content: PNG, Type: 'image/png', FileName: 'schema.png' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const msg = (await inbox(per, 'Schemat som bild'))[0]!;
    expect(msg.Attachments).toBe(1);
    const full = json<Full>(await server.call('GET', `/api/messages/${msg.Id}`, { cookie: per, headers: C1 }));
    const url = full.Attachments[0]!.Url;
    const file = await server.call('GET', url, { cookie: per, headers: C1 });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await server.call('GET', url, { cookie: ftg, headers: C1 })).statusCode).toBe(200);
    expect((await server.call('GET', url, { cookie: avd, headers: C1 })).statusCode).toBe(404);
  });

  it('audits what was sent and mails a notice when asked (no message text in the mail)', async () => {
    const db = server.host.db as any;
    await db.deleteFrom('account_contacts').where('Login', '=', 'avd@demo.se').execute();
    await db.insertInto('account_contacts').values({ Login: 'avd@demo.se', Email: 'aisha@example.se', Mobile: '' }).execute();
    const before = server.security.mailOutbox!.messages().length;
    const res = await send(ftg, { To: ['avd@demo.se'], Subject: 'Revision', Body: 'Hemligt innehåll', NotifyByMail: true });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const mail = server.security.mailOutbox!.messages().slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'aisha@example.se', subject: 'Nytt meddelande från Fredrik Företagsson i Lönna' });
    expect(mail[0]!.text).not.toContain('Hemligt');
    const audit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('Plugin', '=', 'messages')
      .where('EntityId', '=', String(json<{ Id: number }>(res).Id))
      .execute();
    expect(audit.map((a: { Entity: string; Event: string }) => `${a.Entity}:${a.Event}`)).toEqual(['message:created']);
  });

  it('needs Plus and EnableMeddelanden for every call', async () => {
    const cookie = await server.signIn('ftg@demo.se', '1003');
    const h = { 'dv-selected-company': '1003' };
    expect((await server.call('GET', '/api/messages', { cookie, headers: h })).statusCode).toBe(403);
    expect((await server.call('POST', '/api/messages', { cookie, headers: h, body: { To: ['x'], Subject: 'a', Body: 'b' } })).statusCode).toBe(403);
  });
});
