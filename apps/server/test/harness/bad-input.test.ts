import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateAccess, needsCompany, type EndpointDescriptor, type Role } from '@lonna/core/contracts';
import { accessContext } from '../../src/host/http/register-endpoints';
import { firstProblem } from '../../src/host/http/validation-reason';
import { DIALECTS, type TestServer } from '../support/test-server';
import { databaseChecksum } from './support/db-checksum';
import { checkErrorBody } from './support/error-body';
import { HARNESS_TODAY, startHarnessServer, SWEEP_TIMEOUT } from './support/harness-server';
import { inScopeIds } from './support/requests';
import { HOME_COMPANY, ROLE_LOGINS, RoleSessions } from './support/roles';
import {
  applyMutations,
  asParams,
  asQuery,
  fieldsOf,
  fillPath,
  mutations,
  overJson,
  paramNames,
  plausible,
  queryString,
  type Hints,
  type Mutation,
} from './support/runtypes-samples';
import { enableEverything } from './support/switches';

/**
 * Issue 7 item 2 (ASVS 1.x/V5 input, A10 exceptional conditions): for every
 * endpoint with a request model, fast-check mutates a plausible request into an
 * invalid one — wrong types, missing and extra fields, huge and odd-Unicode
 * strings, negative, NaN and huge numbers, impossible dates, path tricks — and
 * the answer is always a 4xx `{ dvCode, message }` and the database is unchanged.
 */
const RUNS = Number(process.env.LONNA_FUZZ_RUNS ?? 25);
const ROLE_ORDER: Role[] = ['ADM', 'LIC', 'FTG', 'AVD', 'LSS', 'PER', 'BRU'];
type Part = 'params' | 'query' | 'body';

describe.each(DIALECTS)('bad input on every endpoint (%s)', (dialect) => {
  let server: TestServer;
  let sessions: RoleSessions;
  let undo: () => Promise<void>;
  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    sessions = new RoleSessions(server);
    // every switch on, so each endpoint's input checks are reached
    undo = await enableEverything(server.endpoints.map((e) => e.access)).apply(server);
    server.host.directory.invalidate();
  });
  afterAll(async () => {
    await undo?.();
    await server?.close();
  });

  async function callerFor(d: EndpointDescriptor): Promise<Role | null> {
    const company = (await server.host.directory.company(HOME_COMPANY))!;
    for (const role of ROLE_ORDER) {
      const account = (await server.host.directory.account(ROLE_LOGINS[role]))!;
      if (!needsCompany(d.access) || evaluateAccess(d.access, accessContext(account, company))) return role;
    }
    return null;
  }

  it(
    `every endpoint with a request model: ${RUNS} invalid requests each → 4xx { dvCode, message }, database unchanged`,
    async () => {
      const today = HARNESS_TODAY;
      const fuzzed: string[] = [];
      const skipped: string[] = [];
      // LONNA_FUZZ_ONLY=<endpoint id>: one endpoint, the database checked after every request (to find the one that wrote)
      const only = process.env.LONNA_FUZZ_ONLY;
      for (const d of server.endpoints.filter((e) => !only || e.id === only)) {
        const parts = (['params', 'query', 'body'] as Part[]).filter((p) => d[p] !== undefined);
        if (parts.length === 0) continue;
        const role = await callerFor(d);
        if (!role) {
          skipped.push(`${d.id} (no role passes its predicate)`);
          continue;
        }
        const cookie = await sessions.cookie(role);
        const hints: Hints = { ...(await inScopeIds(server, role)), From: today, To: today, Datum: today, Manad: today.slice(0, 7), DayVersion: 0, Timmar: 1 };
        const base = {
          params: d.params ? plausible(d.params, hints) : {},
          query: d.query ? plausible(d.query, hints) : {},
          body: d.body ? plausible(d.body, hints) : undefined,
        };
        const names = paramNames(d.path);
        const received: Record<Part, (v: unknown) => unknown> = {
          params: (v) => asParams(v, names),
          query: (v) => asQuery(v),
          body: (v) => overJson(v),
        };
        const invalid = fc
          .constantFrom(...parts)
          .chain((part) => mutations(fieldsOf(d[part]!)).map((ms: Mutation[]) => ({ part, value: applyMutations(base[part], ms) })))
          .filter(({ part, value }) => firstProblem(d[part]!, received[part](value), part) !== null);

        const before = await databaseChecksum(server);
        await fc.assert(
          fc.asyncProperty(invalid, async ({ part, value }) => {
            const req = { ...base, [part]: value };
            const url = fillPath(d.path, asParams(req.params, names)) + queryString(asQuery(req.query));
            const payload = d.method === 'GET' ? undefined : JSON.stringify(req.body ?? {});
            const res = await server.app.inject({
              method: d.method,
              url,
              headers: { 'dv-api': '1', cookie, 'dv-selected-company': HOME_COMPANY, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
              payload,
            });
            const problem = checkErrorBody(res);
            if (problem) throw new Error(`${d.method} ${url.slice(0, 200)} ${payload?.slice(0, 200) ?? ''} → ${problem}`);
            if (only && (await databaseChecksum(server)) !== before)
              throw new Error(
                `${d.method} ${url.slice(0, 200)} ${payload?.slice(0, 300) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}: the database changed`,
              );
          }),
          { numRuns: RUNS, seed: Number(process.env.LONNA_FUZZ_SEED ?? 7) },
        );
        expect(await databaseChecksum(server), `${d.id}: the database changed`).toBe(before);
        fuzzed.push(d.id);
      }
      console.log(`bad input (${dialect}): ${fuzzed.length} endpoints × ${RUNS} runs, all 4xx; not reached: ${skipped.join(', ') || 'none'}`);
      expect(fuzzed.length).toBeGreaterThan(0);
    },
    SWEEP_TIMEOUT,
  );

  it('malformed, mistyped, nested and oversized bodies → 4xx { dvCode, message } on every writing endpoint', async () => {
    const cookie = await sessions.cookie('ADM');
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const bodies: { type: string; payload: string | Buffer }[] = [
      { type: 'application/json', payload: '{"a":' },
      { type: 'application/json', payload: '' },
      { type: 'application/json', payload: deep },
      { type: 'application/json', payload: '{"__proto__":{"polluted":1}}' },
      { type: 'text/plain', payload: 'hello' },
      { type: 'application/xml', payload: '<x/>' },
      { type: 'application/json', payload: Buffer.alloc(1024 * 1024 + 10, 0x20) },
    ];
    const before = await databaseChecksum(server);
    const wrong: string[] = [];
    for (const d of server.endpoints.filter((e) => e.method !== 'GET' && e.body)) {
      for (const b of bodies) {
        const res = await server.app.inject({
          method: d.method,
          url: fillPath(d.path, asParams({}, paramNames(d.path))),
          headers: { 'dv-api': '1', cookie, 'dv-selected-company': HOME_COMPANY, 'content-type': b.type },
          payload: b.payload,
        });
        const problem = checkErrorBody(res);
        if (problem) wrong.push(`${d.id} ${b.type} ${String(b.payload).slice(0, 20)}… → ${problem}`);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await databaseChecksum(server)).toBe(before);
    expect(wrong).toEqual([]);
  });
});
