import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import type { Runtype } from 'runtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreeText } from '@lonna/core/contracts';
import { firstProblem } from '../../src/host/http/validation-reason';
import { call, DIALECTS, signIn, type TestServer } from '../support/test-server';
import { databaseChecksum } from './support/db-checksum';
import { HARNESS_TODAY, startHarnessServer } from './support/harness-server';
import { inScopeIds } from './support/requests';
import { HOME_COMPANY } from './support/roles';
import { asParams, asQuery, fillPath, paramNames, plausible, queryString } from './support/runtypes-samples';
import { enableEverything } from './support/switches';

/**
 * Issue 11 items 3, 6 and 10: the shape of input no endpoint accepts — control characters in any text field,
 * bodies nested deeper than the limit, a megabyte password — and files that stay valid for their format
 * whatever text was stored before the rule existed.
 */
const C0 = 'a\u0001b';
type Reflected = { tag: string; [k: string]: any };
const reflect = (rt: Runtype): Reflected => (rt as unknown as { reflect: Reflected }).reflect;

/** the top-level fields (required or optional) of a request model whose value is text */
function textFields(rt: Runtype): string[] {
  const r = reflect(rt);
  const isText = (f: Runtype): boolean => {
    const x = reflect(f);
    if (x.tag === 'string') return true;
    if (x.tag === 'constraint' || x.tag === 'brand' || x.tag === 'optional') return isText(x.underlying ?? x.entity);
    if (x.tag === 'union') return (x.alternatives as Runtype[]).some(isText);
    return false;
  };
  if (r.tag === 'record')
    return Object.entries(r.fields as Record<string, Runtype>)
      .filter(([, f]) => isText(f))
      .map(([k]) => k);
  if (r.tag === 'intersect') return (r.intersectees as Runtype[]).flatMap(textFields);
  if (r.tag === 'constraint' || r.tag === 'brand') return textFields(r.underlying ?? r.entity);
  return [];
}

/** the top-level text fields of a request model with their own runtypes (Optional unwrapped) */
function textFieldModels(rt: Runtype): [string, Runtype][] {
  const r = reflect(rt);
  if (r.tag === 'record') {
    return Object.entries(r.fields as Record<string, Runtype>)
      .filter(([k]) => textFields(rt).includes(k))
      .map(([k, f]) => [k, reflect(f).tag === 'optional' ? (reflect(f).underlying as Runtype) : f]);
  }
  if (r.tag === 'intersect') return (r.intersectees as Runtype[]).flatMap(textFieldModels);
  if (r.tag === 'constraint' || r.tag === 'brand') return textFieldModels(r.underlying ?? r.entity);
  return [];
}

