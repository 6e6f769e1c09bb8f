import type { Access, AccessContext, Predicate, Role } from '../contracts/access';
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

/**
 * What every handler gets from the host. `DB` is the database type: a plugin's handlers see
 * `Kysely<HostDatabase & ItsTables>` (see `handlerFor`). The context is narrowed by the endpoint's
 * access (`ContextFor`): a company-scoped endpoint's handler has a non-null company, account and access.
 */
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
  /** the host's clock (tests fix it): never `new Date()` in a handler */
  now(): Date;
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
   * One page of `list` by the request's `Page`/`PerPage` (both absent: the whole list), with the
   * dv-pagination header set — the one pagination rule of the wire.
   */
  paginate<T>(list: readonly T[], query: PageQuery): T[];
  /**
   * Raise a push event for the caller's company (spec §4 live events), e.g.
   * `publish({ event: 'resource-updated', resource: 'tidrader', payload: { AnstNr } })`.
   * Sent only when the call succeeds, after its transaction has committed. `logins`: only these accounts' sockets of the
   * company hear it (a notice for the people concerned, e.g. a report's handlers).
   */
  publish(frame: { event: string; resource?: string; payload?: unknown; logins?: readonly string[] }): void;
  /**
   * Renders a file off the event loop in the host's worker pool (./render.ts): `render('time.tablePdf', input)`.
   * At most a few renders per user run at once; the rest wait, so one user's printing never stalls another's.
   */
  render(kind: string, input: unknown): Promise<Uint8Array>;
  /** the audit log of the selected company (written in the call's transaction) */
  audit: AuditLog;
  /** the company's stored files (uploads), checked and kept by the host */
  files: FileStorage;
  /** BankID signing of a document by a named person (FK3059); orders belong to the calling session */
  signing: BankIdSigning;
  /** account and company administration (the admin plugin): takes effect when the call's transaction has committed */
  administration: Administration;
  /** mail and SMS to people, sent when the call's transaction has committed (a rolled-back change tells nobody) */
  notify: Notify;
  /** what the installed plugins can remind the selected company's people of (the admin plugin's reminders) */
  reminderSources(): Promise<readonly ReminderSource<DB>[]>;
  /** the other plugins' parts of the one payroll file (time's PAXml export), for the selected company */
  payrollSections(): Promise<readonly PayrollSection<DB>[]>;
}

/**
 * A plugin's part of the one PAXml file payroll imports (time's export writes it): e.g. the compensations plugin's
 * attested claims as <lonetransaktioner> and <resetransaktioner> beside time's <tidtransaktioner>. The export asks
 * each section of the company's plugins in its own transaction, writes one file, then has each lock what it sent.
 */
export interface PayrollSectionDef<DB = unknown> {
  /** /^[a-z][a-zA-Z0-9]*$/, unique in the plugin */
  id: string;
  /** what waits for payroll of these employees in the period (already in the caller's scope), or null when nothing */
  collect(ctx: CompanyContext<DB>, input: PayrollInput): Promise<PayrollPart | null>;
  /** checked against the company alone (its licence and switches) */
  enabledWhen?: Predicate;
}
export interface PayrollInput {
  employees: readonly { AnstNr: string; PersNr: string }[];
  /** 'YYYY-MM-DD', inclusive */
  From: string;
  To: string;
}
export interface PayrollPart {
  /** whole PAXml sections, indented two spaces, in the schema's order after <tidtransaktioner> */
  lines: readonly string[];
  /** how many transactions the lines hold */
  count: number;
  /** mark what was sent as transferred to payroll (locked, audited, pushed); called once the file is made */
  lock(): Promise<void>;
}
/** A section as the host hands it out, with its plugin. */
export interface PayrollSection<DB = unknown> extends PayrollSectionDef<DB> {
  plugin: string;
}

/**
 * Something a plugin can remind people of: the admin plugin's reminders list every installed plugin's sources (e.g.
 * FK3059 statements unsigned before Försäkringskassan's deadline, leave applications waiting for a decision). The
 * plugin that owns the data counts what waits; the admin plugin decides when, how and to whom it is sent.
 */
