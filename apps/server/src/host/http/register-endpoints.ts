import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiError,
  DV_CODES,
  JsonReply,
  type AccountInfo,
  type EndpointBinding,
  type AccountChangeReason,
  type HandlerContext,
  type ServerPlugin,
  type SessionControl,
  type SessionInfo,
} from '@lonna/core/server';
import {
  HEADERS,
  explainAccess,
  isSupportUser,
  isPublic,
  needsCompany,
  type AccessContext,
  type EndpointDescriptor,
  type Predicate,
} from '@lonna/core/contracts';
import type { Runtype } from 'runtypes';
import type { CompanyRecord } from '../auth/directory';
import type { Db } from '../db/types';
import { defaultSalaryYear, salaryYears } from '../domain/salary-years';
import type { Host, Locale } from './host';
import { registerRequestSource } from './request-of';
import { resolveCompany } from './company-gate';
import { recordSupportCall } from '../support-calls';
import { createDataScope } from './data-scope';
import { pluginSigning } from '../../services/bankid/plugin-signing';
import { clearIdleMarker, clearSessionCookie, hasIdleMarker, readSessionToken, setIdleMarker, setSessionCookie } from './session-cookie';
import { pickLocale } from './translator';
import { sendReady } from './reply-encoding';
import { firstProblem } from './validation-reason';
import { auditLogFor } from '../audit-log';
import { audit } from '../auth/audit';
import { fileStorageFor } from '../../services/files/storage';
import { pageOf } from '@lonna/core/server';

/** Endpoints whose dv-selected-company header falls back to the session's company instead of failing (/me, spec §7). */
const LENIENT_COMPANY_HEADER = new Set(['shell.me']);

export function registerEndpoints(app: FastifyInstance, host: Host, plugins: readonly ServerPlugin<Db>[]): EndpointDescriptor[] {
  const routes = new Map<string, string>();
  const registered: EndpointDescriptor[] = [];
  for (const plugin of plugins) {
    for (const binding of plugin.endpoints ?? []) {
      const d = binding.descriptor;
      if (!d.access) throw new Error(`Endpoint ${d.id} of plugin "${plugin.id}" has no access predicate; refusing to start.`);
      const key = `${d.method} ${d.path}`;
      const owner = routes.get(key);
      if (owner) throw new Error(`${key} is bound by both "${owner}" and "${plugin.id}".`);
      routes.set(key, plugin.id);
      const route: Route = {
        host,
        plugin,
        binding,
        d,
        pluginId: plugin.id,
        isPublic: isPublic(d.access),
        needsCompany: needsCompany(d.access),
        lenientCompany: LENIENT_COMPANY_HEADER.has(d.id),
        verdictKey: `${plugin.id} ${d.id}`,
        writes: d.method !== 'GET' && binding.options.transaction === 'auto',
        encodes: d.method === 'GET' && (d.path === '/api' || d.path.startsWith('/api/')),
        queriesPassed: new Set(),
      };
      app.route({
        method: d.method,
        url: d.path,
        ...(d.bodyLimit ? { bodyLimit: d.bodyLimit } : {}),
        handler: (req, reply) => run(route, req, reply),
      });
      registered.push(d);
    }
  }
  return registered;
}

