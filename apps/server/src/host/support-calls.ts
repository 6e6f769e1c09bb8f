import type { Db } from './db/types';

/**
 * Support login (issue 21): every call a support user makes in a company is on record in the company's audit log,
 * as made by him on the company's behalf — refused calls too, so it is written before the call runs, outside its
 * transaction (a rolled-back write still leaves the call on record).
 */
export async function recordSupportCall(
  db: Db,
  call: { at: number; ftgId: string; login: string; endpointId: string; method: string; path: string },
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      At: call.at,
      Plugin: 'shell',
      FtgId: call.ftgId,
      Login: call.login.slice(0, 50),
      Entity: 'supportCall',
      EntityId: call.endpointId,
      Event: 'accessed',
      Action: 'supportCall',
      AnstNr: '',
      Datum: '',
      Old: '',
      New: JSON.stringify({ method: call.method, path: call.path.slice(0, 500) }),
      Changes: '[]',
    })
    .execute();
}
