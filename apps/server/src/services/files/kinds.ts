import { FILE_TYPES, type FileType } from './file-types';

/**
 * What may be uploaded, and how big (ASVS 5.1.1: the documented list). Every
 * upload of the portal goes through one of these kinds.
 */
export interface UploadKind {
  types: readonly FileType[];
  maxBytes: number;
  /** images: the largest side in pixels */
  maxSide?: number;
  /** how the file is served back: shown in the page, or downloaded */
  disposition: 'inline' | 'attachment';
  /** the message (namespace `uploads`) for a file of a type the kind does not take, when the spec names one */
  typeRefusal?: 'DocumentFileExtensionError';
}

const MB = 1024 * 1024;

export const UPLOAD_KINDS = {
  /** the company picture (app bar, company list) */
  picture: { types: ['image/png', 'image/jpeg'], maxBytes: 5 * MB, maxSide: 4096, disposition: 'inline' },
  /**
   * documents shared with employees (plugin documents; payslip attachments, policies): pdf, Word, text, images,
   * OpenXML, Excel, OpenDocument, PowerPoint (spec §5) — every type of file-types.ts
   */
  document: { types: Object.keys(FILE_TYPES) as FileType[], maxBytes: 10 * MB, disposition: 'attachment', typeRefusal: 'DocumentFileExtensionError' },
  /** receipts of expenses: a photo or a scanned PDF */
  receipt: { types: ['application/pdf', 'image/png', 'image/jpeg'], maxBytes: 10 * MB, maxSide: 8192, disposition: 'attachment' },
  /** photos and documents attached to a near-accident report (plugin near-accidents; it also limits count and size per report) */
  nearAccident: { types: ['application/pdf', 'image/png', 'image/jpeg'], maxBytes: 10 * MB, maxSide: 8192, disposition: 'attachment' },
  /** the picture of a portal-feed post (plugin feed): shown in the post, removed with it */
  feedPicture: { types: ['image/png', 'image/jpeg'], maxBytes: 5 * MB, maxSide: 4096, disposition: 'inline' },
  /** attachments of a message (plugin messages; it also limits count and size per message) */
  message: { types: ['application/pdf', 'image/png', 'image/jpeg'], maxBytes: 10 * MB, maxSide: 8192, disposition: 'attachment' },
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof UPLOAD_KINDS;