/** an administrator's set-password link, after the commit, in the account's own language; a failure is audited */
async function sendLink(host: Host, link: { login: string; kind: 'reset' | 'welcome' }, ip: string): Promise<void> {
  const locale = (await host.directory.userAppSettings(link.login)).Language ?? 'sv';
  try {
    const sent = await host.passwordLink(host.db, { ...link, locale, ip });
    await audit(host.db, sent ? 'password.linkSent' : 'password.linkNotSent', link.login, ip, sent ? link.kind : 'no address or account disabled');
  } catch (e) {
    await audit(host.db, 'password.linkNotSent', link.login, ip, `mail not sent: ${(e as Error).message}`);
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === '' ? undefined : s;
}

/** What the host knows of an endpoint once, at start-up (not worked out again on every call). */
interface Route {
  host: Host;
  plugin: ServerPlugin<Db>;
  binding: EndpointBinding<Db>;
  d: EndpointDescriptor;
  pluginId: string;
  isPublic: boolean;
  needsCompany: boolean;
  lenientCompany: boolean;
  /** the key of this endpoint's access verdicts */
  verdictKey: string;
  writes: boolean;
  /** a GET under /api: its JSON replies are tagged and compressed (reply-encoding.ts) */
  encodes: boolean;
  /**
   * raw query strings this endpoint's query model has accepted: the parsed query is a function of that text alone, so
   * the same text passes again without the runtypes check (a list's pages are asked with the same few queries);
   * only successes are kept, a refused query is checked (and refused) every time
   */
  queriesPassed: Set<string>;
}

/** how many accepted query strings an endpoint remembers */
const QUERIES_KEPT = 1000;

/**
 * `t` and `fail` depend on the host and the language alone: made once per host and locale, not per call (a plugin
 * may pass `ctx.t` or `ctx.fail` on unbound, so they are plain functions, not methods).
 */
interface Speaker {
  t: (key: string, params?: Record<string, unknown>) => string;
  fail: (status: number, dvCode: number, key: string, params?: Record<string, unknown>, field?: string) => never;
}
const speakers = new WeakMap<Host, Map<Locale, Speaker>>();
function speakerOf(host: Host, locale: Locale): Speaker {
  let byLocale = speakers.get(host);
  if (!byLocale) speakers.set(host, (byLocale = new Map()));
  let s = byLocale.get(locale);
  if (!s) {
    const t = (key: string, params?: Record<string, unknown>) => host.translate(locale, key, params);
    const fail = (status: number, dvCode: number, key: string, params?: Record<string, unknown>, field?: string): never => {
      throw new ApiError(status, dvCode, t(key, params), field);
    };
    byLocale.set(locale, (s = { t, fail }));
  }
  return s;
}

/** the salary years on a given day, made once per first year and calendar year (not an array per call) */
const yearsMemo = new Map<number, readonly number[]>();
function yearsOn(firstYear: number, today: Date): readonly number[] {
  const key = firstYear * 10_000 + today.getFullYear();
  let years = yearsMemo.get(key);
  if (!years) {
    if (yearsMemo.size > 64) yearsMemo.clear();
    yearsMemo.set(key, (years = salaryYears(firstYear, today)));
  }
  return years;
}

type Frame = { event: string; resource?: string; payload?: unknown; logins?: readonly string[] };

/**
 * One call's state beyond what the handler sees: the request, its reply, the session token (a sign-in or rotation
 * changes it), and what waits for the handler's success. The lists are made only when something is put in them.
 */
class Call {
  tokenHash: string | null = null;
  outbox: Frame[] | null = null;
  ended: { login: string; reason: AccountChangeReason }[] | null = null;
  accessChanged = false;
  links: { login: string; kind: 'reset' | 'welcome' }[] | null = null;
  notes: (() => Promise<void>)[] | null = null;
  constructor(
    readonly route: Route,
    readonly req: FastifyRequest,
    readonly reply: FastifyReply,
    readonly locale: Locale,
  ) {}
}

const CALL = Symbol('lonna.call');

/**
 * The handler context: one object per call. Its data are own properties (a spread copy keeps them); what needs the
 * call's request or reply is a getter on the prototype that makes its function on first use and keeps it, so a
 * handler may still take `ctx.paginate` or `ctx.sessions.start` apart from the context (the plugin API's promise),
 * and a call that uses none of them makes none of them (session 16: about thirty closures per call were made here).
 */
class CallContext implements HandlerContext<Db> {
  readonly [CALL]: Call;
  dialect: HandlerContext<Db>['dialect'];
  locale: Locale;
  ip: string;
  now: () => Date;
  t: Speaker['t'];
  fail: Speaker['fail'];
  private _sessions?: SessionControl;
  private _setHeader?: HandlerContext<Db>['setHeader'];
  private _setPagination?: HandlerContext<Db>['setPagination'];
  private _paginate?: HandlerContext<Db>['paginate'];
  private _publish?: HandlerContext<Db>['publish'];
  private _render?: HandlerContext<Db>['render'];
  private _administration?: HandlerContext<Db>['administration'];
  private _reminderSources?: HandlerContext<Db>['reminderSources'];
  private _payrollSections?: HandlerContext<Db>['payrollSections'];
  private _notify?: HandlerContext<Db>['notify'];
  private _audit?: HandlerContext<Db>['audit'];
  private _files?: HandlerContext<Db>['files'];
  private _scope?: HandlerContext<Db>['scope'];
  private _signing?: HandlerContext<Db>['signing'];
  constructor(
    call: Call,
    speaker: Speaker,
    readonly db: Db,
    readonly session: SessionInfo | null,
    readonly account: AccountInfo | null,
    readonly companyId: string | null,
    readonly year: number | null,
    readonly access: AccessContext | null,
  ) {
    this[CALL] = call;
    const host = call.route.host;
    this.dialect = host.dialect;
    this.locale = call.locale;
    this.ip = call.req.ip;
    this.now = host.now;
    this.t = speaker.t;
    this.fail = speaker.fail;
  }

  get sessions(): SessionControl {
    return (this._sessions ??= sessionControl(this[CALL], this.db));
  }
  get setHeader(): HandlerContext<Db>['setHeader'] {
    const reply = this[CALL].reply;
    return (this._setHeader ??= (name, value) => void reply.header(name, value));
  }
  get setPagination(): HandlerContext<Db>['setPagination'] {
    const reply = this[CALL].reply;
    return (this._setPagination ??= (info) => void reply.header(HEADERS.pagination, JSON.stringify(info)));
  }
  get paginate(): HandlerContext<Db>['paginate'] {
    const setPagination = this.setPagination;
    return (this._paginate ??= (list, query) => {
      const { info, start, end } = pageOf(list.length, query);
      setPagination(info);
      return list.slice(start, end);
    });
  }
  get publish(): HandlerContext<Db>['publish'] {
    const call = this[CALL];
    return (this._publish ??= (frame) => void (call.outbox ??= []).push(frame));
  }
  get render(): HandlerContext<Db>['render'] {
    const { host } = this[CALL].route;
    // the per-user allowance is the account's (an anonymous caller's, the address's)
    const who = this.account?.Login ?? `ip:${this.ip}`;
    return (this._render ??= (kind, input) => host.render.render(who, kind, input));
  }
  get administration(): HandlerContext<Db>['administration'] {
    const call = this[CALL];
    return (this._administration ??= {
      endSessions: (login, reason) => void (call.ended ??= []).push({ login, reason }),
      accessChanged: () => {
        call.accessChanged = true;
      },
      sendPasswordLink: (login, kind) => void (call.links ??= []).push({ login, kind }),
    });
  }
  get reminderSources(): HandlerContext<Db>['reminderSources'] {
    const { host } = this[CALL].route;
    const { companyId, db } = this;
    return (this._reminderSources ??= () => (companyId ? host.reminderSources(companyId, db) : Promise.resolve([])));
  }
  get payrollSections(): HandlerContext<Db>['payrollSections'] {
    const { host } = this[CALL].route;
    const { companyId, db } = this;
    return (this._payrollSections ??= () => (companyId ? host.payrollSections(companyId, db) : Promise.resolve([])));
  }
  get notify(): HandlerContext<Db>['notify'] {
    const call = this[CALL];
    const { host } = call.route;
    return (this._notify ??= {
      mail: (m) => void (call.notes ??= []).push(() => host.notify.mail(m)),
      sms: (m) => void (call.notes ??= []).push(() => host.notify.sms(m)),
    });
  }
  // the services few handlers use are made on first use (most calls are reads that touch none of them)
  get audit(): HandlerContext<Db>['audit'] {
    const { host, pluginId } = this[CALL].route;
    return (this._audit ??= auditLogFor(this.db, { plugin: pluginId, ftgId: this.scopedCompany(), login: this.login(), now: host.now }));
  }
  get files(): HandlerContext<Db>['files'] {
    const { host } = this[CALL].route;
    return (this._files ??= fileStorageFor(this.db, {
      ftgId: this.scopedCompany(),
      login: this.login(),
      now: host.now,
      setHeader: this.setHeader,
      fail: this.fail,
    }));
  }
  get scope(): HandlerContext<Db>['scope'] {
    return (this._scope ??= createDataScope(this.db, this.account, this.companyId, this.t));
  }
  get signing(): HandlerContext<Db>['signing'] {
    const call = this[CALL];
    return (this._signing ??= pluginSigning(call.route.host.signingFor(this.db), {
      sessionHash: call.tokenHash,
      ip: this.ip,
      mobileDevice: /Mobi|Android|iPhone|iPad|iPod/i.test(call.req.headers['user-agent'] ?? ''),
      locale: this.locale,
      refuse: (status, dvCode, message, field) => {
        throw new ApiError(status, dvCode, message, field);
      },
    }));
  }
  private scopedCompany(): () => string {
    const { companyId } = this;
    const id = this[CALL].route.d.id;
    return () => {
      if (companyId === null) throw new Error(`${id}: the audit log and file storage need a company-scoped endpoint`);
      return companyId;
    };
  }
  private login(): () => string {
    const { account } = this;
    return () => account?.Login ?? '';
  }
}

/** the request behind a context the host made (request-of.ts) */
registerRequestSource((ctx) => {
  const call = (ctx as Partial<CallContext>)[CALL];
  if (!call) return undefined;
  return { req: call.req, reply: call.reply, tokenHash: () => call.tokenHash, sessions: call.route.host.sessions };
});

function sessionControl(call: Call, db: Db): SessionControl {
  const { req, reply } = call;
  const { host } = call.route;
  return {
    start: async (input) => {
      const previous = call.tokenHash;
      if (previous) await host.sessions.delete(previous, db);
      const created = await host.sessions.create(input, req.ip, db);
      setSessionCookie(req, reply, created.token, host.sessions.cfg.absoluteMs);
      clearIdleMarker(req, reply);
      call.tokenHash = created.tokenHash;
      // this browser's open sockets follow the new token
      if (previous) host.sessions.rotated(previous, created.tokenHash, input.login);
      return created.session;
    },
    end: async () => {
      const ended = call.tokenHash;
      if (ended) await host.sessions.delete(ended, db);
      call.tokenHash = null;
      clearSessionCookie(req, reply);
      // nothing reaches this session's sockets after logout
      if (ended) host.sessions.ended(ended, 'logout');
    },
    update: async (patch) => {
      if (call.tokenHash) await host.sessions.update(call.tokenHash, patch, db);
    },
  };
}

/** the message names a field by the label the user sees (`<plugin>.fields.<Field>` in its server messages), never its wire name */
function labelOf(speaker: Speaker, pluginId: string, field: string): string {
  const key = `${pluginId}.fields.${field.replace(/\[\d+\]$/, '')}`;
  const label = speaker.t(key);
  return label === key ? field : label;
}

/** the value, when its model accepts it; else a 400 naming the field (the handler's typed input) */
function checked(speaker: Speaker, pluginId: string, model: Runtype | undefined, value: unknown, part: string): any {
  const problem = model && firstProblem(model, value, part);
  if (problem) {
    speaker.fail(
      400,
      DV_CODES.badInput,
      'server.badInput',
      { field: labelOf(speaker, pluginId, problem.field), reason: speaker.t(`server.reason.${problem.reason}`, problem.params) },
      problem.field,
    );
  }
  return value;
}

async function run(r: Route, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const { host, binding, d, pluginId } = r;
  const locale = pickLocale(req.headers['accept-language']);
  const speaker = speakerOf(host, locale);
  const { fail } = speaker;
  const call = new Call(r, req, reply, locale);

  // 1. who is calling
  let session: SessionInfo | null = null;
  let account: AccountInfo | null = null;
  const token = readSessionToken(req);
  if (token) {
    // the usual call finds its session, account, company and verdict in this instance's caches: read without a wait
    // (each await of a cached value cost a promise and a turn of the microtask queue); expiry and idleness are still
    // checked on every call (SessionStore.peek)
    const found = host.sessions.peek(token) ?? (await host.sessions.lookup(token));
    if (found.status === 'ok') {
      const held = host.directory.cachedAccount(found.session.login);
      account = held !== undefined ? held : await host.directory.account(found.session.login);
      if (account) {
        session = found.session;
        call.tokenHash = found.tokenHash;
      }
    } else if (found.status === 'idle') {
      // a reload after this shows the inactivity screen too (/me answers 40102 while the marker is there)
      setIdleMarker(req, reply);
      if (!r.isPublic) {
        clearSessionCookie(req, reply);
        fail(401, DV_CODES.inactivityLogout, 'server.inactivity');
      }
    }
    if (!session) clearSessionCookie(req, reply);
    // ended by someone else (role, access, password): the caller hears why, not a bare "not signed in"
    if (found.status === 'ended' && !r.isPublic) fail(401, DV_CODES.sessionEnded, `server.sessionEnded.${found.reason}`);
  }
  if (!r.isPublic && (!session || !account)) {
    if (hasIdleMarker(req)) fail(401, DV_CODES.inactivityLogout, 'server.inactivity');
    fail(401, DV_CODES.noSession, 'server.noSession');
  }

  // 2. which company and year, and may they
  let companyId: string | null = null;
  let year: number | null = null;
  let access: AccessContext | null = null;
  if (session && account) {
    // the same rule as the push socket's (company-gate.ts); the usual call names the session's own company or none,
    // which needs no gate and no wait
    const wanted = header(req, HEADERS.company);
    companyId =
      (wanted === undefined || wanted === session.ftgId) && session.ftgId !== null && account.companies.includes(session.ftgId)
        ? session.ftgId
        : await resolveCompany(host, host.translate, locale, { account, session }, wanted, r.lenientCompany);
    if (companyId !== null && isSupportUser(account.Roll, account.userOptions)) {
      const path = req.url.split('?')[0] ?? d.path;
      await recordSupportCall(host.db, { at: host.now().getTime(), ftgId: companyId, login: account.Login, endpointId: d.id, method: d.method, path });
    }

    const today = host.now();
    const years = yearsOn(host.firstSalaryYear, today);
    const wantedYear = header(req, HEADERS.year);
    if (wantedYear !== undefined) {
      if (!/^\d{4}$/.test(wantedYear) || !years.includes(Number(wantedYear))) {
        fail(400, DV_CODES.badInput, 'server.yearNotAvailable', { year: wantedYear.slice(0, 10) }, HEADERS.year);
      }
      year = Number(wantedYear);
    } else {
      year = years.includes(session.salaryYear) ? session.salaryYear : defaultSalaryYear(years, today);
    }

    if (r.needsCompany) {
      if (companyId === null) fail(403, DV_CODES.companyNotAllowed, 'server.noCompany');
      let decided = decidedNow(host, account, companyId!, r) ?? (await decideAccess(host, account, companyId!, r));
      if (decided.refused) {
        // A refusal may come from this instance's cache while the change that allows the call is already written
        // (the browser can hear of a switch, pushed by the worker that wrote it, before this worker hears the bus's
        // `access`): read the account, company and plugins once more before answering 403.
        host.directory.forget(account.Login, companyId!);
        host.companyPlugins.forget(companyId!);
        const fresh = await host.directory.account(account.Login);
        if (fresh === null) return fail(401, DV_CODES.noSession, 'server.noSession');
        account = fresh;
        decided = await decideAccess(host, fresh, companyId!, r);
      }
      const refused = decided.refused;
      if (refused?.kind === 'company') fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: companyId });
      if (refused?.kind === 'plugin') fail(403, DV_CODES.pluginDisabled, 'platform.pluginDisabled', { plugin: pluginId, company: companyId });
      if (refused?.kind === 'rule') {
        const reason = refused.missing.map((m) => speaker.t(`server.access.${m.key.replace(/^access\./, '')}`, m.params)).join('; ');
        fail(403, DV_CODES.forbidden, 'server.forbidden', { reason });
      }
      access = decided.access ?? null;
    }
  }

  // 3. is the input well-formed (nothing is written before this passes)
  const params = checked(speaker, pluginId, d.params, req.params ?? {}, 'params');
  const q = req.url.indexOf('?');
  const rawQuery = q < 0 ? '' : req.url.slice(q + 1);
  const query = r.queriesPassed.has(rawQuery) ? (req.query ?? {}) : checked(speaker, pluginId, d.query, req.query ?? {}, 'query');
  if (d.query && !r.queriesPassed.has(rawQuery)) {
    if (r.queriesPassed.size >= QUERIES_KEPT) r.queriesPassed.clear();
    r.queriesPassed.add(rawQuery);
  }
  const input = { params, query, body: checked(speaker, pluginId, d.body, req.body, 'body') } as never;

  // 4. the handler
  const result = r.writes
    ? await host.db
        .transaction()
        .execute((trx) => Promise.resolve(binding.handler(input, new CallContext(call, speaker, trx as Db, session, account, companyId, year, access))))
    : await binding.handler(input, new CallContext(call, speaker, host.db, session, account, companyId, year, access));

  if (call.accessChanged || call.ended) {
    // this instance at once (the caller's next request may come here), every other through the bus
    host.directory.invalidate();
    await host.push.accessChanged().catch((e: unknown) => req.log.error({ err: e }, `${d.id}: other instances were not told of the access change`));
  }
  for (const e of call.ended ?? []) await host.sessions.endSessionsOfAccount(e.login, e.reason);
  for (const l of call.links ?? []) await sendLink(host, l, req.ip);
  // a message that cannot be sent does not undo the change: it is logged for the operator
  for (const send of call.notes ?? []) await send().catch((e: unknown) => req.log.error({ err: e }, `${d.id}: a notification was not sent`));
  if (companyId && call.outbox) {
    for (const { logins, ...frame } of call.outbox) {
      if (!logins) void host.push.publish({ ftgId: companyId }, frame).catch(() => undefined);
      else for (const login of new Set(logins)) void host.push.publish({ ftgId: companyId, login }, frame).catch(() => undefined);
    }
  }
  const value = result instanceof JsonReply ? result.value : result;
  if (host.validateReplies && !d.raw) {
    const check = d.reply.validate(value);
    if (!check.success) throw new Error(`Reply of ${d.id} does not match its model: ${check.message}`);
    if (result instanceof JsonReply && Buffer.from(result.json).toString('utf8') !== JSON.stringify(value))
      throw new Error(`Reply of ${d.id}: its JSON text differs from its value`);
  }
  // a ready reply is tagged, answered 304 or compressed here (reply-encoding.ts), not in a generic onSend pass
  if (result instanceof JsonReply) return sendReady(req, reply, result.json, r.encodes);
  return result;
}

