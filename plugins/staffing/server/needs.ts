import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { sql } from 'kysely';
import { swedishToday } from '@lonna/core/validation';
import { STAFFING_CODES, STAFFING_RESOURCE, staffing, type NeedInput } from '../src/contracts';
import { addDays, clampToMidnight } from '../src/domain/rules';
import { handle, type StaffingCtx, type StaffingNeedsTable } from './db';
import { generatePasses } from './generate';
import { needScope, needVisible, type NeedScope } from './scope';
import { needWire } from './wire';

/** what a need's passes look like: how many, and whether anyone is on one (then its settings are frozen) */
async function passFacts(ctx: StaffingCtx, ids: readonly string[]): Promise<Map<string, { passes: number; staffed: boolean }>> {
  const out = new Map<string, { passes: number; staffed: boolean }>();
  if (ids.length === 0) return out;
  const rows = await ctx.db
    .selectFrom('staffing_passes')
    .select(['BehovId', 'AnstNr', 'Status'])
    .where('FtgId', '=', ctx.companyId)
    .where('BehovId', 'in', ids as string[])
    .execute();
  for (const r of rows) {
    const f = out.get(r.BehovId) ?? { passes: 0, staffed: false };
    f.passes++;
    if (r.AnstNr !== '' && r.Status !== 'CANCELLED') f.staffed = true;
    out.set(r.BehovId, f);
  }
  return out;
}

async function loadNeed(ctx: StaffingCtx, scope: NeedScope, id: string): Promise<StaffingNeedsTable> {
  const row = await ctx.db
    .selectFrom('staffing_needs')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('Id', '=', id)
    .where('Deleted', '=', 0)
    .executeTakeFirst();
  if (!row || !needVisible(scope, row)) ctx.fail(404, DV_CODES.notFound, 'staffing.errors.notFound');
  return row;
}

/** the need's rules (end date not before start, not in the past), codes that exist, and the planner's own scope */
async function validate(ctx: StaffingCtx, scope: NeedScope, b: NeedInput): Promise<void> {
  if (b.TomDatum < b.FromDatum) ctx.fail(400, DV_CODES.badInput, 'staffing.errors.endBeforeStart', {}, 'TomDatum');
  if (b.TomDatum < swedishToday(ctx.now())) ctx.fail(400, DV_CODES.badInput, 'staffing.errors.endInPast', {}, 'TomDatum');
  const F = ctx.companyId;
  const exists = async (table: 'departments' | 'brukare' | 'bemuppgift' | 'result_units', col: string, value: string, field: string) => {
    if (!value) return;
    let q = ctx.db
      .selectFrom(table as 'departments')
      .select('FtgId')
      .where('FtgId', '=', F)
      .where(col as 'Avdelning', '=', value);
    // a need's result unit is one of level 1 (ResEnh1, the picker's list): a code of another level is not one
    if (table === 'result_units') q = q.where(sql.ref('Niva'), '=', 1);
    if (!(await q.executeTakeFirst())) ctx.fail(400, DV_CODES.badInput, 'staffing.errors.unknownCode', { code: value }, field);
  };
  await exists('departments', 'Avdelning', b.Avdelning, 'Avdelning');
  await exists('brukare', 'Brukare', b.Brukare, 'Brukare');
  await exists('bemuppgift', 'Id', b.Uppgift, 'Uppgift');
  await exists('result_units', 'ResEnh', b.ResEnh, 'ResEnh');
  if (b.Kompetenser.length) {
    const known = new Set((await ctx.db.selectFrom('kompetenser').select('Id').where('FtgId', '=', F).execute()).map((r) => r.Id));
    const unknown = b.Kompetenser.find((k) => !known.has(k));
    if (unknown) ctx.fail(400, DV_CODES.badInput, 'staffing.errors.unknownCode', { code: unknown }, 'Kompetenser');
  }
  // an AVD, LSS or BRU planner makes needs only where he plans
  if (!needVisible(scope, b)) ctx.fail(403, DV_CODES.forbidden, 'staffing.errors.outOfScope', {}, b.Avdelning ? 'Avdelning' : 'Brukare');
}

function row(ctx: StaffingCtx, b: NeedInput, id: string, base?: StaffingNeedsTable): StaffingNeedsTable {
  return {
    FtgId: ctx.companyId,
    Id: id,
    Namn: b.Namn.trim(),
    Uppgift: b.Uppgift,
    Avdelning: b.Avdelning,
    ResEnh: b.ResEnh,
    Brukare: b.Brukare,
    Start: b.Start,
    // a pass never crosses midnight: 22:00–06:00 is kept as 22:00–24:00
    Slut: clampToMidnight(b.Start, b.Slut).end,
    Antal: b.Antal,
    Kompetenser: [...new Set(b.Kompetenser)].join(','),
    Upprepning: b.Upprepning,
    Faktor: b.Faktor,
    Dagar: b.Dagar,
    Manader: b.Manader,
    FromDatum: b.FromDatum,
    TomDatum: b.TomDatum,
    Schemalangd: b.Schemalangd,
    Helgdagar: b.Helgdagar ? 1 : 0,
    Delpass: b.Delpass ? 1 : 0,
    Kommentar: b.Kommentar.trim(),
    KopiaAv: base?.KopiaAv ?? '',
    Deleted: 0,
    CreatedAt: base?.CreatedAt ?? ctx.now().getTime(),
    CreatedBy: base?.CreatedBy ?? (ctx.account.Namn || ctx.account.Login),
  };
}

