import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { VEHICLES_READ_TABLE } from '@lonna/plugin-personal/contracts';
import { COMPENSATIONS_CODES, compensations, type ExpenseInput, type MileageInput } from '../src/contracts';
import { type MileageVehicle, tripKm } from '../src/rules/mileage';
import { receiptOf } from './compensations';
import { type CompensationsCtx, type CompensationsGuidesTable, type CompensationsTable, FILE_KIND, handle } from './db';
import { mileageClaims } from './published/claims';
import { assertRequired, audited, changed, dimensionsOf, employeeOf, goodsGroup, newRow, settingsOf, wireAll } from './store';

/**
 * The guides: each ends in compensations locked to it (Origin MILEAGE / EXPENSE, GuideId); reopening the guide replaces
 * them while none of them is approved, attested or transferred. The guide's answers are kept to fill it again.
 */

/** the employee's vehicles from the personal plugin's published read model */
export const listVehicles = handle(compensations.vehicles, async ({ query }, ctx) => {
  const AnstNr = await employeeOf(ctx, query.AnstNr);
  const rows = await ctx.db
    .selectFrom(VEHICLES_READ_TABLE)
    .select(['Id', 'RegNr', 'Beskrivning', 'Typ', 'Matarstallning'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', AnstNr)
    .orderBy('RegNr')
    .execute();
  return rows.map((r) => ({ ...r, Matarstallning: Number(r.Matarstallning) }));
});

export const getGuide = handle(compensations.guide, async ({ params }, ctx) => {
  const g = await ctx.db.selectFrom('compensations_guides').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', params.Id).executeTakeFirst();
  if (!g) return ctx.fail(404, DV_CODES.notFound, 'compensations.errors.notFound');
  await ctx.scope.assertEmployee(g.AnstNr);
  return { Id: g.Id, Kind: g.Kind, AnstNr: g.AnstNr, Input: g.Input };
});

/** the guide to reopen: its rows must all still be open (an attested or transferred claim stays as it is) */
export async function reopened(ctx: CompensationsCtx, id: string, kind: CompensationsGuidesTable['Kind']): Promise<CompensationsTable[]> {
  const g = await ctx.db.selectFrom('compensations_guides').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!g || g.Kind !== kind) return ctx.fail(404, DV_CODES.notFound, 'compensations.errors.notFound');
  await ctx.scope.assertEmployee(g.AnstNr);
  const rows = await ctx.db.selectFrom('compensations').selectAll().where('FtgId', '=', ctx.companyId).where('GuideId', '=', id).execute();
  if (rows.some((r) => r.Status !== 'OPEN')) ctx.fail(409, COMPENSATIONS_CODES.locked, 'compensations.errors.locked');
  return rows;
}

/** writes a guide's rows (replacing the earlier ones of the same guide), its answers, audit and push */
export async function saveGuide(
  ctx: CompensationsCtx,
  guideId: string | null,
  kind: CompensationsGuidesTable['Kind'],
  AnstNr: string,
  input: object,
  rows: CompensationsTable[],
  earlier: CompensationsTable[],
) {
  const Id = guideId ?? randomUUID();
  for (const r of rows) r.GuideId = Id;
  if (guideId) {
    await ctx.db.deleteFrom('compensations').where('FtgId', '=', ctx.companyId).where('GuideId', '=', Id).execute();
    await ctx.db
      .updateTable('compensations_guides')
      .set({ Input: JSON.stringify(input), AnstNr })
      .where('FtgId', '=', ctx.companyId)
      .where('Id', '=', Id)
      .execute();
  } else {
    await ctx.db
      .insertInto('compensations_guides')
      .values({ Id, FtgId: ctx.companyId, AnstNr, Kind: kind, Input: JSON.stringify(input), CreatedAt: ctx.now().getTime() })
      .execute();
  }
  if (rows.length) await ctx.db.insertInto('compensations').values(rows).execute();
  for (const r of earlier)
    await ctx.audit.record({
      entity: 'compensation',
      id: r.Id,
      event: 'deleted',
      action: 'guide',
      before: audited(r),
      after: null,
      anstNr: r.AnstNr,
      date: r.Datum,
    });
  for (const r of rows)
    await ctx.audit.record({
      entity: 'compensation',
      id: r.Id,
      event: 'created',
      action: 'guide',
      before: null,
      after: audited(r),
      anstNr: r.AnstNr,
      date: r.Datum,
    });
  changed(ctx, AnstNr);
  return wireAll(ctx, rows);
}

/** mileage: the tax-free part at the year's rate of the vehicle's type, the part above it (company pays more) taxable */
async function mileageRows(ctx: CompensationsCtx, body: MileageInput): Promise<{ AnstNr: string; rows: CompensationsTable[] }> {
  const AnstNr = await employeeOf(ctx, body.AnstNr);
  const vehicle = await ctx.db
    .selectFrom(VEHICLES_READ_TABLE)
    .select(['RegNr', 'Typ', 'Beskrivning'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', AnstNr)
    .where('Id', '=', body.FordonId)
    .executeTakeFirst();
  if (!vehicle) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.unknown', { field: 'FordonId' }, 'FordonId');
  const km = tripKm({ startMeter: body.StartMatare, endMeter: body.SlutMatare, km: body.Km });
  if (km === null) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.distance', {}, body.StartMatare !== null ? 'SlutMatare' : 'Km');
  assertRequired(ctx, { ...body, Typ: 'MIL', hasFile: false });
  const made = await mileageClaims(ctx, {
    AnstNr,
    Datum: body.Datum,
    Vehicle: vehicle.Typ as MileageVehicle,
    Km: km,
    Text: body.Resa,
    Extratext: `${vehicle.RegNr} · ${km} km${body.StartMatare !== null ? ` (${body.StartMatare}–${body.SlutMatare})` : ''}`,
    Origin: 'MILEAGE',
    ...dimensionsOf(body),
  });
  if (!made.ok) return ctx.fail(404, COMPENSATIONS_CODES.travelRuleMissing, 'compensations.errors.travelRuleMissing', { year: String(made.year) });
  const rows: CompensationsTable[] = made.rows;
  return { AnstNr, rows };
}

export const mileageGuide = handle(compensations.mileage, async ({ body }, ctx) => {
  const { AnstNr, rows } = await mileageRows(ctx, body);
  return saveGuide(ctx, null, 'MILEAGE', AnstNr, body, rows, []);
});

export const reopenMileage = handle(compensations.reopenMileage, async ({ params, body }, ctx) => {
  if (body.AnstNr) await ctx.scope.assertEmployee(body.AnstNr);
  const earlier = await reopened(ctx, params.Id, 'MILEAGE');
  const { AnstNr, rows } = await mileageRows(ctx, body);
  return saveGuide(ctx, params.Id, 'MILEAGE', AnstNr, body, rows, earlier);
});

/** out-of-pocket: the amount in SEK at the receipt's exchange rate, VAT likewise; the receipt rule of spec §5 */
async function expenseRows(ctx: CompensationsCtx, body: ExpenseInput, earlier: CompensationsTable[]) {
  const AnstNr = await employeeOf(ctx, body.AnstNr);
  if (body.Moms > body.Belopp) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.vat', {}, 'Moms');
  const kept = earlier.find((r) => r.KvittoId);
  assertRequired(ctx, { ...body, Typ: 'UTLÄGG', hasFile: Boolean(body.Kvitto), KvittoId: kept?.KvittoId ?? '' });
  const rate = body.Valuta === 'SEK' ? 1 : body.Valutakurs;
  const settings = await settingsOf(ctx);
  const receipt = body.Kvitto ? await receiptOf(ctx, body.Kvitto) : kept ? { KvittoId: kept.KvittoId, KvittoNamn: kept.KvittoNamn } : {};
  const row = newRow(ctx, {
    AnstNr,
    Datum: body.Datum,
    Typ: 'UTLÄGG',
    LonKod: settings.LonKodUtlagg,
    Text: body.Text.trim(),
    Extratext: body.Valuta === 'SEK' ? '' : `${body.Belopp.toFixed(2)} ${body.Valuta} × ${rate}`,
    Belopp: Math.round(body.Belopp * rate * 100) / 100,
    Moms: Math.round(body.Moms * rate * 100) / 100,
    Valuta: body.Valuta,
    Valutakurs: rate,
    Varugrupp: await goodsGroup(ctx, body.Varugrupp),
    Origin: 'EXPENSE',
    ...dimensionsOf(body),
    ...receipt,
  });
  // a replaced receipt that no row uses any more goes
  if (kept && body.Kvitto && 'KvittoId' in receipt && receipt.KvittoId !== kept.KvittoId) await ctx.files.delete(FILE_KIND, kept.KvittoId);
  const { Kvitto: _k, ...answers } = body;
  return { AnstNr, rows: [row], answers };
}

export const expenseGuide = handle(compensations.expense, async ({ body }, ctx) => {
  const { AnstNr, rows, answers } = await expenseRows(ctx, body, []);
  return saveGuide(ctx, null, 'EXPENSE', AnstNr, answers, rows, []);
});

export const reopenExpense = handle(compensations.reopenExpense, async ({ params, body }, ctx) => {
  if (body.AnstNr) await ctx.scope.assertEmployee(body.AnstNr);
  const earlier = await reopened(ctx, params.Id, 'EXPENSE');
  const { AnstNr, rows, answers } = await expenseRows(ctx, body, earlier);
  return saveGuide(ctx, params.Id, 'EXPENSE', AnstNr, answers, rows, earlier);
});