describe.each(DIALECTS)('input shape on every endpoint (%s)', (dialect) => {
  let server: TestServer;
  let cookie: string;
  let undo: () => Promise<void>;
  const today = HARNESS_TODAY;
  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    undo = await enableEverything(server.endpoints.map((e) => e.access)).apply(server);
    server.host.directory.invalidate();
    cookie = await signIn(server, 'ftg@demo.se', HOME_COMPANY);
  });
  afterAll(async () => {
    await undo?.();
    await server?.close();
  });

  it('a control character in any text field of any endpoint → 400 naming that field, nothing written', async () => {
    const hints = { ...(await inScopeIds(server, 'FTG')), From: today, To: today, Datum: today, Manad: today.slice(0, 7), DayVersion: 0, Timmar: 1 };
    const before = await databaseChecksum(server);
    const wrong: string[] = [];
    let checked = 0;
    for (const d of server.endpoints) {
      for (const part of ['params', 'query', 'body'] as const) {
        const model = d[part];
        if (!model) continue;
        for (const field of textFields(model)) {
          const req = {
            params: d.params ? (plausible(d.params, hints) as Record<string, unknown>) : {},
            query: d.query ? (plausible(d.query, hints) as Record<string, unknown>) : {},
            body: d.body ? (plausible(d.body, hints) as Record<string, unknown>) : undefined,
          };
          (req[part] as Record<string, unknown>)[field] = C0;
          const url = fillPath(d.path, asParams(req.params, paramNames(d.path))) + queryString(asQuery(req.query));
          const res = await server.app.inject({
            method: d.method,
            url,
            headers: { 'dv-api': '1', cookie, 'dv-selected-company': HOME_COMPANY, 'content-type': 'application/json' },
            payload: d.method === 'GET' ? undefined : JSON.stringify(req.body ?? {}),
          });
          checked++;
          const body = res.headers['content-type']?.toString().includes('json') ? JSON.parse(res.body) : {};
          if (res.statusCode !== 400 || body.field !== field || !/control|styrtecken/.test(body.message))
            wrong.push(`${d.id} ${part}.${field} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
    expect(await databaseChecksum(server)).toBe(before);
  }, 300_000);

  it("no text field of any endpoint's request model takes an unbounded string (100,000 characters, or an upload's body limit, refused)", () => {
    const unbounded: string[] = [];
    for (const d of server.endpoints) {
      for (const part of ['params', 'query', 'body'] as const) {
        const model = d[part];
        if (!model) continue;
        // an upload endpoint declares a larger body limit: its text field must still refuse that much
        const size = Math.max(100_000, d.bodyLimit ?? 0);
        for (const [field, rt] of textFieldModels(model)) {
          if (rt.validate('x'.repeat(size)).success) unbounded.push(`${d.id} ${part}.${field} (${size})`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('the shared FreeText field refuses C0 controls with its own reason, and lets tab and newlines through', () => {
    expect(firstProblem(FreeText(10), 'a\u0007', 'body')).toMatchObject({ reason: 'controlChars' });
    expect(firstProblem(FreeText(10), 'a\tb\r\nc', 'body')).toBeNull();
    expect(firstProblem(FreeText(3), 'abcd', 'body')).toMatchObject({ reason: 'atMost' });
  });

  it('a body nested 100,000 deep → 400 on every endpoint that takes a body, never a 5xx', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const wrong: string[] = [];
    for (const d of server.endpoints.filter((e) => e.body)) {
      const res = await server.app.inject({
        method: d.method,
        url: fillPath(d.path, asParams({}, paramNames(d.path))),
        headers: { 'dv-api': '1', cookie, 'dv-selected-company': HOME_COMPANY, 'content-type': 'application/json' },
        payload: deep,
      });
      // an endpoint with its own smaller body limit refuses the size first: also a 4xx naming the body
      const expected = d.bodyLimit !== undefined && d.bodyLimit < deep.length ? 413 : 400;
      if (res.statusCode !== expected || JSON.parse(res.body).field !== 'body') wrong.push(`${d.id} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
    // without a session too: the public logger was the reproduction
    const anon = await server.app.inject({
      method: 'POST',
      url: '/api/frontendlogger',
      headers: { 'dv-api': '1', 'content-type': 'application/json' },
      payload: `{"message":"x","context":${deep}}`,
    });
    expect(anon.statusCode).toBe(400);
  });

  it('the sign-in password has a maximum: 400 naming Password, nothing hashed or counted', async () => {
    const before = await databaseChecksum(server);
    const res = await call(server, 'POST', '/api/authenticate', { body: { Login: 'per@demo.se', Password: 'x'.repeat(1025) } });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).field).toBe('Password');
    expect(await databaseChecksum(server)).toBe(before);
  });

  it('every file the server produces parses, even with control characters stored before the rule', async () => {
    const NO_FREE_TEXT = new Set(['staffing.schedulePaxml']);
    const { AnstNr } = await inScopeIds(server, 'FTG');
    const db = server.host.db as any;
    const day = await call(server, 'GET', `/api/tidrapport?AnstNr=${AnstNr}&From=${today}&To=${today}`, {
      cookie,
      headers: { 'dv-selected-company': HOME_COMPANY },
    });
    const version = JSON.parse(day.body).Days[0].Version;
    const added = await call(server, 'POST', '/api/tidrapport/rader', {
      cookie,
      headers: { 'dv-selected-company': HOME_COMPANY },
      body: { AnstNr, Datum: today, DayVersion: version, TidKod: 'ARB', Timmar: 1, Brukare: 'B001', Text: 'ok' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const nasty = 'Kund <A&B> "x" \'y\'\u0001\u0008\u000B\u001F\ttab\nrad';
    await db.updateTable('time_rows').set({ Text: nasty }).where('FtgId', '=', HOME_COMPANY).where('AnstNr', '=', AnstNr).where('Datum', '=', today).execute();
    await db.updateTable('employees').set({ EfNamn: 'Öberg\u0002' }).where('FtgId', '=', HOME_COMPANY).where('AnstNr', '=', AnstNr).execute();
    // approved first where the company has that step (every switch is on here)
    await call(server, 'POST', '/api/godkann', {
      cookie,
      headers: { 'dv-selected-company': HOME_COMPANY },
      body: { AnstNr: [AnstNr], From: today, To: today, Action: 'approve' },
    });
    const attested = await call(server, 'POST', '/api/attest', {
      cookie,
      headers: { 'dv-selected-company': HOME_COMPANY },
      body: { AnstNr: [AnstNr], From: today, To: today, Action: 'attest' },
    });
    expect(attested.statusCode, attested.body).toBe(200);
    expect(JSON.parse(attested.body).Changed, attested.body).toBe(1);

    // an accepted address change waits for payroll (the personal plugin's PAXml export), its street as nasty as the row text
    const moved = await call(server, 'POST', '/api/employeeCard/address', {
      cookie,
      headers: { 'dv-selected-company': HOME_COMPANY },
      body: { AnstNr, Gata: 'Storgatan 1', Postnr: '11122', Ort: 'Stockholm', Datum: today },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await db.updateTable('personal_addresses').set({ Gata: nasty }).where('Id', '=', JSON.parse(moved.body).Id).execute();

    // an attested compensation waits for payroll (the compensations plugin's PAXml export), its text as nasty
    const dims = { ResEnhet1: '', ResEnhet2: '', ResEnhet3: '', ResEnhet4: '', ResEnhet5: '', ResEnhet6: '' };
    await db
      .insertInto('compensations')
      .values({
        Id: 'harness-nasty-compensation',
        FtgId: HOME_COMPANY,
        AnstNr,
        Datum: today,
        Typ: 'ERS',
        LonKod: '660',
        Text: nasty.slice(0, 60),
        Extratext: nasty,
        FromDatum: '',
        TomDatum: '',
        Antal: 1,
        Belopp: 10,
        Moms: 0,
        Valuta: 'SEK',
        Valutakurs: 1,
        Varugrupp: '00000000-0000-0000-0000-000000000000',
        Brukare: '',
        ...dims,
        Status: 'ATTESTED',
        Origin: 'MANUAL',
        GuideId: '',
        KvittoId: '',
        KvittoNamn: '',
        CreatedBy: 'harness',
        CreatedAt: 0,
        UpdatedAt: 0,
      })
      .execute();

    const hints = { AnstNr, From: today, To: today, Manad: today.slice(0, 7), Brukare: 'B001' };
    // the files the server renders from data (stored uploads, named by an id in the path, are checked by uploads.test.ts)
    const files = server.endpoints.filter((d) => d.raw && paramNames(d.path).length === 0);
    expect(files.length).toBeGreaterThan(0);
    for (const d of files) {
      // each payroll file takes the attested claim and locks it (time's PAXml carries it too, since the one-file
      // export): every file gets it waiting again
      await db.updateTable('compensations').set({ Status: 'ATTESTED' }).where('Id', '=', 'harness-nasty-compensation').execute();
      const query = d.query ? asQuery(plausible(d.query, hints)) : {};
      const body = d.body ? { ...(plausible(d.body, hints) as object), AnstNr: [AnstNr] } : undefined;
      const res = await call(server, d.method, fillPath(d.path, {}) + queryString(query), { cookie, headers: { 'dv-selected-company': HOME_COMPANY }, body });
      expect(res.statusCode, `${d.id}: ${res.body.slice(0, 200)}`).toBe(200);
      const type = String(res.headers['content-type']);
      if (type.includes('xml')) {
        expect(XMLValidator.validate(res.body), d.id).toBe(true);
        // a schedule (PAXml schematransaktioner) carries no stored free text: dates, times, hours and numbers only
        if (!NO_FREE_TEXT.has(d.id)) expect(res.body).toContain('Kund &lt;A&amp;B&gt;');
      } else if (type.includes('pdf')) {
        const file = join(tmpdir(), `lonna-harness-${process.pid}-${d.id}.pdf`);
        writeFileSync(file, res.rawPayload);
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(text.length, d.id).toBeGreaterThan(20);
      } else {
        throw new Error(`${d.id}: a file type this harness cannot parse (${type}); add a parser here`);
      }
    }
  }, 120_000);
});
