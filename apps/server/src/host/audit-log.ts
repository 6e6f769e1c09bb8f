import { auditChanges, type AuditLog, type AuditRecord } from '@lonna/core/server';
import type { Db } from './db/types';

/**
 * The host's audit log service (`ctx.audit`): one table for every plugin, each entry tagged with the plugin and
 * the company, written in the call's transaction (a rolled-back write leaves no entry). Rows are inserted in
 * batches: a bulk approve touches thousands of days.
 */
export function auditLogFor(db: Db, who: { plugin: string; ftgId: () => string; login: () => string; now: () => Date }): AuditLog {
  return {
    async record(...entries) {
      if (!entries.length) return;
      const At = who.now().getTime();
      const FtgId = who.ftgId();
      const Login = who.login().slice(0, 50);
      const rows = entries.map((e) => ({
        At,
        Plugin: who.plugin,
        FtgId,
        Login,
        Entity: e.entity,
        EntityId: e.id,
        Event: e.event,
        Action: e.action ?? e.event,
        AnstNr: e.anstNr ?? '',
        Datum: e.date ?? '',
        Old: e.before === null ? '' : JSON.stringify(e.before),
        New: e.after === null ? '' : JSON.stringify(e.after),
        Changes: JSON.stringify(auditChanges(e.before, e.after)),
      }));
      for (let i = 0; i < rows.length; i += 200)
        await db
          .insertInto('audit_events')
          .values(rows.slice(i, i + 200))
          .execute();
    },
    async list(filter) {
      let q = db
        .selectFrom('audit_events')
        .select(['At', 'Login', 'Entity', 'EntityId', 'Event', 'Action', 'AnstNr', 'Datum', 'Old', 'New', 'Changes'])
        .where('Plugin', '=', who.plugin)
        .where('FtgId', '=', who.ftgId());
      if (filter.entity !== undefined) q = q.where('Entity', '=', filter.entity);
      if (filter.anstNr !== undefined) q = q.where('AnstNr', '=', filter.anstNr);
      if (filter.from !== undefined) q = q.where('Datum', '>=', filter.from);
      if (filter.to !== undefined) q = q.where('Datum', '<=', filter.to);
      const rows = await q
        .orderBy('Id', 'desc')
        .limit(Math.min(filter.limit ?? 500, 5000))
        .execute();
      return rows.map((r): AuditRecord => ({ ...r, At: Number(r.At), Changes: JSON.parse(r.Changes) as AuditRecord['Changes'] }));
    },
  };
}
