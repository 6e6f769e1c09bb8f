import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { swedishToday } from '@lonna/core/validation';
import { ABSENCE_RESOURCE, absence, FROM_MAX_AHEAD_DAYS, FROM_MAX_BACK_DAYS, type AbsenceType, type Notice, type Skip } from '../src/contracts';
import { addDays } from '../src/domain/dates';
import { sickPayTimeline } from '../src/domain/timeline';
import { bookNotice, unbookFrom } from './booking';
import { handle, type AbsenceCtx, type AbsenceNoticesTable } from './db';
import { extendStored } from './extend-job';
import { employeesOf, type Person } from './people';

/** a notice's state forbids the change (dvCode of the wire's 409 family) */
const CONFLICT = 40900;

const fieldError = (ctx: AbsenceCtx, field: string, key: string, params?: Record<string, unknown>): never =>
  ctx.fail(400, DV_CODES.badInput, `absence.errors.${key}`, params, field);

const skipsIn = (row: AbsenceNoticesTable): Skip[] => JSON.parse(row.Overhoppade) as Skip[];

export function wire(row: AbsenceNoticesTable, person: Person | undefined, today: string): Notice {
  return {
    Id: row.Id,
    AnstNr: row.AnstNr,
    Namn: person?.Namn ?? row.AnstNr,
    Avdelning: person?.Avdelning ?? '',
    Typ: row.Typ as AbsenceType,
    FromDatum: row.FromDatum,
    Omfattning: Number(row.Omfattning) as Notice['Omfattning'],
    BarnNamn: row.BarnNamn,
    Kommentar: row.Kommentar,
    FriskDatum: row.FriskDatum,
    Overhoppade: skipsIn(row),
    Tidslinje: row.Typ === 'SJK' ? sickPayTimeline(row.FromDatum, today, row.FriskDatum) : [],
    Rapportor: row.Rapportor,
    Skapad: Number(row.CreatedAt),
  };
}

/** The notices of the employees in the caller's scope, newest first; AnstNr and Recovered narrow them (spec §7). */
export const listNotices = handle(absence.list, async ({ query }, ctx) => {
  if (query.AnstNr) await ctx.scope.assertEmployee(query.AnstNr);
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return [];
  let q = ctx.db.selectFrom('absence_notices').selectAll().where('FtgId', '=', ctx.companyId);
  if (query.AnstNr) q = q.where('AnstNr', '=', query.AnstNr);
  else if (!scope.all) q = q.where('AnstNr', 'in', scope.anstNrs);
  if (query.Recovered === 'false') q = q.where('FriskDatum', '=', '');
  if (query.Recovered === 'true') q = q.where('FriskDatum', '<>', '');
  const rows = await q.orderBy('FromDatum', 'desc').orderBy('CreatedAt', 'desc').execute();
  const people = await employeesOf(ctx, [...new Set(rows.map((r) => r.AnstNr))]);
  const today = swedishToday(ctx.now());
  return rows.map((r) => wire(r, people.get(r.AnstNr), today));
});

/** Reports an absence: checked, written, booked into the time report, audited and announced — or nothing at all. */
export const createNotice = handle(absence.create, async ({ body }, ctx) => {
  const anstNr = body.AnstNr ?? ctx.account.AnstNr;
  if (!anstNr) fieldError(ctx, 'AnstNr', 'employeeRequired');
  await ctx.scope.assertEmployee(anstNr);
  const person = (await employeesOf(ctx, [anstNr])).get(anstNr);
  if (!person) fieldError(ctx, 'AnstNr', 'noEmployee');
  const today = swedishToday(ctx.now());
  if (body.Datum < addDays(today, -FROM_MAX_BACK_DAYS) || body.Datum > addDays(today, FROM_MAX_AHEAD_DAYS))
    fieldError(ctx, 'Datum', 'fromRange', { back: FROM_MAX_BACK_DAYS, ahead: FROM_MAX_AHEAD_DAYS });
  let child = { Id: '', Namn: '', PersNr: '' };
  if (body.Typ === 'VAB') {
    if (!body.Barn) fieldError(ctx, 'Barn', 'childRequired');
    const found = await ctx.db
      .selectFrom('personal_children')
      .select(['Id', 'Namn', 'PersNr'])
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', '=', anstNr)
      .where('Id', '=', body.Barn!)
      .executeTakeFirst();
    if (!found) fieldError(ctx, 'Barn', 'notOwnChild');
    child = found!;
  }
  const open = await ctx.db
    .selectFrom('absence_notices')
    .select('Id')
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .where('Typ', '=', body.Typ)
    .where('FriskDatum', '=', '')
    .executeTakeFirst();
  if (open) ctx.fail(409, CONFLICT, 'absence.errors.alreadyOpen', {}, 'Typ');
  const at = ctx.now().getTime();
  const row: AbsenceNoticesTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    AnstNr: anstNr,
    Typ: body.Typ,
    FromDatum: body.Datum,
    Omfattning: body.Omfattning,
    BarnId: child.Id,
    BarnNamn: child.Namn,
    BarnPersNr: child.PersNr,
    Kommentar: (body.Kommentar ?? '').trim(),
    FriskDatum: '',
    Overhoppade: '[]',
    BokadTill: '',
    Rapportor: ctx.account.Namn || ctx.account.Login,
    CreatedBy: ctx.account.Login,
    CreatedAt: at,
    UpdatedAt: at,
  };
  row.Overhoppade = JSON.stringify(await bookNotice(ctx, row));
  await ctx.db.insertInto('absence_notices').values(row).execute();
  await ctx.audit.record({
    entity: 'notice',
    id: row.Id,
    event: 'created',
    action: 'report',
    before: null,
    after: { Typ: row.Typ, FromDatum: row.FromDatum, Omfattning: row.Omfattning, BarnId: row.BarnId },
    anstNr,
    date: row.FromDatum,
  });
  ctx.publish({ event: 'resource-updated', resource: ABSENCE_RESOURCE, payload: { AnstNr: anstNr } });
  return wire(row, person, today);
});