export interface ReminderSourceDef<DB = unknown> {
  /** /^[a-z][a-zA-Z0-9]*$/, unique in the plugin; a reminder stores it as `<plugin id>.<id>` */
  id: string;
  /** 'own': each counted employee is reminded on his own account; 'chosen': the roles and people the reminder names */
  audience: 'own' | 'chosen';
  /** its name and a one-line explanation, in the four languages (the admin page shows them) */
  label: Readonly<Record<Locale, string>>;
  help: Readonly<Record<Locale, string>>;
  /** is this Swedish day 'YYYY-MM-DD' a deadline? A reminder goes its chosen number of days before one. */
  isDeadline(day: string): boolean;
  /** what waits, counted per employee number, for the deadline on that day (nothing waiting: an empty map) */
  waiting(ctx: ReminderSourceContext<DB>, deadline: string): Promise<ReadonlyMap<string, number>>;
  /** checked against the company alone (its licence and switches), e.g. `{ company: 'UseFKSignering' }` */
  enabledWhen?: Predicate;
}
export interface ReminderSourceContext<DB = unknown> {
  db: DB;
  companyId: string;
  now(): Date;
}
/** A source as the host hands it out: with its plugin and the trigger a reminder stores. */
export interface ReminderSource<DB = unknown> extends ReminderSourceDef<DB> {
  plugin: string;
  /** `<plugin id>.<id>` */
  trigger: string;
}

/** One e-mail and one text message, as plugins hand them to the host. */
export interface MailNote {
  to: string;
  subject: string;
  text: string;
}
export interface SmsNote {
  /** a mobile number as people write it ('070-123 45 67') or E.164 */
  to: string;
  text: string;
}

/**
 * Messages to people through the host's mail and SMS providers (development outboxes unless configured). In a call
 * they wait for its commit; a message that cannot be sent is logged and the change stands.
 */
export interface Notify {
  mail(message: MailNote): void;
  sms(message: SmsNote): void;
}

/** Why an administrator's change ends an account's sessions (spec: involuntary sign-out reasons). */
export type AccountChangeReason = 'roleChanged' | 'accessRemoved' | 'criticalDataChanged' | 'companyRemoved';

/**
 * What the admin plugin needs of the host beyond its tables: the host caches access decisions (accounts, companies,
 * switches) for a couple of seconds and holds the sessions. Both calls wait for the call's commit: a rolled-back
 * change signs nobody out.
 */
export interface Administration {
  /** every session of the account ends; its open portals are told why (the spec's message) */
  endSessions(login: string, reason: AccountChangeReason): void;
  /** an account, a company's switches or its access changed: cached decisions are dropped, the next call reads anew */
  accessChanged(): void;
  /**
   * mails the account a single-use set-password link in its own language ('welcome' for a new account); a mail
   * that cannot be sent is recorded in the host's audit log, the change stands
   */
  sendPasswordLink(login: string, kind: 'reset' | 'welcome'): void;
}

/**
 * BankID signing for plugins (the host's signing service; simulator in development). The signer reads `text`; the
 * SHA-256 of the exact `document` bytes goes into the order's non-visible data, so the signature commits to the
 * document. Only the session that started an order may follow or cancel it (others get 404, as for an unknown one).
 * Refusals (another order running for the person, BankID unavailable, no personal number) are thrown as the wire's
 * errors in the caller's language.
 */
export interface BankIdSigning {
  start(input: { text: string; document: string | Uint8Array; personalNumber: string; markdown?: boolean }): Promise<BankIdSignOrder>;
  /** one look at the order (the client polls; BankID is asked at most every 2 s) */
  status(orderRef: string): Promise<BankIdSignStatus>;
  cancel(orderRef: string): Promise<void>;
}
export interface BankIdSignOrder {
  orderRef: string;
  autoStartToken: string;
  /** hex SHA-256 of the document */
  documentHash: string;
}
/** What is stored with the signed document: everything an e-service (FK's ELT) needs to verify it. */
export interface BankIdSignature {
  orderRef: string;
  personalNumber: string;
  name: string;
  /** base64 XML-DSig from BankID */
  signature: string;
  /** base64 OCSP response */
  ocspResponse: string;
  documentHash: string;
  /** ISO time */
  signedAt: string;
  endUserIp: string;
}
export type BankIdSignStatus =
  | { state: 'pending'; hintCode: string; message: string; qrCodeDataUrl: string }
  | { state: 'complete'; signature: BankIdSignature }
  | { state: 'failed'; hintCode: string; message: string };

