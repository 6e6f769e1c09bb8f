import type { Db } from '../db/types';

export type AuditEvent =
  | 'login.ok'
  | 'login.failed'
  | 'login.unknown'
  | 'login.locked'
  | 'login.refused'
  | 'login.smsRequired'
  | 'logout'
  | 'session.company'
  | 'session.companyRefused'
  | 'bankid.started'
  | 'bankid.ok'
  | 'bankid.refused'
  | 'bankid.cancelled'
  | 'sms.sent'
  | 'sms.refused'
  | 'sms.ok'
  | 'sms.failed'
  | 'sms.locked'
  | 'password.changed'
  | 'password.failed'
  | 'password.locked'
  | 'picture.saved'
  | 'picture.deleted'
  | 'password.resetRequested'
  | 'password.reset'
  | 'password.resetRefused'
  | 'password.linkSent'
  | 'password.linkNotSent';

/** Authentication events (ASVS 16.3.1): who, when (UTC ms), from where. Never passwords, codes or tokens. */
export async function audit(db: Db, event: AuditEvent, login: string, ip: string, detail = ''): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ at: Date.now(), event, login: login.slice(0, 50), ip, detail: detail.slice(0, 500) })
    .execute();
}

/** How many `event`s came from `ip` since `since` (rate limits that need no table of their own). */
export async function auditCountFromIp(db: Db, event: AuditEvent, ip: string, since: number): Promise<number> {
  const r = await db
    .selectFrom('audit_log')
    .select(db.fn.countAll<number>().as('n'))
    .where('event', '=', event)
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