/** Reports recovery: the first day back at work ends the notice and its days in the time report from then on. */
export const recoverNotice = handle(absence.recover, async ({ params, body }, ctx) => {
  const row = await ctx.db.selectFrom('absence_notices').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', params.Id).executeTakeFirst();
  if (!row) ctx.fail(404, DV_CODES.notFound, 'absence.errors.notFound');
  await ctx.scope.assertEmployee(row!.AnstNr);
  const notice = row!;
  if (notice.FriskDatum) ctx.fail(409, CONFLICT, 'absence.errors.alreadyRecovered', { date: notice.FriskDatum });
  const today = swedishToday(ctx.now());
  if (body.FriskDatum <= notice.FromDatum) fieldError(ctx, 'FriskDatum', 'recoveryBeforeStart', { date: notice.FromDatum });
  if (body.FriskDatum > addDays(today, FROM_MAX_AHEAD_DAYS)) fieldError(ctx, 'FriskDatum', 'recoveryTooFar', { days: FROM_MAX_AHEAD_DAYS });
  // a notice recovered after what it has booked (the job had not come that far) first gets its days up to the return
  const booked = await extendStored(ctx, notice, addDays(body.FriskDatum, -1));
  const kept = await unbookFrom(ctx, booked, body.FriskDatum);
  const skips = [...skipsIn(booked), ...kept.filter((k) => !skipsIn(booked).some((s) => s.Datum === k.Datum))];
  const updated: AbsenceNoticesTable = { ...booked, FriskDatum: body.FriskDatum, Overhoppade: JSON.stringify(skips), UpdatedAt: ctx.now().getTime() };
  await ctx.db
    .updateTable('absence_notices')
    .set({ FriskDatum: updated.FriskDatum, Overhoppade: updated.Overhoppade, UpdatedAt: updated.UpdatedAt })
    .where('FtgId', '=', ctx.companyId)
    .where('Id', '=', notice.Id)
    .execute();
  await ctx.audit.record({
    entity: 'notice',
    id: notice.Id,
    event: 'modified',
    action: 'recover',
    before: { FriskDatum: '' },
    after: { FriskDatum: updated.FriskDatum },
    anstNr: notice.AnstNr,
    date: updated.FriskDatum,
  });
  ctx.publish({ event: 'resource-updated', resource: ABSENCE_RESOURCE, payload: { AnstNr: notice.AnstNr } });
  return wire(updated, (await employeesOf(ctx, [notice.AnstNr])).get(notice.AnstNr), today);
});

/** Whom the caller may report for: the active employees of his scope (PER: himself). */
export const listEmployees = handle(absence.employees, async (_req, ctx) => {
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return [];
  const people = await employeesOf(ctx, scope.all ? null : scope.anstNrs);
  return [...people.values()].map((p) => ({ AnstNr: p.AnstNr, Namn: p.Namn, Avdelning: p.Avdelning }));
});

/** An employee's children from the child register (for a VAB notice). */
export const listChildren = handle(absence.children, async ({ query }, ctx) => {
  await ctx.scope.assertEmployee(query.AnstNr);
  return ctx.db
    .selectFrom('personal_children')
    .select(['Id', 'Namn'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', query.AnstNr)
    .orderBy('Namn')
    .execute();
});
