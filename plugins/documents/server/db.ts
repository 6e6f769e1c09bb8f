import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';

/**
 * The tables this plugin owns (the host's — companies, accounts, employees — come typed from @lonna/core/server).
 * Every key leads with FtgId; times are epoch ms, like the host's own tables. The bytes are in the host's upload
 * storage (kind `document`), referred to by FileId.
 */
export interface DocumentsTable {
  FtgId: string;
  Id: string;
  Namn: string;
  FileName: string;
  /** the extension in capitals: PDF, DOCX… */
  Format: string;
  Type: string;
  Size: number;
  FileId: string;
  UploadedBy: string;
  UploadedByNamn: string;
  UploadedAt: number;
}
/** one grant of a document's access list: ALLA (''), ROLL (a role), ANST (an employee), AVD (a department), BRU (a care recipient) */
export interface DocumentAccessTable {
  FtgId: string;
  DocId: string;
  Kind: GrantKind;
  Value: string;
}
export type GrantKind = 'ALLA' | 'ROLL' | 'ANST' | 'AVD' | 'BRU';
/** who has opened which document, and when */
export interface DocumentSeenTable {
  FtgId: string;
  DocId: string;
  Login: string;
  SeenAt: number;
}
export interface DocumentsTables {
  documents: DocumentsTable;
  documents_access: DocumentAccessTable;
  documents_seen: DocumentSeenTable;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type DocumentsDb = PluginDb<DocumentsTables>;
export type DocumentsCtx = CompanyContext<DocumentsDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<DocumentsTables>();

/** the host's upload kind for documents */
export const FILE_KIND = 'document';
