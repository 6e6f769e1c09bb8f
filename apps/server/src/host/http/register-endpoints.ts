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
  type PaginationInfo,
  type Predicate,
} from '@lonna/core/contracts';
import type { Runtype } from 'runtypes';
import type { CompanyRecord } from '../auth/directory';
import type { Db } from '../db/types';
import { defaultSalaryYear, salaryYears } from '../domain/salary-years';
import type { Host } from './host';
import { bindRequest } from './request-of';
import { resolveCompany } from './company-gate';
import { recordSupportCall } from '../support-calls';
import { createDataScope } from './data-scope';
import { pluginSigning } from '../../services/bankid/plugin-signing';
import { clearIdleMarker, clearSessionCookie, hasIdleMarker, readSessionToken, setIdleMarker, setSessionCookie } from './session-cookie';
import { pickLocale } from './translator';
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
      app.route({
        method: d.method,
        url: d.path,
        ...(d.bodyLimit ? { bodyLimit: d.bodyLimit } : {}),
        handler: (req, reply) => run(host, plugin, binding, req, reply),
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

async function run(host: Host, plugin: ServerPlugin<Db>, binding: EndpointBinding<Db>, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const pluginId = plugin.id;
  const d = binding.descriptor;
  const locale = pickLocale(req.headers['accept-language']);
  const t = (key: string, params?: Record<string, unknown>) => host.translate(locale, key, params);
  const fail = (status: number, dvCode: number, key: string, params?: Record<string, unknown>, field?: string): never => {
    throw new ApiError(status, dvCode, t(key, params), field);
  };

  // 1. who is calling
  let session: SessionInfo | null = null;
  let account: AccountInfo | null = null;
  let tokenHash: string | null = null;
  const token = readSessionToken(req);
  if (token) {
    const found = await host.sessions.lookup(token);
    if (found.status === 'ok') {
      account = await host.directory.account(found.session.login);
      if (account) {
        session = found.session;
        tokenHash = found.tokenHash;
      }
    } else if (found.status === 'idle') {
      // a reload after this shows the inactivity screen too (/me answers 40102 while the marker is there)
      setIdleMarker(req, reply);
      if (!isPublic(d.access)) {
        clearSessionCookie(req, reply);
        fail(401, DV_CODES.inactivityLogout, 'server.inactivity');
      }
    }
    if (!session) clearSessionCookie(req, reply);
    // ended by someone else (role, access, password): the caller hears why, not a bare "not signed in"
    if (found.status === 'ended' && !isPublic(d.access)) fail(401, DV_CODES.sessionEnded, `server.sessionEnded.${found.reason}`);
  }
  if (!isPublic(d.access) && (!session || !account)) {
    if (hasIdleMarker(req)) fail(401, DV_CODES.inactivityLogout, 'server.inactivity');
    fail(401, DV_CODES.noSession, 'server.noSession');
  }

  // 2. which company and year, and may they
  let companyId: string | null = null;
  let year: number | null = null;
  let access: AccessContext | null = null;
  if (session && account) {
    // the same rule as the push socket's (company-gate.ts)
    companyId = await resolveCompany(host, host.translate, locale, { account, session }, header(req, HEADERS.company), LENIENT_COMPANY_HEADER.has(d.id));
    if (companyId !== null && isSupportUser(account.Roll, account.userOptions)) {
      const path = req.url.split('?')[0] ?? d.path;
      await recordSupportCall(host.db, { at: host.now().getTime(), ftgId: companyId, login: account.Login, endpointId: d.id, method: d.method, path });
    }

    const years = salaryYears(host.firstSalaryYear, host.now());
    const wantedYear = header(req, HEADERS.year);
    if (wantedYear !== undefined) {
      if (!/^\d{4}$/.test(wantedYear) || !years.includes(Number(wantedYear))) {
        fail(400, DV_CODES.badInput, 'server.yearNotAvailable', { year: wantedYear.slice(0, 10) }, HEADERS.year);
      }
      year = Number(wantedYear);
    } else {
      year = years.includes(session.salaryYear) ? session.salaryYear : defaultSalaryYear(years, host.now());
    }

    if (needsCompany(d.access)) {
      if (companyId === null) fail(403, DV_CODES.companyNotAllowed, 'server.noCompany');
      let decided = await decideAccess(host, account, companyId!, pluginId, plugin, d);
      if (decided.refused) {
        // A refusal may come from this instance's cache while the change that allows the call is already written
        // (the browser can hear of a switch, pushed by the worker that wrote it, before this worker hears the bus's
        // `access`): read the account, company and plugins once more before answering 403.
        host.directory.forget(account.Login, companyId!);
        host.companyPlugins.forget(companyId!);
        const fresh = await host.directory.account(account.Login);
        if (fresh === null) return fail(401, DV_CODES.noSession, 'server.noSession');
        account = fresh;
        decided = await decideAccess(host, fresh, companyId!, pluginId, plugin, d);
      }
      const r = decided.refused;
      if (r?.kind === 'company') fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: companyId });
      if (r?.kind === 'plugin') fail(403, DV_CODES.pluginDisabled, 'platform.pluginDisabled', { plugin: pluginId, company: companyId });
      if (r?.kind === 'rule') {
        const reason = r.missing.map((m) => t(`server.access.${m.key.replace(/^access\./, '')}`, m.params)).join('; ');
        fail(403, DV_CODES.forbidden, 'server.forbidden', { reason });
      }
      access = decided.access ?? null;
    }
  }

  // 3. is the input well-formed (nothing is written before this passes)
  // the message names a field by the label the user sees (`<plugin>.fields.<Field>` in its server messages), never its wire name
  const labelOf = (field: string): string => {
    const key = `${pluginId}.fields.${field.replace(/\[\d+\]$/, '')}`;
    const label = t(key);
    return label === key ? field : label;
  };
  const check = (model: Runtype | undefined, value: unknown, part: string): any => {
    const problem = model && firstProblem(model, value, part);
    if (problem) {
      fail(
        400,
        DV_CODES.badInput,
        'server.badInput',
        { field: labelOf(problem.field), reason: t(`server.reason.${problem.reason}`, problem.params) },
        problem.field,
      );
    }
    return value;
  };
  const params = check(d.params, req.params ?? {}, 'params');
  const query = check(d.query, req.query ?? {}, 'query');
  const body = check(d.body, req.body, 'body');

  // 4. the handler
  const controlFor = (db: Db): SessionControl => ({
    start: async (input) => {
      const previous = tokenHash;
      if (previous) await host.sessions.delete(previous, db);
      const created = await host.sessions.create(input, req.ip, db);
      setSessionCookie(req, reply, created.token, host.sessions.cfg.absoluteMs);
      clearIdleMarker(req, reply);
      tokenHash = created.tokenHash;
      // this browser's open sockets follow the new token
      if (previous) host.sessions.rotated(previous, created.tokenHash, input.login);
      return created.session;
    },
    end: async () => {
      const ended = tokenHash;
      if (ended) await host.sessions.delete(ended, db);
      tokenHash = null;
      clearSessionCookie(req, reply);
      // nothing reaches this session's sockets after logout
      if (ended) host.sessions.ended(ended, 'logout');
    },
    update: async (patch) => {
      if (tokenHash) await host.sessions.update(tokenHash, patch, db);
    },
  });
  // events raised by the handler wait for its success (and commit): a client never refreshes into a rolled-back write
  const outbox: { event: string; resource?: string; payload?: unknown; logins?: readonly string[] }[] = [];
  // administration waits for the commit too: sessions ended and caches dropped only for a change that stands
  const ended: { login: string; reason: AccountChangeReason }[] = [];
  let accessChanged = false;
  const links: { login: string; kind: 'reset' | 'welcome' }[] = [];
  const notes: (() => Promise<void>)[] = [];
  const setHeader = (name: string, value: string) => void reply.header(name, value);
  const setPagination = (info: PaginationInfo) => void reply.header(HEADERS.pagination, JSON.stringify(info));
  const scopedCompany = () => {
    if (companyId === null) throw new Error(`${d.id}: the audit log and file storage need a company-scoped endpoint`);
    return companyId;
  };
  const login = () => account?.Login ?? '';
  const contextFor = (db: Db): HandlerContext<Db> => {
    // the services few handlers use are made on first use (most calls are reads that touch none of them)
    let audit: HandlerContext<Db>['audit'] | undefined;
    let files: HandlerContext<Db>['files'] | undefined;
    let scope: HandlerContext<Db>['scope'] | undefined;
    let signing: HandlerContext<Db>['signing'] | undefined;
    const ctx: HandlerContext<Db> = {
      db,
      dialect: host.dialect,
      locale,
      ip: req.ip,
      session,
      account,
      companyId,
      year,
      access,
      now: host.now,
      sessions: controlFor(db),
      t,
      fail,
      setHeader,
      setPagination,
      paginate: (list, query) => {
        const { info, start, end } = pageOf(list.length, query);
        setPagination(info);
        return list.slice(start, end);
      },
      publish: (frame) => void outbox.push(frame),
      get audit() {
        return (audit ??= auditLogFor(db, { plugin: pluginId, ftgId: scopedCompany, login, now: host.now }));
      },
      get files() {
        return (files ??= fileStorageFor(db, { ftgId: scopedCompany, login, now: host.now, setHeader, fail }));
      },
      get scope() {
        return (scope ??= createDataScope(db, account, companyId, t));
      },
      // the per-user allowance is the account's (an anonymous caller's, the address's)
      render: (kind, input) => host.render.render(account?.Login ?? `ip:${req.ip}`, kind, input),
      administration: {
        endSessions: (login, reason) => void ended.push({ login, reason }),
        accessChanged: () => {
          accessChanged = true;
        },
        sendPasswordLink: (login, kind) => void links.push({ login, kind }),
      },
      reminderSources: () => (companyId ? host.reminderSources(companyId, db) : Promise.resolve([])),
      payrollSections: () => (companyId ? host.payrollSections(companyId, db) : Promise.resolve([])),
      notify: {
        mail: (m) => void notes.push(() => host.notify.mail(m)),
        sms: (m) => void notes.push(() => host.notify.sms(m)),
      },
      get signing() {
        return (signing ??= pluginSigning(host.signingFor(db), {
          sessionHash: tokenHash,
          ip: req.ip,
          mobileDevice: /Mobi|Android|iPhone|iPad|iPod/i.test(req.headers['user-agent'] ?? ''),
          locale,
          refuse: (status, dvCode, message, field) => {
            throw new ApiError(status, dvCode, message, field);
          },
        }));
      },
    };
    bindRequest(ctx as HandlerContext<unknown>, { req, reply, tokenHash: () => tokenHash, sessions: host.sessions });
    return ctx;
  };
  const input = { params, query, body } as never;
  const writes = d.method !== 'GET' && binding.options.transaction === 'auto';
  const result = writes
    ? await host.db.transaction().execute((trx) => Promise.resolve(binding.handler(input, contextFor(trx as Db))))
    : await binding.handler(input, contextFor(host.db));

  if (accessChanged || ended.length) {
    // this instance at once (the caller's next request may come here), every other through the bus
    host.directory.invalidate();
    await host.push.accessChanged().catch((e: unknown) => req.log.error({ err: e }, `${d.id}: other instances were not told of the access change`));
  }
  for (const e of ended) await host.sessions.endSessionsOfAccount(e.login, e.reason);
  for (const l of links) await sendLink(host, l, req.ip);
  // a message that cannot be sent does not undo the change: it is logged for the operator
  for (const send of notes) await send().catch((e: unknown) => req.log.error({ err: e }, `${d.id}: a notification was not sent`));
  if (companyId) {
    for (const { logins, ...frame } of outbox) {
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
  if (result instanceof JsonReply) return reply.type('application/json; charset=utf-8').send(result.json);
  return result;
}

/**
 * The AccessContext of an account in a company, and each endpoint's verdict on it, made once per combination of
 * the directory's cached records: those are fresh objects after every reload (2 s, or a change on this instance),
 * so keying on their identity can never keep a stale decision longer than the records themselves.
 */
type Refusal = { kind: 'company' } | { kind: 'plugin' } | { kind: 'rule'; missing: ReturnType<typeof explainAccess>['missing'] };

/** may this account call this endpoint of this plugin in this company: the company, its plugins and the rule */
async function decideAccess(
  host: Host,
  account: AccountInfo,
  companyId: string,
  pluginId: string,
  plugin: ServerPlugin<Db>,
  d: EndpointDescriptor,
): Promise<{ refused: Refusal; access?: undefined } | { refused: null; access: AccessContext }> {
  const company = await host.directory.company(companyId);
  if (!company) return { refused: { kind: 'company' } };
  const enabled = await host.companyPlugins.enabled(companyId);
  // a plugin the company does not use is refused whatever the role (per-company enablement)
  if (!enabled.has(pluginId)) return { refused: { kind: 'plugin' } };
  const access = accessMemo(account, company, enabled);
  // the plugin's whole-plugin gate (enabledWhen) is demanded with the endpoint's own rule
  const verdict = verdictMemo(access, `${pluginId} ${d.id}`, () =>
    explainAccess(plugin.enabledWhen ? { all: [plugin.enabledWhen, d.access as Predicate] } : d.access, access),
  );
  return verdict.allowed ? { refused: null, access } : { refused: { kind: 'rule', missing: verdict.missing } };
}

const accessContexts = new WeakMap<AccountInfo, WeakMap<CompanyRecord, WeakMap<ReadonlySet<string>, AccessContext>>>();
const verdicts = new WeakMap<AccessContext, Map<string, ReturnType<typeof explainAccess>>>();

function accessMemo(account: AccountInfo, company: CompanyRecord, enabled: ReadonlySet<string>): AccessContext {
  let byCompany = accessContexts.get(account);
  if (!byCompany) accessContexts.set(account, (byCompany = new WeakMap()));
  let byPlugins = byCompany.get(company);
  if (!byPlugins) byCompany.set(company, (byPlugins = new WeakMap()));
  let access = byPlugins.get(enabled);
  if (!access) byPlugins.set(enabled, (access = { ...accessContext(account, company), plugins: [...enabled] }));
  return access;
}

function verdictMemo(access: AccessContext, endpointId: string, explain: () => ReturnType<typeof explainAccess>): ReturnType<typeof explainAccess> {
  let byEndpoint = verdicts.get(access);
  if (!byEndpoint) verdicts.set(access, (byEndpoint = new Map()));
  let verdict = byEndpoint.get(endpointId);
  if (!verdict) byEndpoint.set(endpointId, (verdict = explain()));
  return verdict;
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