/** A company-scoped endpoint's context: a company is chosen and the caller is signed in with access evaluated. */
export interface CompanyContext<DB = unknown> extends HandlerContext<DB> {
  session: SessionInfo;
  account: AccountInfo;
  companyId: string;
  year: number;
  access: AccessContext;
}
/** A signed-in endpoint's context (no company needed). */
export interface SignedInContext<DB = unknown> extends HandlerContext<DB> {
  session: SessionInfo;
  account: AccountInfo;
  year: number;
}

/** The context a handler of an endpoint with access `A` gets: public → wide, signedIn → signed in, else company. */
export type ContextFor<A, DB = unknown> = Access extends A
  ? HandlerContext<DB>
  : 'public' extends keyof A
    ? HandlerContext<DB>
    : 'signedIn' extends keyof A
      ? SignedInContext<DB>
      : CompanyContext<DB>;
export type AccessOf<E> = E extends { access: infer A } ? A : Access;

/** The request's page, as the wire spells it. */
export interface PageQuery {
  Page?: string | number;
  PerPage?: string | number;
}

/** created, modified, deleted: a change of data; accessed: a call on record (a support user's, issue 21) */
export type AuditEvent = 'created' | 'modified' | 'deleted' | 'accessed';
export interface AuditEntryInput {
  /** the plugin's entity ('row') and its id */
  entity: string;
  id: string;
  event: AuditEvent;
  /** the plugin's verb when it says more than the event ('approve') */
  action?: string;
  /** the entity before and after (null for none); the log keeps both and the changed fields */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** the employee and date the change concerns, for audit views */
  anstNr?: string;
  date?: string;
}
export interface AuditRecord {
  At: number;
  Login: string;
  Entity: string;
  EntityId: string;
  Event: AuditEvent;
  Action: string;
  AnstNr: string;
  Datum: string;
  Old: string;
  New: string;
  Changes: { Field: string; Old: unknown; New: unknown }[];
}
export interface AuditLog {
  /** record changes by the caller, now, in the selected company */
  record(...entries: AuditEntryInput[]): Promise<void>;
  /** this plugin's entries of the selected company, newest first */
  list(filter: { entity?: string; anstNr?: string; from?: string; to?: string; limit?: number }): Promise<AuditRecord[]>;
}

/** A stored file of a company (an upload that passed the host's checks). */
export interface StoredFile {
  id: string;
  type: string;
  fileName: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
}
export interface FileStorage {
  /**
   * Check an upload for a kind the host knows (size, type, magic bytes, name) and store it under a generated id.
   * A refused file throws 400 naming the field; the same bytes again answer the existing id.
   */
  store(
    kind: string,
    input: { bytes: Uint8Array; declaredType: string; fileName?: string },
  ): Promise<{ id: string; duplicate: boolean; file: Omit<StoredFile, 'id' | 'bytes'> }>;
  read(kind: string, id: string): Promise<StoredFile | null>;
  /** delete the company's files of a kind, except `keep` */
  remove(kind: string, keep?: string): Promise<void>;
  /** delete one of the company's files of a kind (nothing when it is not there) */
  delete(kind: string, id: string): Promise<void>;
  /** the download headers for a stored file (Content-Type, Content-Disposition, nosniff) */
  serve(kind: string, file: StoredFile): void;
}

export interface HandlerInput<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
}

type Reply<E> = ReplyOf<E> | JsonReply<ReplyOf<E>>;
export type Handler<E, DB = unknown> = (input: HandlerInput<E>, ctx: ContextFor<AccessOf<E>, DB>) => Promise<Reply<E>> | Reply<E>;

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

