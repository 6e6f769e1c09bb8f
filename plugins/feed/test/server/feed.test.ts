import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, Post, PostInput } from '../../src/contracts';
import feedServer from '../../server';
import { announceWindows } from '../../server/announce';

/** The server clock of these tests: fixed (moved on by the tests themselves), never today's date. */
const START = Date.parse('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string; login?: string }; frame: { event: string; resource?: string; payload?: unknown } };
/** a 1×1 PNG: a picture the shared upload check accepts */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const input = (p: Partial<PostInput> = {}): PostInput => ({
  Rubrik: 'Brandövning',
  Text: 'Vi övar **utrymning** på fredag.',
  Fran: '2026-11-18 08:00',
  Till: '',
  Fastnalad: false,
  Foretag: [],
  Roller: [],
  Avdelningar: [],
  ...p,
});

describe.each(DIALECTS)('feed endpoints on %s', (dialect) => {
  let server: TestServer & { push: any; host: any };
  let t = START;
  const frames: Frame[] = [];
  let db: any;
  const who: Record<string, string> = {};
  const post = (cookie: string, body: PostInput, headers = C1) => call(server, 'POST', '/api/infopanel', { cookie, headers, body });
  const feedOf = async (cookie: string, headers = C1) => {
    const res = await call(server, 'GET', '/api/feed', { cookie, headers });
    expect(res.statusCode, res.body).toBe(200);
    return json<FeedItem[]>(res);
  };
  const titles = async (cookie: string, headers = C1) => (await feedOf(cookie, headers)).map((i) => i.Rubrik);

  beforeAll(async () => {
    server = (await createServerTester(dialect, { plugins: [feedServer as never], now: () => new Date(t), session: { cacheMs: 0 } })) as never;
    const hub = server.push;
    const send = hub.publish.bind(hub);
    hub.publish = (to: Frame['to'], frame: Frame['frame']) => {
      frames.push({ to, frame });
      return send(to, frame);
    };
    db = server.host.db;
    for (const role of ['lic', 'adm', 'ftg', 'avd', 'lss', 'bru', 'per'])
      who[role] = await signIn(server, `${role}@demo.se`, role === 'lic' || role === 'adm' ? '1001' : undefined);
  });
  afterAll(() => server.close());

  it('lets exactly the HRTIL user option write (spec §6), whatever the role', async () => {
    for (const role of ['lic', 'adm', 'ftg', 'avd'])
      expect((await call(server, 'GET', '/api/infopanel', { cookie: who[role]!, headers: C1 })).statusCode, role).toBe(200);
    for (const role of ['lss', 'bru', 'per']) {
      expect((await call(server, 'GET', '/api/infopanel', { cookie: who[role]!, headers: C1 })).statusCode, role).toBe(403);
      expect((await post(who[role]!, input())).statusCode, role).toBe(403);
    }
    // a PER given the option writes for his company
    await db.insertInto('account_options').values({ Login: 'per@demo.se', Option: 'HRTIL' }).execute();
    server.host.directory?.invalidate?.();
    const res = await post(who.per!, input({ Rubrik: 'Från Per' }));
    expect(res.statusCode, res.body).toBe(200);
    await db.deleteFrom('account_options').where('Login', '=', 'per@demo.se').where('Option', '=', 'HRTIL').execute();
    server.host.directory?.invalidate?.();
    expect((await post(who.per!, input())).statusCode).toBe(403);
  });

  it('refuses bad input with a 400 naming the field, in the user’s language, and writes nothing', async () => {
    const count = async () => Number((await db.selectFrom('feed_posts').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    const cases: [string, PostInput | Record<string, unknown>, string][] = [
      ['ftg', input({ Rubrik: '  ' }), 'Rubrik'],
      ['ftg', input({ Rubrik: 'x'.repeat(121) }), 'Rubrik'],
      ['ftg', input({ Fran: '2026-02-30 08:00' }), 'Fran'],
      ['ftg', input({ Till: '2026-11-18 08:00' }), 'Till'],
      ['ftg', input({ Till: '2026-11-17 23:59' }), 'Till'],
      ['ftg', input({ Foretag: ['1002'] }), 'Foretag'],
      ['lic', input({ Foretag: ['1001', 'X999'] }), 'Foretag'],
      ['lic', input({ Foretag: ['1001', '1002'], Avdelningar: ['10'] }), 'Avdelningar'],
      ['ftg', input({ Avdelningar: ['99'] }), 'Avdelningar'],
      ['ftg', input({ Roller: ['BOSS' as never] }), 'Roller'],
      ['avd', input(), 'Avdelningar'],
      ['avd', input({ Avdelningar: ['20'] }), 'Avdelningar'],
      ['ftg', { ...input(), Bild: { Content: PNG, Type: 'application/pdf' } }, 'Bild'],
      // a PDF is no picture whatever it is declared as: the content is what is wrong
      ['ftg', { ...input(), Bild: { Content: 'JVBERi0xLjQK', Type: 'image/png' } }, 'Bild.Content'],
    ];
    for (const [role, body, field] of cases) {
      const res = await call(server, 'POST', '/api/infopanel', { cookie: who[role]!, headers: { ...C1, 'accept-language': 'en' }, body });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(json<{ field: string }>(res).field, res.body).toContain(field);
    }
    const sv = await post(who.ftg!, input({ Till: '2026-11-17 23:59' }));
    expect(json<{ message: string }>(sv).message).toBe('Visas till måste ligga efter Visas från.');
    expect(await count()).toBe(n);
  });

  it('shows a department’s post to its members only; pinned first, then newest; audited and pushed', async () => {
    frames.length = 0;
    const pinned = json<Post>(await post(who.ftg!, input({ Rubrik: 'Fastnålad äldre', Fran: '2026-11-10 08:00', Fastnalad: true })));
    const newer = json<Post>(await post(who.ftg!, input({ Rubrik: 'Nyast', Fran: '2026-11-18 09:00' })));
    const south = json<Post>(await post(who.ftg!, input({ Rubrik: 'Bara Söder', Avdelningar: ['20'] })));
    const north = json<Post>(await post(who.avd!, input({ Rubrik: 'Bara Norr', Avdelningar: ['10'], Fran: '2026-11-18 09:30' })));
    const ftgOnly = json<Post>(await post(who.ftg!, input({ Rubrik: 'Bara FTG', Roller: ['FTG'] })));
    expect([pinned, newer, south, north, ftgOnly].map((p) => p.Status)).toEqual(['published', 'published', 'published', 'published', 'published']);

    const perSees = await titles(who.per!);
    expect(perSees.indexOf('Fastnålad äldre')).toBeLessThan(perSees.indexOf('Bara Norr'));
    expect(perSees.indexOf('Bara Norr')).toBeLessThan(perSees.indexOf('Nyast'));
    expect(perSees).not.toContain('Bara Söder');
    expect(perSees).not.toContain('Bara FTG');
    expect(perSees[0]).toBe(perSees.find((x) => ['Fastnålad äldre', 'Välkommen till Omsorgen Personlig Assistans'].includes(x)));
    expect(await titles(who.avd!)).toContain('Bara Norr');
    expect(await titles(who.ftg!)).toContain('Bara FTG');
    expect(await titles(who.ftg!)).not.toContain('Bara Norr');

    // the company's open portals are told (the frame names the post, nothing of it)
    const told = frames.filter((f) => f.frame.resource === 'feed');
    expect(told.map((f) => (f.frame.payload as { Id: string }).Id)).toEqual([pinned.Id, newer.Id, south.Id, north.Id, ftgOnly.Id]);
    expect(told.every((f) => f.to.ftgId === '1001' && !('Rubrik' in (f.frame.payload as object)))).toBe(true);

    const audit = await db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'feed').where('EntityId', '=', north.Id).execute();
    expect(audit.map((a: { Event: string; Login: string }) => [a.Event, a.Login])).toEqual([['created', 'avd@demo.se']]);
  });

  it('changes and deletes only the posts in the writer’s scope; each change audited and pushed', async () => {
    const mine = json<Post>(await post(who.ftg!, input({ Rubrik: 'Att ändra', Avdelningar: ['20'] })));
    // AVD of department 10 neither lists nor changes a post for department 20 (404: as if there were none)
    const avdList = json<Post[]>(await call(server, 'GET', '/api/infopanel', { cookie: who.avd!, headers: C1 }));
    expect(avdList.some((p) => p.Id === mine.Id)).toBe(false);
    expect(avdList.every((p) => p.Avdelningar.length > 0 && p.Avdelningar.every((d) => d === '10'))).toBe(true);
    expect((await call(server, 'PUT', `/api/infopanel/${mine.Id}`, { cookie: who.avd!, headers: C1, body: input({ Avdelningar: ['10'] }) })).statusCode).toBe(
      404,
    );
    expect((await call(server, 'DELETE', `/api/infopanel/${mine.Id}`, { cookie: who.avd!, headers: C1 })).statusCode).toBe(404);
    // another company's writer: not found either
    const ftg1002 = { 'dv-selected-company': '1002' };
    expect((await call(server, 'DELETE', `/api/infopanel/${mine.Id}`, { cookie: who.ftg!, headers: ftg1002 })).statusCode).toBe(404);

    frames.length = 0;
    const changed = await call(server, 'PUT', `/api/infopanel/${mine.Id}`, {
      cookie: who.ftg!,
      headers: C1,
      body: input({ Rubrik: 'Ändrad', Fastnalad: true, Bild: { Content: PNG, Type: 'image/png' } }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = json<Post>(changed);
    expect(after).toMatchObject({ Rubrik: 'Ändrad', Fastnalad: true, Avdelningar: [] });
    expect(after.Bild).toMatch(new RegExp(`^/files/feed/${mine.Id}/[0-9a-f-]{36}$`));

    // the picture: for the post's readers, with its type; not for another company
    const pic = await call(server, 'GET', after.Bild, { cookie: who.per!, headers: C1 });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect((await call(server, 'GET', after.Bild, { cookie: who.ftg!, headers: ftg1002 })).statusCode).toBe(404);

    const removed = await call(server, 'DELETE', `/api/infopanel/${mine.Id}`, { cookie: who.ftg!, headers: C1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await titles(who.per!)).not.toContain('Ändrad');
    expect((await call(server, 'GET', after.Bild, { cookie: who.per!, headers: C1 })).statusCode).toBe(404);
    const uploads = await db.selectFrom('uploads').select('Id').where('Id', '=', after.Bild.split('/').pop()).execute();
    expect(uploads).toEqual([]);

    expect(frames.filter((f) => f.frame.resource === 'feed').length).toBe(2);
    const audit = await db
      .selectFrom('audit_events')
      .select(['Event', 'Changes'])
      .where('Plugin', '=', 'feed')
      .where('EntityId', '=', mine.Id)
      .orderBy('Id')
      .execute();
    expect(audit.map((a: { Event: string }) => a.Event)).toEqual(['created', 'modified', 'deleted']);
    expect(audit[1].Changes).toContain('Rubrik');
  });

  it('a scheduled post shows from its start, is announced by the job once, and ends at its end', async () => {
    const p = json<Post>(await post(who.ftg!, input({ Rubrik: 'Nästa vecka', Fran: '2026-11-23 08:00', Till: '2026-11-27 17:00' })));
    expect(p.Status).toBe('scheduled');
    expect(await titles(who.per!)).not.toContain('Nästa vecka');
    frames.length = 0;
    const job = () => announceWindows({ db, now: () => new Date(t), publish: (ftgId, frame) => server.push.publish({ ftgId }, frame) });
    await job();
    expect(frames.filter((f) => (f.frame.payload as { Id?: string })?.Id === p.Id)).toEqual([]);

    t = Date.parse('2026-11-23T07:00:00Z'); // 08:00 in Stockholm
    expect(await titles(who.per!)).toContain('Nästa vecka');
    await job();
    await job();
    expect(frames.filter((f) => (f.frame.payload as { Id?: string })?.Id === p.Id).length).toBe(1);
    const listed = json<Post[]>(await call(server, 'GET', '/api/infopanel', { cookie: who.ftg!, headers: C1 })).find((x) => x.Id === p.Id);
    expect(listed?.Status).toBe('published');

    t = Date.parse('2026-11-27T16:00:00Z'); // 17:00
    expect(await titles(who.per!)).not.toContain('Nästa vecka');
    await job();
    expect(frames.filter((f) => (f.frame.payload as { Id?: string })?.Id === p.Id).length).toBe(2);
    t = START;
  });

  it('a post for several companies reaches each of them (LIC), and the job tells the others', async () => {
    frames.length = 0;
    const p = json<Post>(await post(who.lic!, input({ Rubrik: 'Till alla bolag', Foretag: ['1001', '1002'] })));
    expect(p.Foretag).toEqual(['1001', '1002']);
    const ftg2 = { 'dv-selected-company': '1002' };
    expect(await titles(who.ftg!, ftg2)).toContain('Till alla bolag');
    expect(await titles(who.ftg!, { 'dv-selected-company': '1003' })).not.toContain('Till alla bolag');
    await announceWindows({ db, now: () => new Date(t), publish: (ftgId, frame) => server.push.publish({ ftgId }, frame) });
    const to = frames.filter((f) => (f.frame.payload as { Id?: string })?.Id === p.Id).map((f) => f.to.ftgId);
    expect(to).toEqual(expect.arrayContaining(['1001', '1002']));
    // only LIC and ADM manage it: the FTG of the company does not list it
    expect(json<Post[]>(await call(server, 'GET', '/api/infopanel', { cookie: who.ftg!, headers: C1 })).some((x) => x.Id === p.Id)).toBe(false);
  });

  it('offers the writer what he may address', async () => {
    const opts = (cookie: string) => call(server, 'GET', '/api/infopanel/audience', { cookie, headers: C1 }).then((r) => json<any>(r));
    const lic = await opts(who.lic!);
    expect(lic.Foretag.length).toBeGreaterThan(3);
    const ftg = await opts(who.ftg!);
    expect(ftg.Foretag).toEqual([]);
    expect(ftg.Avdelningar.map((d: { Avdelning: string }) => d.Avdelning)).toEqual(['10', '20', '30']);
    const avd = await opts(who.avd!);
    expect(avd).toMatchObject({ Avdelningar: [{ Avdelning: '10', Namn: 'Assistansteam Norr' }], AvdelningKravs: true });
  });
});
