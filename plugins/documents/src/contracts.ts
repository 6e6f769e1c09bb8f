import { Array as Arr, Boolean as Bool, Literal, Number as Num, Optional, Partial, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { AnstNrModel, defineEndpoint, FreeText, RequiredText } from '@lonna/core/contracts';
import type { Access, Predicate, Role } from '@lonna/core/contracts';

/**
 * The documents plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access (spec: switches EnableDocumentsView and EnableDocumentsUpload) ----
/** who may open the page and read what the access list grants them: every role, with the view switch */
const readers: Predicate = { portal: 'EnableDocumentsView' };
/** who may upload (and change access and delete what they uploaded): the administrators and the company administrator */
export const UPLOADER_ROLES: Role[] = ['LIC', 'ADM', 'FTG'];
const uploaders: Predicate = { all: [readers, { portal: 'EnableDocumentsUpload' }, { roles: UPLOADER_ROLES }] };

export const documentsAccess = {
  Documents: { path: '/documents', access: readers },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- rules as data ----
/** 10 MB a document: the host's upload kind 'document' allows as much (shown with the limit in the dialog) */
export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;
const DOCUMENT_MAX_BASE64 = Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4;
export const NAMN_MAX = 120;
/** roles an access list may name (spec: ADM, FTG, …, BRU, LSS) */
export const GRANTABLE_ROLES = ['ADM', 'FTG', 'AVD', 'LSS', 'BRU', 'PER'] as const satisfies readonly Role[];

// ---- models ----
const RoleModel = Union(Literal('ADM'), Literal('FTG'), Literal('AVD'), Literal('LSS'), Literal('BRU'), Literal('PER'));
const Code = Str.withConstraint((s) => /^[\p{L}\p{N} _.-]{1,40}$/u.test(s) || 'a code');

/**
 * Who a document is for: everyone in the company (a staff handbook), roles, named employees (an employment contract),
 * departments (their members and their administrators), care recipients (the recipient, the assistants assigned to
 * them and the LSS responsible). Administrators (LIC, ADM) and the uploader always see it.
 */
export const AccessListModel = Rec({
  Alla: Bool,
  Roller: Arr(RoleModel),
  AnstNr: Arr(AnstNrModel),
  Avdelningar: Arr(Code),
  Brukare: Arr(Code),
});
export type AccessList = Static<typeof AccessListModel>;

export const DocumentModel = Rec({
  Id: Str,
  Namn: Str,
  /** the format as people name it: PDF, DOCX, XLSX… (the file's extension) */
  Format: Str,
  Storlek: Num,
  Uppladdare: Str,
  /** upload time, epoch ms */
  Uppladdad: Num,
  /** has the caller opened it */
  Sedd: Bool,
  /** may the caller change its access list and delete it (the uploader and the administrators) */
  KanAndra: Bool,
  /** the access list: only to those who may change it (a reader never learns who else it is for) */
  Atkomst: Optional(AccessListModel),
});
export type Document = Static<typeof DocumentModel>;

const base64 = Str.withConstraint((s) => s.length > 0 || 'required')
  .withConstraint((s) => s.length <= DOCUMENT_MAX_BASE64 || `at most ${DOCUMENT_MAX_MB} MB`)
  .withConstraint((s) => (s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s)) || 'base64 without a data: prefix');

export const UploadModel = Rec({
  /** the file's own name: its extension says the type, which its bytes must prove */
  FileName: RequiredText(200),
  /** the name shown in the list (the file name without its extension when empty) */
  Namn: FreeText(NAMN_MAX),
  Content: base64,
  Atkomst: AccessListModel,
});
export type Upload = Static<typeof UploadModel>;

const Id = Str.withConstraint((s) => /^[0-9a-f-]{36}$/.test(s) || /^seed-[a-z0-9-]{1,40}$/.test(s) || 'a document id');
const IdParams = Rec({ Id });
const Flag = Union(Literal('true'), Literal('false'));
const digits = Str.withConstraint((s) => /^\d{1,6}$/.test(s) || 'a number');
const ListQueryModel = Partial({ Seen: Flag, Sok: FreeText(100), Page: digits, PerPage: digits });
const OkModel = Rec({ ok: Literal(true) });

// ---- endpoints ----
export const documents = {
  /** spec §7: GET /documents with Seen=false — the caller's unseen documents (the badge and the dashboard card) */
  list: defineEndpoint({
    id: 'documents.list',
    method: 'GET',
    path: '/api/documents',
    query: ListQueryModel,
    reply: Arr(DocumentModel),
    access: readers,
    paged: true,
  }),
  upload: defineEndpoint({
    id: 'documents.upload',
    method: 'POST',
    path: '/api/documents',
    body: UploadModel,
    reply: DocumentModel,
    access: uploaders,
    bodyLimit: DOCUMENT_MAX_BASE64 + 64 * 1024,
  }),
  setAccess: defineEndpoint({
    id: 'documents.setAccess',
    method: 'PUT',
    path: '/api/documents/:Id/access',
    params: IdParams,
    body: AccessListModel,
    reply: DocumentModel,
    access: uploaders,
  }),
  remove: defineEndpoint({
    id: 'documents.remove',
    method: 'DELETE',
    path: '/api/documents/:Id',
    params: IdParams,
    reply: OkModel,
    access: uploaders,
  }),
  /** a file download, no /api (spec §7); opening it marks the document seen for the caller */
  download: defineEndpoint({
    id: 'documents.download',
    method: 'GET',
    path: '/files/documents/:Id',
    params: IdParams,
    reply: Str,
    access: readers,
    raw: true,
  }),
} as const;

/** the push resource: a document was added, changed or removed for the people concerned (their lists reload) */
export const DOCUMENTS_RESOURCE = 'documents';
/** dvCode of a duplicate upload: the same bytes are already a document of the company */
export const DOCUMENTS_CODES = { duplicate: 40900 } as const;
