import { defineServerPlugin, DV_CODES, type HandlerContext, type ServerPlugin } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import type { UploadCheck } from './check';
import type { UploadKindName } from './kinds';
import { uploadMessages, uploadRefusal } from './messages';
import { uploadsTable, uploadsTypeLength } from './migrations';

export { checkUpload, type AcceptedUpload, type UploadCheck, type UploadProblem } from './check';
export { FILE_TYPES, sniffType, sniffTypes, typeForExtension, type FileType } from './file-types';
export { UPLOAD_KINDS, type UploadKind, type UploadKindName } from './kinds';
export { contentDisposition, safeFileName } from './safe-name';
export { uploadHeaders } from './serve';
export { deleteUpload, deleteUploads, readUpload, storeUpload, type StoredUpload, type UploadsDb, type UploadsTable } from './store';

/**
 * The shared upload mechanism (issue 7): the `uploads` table and the refusal
 * messages. It has no endpoints of its own; a feature's endpoint calls
 * checkUpload → storeUpload, and serves with readUpload + uploadHeaders.
 */
export function uploadsServerPlugin(): ServerPlugin<Db> {
  return defineServerPlugin<Db>({
    id: 'uploads',
    version: '1.0.0',
    migrations: { '001-uploads': uploadsTable, '002-type-length': uploadsTypeLength },
    messages: uploadMessages,
  });
}

/** 400 { dvCode 40000, field } in the caller's language for a refused upload. */
export function failUpload(ctx: HandlerContext<Db>, kind: UploadKindName, refused: Extract<UploadCheck, { ok: false }>): never {
  const { key, params } = uploadRefusal(kind, refused.problem);
  return ctx.fail(400, DV_CODES.badInput, key, params, refused.field);
}
