import type { Runtype } from 'runtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDescriptor, Role } from '@lonna/core/contracts';
import { DIALECTS, type TestServer } from '../support/test-server';
import { databaseChecksum } from './support/db-checksum';
import { HARNESS_TODAY, startHarnessServer } from './support/harness-server';
import { HOME_COMPANY, ROLE_LOGINS, RoleSessions } from './support/roles';
import { asParams, asQuery, fillPath, paramNames, plausible, queryString } from './support/runtypes-samples';
import { enableEverything } from './support/switches';

/**
 * Issue 11 item 4: the role data scope (docs/SECURITY.md § Role data scope), checked from the outside for every
 * endpoint of every plugin that takes an employee (AnstNr in params, query or body): each role is refused for an
 * employee outside its scope and nothing is written; not refused for one inside; and every list an endpoint
 * answers holds only employees in scope. The expected scope is computed here from the table, not by the host.
 */
const ROLES: Role[] = ['PER', 'AVD', 'BRU', 'LSS', 'FTG', 'ADM', 'LIC'];
type Reflected = { tag: string; [k: string]: any };
const reflect = (rt: Runtype): Reflected => (rt as unknown as { reflect: Reflected }).reflect;

function hasField(rt: Runtype | undefined, name: string): boolean {
  if (!rt) return false;
  const r = reflect(rt);
  if (r.tag === 'record') return name in r.fields;
  if (r.tag === 'intersect') return (r.intersectees as Runtype[]).some((x) => hasField(x, name));
  if (r.tag === 'constraint' || r.tag === 'brand') return hasField(r.underlying ?? r.entity, name);
  return false;
}
const takesEmployee = (d: EndpointDescriptor) => (['params', 'query', 'body'] as const).filter((p) => hasField(d[p], 'AnstNr'));

/** every AnstNr anywhere in a reply */
function anstNrsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => anstNrsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'AnstNr' && typeof v === 'string' && v !== '') out.push(v);
      else anstNrsIn(v, out);
    }
  }
  return out;
}

