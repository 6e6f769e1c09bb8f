import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../host/db/types';
import type { AcceptedUpload } from './check';
import type { UploadKindName } from './kinds';

/** uploads (migration uploads/001): the bytes with their owner company, kind, type, safe name and hash. */
export interface UploadsTable {
  Id: string;
  FtgId: string;
  Kind: string;
  Type: string;
  FileName: string;
  Size: number;
  Sha256: string;
  Bytes: Uint8Array;
  CreatedBy: string;
  CreatedAt: number;
}
export type UploadsDb = Kysely<Database & { uploads: UploadsTable }>;

export interface StoredUpload {
  id: string;
  type: string;
  fileName: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/**
 * Stores an accepted upload under a generated id (never a name from the client)
 * in the database — outside any web root, on every instance, in the backup.
 * The same bytes again for the same company and kind are a duplicate: the
 * existing id is answered and nothing is stored twice.
 */
export async function storeUpload(
  db: UploadsDb,
  owner: { ftgId: string; kind: UploadKindName; by: string; now: number },
  file: AcceptedUpload,
): Promise<{ id: string; duplicate: boolean }> {
  const existing = await db
    .selectFrom('uploads')
    .select('Id')
    .where('FtgId', '=', owner.ftgId)
    .where('Kind', '=', owner.kind)
    .where('Sha256', '=', file.sha256)
    .executeTakeFirst();
  if (existing) return { id: existing.Id, duplicate: true };
  const id = randomUUID();
  await db
    .insertInto('uploads')
    .values({
      Id: id,
      FtgId: owner.ftgId,
      Kind: owner.kind,
      Type: file.type,
      FileName: file.fileName,
      Size: file.size,
      Sha256: file.sha256,
      Bytes: Buffer.from(file.bytes),
      CreatedBy: owner.by,
      CreatedAt: owner.now,
    })
    .execute();
  return { id, duplicate: false };
}

/** one upload of a company (the id alone never suffices: another company's id is not found) */
export async function readUpload(db: UploadsDb, ftgId: string, kind: UploadKindName, id: string): Promise<StoredUpload | null> {
  const row = await db
    .selectFrom('uploads')
    .select(['Id', 'Type', 'FileName', 'Size', 'Sha256', 'Bytes'])
    .where('FtgId', '=', ftgId)
    .where('Kind', '=', kind)
    .where('Id', '=', id.toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.Id, type: row.Type, fileName: row.FileName, size: Number(row.Size), sha256: row.Sha256, bytes: Buffer.from(row.Bytes) } : null;
}

/** delete one upload of a company (a removed attachment) */
export async function deleteUpload(db: UploadsDb, ftgId: string, kind: UploadKindName, id: string): Promise<void> {
  await db.deleteFrom('uploads').where('FtgId', '=', ftgId).where('Kind', '=', kind).where('Id', '=', id.toLowerCase()).execute();
}

/** delete a company's uploads of a kind, except `keep` (a picture replaced by another) */
export async function deleteUploads(db: UploadsDb, ftgId: string, kind: UploadKindName, keep?: string): Promise<void> {
  let q = db.deleteFrom('uploads').where('FtgId', '=', ftgId).where('Kind', '=', kind);
  if (keep) q = q.where('Id', '<>', keep);
  await q.execute();
}
