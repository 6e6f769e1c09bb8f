import { DV_CODES, type FileStorage } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import { checkUpload, deleteUpload, deleteUploads, readUpload, storeUpload, UPLOAD_KINDS, uploadHeaders, type UploadKindName, type UploadsDb } from './index';
import { uploadRefusal } from './messages';

/**
 * File storage as a host service (`ctx.files`): the shared upload mechanism (src/uploads — checked, stored in the
 * database under a generated id, served with safe headers), scoped to the call's company and signed by its caller.
 */
export function fileStorageFor(
  db: Db,
  call: {
    ftgId: () => string;
    login: () => string;
    now: () => Date;
    setHeader(name: string, value: string): void;
    fail(status: number, dvCode: number, key: string, params?: Record<string, unknown>, field?: string): never;
  },
): FileStorage {
  const kindOf = (kind: string): UploadKindName => {
    if (!(kind in UPLOAD_KINDS)) throw new Error(`ctx.files: unknown upload kind "${kind}" (known: ${Object.keys(UPLOAD_KINDS).join(', ')})`);
    return kind as UploadKindName;
  };
  const udb = db as unknown as UploadsDb;
  return {
    async store(kind, input) {
      const k = kindOf(kind);
      const checked = checkUpload(k, input);
      if (!checked.ok) {
        const { key, params } = uploadRefusal(k, checked.problem);
        call.fail(400, DV_CODES.badInput, key, params, checked.field);
      }
      const file = (checked as Extract<typeof checked, { ok: true }>).file;
      const stored = await storeUpload(udb, { ftgId: call.ftgId(), kind: k, by: call.login(), now: call.now().getTime() }, file);
      return { ...stored, file: { type: file.type, fileName: file.fileName, size: file.size, sha256: file.sha256 } };
    },
    read: (kind, id) => readUpload(udb, call.ftgId(), kindOf(kind), id),
    remove: (kind, keep) => deleteUploads(udb, call.ftgId(), kindOf(kind), keep),
    delete: (kind, id) => deleteUpload(udb, call.ftgId(), kindOf(kind), id),
    serve(kind, file) {
      const headers = uploadHeaders(kindOf(kind), { ...file, bytes: Buffer.from(file.bytes) });
      for (const [name, value] of Object.entries(headers)) call.setHeader(name, value);
    },
  };
}
