import { Array as Arr, Boolean as Bool, Literal, Number as Num, Optional, Partial, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { defineEndpoint, FreeText, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access, Predicate, Role } from '@lonna/core/contracts';

/**
 * The near-accidents plugin's wire: one descriptor per call (path, method, models, access) — the client builds its
 * queries from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access (spec §6: near-accident reports) ----
const HR_ROLES: Role[] = ['LIC', 'ADM', 'FTG', 'AVD', 'PER'];
/** the HRTIL licence option; LIC, ADM, FTG, AVD, PER; PER and AVD need an employee number or the HRTIL user option; the company's switch */
const reporters: Predicate = {
  all: [
    { licenceOption: 'HRTIL' },
    { roles: HR_ROLES },
    { any: [{ roles: ['LIC', 'ADM', 'FTG'] }, { hasEmployeeNumber: true }, { userOption: 'HRTIL' }] },
    { portal: 'EnableNearAccidentsReports' },
  ],
};

export const nearAccidentsAccess = {
  NearAccidentsReports: { path: '/nearAccidentsReports', access: reporters },
} as const satisfies Record<string, { path: string; access: Access }>;

/**
 * Who handles the company's reports: PortalInfo.NearAccidentsReportsAdmins lists accounts by login, or whole roles by
 * their code (the demo companies hold ["FTG", "ADM"]). The one rule, used by the server for every decision.
 */
export function isReportHandler(account: { Login: string; Roll: string }, admins: readonly string[]): boolean {
  return admins.includes(account.Login) || admins.includes(account.Roll);
}

// ---- rules as data ----
/** what the status can become from each status: forward one step at a time */
export const STATUSES = ['NEW', 'RECEIVED', 'INPROGRESS', 'RESOLVED'] as const;
export type ReportStatus = (typeof STATUSES)[number];
export const nextStatus = (s: ReportStatus): ReportStatus | null => STATUSES[STATUSES.indexOf(s) + 1] ?? null;

/** attachments per report and bytes per file (a photo from a phone fits; the host's upload kind allows 10 MB) */
export const ATTACHMENTS_MAX = 5;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
const ATTACHMENT_MAX_BASE64 = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const RUBRIK_MAX = 120;
export const TEXT_MAX = 4000;
export const PLATS_MAX = 200;
export const BESLUT_MAX = 4000;

// ---- models ----
const StatusModel = Union(Literal('NEW'), Literal('RECEIVED'), Literal('INPROGRESS'), Literal('RESOLVED'));
const Klockslag = Str.withConstraint((s) => s === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(s) || 'a time HH:MM');

export const ReportSummaryModel = Rec({
  Id: Str,
  Rubrik: Str,
  Datum: Str,
  Klockslag: Str,
  Plats: Str,
  Kanslig: Bool,
  Status: StatusModel,
  Rapportor: Str,
  Skapad: Num,
  Bilagor: Num,
});
export type ReportSummary = Static<typeof ReportSummaryModel>;

export const HistoryEntryModel = Rec({ Status: StatusModel, Tid: Num, Namn: Str });
export const AttachmentModel = Rec({ Id: Str, Filnamn: Str, Typ: Str, Storlek: Num });
export type Attachment = Static<typeof AttachmentModel>;

export const ReportModel = ReportSummaryModel.extend({
  Beskrivning: Str,
  MojligFoljd: Str,
  Atgardare: Str,
  Beslut: Str,
  Historik: Arr(HistoryEntryModel),
  BilagaLista: Arr(AttachmentModel),
  /** what the caller may do (decided by the server's rules) */
  KanHantera: Bool,
  KanTaBort: Bool,
  KanBifoga: Bool,
  KanSkrivaUt: Bool,
});
export type Report = Static<typeof ReportModel>;

export const NewReportModel = Rec({
  Rubrik: RequiredText(RUBRIK_MAX),
  Beskrivning: RequiredText(TEXT_MAX),
  Datum: IsoDate,
  Klockslag,
  Plats: RequiredText(PLATS_MAX),
  MojligFoljd: FreeText(TEXT_MAX),
  Kanslig: Bool,
});
export type NewReport = Static<typeof NewReportModel>;

export const StatusChangeModel = Rec({ Status: StatusModel, Beslut: Optional(FreeText(BESLUT_MAX)) });
export type StatusChange = Static<typeof StatusChangeModel>;

const base64 = Str.withConstraint((s) => s.length > 0 || 'required')
  .withConstraint((s) => s.length <= ATTACHMENT_MAX_BASE64 || `at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`)
  .withConstraint((s) => (s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s)) || 'base64 without a data: prefix');
