import { containsText, DV_CODES, pageOf } from '@lonna/core/server';
import { swedishDayStart } from '@lonna/core/validation';
import { admin, type AuditEntry } from '../src/contracts';
import { type AdminCtx, handle } from './db';

const DAY = 24 * 3600_000;

/** the company's entries matching the filters; the audit log is the host's one table for every plugin */
function filtered(ctx: AdminCtx, query: { Person?: string; Plugin?: string; Entity?: string; Event?: AuditEntry['Event']; From?: string; To?: string }) {
  let q = ctx.db.selectFrom('audit_events').leftJoin('accounts', 'accounts.Login', 'audit_events.Login').where('audit_events.FtgId', '=', ctx.companyId);
  const person = query.Person?.trim();
  if (person) q = q.where((eb) => eb.or([containsText(eb.ref('audit_events.Login'), person), containsText(eb.ref('accounts.Namn'), person)]));
  if (query.Plugin) q = q.where('audit_events.Plugin', '=', query.Plugin);
  if (query.Entity) q = q.where('audit_events.Entity', '=', query.Entity);
  if (query.Event) q = q.where('audit_events.Event', '=', query.Event);
  if (query.From) q = q.where('audit_events.At', '>=', swedishDayStart(query.From));
  // to the end of the last day (the next day's start, DST-proof: a day is 23 to 25 hours)
  if (query.To) q = q.where('audit_events.At', '<', swedishDayStart(new Date(Date.parse(`${query.To}T12:00:00Z`) + DAY).toISOString().slice(0, 10)));
  return q;
}

/**
 * The audit log of the selected company, newest first: who changed what and when, field by field, from every
 * plugin — filtered by person, kind of entry, event and period, counted and paged by the database.
 */
export const auditLog = handle(admin.auditLog, async ({ query }, ctx) => {
  if (query.From && query.To && query.From > query.To) ctx.fail(400, DV_CODES.badInput, 'admin.errors.period', undefined, 'To');
  const total = Number(
    (
      await filtered(ctx, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const { info, start, end } = pageOf(total, query);
  ctx.setPagination(info);
  const rows = await filtered(ctx, query)
    .select([
      'audit_events.Id',
      'audit_events.At',
      'audit_events.Login',
      'accounts.Namn',
      'audit_events.Plugin',
      'audit_events.Entity',
      'audit_events.EntityId',
      'audit_events.Event',
      'audit_events.Action',
      'audit_events.AnstNr',
      'audit_events.Datum',
      'audit_events.Changes',
    ])
    .orderBy('audit_events.Id', 'desc')
    .limit(Math.max(end - start, 0))
    .offset(start)
    .execute();
  return rows.map(
    (r): AuditEntry => ({
      Id: Number(r.Id),
      At: Number(r.At),
      Login: r.Login,
      Namn: r.Namn ?? '',
      Plugin: r.Plugin,
      Entity: r.Entity,
      EntityId: r.EntityId,
      Event: r.Event,
      Action: r.Action,
      AnstNr: r.AnstNr,
      Datum: r.Datum,
      Changes: JSON.parse(r.Changes || '[]') as AuditEntry['Changes'],
    }),
  );
});

export const auditFacets = handle(admin.auditFacets, async (_input, ctx) => ({
  Entities: await ctx.db
    .selectFrom('audit_events')
    .select(['Plugin', 'Entity'])
    .distinct()
    .where('FtgId', '=', ctx.companyId)
    .orderBy('Plugin')
    .orderBy('Entity')
    .execute(),
}));
