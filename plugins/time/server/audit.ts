import type { TimeDb } from './db';

export interface AuditInput {
  login: string; ftgId: string; anstNr: string; datum: string;
  entity: 'row' | 'day' | 'punch'; entityId: string; action: string;
  old: unknown; new: unknown; at: number;
}

/** Every change of the time data: who, when, old → new (JSON; null for nothing). */
export async function auditChange(db: TimeDb, a: AuditInput): Promise<void> {
  await db.insertInto('time_audit').values({
    At: a.at, Login: a.login.slice(0, 50), FtgId: a.ftgId, AnstNr: a.anstNr, Datum: a.datum, Entity: a.entity, EntityId: a.entityId,
    Action: a.action, Old: a.old === null ? '' : JSON.stringify(a.old), New: a.new === null ? '' : JSON.stringify(a.new),
  }).execute();
}

/** many at once (bulk approve and attest touch thousands of days) */
export async function auditMany(db: TimeDb, list: AuditInput[]): Promise<void> {
  for (let i = 0; i < list.length; i += 200) {
    await db.insertInto('time_audit').values(list.slice(i, i + 200).map((a) => ({
      At: a.at, Login: a.login.slice(0, 50), FtgId: a.ftgId, AnstNr: a.anstNr, Datum: a.datum, Entity: a.entity, EntityId: a.entityId,
      Action: a.action, Old: a.old === null ? '' : JSON.stringify(a.old), New: a.new === null ? '' : JSON.stringify(a.new),
    }))).execute();
  }
}