/**
 * The AccessContext of an account in a company, and each endpoint's verdict on it, made once per combination of
 * the directory's cached records: those are fresh objects after every reload (2 s, or a change on this instance),
 * so keying on their identity can never keep a stale decision longer than the records themselves.
 */
type Refusal = { kind: 'company' } | { kind: 'plugin' } | { kind: 'rule'; missing: ReturnType<typeof explainAccess>['missing'] };

/** may this account call this endpoint of this plugin in this company: the company, its plugins and the rule */
async function decideAccess(host: Host, account: AccountInfo, companyId: string, r: Route): Promise<Decision> {
  const company = await host.directory.company(companyId);
  if (!company) return REFUSED_COMPANY;
  // a plugin the company does not use is refused whatever the role (per-company enablement)
  return decision(account, company, await host.companyPlugins.enabled(companyId), r);
}

/** `decideAccess` without a wait when the company and its plugins are in this instance's caches (else undefined) */
function decidedNow(host: Host, account: AccountInfo, companyId: string, r: Route): Decision | undefined {
  const company = host.directory.cachedCompany(companyId);
  if (company === undefined) return undefined;
  if (company === null) return REFUSED_COMPANY;
  const enabled = host.companyPlugins.cachedEnabled(companyId);
  if (enabled === undefined) return undefined;
  return decision(account, company, enabled, r);
}

