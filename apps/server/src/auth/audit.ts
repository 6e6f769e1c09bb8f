import type { Db } from '../db/types';

export type AuditEvent = 'login.ok' | 'login.failed' | 'login.unknown' | 'login.locked' | 'logout' | 'session.company'
  | 'password.changed' | 'password.failed' | 'password.locked' | 'picture.saved' | 'picture.deleted';

/** Authentication events (ASVS 16.3.1): who, when (UTC ms), from where. Never passwords. */
export async function audit(db: Db, event: AuditEvent, login: string, ip: string, detail = ''): Promise<void> {
  await db.insertInto('audit_log').values({ at: Date.now(), event, login: login.slice(0, 50), ip, detail: detail.slice(0, 500) }).execute();
}