/** the passes of the schedule length ahead: from today (or the start) for Schemalangd weeks, never past the end date */
async function passesAhead(ctx: StaffingCtx, n: StaffingNeedsTable): Promise<{ From: string; To: string }> {
  const today = swedishToday(ctx.now());
  const from = n.FromDatum > today ? n.FromDatum : today;
  const to = addDays(from, n.Schemalangd * 7 - 1);
  await generatePasses(ctx.db, ctx.companyId, [n], from, to, ctx.now().getTime());
  return { From: from, To: to };
}

const audited = (n: StaffingNeedsTable) => {
  const { FtgId: _f, CreatedAt: _c, ...rest } = n;
  return rest as unknown as Record<string, unknown>;
};

export const listNeeds = handle(staffing.needs, async (_req, ctx) => {
  const scope = await needScope(ctx);
  const rows = (
    await ctx.db
      .selectFrom('staffing_needs')
      .selectAll()
      .where('FtgId', '=', ctx.companyId)
      .where('Deleted', '=', 0)
      .orderBy('FromDatum')
      .orderBy('Start')
      .execute()
  ).filter((r) => needVisible(scope, r));
  const facts = await passFacts(
    ctx,
    rows.map((r) => r.Id),
  );
  return rows.map((r) => needWire(r, facts.get(r.Id)?.staffed ?? false, facts.get(r.Id)?.passes ?? 0));
});

export const createNeed = handle(staffing.createNeed, async ({ body }, ctx) => {
  const scope = await needScope(ctx);
  await validate(ctx, scope, body);
  const n = row(ctx, body, randomUUID());
  await ctx.db.insertInto('staffing_needs').values(n).execute();
  const span = await passesAhead(ctx, n);
  await ctx.audit.record({ entity: 'need', id: n.Id, event: 'created', before: null, after: audited(n), date: n.FromDatum });
  ctx.publish({ event: 'resource-updated', resource: STAFFING_RESOURCE, payload: span });
  const facts = await passFacts(ctx, [n.Id]);
  return needWire(n, false, facts.get(n.Id)?.passes ?? 0);
});

export const updateNeed = handle(staffing.updateNeed, async ({ params, body }, ctx) => {
  const scope = await needScope(ctx);
  const before = await loadNeed(ctx, scope, params.Id);
  if ((await passFacts(ctx, [before.Id])).get(before.Id)?.staffed) ctx.fail(409, STAFFING_CODES.staffed, 'staffing.errors.staffed');
  await validate(ctx, scope, body);
  const n = row(ctx, body, before.Id, before);
  await ctx.db.updateTable('staffing_needs').set(n).where('FtgId', '=', ctx.companyId).where('Id', '=', n.Id).execute();
  // no one is on its passes: they are made anew from the new settings
  await ctx.db.deleteFrom('staffing_passes').where('FtgId', '=', ctx.companyId).where('BehovId', '=', n.Id).execute();
  const span = await passesAhead(ctx, n);
  await ctx.audit.record({ entity: 'need', id: n.Id, event: 'modified', before: audited(before), after: audited(n), date: n.FromDatum });
  ctx.publish({
    event: 'resource-updated',
    resource: STAFFING_RESOURCE,
    payload: { From: before.FromDatum < span.From ? before.FromDatum : span.From, To: span.To },
  });
  const facts = await passFacts(ctx, [n.Id]);
  return needWire(n, false, facts.get(n.Id)?.passes ?? 0);
});

/** a copy of a (staffed) need, to change instead of it: same settings, starting today at the earliest, no passes yet */
export const copyNeed = handle(staffing.copyNeed, async ({ params }, ctx) => {
  const scope = await needScope(ctx);
  const src = await loadNeed(ctx, scope, params.Id);
  const today = swedishToday(ctx.now());
  const n: StaffingNeedsTable = {
    ...src,
    Id: randomUUID(),
    KopiaAv: src.Id,
    FromDatum: src.FromDatum > today ? src.FromDatum : today,
    TomDatum: src.TomDatum > today ? src.TomDatum : today,
    CreatedAt: ctx.now().getTime(),
    CreatedBy: ctx.account.Namn || ctx.account.Login,
  };
  await ctx.db.insertInto('staffing_needs').values(n).execute();
  await ctx.audit.record({ entity: 'need', id: n.Id, event: 'created', action: 'copy', before: null, after: audited(n), date: n.FromDatum });
  ctx.publish({ event: 'resource-updated', resource: STAFFING_RESOURCE, payload: { From: n.FromDatum, To: n.FromDatum } });
  return needWire(n, false, 0);
});

/** removes a need: its unfilled passes go; passes someone is on stay (they are that person's schedule) */
export const deleteNeed = handle(staffing.deleteNeed, async ({ params }, ctx) => {
  const scope = await needScope(ctx);
  const n = await loadNeed(ctx, scope, params.Id);
  await ctx.db.updateTable('staffing_needs').set({ Deleted: 1 }).where('FtgId', '=', ctx.companyId).where('Id', '=', n.Id).execute();
  await ctx.db.deleteFrom('staffing_passes').where('FtgId', '=', ctx.companyId).where('BehovId', '=', n.Id).where('AnstNr', '=', '').execute();
  await ctx.audit.record({ entity: 'need', id: n.Id, event: 'deleted', before: audited(n), after: null, date: n.FromDatum });
  ctx.publish({ event: 'resource-updated', resource: STAFFING_RESOURCE, payload: { From: n.FromDatum, To: n.TomDatum } });
  return { ok: true as const };
});