/** the one rule of both: a plugin the company does not use is refused whatever the role, then the endpoint's rule */
function decision(account: AccountInfo, company: CompanyRecord, enabled: ReadonlySet<string>, r: Route): Decision {
  if (!enabled.has(r.pluginId)) return REFUSED_PLUGIN;
  const access = accessMemo(account, company, enabled);
  // the plugin's whole-plugin gate (enabledWhen) is demanded with the endpoint's own rule
  return decisionMemo(access, r.verdictKey, () => {
    const verdict = explainAccess(r.plugin.enabledWhen ? { all: [r.plugin.enabledWhen, r.d.access as Predicate] } : r.d.access, access);
    return verdict.allowed ? { refused: null, access } : { refused: { kind: 'rule', missing: verdict.missing } };
  });
}

type Decision = { refused: Refusal; access?: undefined } | { refused: null; access: AccessContext };
const REFUSED_COMPANY: Decision = { refused: { kind: 'company' } };
const REFUSED_PLUGIN: Decision = { refused: { kind: 'plugin' } };

const accessContexts = new WeakMap<AccountInfo, WeakMap<CompanyRecord, WeakMap<ReadonlySet<string>, AccessContext>>>();
const decisions = new WeakMap<AccessContext, Map<string, Decision>>();

function accessMemo(account: AccountInfo, company: CompanyRecord, enabled: ReadonlySet<string>): AccessContext {
  let byCompany = accessContexts.get(account);
  if (!byCompany) accessContexts.set(account, (byCompany = new WeakMap()));
  let byPlugins = byCompany.get(company);
  if (!byPlugins) byCompany.set(company, (byPlugins = new WeakMap()));
  let access = byPlugins.get(enabled);
  if (!access) byPlugins.set(enabled, (access = { ...accessContext(account, company), plugins: [...enabled] }));
  return access;
}

function decisionMemo(access: AccessContext, endpointKey: string, decide: () => Decision): Decision {
  let byEndpoint = decisions.get(access);
  if (!byEndpoint) decisions.set(access, (byEndpoint = new Map()));
  let decision = byEndpoint.get(endpointKey);
  if (!decision) byEndpoint.set(endpointKey, (decision = decide()));
  return decision;
}

export function accessContext(account: AccountInfo, company: CompanyRecord): AccessContext {
  return {
    role: account.Roll,
    plus: company.plus,
    licenceOptions: company.licenceOptions,
    userOptions: account.userOptions,
    portal: company.portal as unknown as Record<string, unknown>,
    company: company.ftgInfo as unknown as Record<string, unknown>,
    hasEmployeeNumber: account.AnstNr !== '',
  };
}
