// @lonna/core/server — what a server plugin sees. Types plus small pure helpers;
// no Fastify and no database driver here: the host (apps/server) supplies both (kysely is types only).
export { ApiError, DV_CODES, JsonReply, type DvCode } from './api-error';
export { formatMessage } from './format-message';
export { defineServerPlugin, handle, handlerFor, ServerPluginError, type PluginDb } from './define-server-plugin';
export { DEFAULT_PER_PAGE, MAX_PER_PAGE, pageOf, sqlPage } from './pagination';
export { containsPattern, containsText } from './contains-text';
export { auditChanges } from './audit-changes';
export { paxmlDocument, xmlElement, xmlText, type PaxmlCompany } from './paxml';
export { CORE_VERSION } from '../version';
export { isProduction, runModeOf, type RunMode } from './run-mode';
export { defaultPortalInfo, portalFromRows } from './portal-info';
export type * from './host-tables';
export type { DataScope, EmployeeScope, ScopeBasis } from './scope';
export { peopleInScope, type ScopedPerson } from './people';
export { publishedTableExists } from './published-table';
export { keptValues } from './kept-values';
export {
  FIRST_VIEW_END,
  FIRST_VIEW_START,
  LANGUAGE_COOKIE,
  type FirstView,
  type FirstViewRenderer,
  type FirstViewReply,
  type FirstViewRequest,
  type FirstViewTransport,
} from '../contracts/first-view';
export { defineRenderers, type Renderer, type Renderers } from './render';
export type {
  AccessOf,
  AccountInfo,
  AuditEntryInput,
  AuditEvent,
  AuditLog,
  AuditRecord,
  CompanyContext,
  ContextFor,
  EndpointBinding,
  FileStorage,
  AccountChangeReason,
  Administration,
  BankIdSigning,
  BankIdSignOrder,
  BankIdSignStatus,
  BankIdSignature,
  Handler,
  HandlerContext,
  HandlerInput,
  HandleOptions,
  JobContext,
  CompanyJobContext,
  Locale,
  MailNote,
  Messages,
  Notify,
  PageQuery,
  ReminderSource,
  PayrollSection,
  PayrollSectionDef,
  PayrollInput,
  PayrollPart,
  ReminderSourceContext,
  ReminderSourceDef,
  ServerMigration,
  ServerJob,
  ServerPlugin,
  ServerPluginDef,
  SessionControl,
  SessionInfo,
  SignedInContext,
  SmsNote,
  SqlDialect,
  StartSessionInput,
  StoredFile,
} from './types';
