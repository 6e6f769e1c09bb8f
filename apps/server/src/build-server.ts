import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HEADERS, type EndpointDescriptor } from '@lonna/core/contracts';
import { ApiError, DV_CODES, type ServerPlugin } from '@lonna/core/server';
import { Directory } from './auth/directory';
import { createSecurity, type Security, type SecurityOptions } from './auth/security/setup';
import { DEFAULT_SESSION_CONFIG, SessionStore, type SessionConfig } from './auth/session-store';
import { DEFAULT_THROTTLE, pruneAttempts, type ThrottleConfig } from './auth/throttle';
import { pruneDevices } from './auth/device-cookie';
import { createRenderPool, type RenderPoolOptions } from './render/pool';
import { openDatabase, type DbHandle } from './db/connect';
import { runMigrations } from './db/migrate';
import type { Db } from './db/types';
import { resolveBuildId } from './http/build-id';
import type { Host } from './http/host';
import { serverMessages } from './http/messages';
import { registerEndpoints } from './http/register-endpoints';
import { rateLimitMessages, registerAuthRateLimit } from './http/auth-rate-limit';
import { isApiRequest, registerCanonicalPath } from './http/request-path';
import { registerBodyDepthLimit } from './http/body-depth';
import { registerControlCharacterCheck } from './http/control-characters';
import { devToolsDecision, registerDevToolsGuard, runModeOf, type DevToolsDecision, type RunMode } from './http/run-mode';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';
import { createTranslator, pickLocale } from './http/translator';
import { accountServerPlugin } from './account';
import { uploadsServerPlugin } from './uploads';
import { shellServerPlugin } from './shell';
import { EmployeeRegister } from './shell/employee-register';
import { devicesServerPlugin } from './devices';
import { messagesServerPlugin } from './messages';
import { createPushHub, DataWatch, inactivityServerPlugin, registerDevPush, registerPushSocket, type PushHub } from './push';
import { timeServerPlugin } from '@lonna/plugin-time/server';

/** apps/server (this file is in src/ while developing and in dist/ when built: both one level down) */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');

export interface BuildServerOptions {
  /** '' or unset → SQLite at <repo>/data/lonna.sqlite; a path or file: URL → SQLite; postgres:// → PostgreSQL */
  databaseUrl?: string;
  /** PostgreSQL: put every table in this schema (tests use a fresh one per run) */
  pgSchema?: string;
  /** seed demo data into an empty database (default true) */
  seed?: boolean;
  firstSalaryYear?: number;
  /** null: no portal; default <repo>/apps/portal/dist */
  portalDist?: string | null;
  buildId?: string;
  validateReplies?: boolean;
  logger?: boolean;
  throttle?: Partial<ThrottleConfig>;
  session?: Partial<SessionConfig>;
  /** honour X-Forwarded-* (behind a proxy that terminates TLS) */
  trustProxy?: boolean;
  maintenance?: boolean;
  /** more server plugins after the shell */
  plugins?: (deps: { directory: Directory }) => ServerPlugin<Db>[];
  now?: () => Date;
  /** sign-in security (BankID, SMS, mail, reset): environment and test hooks */
  security?: SecurityOptions;
  /** push hub: how often sockets are pinged and their sessions re-checked (tests shorten it) */
  pushSweepMs?: number;
  /** how often the employee register and care recipients are checked for changes to push (default 5 s) */
  dataWatchMs?: number;
  /** calls per minute per address to each authentication endpoint (default LONNA_AUTH_RATE_PER_MINUTE or 60; 0 = off) */
  authRatePerMinute?: number;
  /** the file render pool (worker threads, per-user allowance; tests add renderer modules) */
  render?: RenderPoolOptions;
  /** LONNA_MODE, NODE_ENV and friends (development tools are absent in production mode) */
  env?: Record<string, string | undefined>;
  /** the address the server will listen on: development tools are off on a non-loopback one (undefined: inject only) */
  listenHost?: string;
}