/** What a job gets: the database, the clock, push to companies, and mail and SMS. */
export interface JobContext<DB = unknown> {
  db: DB;
  dialect: SqlDialect;
  now(): Date;
  publish(ftgId: string, frame: { event: string; resource?: string; payload?: unknown }): void;
  /** sends at once; throws when the provider refuses (a job records its own outcome) */
  notify: { mail(message: MailNote): Promise<void>; sms(message: SmsNote): Promise<void> };
  /**
   * Work for one company as a handler would do it (what another plugin's published API needs, e.g. the time plugin's
   * booking): one transaction, rolled back when `work` throws; the company's audit log with the job on record as
   * `job:<plugin>/<name>`; push and mail sent only after the commit.
   */
  inCompany<T>(ftgId: string, work: (ctx: CompanyJobContext<DB>) => Promise<T>): Promise<T>;
  /** what the installed plugins can remind a company's people of, as `HandlerContext.reminderSources` */
  reminderSources(ftgId: string): Promise<readonly ReminderSource<DB>[]>;
}

/** A job's company-scoped context (`JobContext.inCompany`): the part of a handler's `CompanyContext` a job can have. */
export interface CompanyJobContext<DB = unknown> extends Pick<HandlerContext<DB>, 'db' | 'dialect' | 'now' | 'audit' | 'notify'> {
  companyId: string;
  /** a push to the company's open portals (after the commit) */
  publish(frame: { event: string; resource?: string; payload?: unknown }): void;
  /** the job itself (Login `job:<plugin>/<name>`), for "changed by" columns */
  account: Pick<AccountInfo, 'Login' | 'Namn'>;
  /** the company's stored files: a job reads and deletes (a clean-up of what its plugin stored); storing is a handler's */
  files: Pick<FileStorage, 'read' | 'delete'>;
}

/** Scheduled work; the host runs it once per period across all instances (a lease row claimed atomically). */
export interface ServerJob<DB = unknown> {
  /** unique in the plugin; recorded as `<plugin id>/<name>` */
  name: string;
  /** milliseconds between runs */
  everyMs: number;
  run(ctx: JobContext<DB>): Promise<void>;
}

export interface ServerPluginDef<DB = unknown> {
  /** /^[a-z][a-z0-9-]*$/, the same id as the client half */
  id: string;
  version: string;
  /** the @lonna/core versions this half works with (a semver range, e.g. '^1.0.0'); required of installed plugins */
  core?: string;
  /** other plugins this one needs: id → semver range (it may import only their published contracts) */
  dependencies?: Readonly<Record<string, string>>;
  /**
   * Whole-plugin gate (e.g. `{ company: 'UseLSS' }`): every company-scoped endpoint of the plugin demands it on top
   * of its own access. Declare it once in the plugin's contracts and give the same value to the client half's
   * `enabledWhen` (which only hides the drawer items and routes).
   */
  enabledWhen?: Predicate;
  /** name → migration; applied in name order */
  migrations?: Readonly<Record<string, ServerMigration<DB>>>;
  endpoints?: readonly EndpointBinding<DB>[];
  /** demo data; the host calls it only on an empty database */
  seed?: (db: DB, env: { dialect: SqlDialect; now: Date }) => Promise<void>;
  /**
   * Dated demo data stays believable on any day: at every start on a database that already holds data, the
   * host lets the plugin bring its demo history up to today (e.g. time rows from the last seeded day to
   * yesterday). It must touch only the demo data it seeded and do nothing when there is none.
   */
  demoCatchUp?: (db: DB, env: { dialect: SqlDialect; now: Date }) => Promise<void>;
  jobs?: readonly ServerJob<DB>[];
  /** what this plugin can remind people of (see ReminderSourceDef) */
  reminderSources?: readonly ReminderSourceDef<DB>[];
  /** its part of the one payroll file time's PAXml export writes (see PayrollSectionDef) */
  payrollSections?: readonly PayrollSectionDef<DB>[];
  /** server messages (errors) per locale, under the plugin id namespace */
  messages?: Readonly<Record<Locale, Messages>>;
}

export interface ServerPlugin<DB = unknown> extends Readonly<ServerPluginDef<DB>> {
  readonly $$type: '@lonna/ServerPlugin';
}
