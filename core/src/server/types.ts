import type { AccessContext, Role } from '../contracts/access';
import type { BodyOf, EndpointDescriptor, ParamsOf, QueryOf, ReplyOf, PaginationInfo } from '../contracts';
import type { JsonReply } from './api-error';
import type { DataScope } from './scope';

/** The UI languages (the same four as the client's `Locale`; kept here so the server needs no browser types). */
export type Locale = 'sv' | 'en' | 'fr' | 'pl';
export type Messages = { [key: string]: string | Messages };

export type SqlDialect = 'sqlite' | 'postgres';

/** The session row as a handler sees it (never the token itself). */
export interface SessionInfo {
  login: string;
  /** the company chosen in the session, null until chosen */
  ftgId: string | null;
  salaryYear: number;
  authMethod: 'PASSWORD' | 'BANKID';
  /** ISO time of the sign-in */
  authTime: string;
  createdAt: number;
  expiresAt: number;
}

/** The signed-in account with what access decisions need. */
export interface AccountInfo {
  Login: string;
  Namn: string;
  Roll: Role;
  Signatur: string;
  PersNr: string;
  /** the account's home company ('' for LIC/ADM) */
  FtgId: string;
  AnstNr: string;
  Brukare: string;
  LoginTyp: 'F' | 'A' | 'B' | 'S';
  AccessOption: string;
  userOptions: readonly string[];
  /** companies the account may select (LIC and ADM: every company) */
  companies: readonly string[];
  /** AVD: the departments (Avdelning) per company the account administers */
  departments: Readonly<Record<string, readonly string[]>>;
}

export interface StartSessionInput {
  login: string;
  ftgId: string | null;
  salaryYear: number;
  authMethod: 'PASSWORD' | 'BANKID';
  /** idle lifetime in minutes (the host applies its default when 0) */
  idleMinutes: number;
}

/** Session operations a handler may need (sign-in plugins); the host does the cookie. */
export interface SessionControl {
  /** a fresh token for every sign-in; replaces any session the request carried */
  start(input: StartSessionInput): Promise<SessionInfo>;
  /** deletes the session row and clears the cookie */
  end(): Promise<void>;
  /** changes the company/year stored in the current session */
  update(patch: { ftgId?: string | null; salaryYear?: number; idleMinutes?: number }): Promise<void>;
}

export interface HandlerContext<DB = unknown> {
  /** the database; inside a transaction for POST/PUT/PATCH/DELETE */
  db: DB;
  dialect: SqlDialect;
  locale: Locale;
  ip: string;
  session: SessionInfo | null;
  account: AccountInfo | null;
  /** the company the call is scoped to (company-scoped endpoints always have one) */
  companyId: string | null;
  /** the selected salary year (header or session) */
  year: number | null;
  /** the evaluated access context, for company-scoped endpoints */
  access: AccessContext | null;
  /** the role data scope: which employees of the company the caller may see and change (./scope.ts) */
  scope: DataScope;
  sessions: SessionControl;
  /** a server message in the request's language: `t('shell.errors.x', {...})` */
  t(key: string, params?: Record<string, unknown>): string;
  /** throw an ApiError with a translated message */
  fail(status: number, dvCode: number, key: string, params?: Record<string, unknown>, field?: string): never;
  setHeader(name: string, value: string): void;
  /** sets the dv-pagination header */
  setPagination(info: PaginationInfo): void;
  /**
   * Raise a push event for the caller's company (spec §4 live events), e.g.
   * `publish({ event: 'resource-updated', resource: 'tidrader', payload: { AnstNr } })`.
   * Sent only when the call succeeds, after its transaction has committed.
   */
  publish(frame: { event: string; resource?: string; payload?: unknown }): void;
  /**
   * Renders a file off the event loop in the host's worker pool (./render.ts): `render('time.tablePdf', input)`.
   * At most a few renders per user run at once; the rest wait, so one user's printing never stalls another's.
   */
  render(kind: string, input: unknown): Promise<Uint8Array>;
}

export interface HandlerInput<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
}

type Reply<E> = ReplyOf<E> | JsonReply<ReplyOf<E>>;
export type Handler<E, DB = unknown> = (input: HandlerInput<E>, ctx: HandlerContext<DB>) => Promise<Reply<E>> | Reply<E>;

export interface HandleOptions {
  /**
   * 'auto' (default): a POST/PUT/PATCH/DELETE handler runs in one transaction that
   * rolls back when it throws. 'manual': the handler gets the plain database and
   * keeps its own writes atomic — for writes that must stay even when the call
   * fails (sign-in attempts counted for throttling).
   */
  transaction?: 'auto' | 'manual';
}

export interface EndpointBinding<DB = unknown> {
  readonly descriptor: EndpointDescriptor;
  readonly handler: Handler<any, DB>;
  readonly options: Required<HandleOptions>;
}

/** A migration; the host records it as `<plugin id>/<name>` in lonna_migrations. */
export interface ServerMigration<DB = unknown> {
  up(db: DB, env: { dialect: SqlDialect }): Promise<void>;
}

export interface ServerJob<DB = unknown> {
  name: string;
  /** milliseconds between runs */
  everyMs: number;
  run(db: DB): Promise<void>;
}

export interface ServerPluginDef<DB = unknown> {
  /** /^[a-z][a-z0-9-]*$/, the same id as the client half */
  id: string;
  version: string;
  /** name → migration; applied in name order */
  migrations?: Readonly<Record<string, ServerMigration<DB>>>;
  endpoints?: readonly EndpointBinding<DB>[];
  /** demo data; the host calls it only on an empty database */
  seed?: (db: DB, env: { dialect: SqlDialect }) => Promise<void>;
  jobs?: readonly ServerJob<DB>[];
  /** server messages (errors) per locale, under the plugin id namespace */
  messages?: Readonly<Record<Locale, Messages>>;
}

export interface ServerPlugin<DB = unknown> extends Readonly<ServerPluginDef<DB>> {
  readonly $$type: '@lonna/ServerPlugin';
}