describe.each(DIALECTS)('role data scope over every endpoint that takes an employee (%s)', (dialect) => {
  let server: TestServer;
  let sessions: RoleSessions;
  let undo: () => Promise<void>;
  let everyone: string[];
  const expected = new Map<Role, Set<string>>();
  const today = HARNESS_TODAY;
  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    sessions = new RoleSessions(server);
    undo = await enableEverything(server.endpoints.map((e) => e.access)).apply(server);
    server.host.directory.invalidate();
    const db = server.host.db as any;
    const employees = (await db.selectFrom('employees').select(['AnstNr', 'Avdelning', 'Brukare']).where('FtgId', '=', HOME_COMPANY).execute()) as {
      AnstNr: string;
      Avdelning: string;
      Brukare: string;
    }[];
    everyone = employees.map((e) => e.AnstNr);
    for (const role of ROLES) {
      const login = ROLE_LOGINS[role];
      const a = await db.selectFrom('accounts').select(['AnstNr', 'Brukare', 'FtgId']).where('Login', '=', login).executeTakeFirstOrThrow();
      const departments = (
        await db.selectFrom('account_departments').select('Avdelning').where('Login', '=', login).where('FtgId', '=', HOME_COMPANY).execute()
      ).map((r: any) => r.Avdelning);
      const cares = (await db.selectFrom('care_responsibilities').select('Brukare').where('Login', '=', login).where('FtgId', '=', HOME_COMPANY).execute()).map(
        (r: any) => r.Brukare,
      );
      const pick = (f: (e: { AnstNr: string; Avdelning: string; Brukare: string }) => boolean) => new Set(employees.filter(f).map((e) => e.AnstNr));
      expected.set(
        role,
        {
          PER: () => pick((e) => a.FtgId === HOME_COMPANY && e.AnstNr === a.AnstNr),
          AVD: () => pick((e) => departments.includes(e.Avdelning)),
          BRU: () => pick((e) => a.Brukare !== '' && e.Brukare === a.Brukare),
          LSS: () => pick((e) => cares.includes(e.Brukare)),
          FTG: () => new Set(everyone),
          ADM: () => new Set(everyone),
          LIC: () => new Set(everyone),
        }[role](),
      );
    }
  });
  afterAll(async () => {
    await undo?.();
    await server?.close();
  });

  it('the demo gives every limited role a believable scope: some employees, not the whole company', () => {
    for (const role of ['PER', 'AVD', 'BRU', 'LSS'] as Role[]) {
      const n = expected.get(role)!.size;
      expect(n, role).toBeGreaterThan(0);
      expect(n, role).toBeLessThan(everyone.length);
    }
  });

  it('ctx.scope agrees with the table for every role', async () => {
    const { employeeScope } = await import('../../src/host/http/data-scope');
    for (const role of ROLES) {
      const account = (await server.host.directory.account(ROLE_LOGINS[role]))!;
      const s = await employeeScope(server.host.db, account, HOME_COMPANY);
      const got = s.all ? new Set(everyone) : new Set(s.anstNrs);
      expect([...got].sort(), role).toEqual([...expected.get(role)!].sort());
    }
  });

  it('every endpoint that takes an employee: each role refused outside its scope, not refused inside', async () => {
    const endpoints = server.endpoints.filter((d) => takesEmployee(d).length > 0);
    expect(endpoints.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const role of ROLES) {
      const cookie = await sessions.cookie(role);
      const scope = expected.get(role)!;
      const outsider = everyone.find((a) => !scope.has(a));
      const insider = [...scope][0];
      for (const d of endpoints) {
        const send = async (anstNr: string) => {
          // a well-formed request, so the scope is what decides (the bulk endpoints take the action of their own view)
          const hints = {
            AnstNr: anstNr,
            From: today,
            To: today,
            Datum: today,
            // a period named the leave plugin's way (its admin registers leave for an employee)
            FromDatum: today,
            TomDatum: today,
            Manad: today.slice(0, 7),
            DayVersion: 0,
            Timmar: 1,
            Action: /attest/i.test(d.id) ? 'attest' : 'approve',
          };
          const req = {
            params: d.params ? (plausible(d.params, hints) as Record<string, unknown>) : {},
            query: d.query ? (plausible(d.query, hints) as Record<string, unknown>) : {},
            body: d.body ? (plausible(d.body, hints) as Record<string, unknown>) : undefined,
          };
          if (req.body && 'Action' in req.body) req.body.Action = hints.Action;
          for (const part of takesEmployee(d)) {
            const target = req[part]!;
            target.AnstNr = Array.isArray(target.AnstNr) ? [anstNr] : anstNr;
          }
          const url = fillPath(d.path, asParams(req.params, paramNames(d.path))) + queryString(asQuery(req.query));
          return server.app.inject({
            method: d.method,
            url,
            headers: { 'dv-api': '1', cookie, 'dv-selected-company': HOME_COMPANY, 'content-type': 'application/json' },
            payload: d.method === 'GET' ? undefined : JSON.stringify(req.body ?? {}),
          });
        };
        if (outsider !== undefined) {
          const res = await send(outsider);
          // refused, or (a list filter) answered without the outsider
          const shown = res.statusCode === 200 && String(res.headers['content-type']).includes('json') ? anstNrsIn(JSON.parse(res.body)) : null;
          const filtered = shown !== null && !shown.includes(outsider) && d.method === 'GET';
          if (res.statusCode !== 403 && !filtered) wrong.push(`${role} ${d.id} outside (${outsider}) → ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
        if (insider !== undefined) {
          const res = await send(insider);
          const body = res.statusCode === 403 ? JSON.parse(res.body) : {};
          // a 403 for an employee in scope may only be the endpoint's access rule, never the scope
          if (res.statusCode === 403 && body.field === 'AnstNr') wrong.push(`${role} ${d.id} inside (${insider}) → refused by scope: ${body.message}`);
        }
      }
    }
    // (calls for employees in scope may write; the next test checks that calls outside it never do)
    expect(wrong).toEqual([]);
  }, 300_000);

  it('outside the scope nothing is written', async () => {
    const before = await databaseChecksum(server);
    for (const role of ['PER', 'AVD', 'BRU', 'LSS'] as Role[]) {
      const cookie = await sessions.cookie(role);
      const outsider = everyone.find((a) => !expected.get(role)!.has(a))!;
      for (const d of server.endpoints.filter((e) => e.method !== 'GET' && takesEmployee(e).length > 0)) {
        const hints = {
          AnstNr: outsider,
          From: today,
          To: today,
          Datum: today,
          FromDatum: today,
          TomDatum: today,
          Manad: today.slice(0, 7),
          DayVersion: 0,
          Timmar: 1,
          TidKod: 'ARB',
          Brukare: 'B001',
        };
        const body = d.body ? (plausible(d.body, hints) as Record<string, unknown>) : {};
        if (Array.isArray(body.AnstNr)) body.AnstNr = [outsider];
        await server.app.inject({
          method: d.method,
          url: fillPath(d.path, asParams({}, paramNames(d.path))),
          headers: { 'dv-api': '1', cookie, 'dv-selected-company': HOME_COMPANY, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      }
    }
    expect(await databaseChecksum(server)).toBe(before);
  }, 120_000);

  it("every list an endpoint answers holds only employees in the caller's scope", async () => {
    const lists = server.endpoints.filter((d) => d.method === 'GET' && !d.raw && takesEmployee(d).length === 0 && paramNames(d.path).length === 0);
    const wrong: string[] = [];
    for (const role of ROLES) {
      const cookie = await sessions.cookie(role);
      const scope = expected.get(role)!;
      for (const d of lists) {
        const query = d.query ? asQuery(plausible(d.query, { From: today, To: today })) : {};
        const res = await server.app.inject({
          method: 'GET',
          url: d.path + queryString(query),
          headers: { 'dv-api': '1', cookie, 'dv-selected-company': HOME_COMPANY },
        });
        if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
        const outside = anstNrsIn(JSON.parse(res.body)).filter((a) => everyone.includes(a) && !scope.has(a));
        if (outside.length) wrong.push(`${role} ${d.id} shows ${outside.length} outside its scope (${outside.slice(0, 3).join(', ')})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('export to payroll (which locks days) is payroll administration: LIC, ADM and FTG only', async () => {
    const exportPaxml = server.endpoints.find((d) => d.id === 'time.exportPaxml');
    if (!exportPaxml) return;
    for (const role of ['AVD', 'LSS', 'BRU', 'PER'] as Role[]) {
      const cookie = await sessions.cookie(role);
      const res = await server.app.inject({
        method: 'POST',
        url: exportPaxml.path,
        headers: { 'dv-api': '1', cookie, 'dv-selected-company': HOME_COMPANY, 'content-type': 'application/json' },
        payload: JSON.stringify({ AnstNr: [[...expected.get(role)!][0] ?? '1'], From: today, To: today }),
      });
      expect(res.statusCode, role).toBe(403);
      expect(JSON.parse(res.body).field, role).not.toBe('AnstNr');
    }
  });
});
