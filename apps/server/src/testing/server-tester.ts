import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ServerTester } from '@lonna/core/testing/server';
import { buildServer, type BuildServerOptions, type LonnaServer } from '../build-server';
import type { Database } from '../host/db/types';
import { memoryRelay } from '../host/push/relay-bus';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when PG_URL is set (scripts/with-postgres.mjs provides one). */
export const DIALECTS: Dialect[] = process.env.PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestServer extends LonnaServer {
  close(): Promise<void>;
}

/** A server on a fresh database: in-memory SQLite, or a new PostgreSQL schema dropped afterwards. */
export async function startTestServer(dialect: Dialect, opts: BuildServerOptions = {}): Promise<TestServer> {
  if (dialect === 'sqlite') {
    const server = await buildServer({ databaseUrl: ':memory:', portalDist: null, validateReplies: true, buildId: 'test-build', ...opts });
    return { ...server, close: () => server.app.close() };
  }
  const url = process.env.PG_URL!;
  const schema = `lonna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const server = await buildServer({ databaseUrl: url, pgSchema: schema, portalDist: null, validateReplies: true, buildId: 'test-build', ...opts });
  return {
    ...server,
    close: async () => {
      await server.app.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/**
 * Two instances on one fresh database — a SQLite file, or a new PostgreSQL schema — as several servers behind a
 * load balancer share one: for what must happen once across instances (jobs, claims). The first seeds.
 */
export async function startTwinServers(dialect: Dialect, opts: BuildServerOptions = {}): Promise<{ a: LonnaServer; b: LonnaServer; close(): Promise<void> }> {
  const base: BuildServerOptions = { portalDist: null, validateReplies: true, buildId: 'test-build', ...opts };
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'lonna-twins-'));
    const file = join(dir, 'db.sqlite');
    // one process per instance in production (node:cluster): here a relay like the primary's joins their push hubs
    const relay = memoryRelay();
    const a = await buildServer({ ...base, databaseUrl: file, pushRelay: relay() });
    const b = await buildServer({ ...base, databaseUrl: file, pushRelay: relay() });
    return {
      a,
      b,
      close: async () => {
        await a.app.close();
        await b.app.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.PG_URL!;
  const schema = `lonna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const a = await buildServer({ ...base, databaseUrl: url, pgSchema: schema });
  const b = await buildServer({ ...base, databaseUrl: url, pgSchema: schema });
  return {
    a,
    b,
    close: async () => {
      await a.app.close();
      await b.app.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  body?: unknown;
  ip?: string;
}

/** app.inject with the client's headers (dv-api marker, JSON) */
export async function call(server: LonnaServer, method: string, url: string, o: CallOptions = {}) {
  const res = await server.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: o.ip,
    headers: {
      'dv-api': '1',
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...o.headers,
    },
    payload: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return res;
}

export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'lonna_session');
  if (!c) throw new Error('no session cookie in the reply');
  return `lonna_session=${c.value}`;
}

/** The demo accounts per role (password demo1234) and their home company, for `signInAs`. */
export const DEMO_LOGINS = {
  LIC: 'lic@demo.se',
  ADM: 'adm@demo.se',
  FTG: 'ftg@demo.se',
  AVD: 'avd@demo.se',
  LSS: 'lss@demo.se',
  BRU: 'bru@demo.se',
  PER: 'per@demo.se',
} as const;

/** sign in; when `company` is given, also choose it (like the company dialog) */
export async function signIn(server: LonnaServer, login: string, company?: string, ip?: string): Promise<string> {
  const res = await call(server, 'POST', '/api/authenticate', { body: { Login: login, Password: 'demo1234' }, ip });
  if (res.statusCode !== 200) throw new Error(`sign-in ${login}: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res);
  if (company) {
    const chosen = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: company } });
    if (chosen.statusCode !== 200) throw new Error(`choose ${company}: ${chosen.statusCode} ${chosen.body}`);
  }
  return cookie;
}

const TABLES: (keyof Database)[] = [
  'companies',
  'company_licence_options',
  'portal_switches',
  'accounts',
  'account_companies',
  'account_options',
  'account_departments',
  'sessions',
  'login_attempts',
  'user_app_settings',
  'frontend_log',
  'audit_log',
  'departments',
  'result_units',
  'tidkoder',
  'lonkoder',
  'varugrupper',
  'kontoreg',
  'brukare',
  'brukaransv',
  'kompetenser',
  'employee_kompetenser',
  'arbscheman',
  'arbschema_dagar',
  'bemuppgift',
  'obregler',
  'egenskaper',
  'employees',
  'employee_schedules',
];

/** Row counts of every table plus the contents of the tables a call could change: "nothing written" is this staying equal. */
export async function snapshot(server: LonnaServer): Promise<string> {
  const { db } = server.host;
  const counts: Record<string, number> = {};
  for (const t of TABLES) counts[t] = Number((await db.selectFrom(t).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const settings = await db.selectFrom('user_app_settings').selectAll().orderBy('Login').execute();
  const sessions = await db.selectFrom('sessions').select(['token_hash', 'ftg_id', 'salary_year', 'idle_ms']).orderBy('token_hash').execute();
  return JSON.stringify({ counts, settings, sessions });
}

/**
 * The host with chosen plugins on a fresh seeded database, for a plugin's own tests: `plugins` are server halves
 * declared in place (by default none but the built-ins; pass `installed` to load packages as `npm start` does).
 * Implements `ServerTester` of @lonna/core/testing/server.
 */
export async function createServerTester(dialect: Dialect, opts: BuildServerOptions = {}): Promise<ServerTester & TestServer> {
  const server = await startTestServer(dialect, { installed: [], ...opts });
  return {
    ...server,
    dialect,
    call: (method, url, o) => call(server, method, url, o),
    signIn: (login, company) => signIn(server, login, company),
    signInAs: (role, company) => signIn(server, DEMO_LOGINS[role], company),
    snapshot: () => snapshot(server),
  };
}

/** for benches that start the real host with a large company of their own */
/** one push the host's hub was asked to send: to whom, what */
export interface CapturedPush {
  to: { ftgId?: string; login?: string; all?: true };
  frame: { event: string; resource?: string; payload?: unknown };
}

/**
 * Every push the server sends from now on, in order, without opening sockets (the hub still delivers it), into
 * `frames` (a new array by default). Clear it between tests with `frames.length = 0`.
 */
export function capturePush(server: LonnaServer, frames: CapturedPush[] = []): CapturedPush[] {
  const hub = server.push;
  const send = hub.publish.bind(hub);
  hub.publish = (to, frame) => {
    frames.push({ to: to as CapturedPush['to'], frame: frame as CapturedPush['frame'] });
    return send(to, frame);
  };
  return frames;
}

export { buildServer } from '../build-server';
export { seedBigCompany } from '../plugins/shell/seed/demo';
export * as officeFiles from './office-files';
