import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { createNotifier } from './host/notify';
import { sql } from 'kysely';
import { HEADERS, type EndpointDescriptor } from '@lonna/core/contracts';
import { ApiError, DV_CODES, type ServerPlugin } from '@lonna/core/server';
import { Directory } from './host/auth/directory';
import { payrollSectionsOf, reminderSourcesOf } from './host/reminder-sources';
import { createSecurity, type Security, type SecurityOptions } from './plugins/security/setup';
import { DEFAULT_SESSION_CONFIG, SessionStore, type SessionConfig } from './host/auth/session-store';
import { DEFAULT_THROTTLE, pruneAttempts, type ThrottleConfig } from './host/auth/throttle';
import { openDatabase, type DbHandle } from './host/db/connect';
import { runMigrations } from './host/db/migrate';
import type { Db } from './host/db/types';
import { resolveBuildId } from './host/http/build-id';
import type { Host } from './host/http/host';
import { serverMessages } from './host/http/messages';
import { registerEndpoints } from './host/http/register-endpoints';
import { authRateLimitCheck, rateLimitMessages } from './host/http/auth-rate-limit';
import { securityHeadersOf } from './host/http/security-headers';
import { registerReplyEncoding } from './host/http/reply-encoding';
import { registerCookies } from './host/http/cookies';
import { registerStaticFiles } from './host/http/static-files';
import { loadFirstViewRenderer } from './host/http/first-view';
import { createTranslator, pickLocale } from './host/http/translator';
import { accountServerPlugin } from './plugins/account';
import { uploadsServerPlugin } from './services/files';
import { shellServerPlugin } from './plugins/shell';
import { EmployeeRegister } from './plugins/shell/employee-register';
import { devicesServerPlugin } from './plugins/devices';
import { createPushHub, DataWatch, inactivityServerPlugin, registerDevPush, registerPushSocket, type PushHub } from './host/push';
import { CompanyPlugins } from './host/company-plugins';
import { loadInstalled, readInstalledList, rendererModules, type InstalledPackage } from './host/installed';
import { startJobs } from './host/jobs';
import { platformServerPlugin } from './plugins/platform';
import { pruneDevices } from './host/auth/device-cookie';
import { createRenderPool, type RenderPoolOptions } from './services/render/pool';
import { canonicalPathCheck, isApiRequest } from './host/http/request-path';
import { bodyDepthCheck } from './host/http/body-depth';
import { controlCharacterCheck } from './host/http/control-characters';
import { devToolsDecision, refusedDevRoute, runModeOf, type DevToolsDecision, type RunMode } from './host/http/run-mode';

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
  /** render the signed-in start page on the server when the portal's build has a renderer (default: yes) */
  firstView?: boolean;
  buildId?: string;
  validateReplies?: boolean;
  logger?: boolean;
  throttle?: Partial<ThrottleConfig>;
  session?: Partial<SessionConfig>;
  /** honour X-Forwarded-* (behind a proxy that terminates TLS) */
  trustProxy?: boolean;
  maintenance?: boolean;
  /**
   * the installed plugin packages (default: plugins.installed.json); their server halves are loaded and
   * checked at start-up
   */
  installed?: readonly string[];
  /** more server plugins, declared in place (tests); one with an installed plugin's id takes its place */
  // any: a plugin's database type is the host's plus its own tables, which the host does not know statically
  // biome-ignore lint/suspicious/noExplicitAny: see above
  plugins?: readonly ServerPlugin<any>[];
  now?: () => Date;
  /** sign-in security (BankID, SMS, mail, reset): environment and test hooks */
  security?: SecurityOptions;
  /** push hub: how often sockets are pinged and their sessions re-checked (tests shorten it) */
  pushSweepMs?: number;
  /** how often the employee register and care recipients are checked for changes to push (default 5 s) */
  dataWatchMs?: number;
  /** how often the plugins' jobs are looked at; 0: never by a timer (tests run them with `jobs.tick()`) */
  jobsCheckMs?: number;
  /** calls per minute per address to each authentication endpoint (default LONNA_AUTH_RATE_PER_MINUTE or 60; 0 = off) */
  authRatePerMinute?: number;
  /** SQLite shared by several processes: how their push hubs reach each other (main.ts: the cluster's IPC) */
  pushRelay?: import('./host/push/relay-bus').PushRelay | null;
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
  /** the installed packages, with their server halves */
  installed: readonly InstalledPackage[];
  seeded: boolean;
  /** the plugins' scheduled jobs: `tick()` runs every due one now (tests) */
  jobs: import('./host/jobs').JobRunner;
  /** the timed clean-up of expired sessions, old sign-in attempts and trusted devices: `run()` does it now (tests) */
  housekeeping: { run(): Promise<void> };
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
  const security = createSecurity(
    { db, directory, sessions, throttle, firstSalaryYear, now },
    { ...opts.security, devTools: devTools.on && (opts.security?.devTools ?? true) },
  );
  const { hub } = createPushHub({
    db,
    dialect,
    databaseUrl: opts.databaseUrl ?? '',
    pgSchema: opts.pgSchema,
    sessions,
    hub: { sweepMs: opts.pushSweepMs },
    relay: opts.pushRelay,
  });
  hub.onAccessChanged(() => directory.invalidate());
  const extra = opts.plugins ?? [];
  const installed = await loadInstalled(opts.installed ?? readInstalledList(REPO_ROOT), REPO_ROOT, SERVER_ROOT);
  const builtIn: ServerPlugin<Db>[] = [
    shellServerPlugin({ directory, register, throttle, firstSalaryYear, now, policy: security.policy }),
    security.plugin,
    // the shared upload mechanism: its table before the plugins that store files
    uploadsServerPlugin(),
    // host is built below; the callback runs only while serving requests
    accountServerPlugin({ directory, throttle, now, forgetSession: (tokenHash) => host.sessions.forget(tokenHash) }),
    devicesServerPlugin({ now }),
    inactivityServerPlugin({ sessions }),
  ];
  const companyPlugins = new CompanyPlugins(
    db,
    [
      ...builtIn.map((p) => ({ id: p.id, version: p.version, required: true })),
      { id: 'platform', version: '1.0.0', required: true },
      ...installed.map((p) => ({ id: p.pkg.lonna!.id!, version: p.pkg.version, required: p.pkg.lonna?.required === true })),
      ...extra.filter((e) => !installed.some((p) => p.pkg.lonna?.id === e.id)).map((e) => ({ id: e.id, version: e.version, required: false })),
    ],
    opts.session?.cacheMs ?? 2000,
  );
  const plugins = [
    ...builtIn,
    // after the shell: its seed makes the companies the platform's seed refers to
    platformServerPlugin(companyPlugins),
    // the installed feature plugins; one a caller passes in opts.plugins (tests) takes the place of its own
    ...installed.flatMap((p) => (p.server && !extra.some((e) => e.id === p.server!.id) ? [p.server] : [])),
    ...extra,
  ];

  await runMigrations(db, dialect, plugins);
  let seeded = false;
  if (opts.seed !== false) {
    // one transaction; on PostgreSQL a lock so two instances starting together seed once
    seeded = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7152)`.execute(trx);
      if (await trx.selectFrom('companies').select('FtgId').limit(1).executeTakeFirst()) return false;
      for (const p of plugins) await p.seed?.(trx as Db, { dialect, now: now() });
      return true;
    });
    // a demo database started again weeks later: its dated demo history is brought up to today
    if (!seeded) {
      await db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7152)`.execute(trx);
        for (const p of plugins) await p.demoCatchUp?.(trx as Db, { dialect, now: now() });
      });
    }
  }

  const portalDist = opts.portalDist === undefined ? join(REPO_ROOT, 'apps', 'portal', 'dist') : opts.portalDist;
  const host: Host = {
    db,
    dialect,
    directory,
    companyPlugins,
    throttle,
    firstSalaryYear,
    now,
    sessions,
    push: hub,
    translate: createTranslator({
      server: serverMessages,
      rateLimit: rateLimitMessages,
      ...Object.fromEntries(plugins.filter((p) => p.messages).map((p) => [p.id, p.messages!])),
    }),
    buildId: opts.buildId ?? resolveBuildId(portalDist),
    render: createRenderPool({ ...opts.render, installedModules: rendererModules(installed) }),
    signingFor: security.signingFor,
    passwordLink: security.passwordLink,
    notify: createNotifier(security),
    reminderSources: reminderSourcesOf(plugins, companyPlugins, directory),
    payrollSections: payrollSectionsOf(plugins, companyPlugins, directory),
    validateReplies: opts.validateReplies ?? false,
  };

  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // the router's own refusals (a malformed or over-long path parameter) answer like every other bad input
    frameworkErrors: (_error, req, reply) => {
      const locale = pickLocale(req.headers['accept-language']);
      const reason = host.translate(locale, 'server.reason.invalid');
      const body = new ApiError(400, DV_CODES.badInput, host.translate(locale, 'server.badInput', { field: 'path', reason }), 'path');
      void (reply as FastifyReply).code(400).header('cache-control', 'no-store').send(body.toBody());
    },
  });
  // req.cookies read when asked, Set-Cookie written at once: no cookie hook on every call (cookies.ts)
  registerCookies(app);
  // ETag / 304 and br-gzip for the API's JSON replies (reply-encoding.ts)
  registerReplyEncoding(app);

  // The host's checks on every request, in this order, as ONE callback hook (one hook per check cost a step of
  // Fastify's hook runner each, on every call: bench/): the security headers on every answer; a disguised path is
  // refused before anything else reads the path (request-path.ts); the development routes answer only this machine
  // (run-mode.ts); the authentication endpoints' rate limit; then, for the API, the build id, no-store, maintenance
  // and the CSRF defence.
  const securityHeaders = securityHeadersOf(portalDist);
  const disguisedPath = canonicalPathCheck(host.translate);
  const rateLimited = authRateLimitCheck(app, host.translate, opts.authRatePerMinute ?? Number(process.env.LONNA_AUTH_RATE_PER_MINUTE ?? 60));
  app.addHook('onRequest', (req, reply, done) => {
    securityHeaders(req, reply);
    const disguised = disguisedPath(req, reply);
    if (disguised) return done(disguised);
    // the matched route, read once: Fastify's `routeOptions` builds a new object of a dozen fields on every read
    const route = req.routeOptions.url;
    // answered (404): a callback hook that replies does not call done
    if (refusedDevRoute(req, reply, route)) return;
    const limited = rateLimited?.(req, reply, route);
    if (limited) return done(limited);
    if (!isApiRequest(req, route)) return done();
    reply.header(HEADERS.buildId, host.buildId);
    reply.header('cache-control', 'no-store');
    if (opts.maintenance)
      return done(new ApiError(503, DV_CODES.maintenance, host.translate(pickLocale(req.headers['accept-language']), 'server.maintenance')));
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && !sameSiteCall(req)) {
      return done(new ApiError(403, DV_CODES.csrf, host.translate(pickLocale(req.headers['accept-language']), 'server.csrf')));
    }
    done();
  });
  // and before validation: a body nested too deeply (body-depth.ts), a control character anywhere (control-characters.ts)
  const tooDeep = bodyDepthCheck(host.translate);
  const controlCharacters = controlCharacterCheck(host.translate);
  app.addHook('preValidation', (req, _reply, done) => done(tooDeep(req) ?? controlCharacters(req)));

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
  // the signed-in start page rendered on the server (issue 22): off with `firstView: false` or LONNA_FIRST_VIEW=0
  const firstView = portalDist && (opts.firstView ?? process.env.LONNA_FIRST_VIEW !== '0') ? await loadFirstViewRenderer(portalDist) : null;
  if (firstView?.close) app.addHook('onClose', () => firstView.close!());
  await registerStaticFiles(app, host, portalDist, join(SERVER_ROOT, 'assets', 'countryflags'), firstView);

  // housekeeping: expired sessions, old sign-in attempts and trusted devices, on the server's clock (the one that
  // wrote them; with the wall clock a server on a fixed clock lost every session after ten minutes), plus the plugins' jobs
  const housekeeping = {
    sessions: () => host.sessions.pruneExpired(now().getTime()),
    attempts: () => pruneAttempts(db, throttle, now().getTime()),
    devices: () => pruneDevices(db, now().getTime()),
  };
  const timers = [
    setInterval(() => void housekeeping.sessions().catch(() => undefined), 10 * 60_000),
    setInterval(() => void housekeeping.attempts().catch(() => undefined), 10 * 60_000),
    setInterval(() => void housekeeping.devices().catch(() => undefined), 6 * 3600_000),
  ];
  const jobs = startJobs(db, dialect, plugins, {
    now,
    ...(opts.jobsCheckMs !== undefined ? { checkMs: opts.jobsCheckMs } : {}),
    log: (e) => app.log.error(e),
    publish: (ftgId, frame) => void hub.publish({ ftgId }, frame).catch(() => undefined),
    notify: host.notify,
    reminderSources: host.reminderSources,
  });
  timers.forEach((t) => t.unref());
  app.addHook('onClose', async () => {
    timers.forEach(clearInterval);
    jobs.stop();
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

  return {
    app,
    host,
    database,
    plugins,
    installed,
    seeded,
    jobs,
    housekeeping: { run: async () => Promise.all(Object.values(housekeeping).map((f) => f())).then(() => undefined) },
    push: hub,
    endpoints,
    security: { simulator: security.simulator, smsOutbox: security.smsOutbox, mailOutbox: security.mailOutbox },
    mode,
    devTools,
  };
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