export interface LonnaServer {
  app: FastifyInstance;
  host: Host;
  database: DbHandle;
  plugins: ServerPlugin<Db>[];
  seeded: boolean;
  push: PushHub;
  /** every registered endpoint descriptor of every plugin, read-only (the security harness enumerates them) */
  endpoints: readonly EndpointDescriptor[];
  /** the BankID simulator and the development outboxes (null when not in use) */
  security: Pick<Security, 'simulator' | 'smsOutbox' | 'mailOutbox'>;
  mode: RunMode;
  /** whether the development tools are mounted, and why (the start banner says it) */
  devTools: DevToolsDecision;
}

export async function buildServer(opts: BuildServerOptions = {}): Promise<LonnaServer> {
  const now = opts.now ?? (() => new Date());
  const database = openDatabase(opts.databaseUrl ?? '', { defaultSqlitePath: join(REPO_ROOT, 'data', 'lonna.sqlite'), pgSchema: opts.pgSchema });
  const { db, dialect } = database;
  const directory = new Directory(db, opts.session?.cacheMs ?? 2000);
  const throttle = { ...DEFAULT_THROTTLE, ...opts.throttle };
  const firstSalaryYear = opts.firstSalaryYear ?? 2019;
  const register = new EmployeeRegister();
  const sessions = new SessionStore(db, { ...DEFAULT_SESSION_CONFIG, ...opts.session });
  const env = opts.env ?? process.env;
  const mode = runModeOf(env);
  const devTools = devToolsDecision(env, opts.listenHost);
  const security = createSecurity({ db, directory, sessions, throttle, firstSalaryYear, now }, { ...opts.security, devTools: devTools.on && (opts.security?.devTools ?? true) });
  const { hub } = createPushHub({ db, dialect, databaseUrl: opts.databaseUrl ?? '', pgSchema: opts.pgSchema, sessions, hub: { sweepMs: opts.pushSweepMs } });
  const extra = opts.plugins?.({ directory }) ?? [];
  const plugins = [
    shellServerPlugin({ directory, register, throttle, firstSalaryYear, now, policy: security.policy }),
    security.plugin,
    // the shared upload mechanism: its table before the plugins that store files
    uploadsServerPlugin(),
    // host is built below; the callback runs only while serving requests
    accountServerPlugin({ directory, throttle, now, forgetSession: (tokenHash) => host.sessions.forget(tokenHash) }),
    messagesServerPlugin({ hub: () => hub, now }),
    devicesServerPlugin({ now }),
    inactivityServerPlugin({ sessions }),
    // the installed feature plugins; an instance a caller passes in opts.plugins (tests, the harness) takes the place of its own
    ...[
      timeServerPlugin({ now }),
    ].filter((p) => !extra.some((e) => e.id === p.id)),
    ...extra,
  ];

  await runMigrations(db, dialect, plugins);
  let seeded = false;
  if (opts.seed !== false) {
    // one transaction; on PostgreSQL a lock so two instances starting together seed once
    seeded = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7152)`.execute(trx);
      if (await trx.selectFrom('companies').select('FtgId').limit(1).executeTakeFirst()) return false;
      for (const p of plugins) await p.seed?.(trx as Db, { dialect });
      return true;
    });
  }

  const portalDist = opts.portalDist === undefined ? join(REPO_ROOT, 'apps', 'portal', 'dist') : opts.portalDist;
  const host: Host = {
    db, dialect, directory, throttle, firstSalaryYear, now,
    sessions,
    push: hub,
    translate: createTranslator({ server: serverMessages, rateLimit: rateLimitMessages, ...Object.fromEntries(plugins.filter((p) => p.messages).map((p) => [p.id, p.messages!])) }),
    buildId: opts.buildId ?? resolveBuildId(portalDist),
    render: createRenderPool(opts.render),
    validateReplies: opts.validateReplies ?? false,
  };

  const app = Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustProxy ?? false, bodyLimit: 1024 * 1024 });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, portalDist);
  // before anything reads the path: a disguised one is refused (request-path.ts)
  registerCanonicalPath(app, host.translate);
  registerBodyDepthLimit(app, host.translate);
  registerControlCharacterCheck(app, host.translate);
  registerDevToolsGuard(app);
  registerAuthRateLimit(app, host.translate, opts.authRatePerMinute ?? Number(process.env.LONNA_AUTH_RATE_PER_MINUTE ?? 60));

  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRequest(req)) return;
    reply.header(HEADERS.buildId, host.buildId);
    reply.header('cache-control', 'no-store');
    const locale = () => pickLocale(req.headers['accept-language']);
    if (opts.maintenance) throw new ApiError(503, DV_CODES.maintenance, host.translate(locale(), 'server.maintenance'));
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && !sameSiteCall(req)) {
      throw new ApiError(403, DV_CODES.csrf, host.translate(locale(), 'server.csrf'));
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    const locale = pickLocale(req.headers['accept-language']);
    if (error instanceof ApiError) return reply.code(error.status).send(error.toBody());
    if (!isApiRequest(req) && error.statusCode && error.statusCode < 500) {
      // static files: a directory or a bad path is simply not found
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own input errors: malformed JSON, wrong content type, body too large
      const key = error.code?.startsWith('FST_ERR_CTP') ? 'server.badJson' : 'server.badInput';
      const body = new ApiError(error.statusCode, DV_CODES.badInput, host.translate(locale, key, { field: 'body', reason: error.message }), 'body');
      return reply.code(error.statusCode === 404 ? 400 : error.statusCode).send(body.toBody());
    }
    req.log.error(error);
    if (!opts.logger) console.error(error);
    return reply.code(500).send(new ApiError(500, DV_CODES.internal, host.translate(locale, 'server.internal')).toBody());
  });

  security.mount(app);
  const endpoints = Object.freeze(registerEndpoints(app, host, plugins));
  await registerPushSocket(app, host, hub);
  if (devTools.on) registerDevPush(app, host, hub, env);
  await registerStaticFiles(app, host, portalDist, join(SERVER_ROOT, 'assets', 'countryflags'));

  // housekeeping: expired sessions and old sign-in attempts, plus the plugins' jobs
  const timers = [
    setInterval(() => void host.sessions.pruneExpired().catch(() => undefined), 10 * 60_000),
    setInterval(() => void pruneAttempts(db, throttle).catch(() => undefined), 10 * 60_000),
    setInterval(() => void pruneDevices(db).catch(() => undefined), 6 * 3600_000),
    ...plugins.flatMap((p) => (p.jobs ?? []).map((j) => setInterval(() => void j.run(db).catch((e) => app.log.error(e)), j.everyMs))),
  ];
  timers.forEach((t) => t.unref());
  app.addHook('onClose', async () => {
    timers.forEach(clearInterval);
    dataWatch.stop();
    await hub.shutdown();
    await host.render.close();
    await database.destroy();
  });

  // changed employee numbers and care recipients reach the open portals, whoever changed them
  const dataWatch = new DataWatch(db, hub, opts.dataWatchMs ?? 5000);
  await dataWatch.check();

  // clients of other instances still on an older build hear about this one
  void hub.publish({ all: true }, { event: 'app-version-updated', payload: { buildId: host.buildId } }).catch(() => undefined);

  return { app, host, database, plugins, seeded, push: hub, endpoints, security: { simulator: security.simulator, smsOutbox: security.smsOutbox, mailOutbox: security.mailOutbox }, mode, devTools };
}

/** CSRF defence (ASVS 3.5): the API marker, no foreign Origin, no cross-site fetch metadata. */
function sameSiteCall(req: import('fastify').FastifyRequest): boolean {
  if (req.headers[HEADERS.apiMarker] !== '1') return false;
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
