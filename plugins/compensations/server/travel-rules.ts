import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { type TravelRuleData, ruleInForce, skatteverketRule, travelRuleProblems } from '../src/rules/travel-rules';
import { perDiemRules } from '../src/contracts';
import { type TravelRule, type TravelRuleInput, travelRules } from '../src/travel-rules-contracts';
import { type CompensationsCtx, type CompensationsTravelRulesTable, handle } from './db';
import { importedRates } from './rates';

/**
 * The company's travel rules (src/travel-rules-contracts.ts): listed, created, changed and removed by the company
 * administrators, every change audited (entity `travelRule`). The per diem calculation takes the rule in force on the
 * trip's departure date (`travelRuleOn`); with none, Skatteverket's rules of the year (and "travel rule missing" for a
 * year without them).
 */
const wire = (r: CompensationsTravelRulesTable): TravelRule => ({
  Id: r.Id,
  GiltigFran: r.GiltigFran,
  Regelverk: r.Regelverk,
  Intervall: JSON.parse(r.Intervall) as TravelRuleData['Intervall'],
  Natt: Number(r.Natt),
  MaxRepresentation: Number(r.MaxRepresentation),
  AvresaFore: r.AvresaFore,
  HemkomstEfter: r.HemkomstEfter,
  HalvdagTimmar: Number(r.HalvdagTimmar),
  UpdatedBy: r.UpdatedBy,
  UpdatedAt: Number(r.UpdatedAt),
});

async function companyRules(ctx: CompensationsCtx): Promise<TravelRule[]> {
  const rows = await ctx.db.selectFrom('compensations_travel_rules').selectAll().where('FtgId', '=', ctx.companyId).orderBy('GiltigFran', 'desc').execute();
  return rows.map(wire);
}

/** the company's rule in force on a date (YYYY-MM-DD), or null: Skatteverket's rules of the year apply */
export async function travelRuleOn(ctx: CompensationsCtx, date: string): Promise<TravelRuleData | null> {
  const found = ruleInForce(await companyRules(ctx), date);
  if (!found) return null;
  // the rule only (no Id, no editor): what the calculation and the per diem previews read
  const { Id: _i, UpdatedBy: _b, UpdatedAt: _a, ...rule } = found;
  return rule;
}

/**
 * The rule in force on a date and the company's imported per diem table of its year, for whoever may claim per diem (the
 * guide's summary and country list and a travel report's dialog compute their preview with them, as perDiemClaims
 * computes the stored amounts): the caller's company only, read-only.
 */
export const travelRuleInForce = handle(perDiemRules.inForce, async ({ query }, ctx) => {
  return { Datum: query.Datum, Regel: await travelRuleOn(ctx, query.Datum), Tabell: await importedRates(ctx, Number(query.Datum.slice(0, 4))) };
});

async function checked(ctx: CompensationsCtx, body: TravelRuleInput, own: string | null) {
  const problem = travelRuleProblems(body)[0];
  if (problem) return ctx.fail(400, DV_CODES.badInput, `compensations.travelRules.errors.${problem.key}`, {}, problem.field);
  const same = await ctx.db
    .selectFrom('compensations_travel_rules')
    .select('Id')
    .where('FtgId', '=', ctx.companyId)
    .where('GiltigFran', '=', body.GiltigFran)
    .executeTakeFirst();
  if (same && same.Id !== own) return ctx.fail(400, DV_CODES.badInput, 'compensations.travelRules.errors.duplicate', { date: body.GiltigFran }, 'GiltigFran');
  // the intervals in month order, numbered 1, 2, 3…
  const Intervall = [...body.Intervall].sort((a, b) => a.FranManad - b.FranManad).map((i, n) => ({ ...i, Nr: n + 1 }));
  return {
    FtgId: ctx.companyId,
    GiltigFran: body.GiltigFran,
    Regelverk: body.Regelverk.trim(),
    Intervall: JSON.stringify(Intervall),
    Natt: body.Natt,
    MaxRepresentation: body.MaxRepresentation,
    AvresaFore: body.AvresaFore,
    HemkomstEfter: body.HemkomstEfter,
    HalvdagTimmar: body.HalvdagTimmar,
    UpdatedBy: (ctx.account.Namn || ctx.account.Login).slice(0, 60),
    UpdatedAt: ctx.now().getTime(),
  };
}

async function one(ctx: CompensationsCtx, Id: string): Promise<CompensationsTravelRulesTable> {
  const row = await ctx.db.selectFrom('compensations_travel_rules').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', Id).executeTakeFirst();
  return row ?? ctx.fail(404, DV_CODES.notFound, 'compensations.travelRules.errors.notFound');
}

export const listTravelRules = handle(travelRules.list, async (_req, ctx) => ({
  Regler: await companyRules(ctx),
  Standard: skatteverketRule(ctx.now().getUTCFullYear()),
}));

export const createTravelRule = handle(travelRules.create, async ({ body }, ctx) => {
  const row = { Id: randomUUID(), ...(await checked(ctx, body, null)) };
  await ctx.db.insertInto('compensations_travel_rules').values(row).execute();
  const after = wire(row);
  await ctx.audit.record({ entity: 'travelRule', id: row.Id, event: 'created', before: null, after });
  return after;
});

export const updateTravelRule = handle(travelRules.update, async ({ params, body }, ctx) => {
  const before = wire(await one(ctx, params.Id));
  const row = { Id: params.Id, ...(await checked(ctx, body, params.Id)) };
  await ctx.db.updateTable('compensations_travel_rules').set(row).where('FtgId', '=', ctx.companyId).where('Id', '=', params.Id).execute();
  const after = wire(row);
  await ctx.audit.record({ entity: 'travelRule', id: row.Id, event: 'modified', before, after });
  return after;
});

export const removeTravelRule = handle(travelRules.remove, async ({ params }, ctx) => {
  const before = wire(await one(ctx, params.Id));
  await ctx.db.deleteFrom('compensations_travel_rules').where('FtgId', '=', ctx.companyId).where('Id', '=', params.Id).execute();
  await ctx.audit.record({ entity: 'travelRule', id: params.Id, event: 'deleted', before, after: null });
  return { ok: true as const };
});