export const AttachmentUploadModel = Rec({
  Content: base64,
  Type: Union(Literal('application/pdf'), Literal('image/png'), Literal('image/jpeg')),
  FileName: RequiredText(200),
});
export type AttachmentUpload = Static<typeof AttachmentUploadModel>;

const Id = Str.withConstraint((s) => /^[0-9a-f-]{36}$/.test(s) || /^seed-[a-z0-9-]{1,40}$/.test(s) || 'a report id');
const ReportParams = Rec({ Id });
const AttachmentParams = Rec({ Id, FileId: Str.withConstraint((s) => /^[0-9a-f-]{36}$/.test(s) || 'a file id') });
const digits = Str.withConstraint((s) => /^\d{1,6}$/.test(s) || 'a number');
const ListQueryModel = Partial({ Status: StatusModel, Page: digits, PerPage: digits });
const OkModel = Rec({ ok: Literal(true) });

// ---- endpoints ----
const access = reporters;
export const nearAccidents = {
  /** spec §7: GET /hr/nearAccidentsReports with Status=NEW — the new reports, for the handlers */
  list: defineEndpoint({
    id: 'near-accidents.list',
    method: 'GET',
    path: '/api/hr/nearAccidentsReports',
    query: ListQueryModel,
    reply: Arr(ReportSummaryModel),
    access,
    paged: true,
  }),
  get: defineEndpoint({
    id: 'near-accidents.get',
    method: 'GET',
    path: '/api/hr/nearAccidentsReports/:Id',
    params: ReportParams,
    reply: ReportModel,
    access,
  }),
  create: defineEndpoint({
    id: 'near-accidents.create',
    method: 'POST',
    path: '/api/hr/nearAccidentsReports',
    body: NewReportModel,
    reply: ReportModel,
    access,
  }),
  setStatus: defineEndpoint({
    id: 'near-accidents.setStatus',
    method: 'PUT',
    path: '/api/hr/nearAccidentsReports/:Id/status',
    params: ReportParams,
    body: StatusChangeModel,
    reply: ReportModel,
    access,
  }),
  remove: defineEndpoint({
    id: 'near-accidents.remove',
    method: 'DELETE',
    path: '/api/hr/nearAccidentsReports/:Id',
    params: ReportParams,
    reply: OkModel,
    access,
  }),
  addAttachment: defineEndpoint({
    id: 'near-accidents.addAttachment',
    method: 'POST',
    path: '/api/hr/nearAccidentsReports/:Id/attachments',
    params: ReportParams,
    body: AttachmentUploadModel,
    reply: ReportModel,
    access,
    bodyLimit: ATTACHMENT_MAX_BASE64 + 4096,
  }),
  removeAttachment: defineEndpoint({
    id: 'near-accidents.removeAttachment',
    method: 'DELETE',
    path: '/api/hr/nearAccidentsReports/:Id/attachments/:FileId',
    params: AttachmentParams,
    reply: ReportModel,
    access,
  }),
  /** a file download: no /api (spec §7) */
  attachment: defineEndpoint({
    id: 'near-accidents.attachment',
    method: 'GET',
    path: '/files/nearAccidentsReports/:Id/:FileId',
    params: AttachmentParams,
    reply: Str,
    access,
    raw: true,
  }),
  /** the report with its history as a PDF, for the safety representative (handlers only) */
  print: defineEndpoint({
    id: 'near-accidents.print',
    method: 'GET',
    path: '/print/nearAccidentsReport/:Id',
    params: ReportParams,
    reply: Str,
    access,
    raw: true,
  }),
} as const;

/** dvCodes of this plugin beyond the host's: the report changed under the caller (status moved on) */
export const NEAR_ACCIDENTS_CODES = { conflict: 40900 } as const;

/** the push resource: every open list of the company reloads (no payload: a sensitive report's data never goes wide) */
export const REPORTS_RESOURCE = 'nearAccidentsReports';
/** the company-wide frame of a deletion names the deleted report (nothing else) */
export const deletedIdOf = (payload: unknown): string | null =>
  typeof payload === 'object' && payload !== null && typeof (payload as { Deleted?: unknown }).Deleted === 'string'
    ? (payload as { Deleted: string }).Deleted
    : null;
/** the push to the people concerned: the handlers on a new report, the reporter on a status change */
export const REPORT_NOTICE_RESOURCE = 'nearAccidentsReports.notice';
export const ReportNoticeModel = Rec({ Id: Str, Rubrik: Str, Status: StatusModel, Kind: Union(Literal('new'), Literal('status')) });
export type ReportNotice = Static<typeof ReportNoticeModel>;
