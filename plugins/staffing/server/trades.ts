import { personName } from '@lonna/core/contracts';
import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { swedishToday } from '@lonna/core/validation';
import { type DayTrades, STAFFING_CODES, staffing, TRADE_RESOURCE, type Trade, type TradeState } from '../src/contracts';
import { addDays } from '../src/domain/rules';
import { competencesOf } from './absence';
import { handle, type StaffingCtx, type StaffingNeedsTable, type StaffingPassesTable, type StaffingTradesTable } from './db';
import { refuseBrokenRules, save, wallNow } from './passes';
import { channelOf, noticeTradeStep, type TradeStep } from './trade-notices';
import { kompetenserOf, stateOf } from './wire';

/**
 * Shift trade (BemTrade, the company's PassbyteTyp): an employee offers one of his planned passes; colleagues show
 * interest; the trade completes by the type — C approved by the responsible planner, A approved by the offerer, F the
 * first colleague to take it gets it at once. Whoever takes the pass passes the same work-time rules as a planner's
 * assignment (`refuseBrokenRules`), and the pass moves with the planner's own save (version, audit, schedule, push).
 */
const ACTIVE = ['OPEN', 'INTEREST'];
/** history reaches this many days back */
const HISTORY_DAYS = 60;

const fail = (ctx: StaffingCtx, key: string): never => ctx.fail(409, STAFFING_CODES.trade, `staffing.errors.${key}`);

/** an open trade whose pass has begun was not processed in time: EXPIRED */
function stateOfTrade(t: StaffingTradesTable, pass: Pick<StaffingPassesTable, 'Datum' | 'Start'>, nowWall: string): TradeState {
  if (ACTIVE.includes(t.Status) && `${pass.Datum} ${pass.Start}` <= nowWall) return 'EXPIRED';
  return t.Status as TradeState;
}
const isActive = (s: TradeState) => s === 'OPEN' || s === 'INTEREST';

/** the trades (with their passes, needs, interests and names) matching `where` */
async function loadTrades(ctx: StaffingCtx, filter: (t: StaffingTradesTable) => boolean, since?: string): Promise<Trade[]> {
  let q = ctx.db
    .selectFrom('staffing_trades')
    .innerJoin('staffing_passes', (j) =>
      j.onRef('staffing_passes.Id', '=', 'staffing_trades.PassId').onRef('staffing_passes.FtgId', '=', 'staffing_trades.FtgId'),
    )
    .innerJoin('staffing_needs', (j) =>
      j.onRef('staffing_needs.Id', '=', 'staffing_passes.BehovId').onRef('staffing_needs.FtgId', '=', 'staffing_passes.FtgId'),
    )
    .selectAll('staffing_trades')
    .select(['staffing_passes.Datum', 'staffing_passes.Start', 'staffing_passes.Slut', 'staffing_needs.Namn', 'staffing_needs.Kompetenser'])
    .where('staffing_trades.FtgId', '=', ctx.companyId);
  if (since) q = q.where('staffing_passes.Datum', '>=', since);
  const rows = (await q.orderBy('staffing_passes.Datum').orderBy('staffing_passes.Start').execute()).filter(filter);
  if (rows.length === 0) return [];
  const interests = await ctx.db
    .selectFrom('staffing_trade_interests')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where(
      'TradeId',
      'in',
      rows.map((r) => r.Id),
    )
    .orderBy('At')
    .execute();
  const names = new Map(
    (await ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).execute()).map((e) => [
      e.AnstNr,
      personName(e),
    ]),
  );
  const now = wallNow(ctx);
  return rows.map((r) => ({
    Id: r.Id,
    PassId: r.PassId,
    Namn: r.Namn,
    Datum: r.Datum,
    Start: r.Start,
    Slut: r.Slut,
    Kompetenser: kompetenserOf(r.Kompetenser),
    AnstNr: r.AnstNr,
    AnstNamn: names.get(r.AnstNr) ?? r.AnstNr,
    Typ: r.Typ as Trade['Typ'],
    Status: stateOfTrade(r, r, now),
    Intressen: interests.filter((i) => i.TradeId === r.Id).map((i) => ({ AnstNr: i.AnstNr, Namn: names.get(i.AnstNr) ?? i.AnstNr, At: Number(i.At) })),
    Tagare: r.Tagare,
    Beslutad: r.BeslutadAv,
    Version: r.Version,
  }));
}

async function oneTrade(ctx: StaffingCtx, id: string): Promise<Trade> {
  const [t] = await loadTrades(ctx, (r) => r.Id === id);
  if (!t) return ctx.fail(404, DV_CODES.notFound, 'staffing.errors.tradeNotFound');
  return t;
}

/** the trade, its pass and need; 404 when missing, 409 on a stale version */
async function loadTrade(ctx: StaffingCtx, id: string, version: number) {
  const trade = await ctx.db.selectFrom('staffing_trades').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  const pass =
    trade && (await ctx.db.selectFrom('staffing_passes').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', trade.PassId).executeTakeFirst());
  const need =
    pass && (await ctx.db.selectFrom('staffing_needs').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', pass.BehovId).executeTakeFirst());
  if (!trade || !pass || !need) return ctx.fail(404, DV_CODES.notFound, 'staffing.errors.tradeNotFound');
  if (trade.Version !== version) fail(ctx, 'tradeStale');
  return { trade, pass, need, state: stateOfTrade(trade, pass, wallNow(ctx)) };
}

async function setTrade(ctx: StaffingCtx, before: StaffingTradesTable, patch: Partial<StaffingTradesTable>, action: string, datum: string): Promise<void> {
  const res = await ctx.db
    .updateTable('staffing_trades')
    .set({ ...patch, Version: before.Version + 1, UpdatedAt: ctx.now().getTime() })
    .where('FtgId', '=', ctx.companyId)
    .where('Id', '=', before.Id)
    .where('Version', '=', before.Version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) fail(ctx, 'tradeStale');
  await ctx.audit.record({
    entity: 'trade',
    id: before.Id,
    event: 'modified',
    action,
    before: { Status: before.Status, Tagare: before.Tagare },
    after: { Status: patch.Status ?? before.Status, Tagare: patch.Tagare ?? before.Tagare },
    anstNr: before.AnstNr,
    date: datum,
  });
  announce(ctx, before.Id, (patch.Status ?? before.Status) as TradeState);
}

/** every step is pushed to the company: the offerer, the interested colleagues and the planners all read again */
function announce(ctx: StaffingCtx, Id: string, Status: TradeState): void {
  ctx.publish({ event: 'resource-updated', resource: TRADE_RESOURCE, payload: { Id, Status } });
}

/** everyone involved hears of the step by mail or SMS too, as he chose (after the commit; see trade-notices) */
async function notifyStep(
  ctx: StaffingCtx,
  t: { trade: StaffingTradesTable; pass: StaffingPassesTable; need: StaffingNeedsTable },
  step: TradeStep,
  taker: string,
): Promise<void> {
  const rows = await ctx.db
    .selectFrom('staffing_trade_interests')
    .select(['AnstNr', 'Avisering'])
    .where('FtgId', '=', ctx.companyId)
    .where('TradeId', '=', t.trade.Id)
    .execute();
  const interested = rows.map((r) => r.AnstNr);
  const channels = new Map([...rows.map((r): [string, string] => [r.AnstNr, r.Avisering]), [t.trade.AnstNr, t.trade.Avisering]]);
  await noticeTradeStep(ctx, {
    step,
    datum: t.pass.Datum,
    start: t.pass.Start,
    slut: t.pass.Slut,
    need: t.need.Namn,
    offerer: t.trade.AnstNr,
    taker,
    interested,
    channels,
  });
}

/** the pass goes to the taker (the rules checked for him first) and the trade is approved */
async function complete(
  ctx: StaffingCtx,
  t: { trade: StaffingTradesTable; pass: StaffingPassesTable; need: StaffingNeedsTable },
  taker: string,
): Promise<void> {
  if (t.pass.AnstNr !== t.trade.AnstNr || stateOf(t.pass, wallNow(ctx)) !== 'PLANNED') fail(ctx, 'passChanged');
  await refuseBrokenRules(ctx, t.pass, t.need, taker);
  await save(ctx, t.pass, { AnstNr: taker }, t.need, 'trade');
  await setTrade(ctx, t.trade, { Status: 'APPROVED', Tagare: taker, BeslutadAv: ctx.account.Login }, 'approve', t.pass.Datum);
  await notifyStep(ctx, t, 'approve', taker);
}

const companyType = (ctx: StaffingCtx): string => String(ctx.access.portal.PassbyteTyp ?? 'X');
const me = (ctx: StaffingCtx): string => ctx.account.AnstNr ?? '';

/** approve (the pass to one interested colleague) or deny; C by a planner, A by the offerer */
async function decide(ctx: StaffingCtx, id: string, body: { Godkann: boolean; Tagare: string; Version: number }, typ: 'A' | 'C'): Promise<Trade> {
  // a planner gives the pass only to someone he plans for
  if (typ === 'C' && body.Godkann) await ctx.scope.assertEmployee(body.Tagare);
  const t = await loadTrade(ctx, id, body.Version);
  if (typ === 'A' && t.trade.AnstNr !== me(ctx)) ctx.fail(404, DV_CODES.notFound, 'staffing.errors.tradeNotFound');
  if (typ === 'C') await ctx.scope.assertEmployee(t.trade.AnstNr);
  if (t.trade.Typ !== typ) fail(ctx, 'wrongType');
  if (!isActive(t.state)) fail(ctx, 'tradeClosed');
  if (body.Godkann) {
    const interested = await ctx.db
      .selectFrom('staffing_trade_interests')
      .select('AnstNr')
      .where('FtgId', '=', ctx.companyId)
      .where('TradeId', '=', id)
      .where('AnstNr', '=', body.Tagare)
      .executeTakeFirst();
    if (!interested) ctx.fail(400, DV_CODES.badInput, 'staffing.errors.notInterested', {}, 'Tagare');
    await complete(ctx, t, body.Tagare);
  } else {
    await setTrade(ctx, t.trade, { Status: 'DENIED', BeslutadAv: ctx.account.Login }, 'deny', t.pass.Datum);
    await notifyStep(ctx, t, 'deny', '');
  }
  return oneTrade(ctx, id);
}

/**
 * The overview's trades per day in [from, to]: the active ones (open, interest shown; not expired) whose offerer is in
 * the caller's data scope. None while the company's PassbyteTyp is X (trade is off everywhere).
 */
export async function tradesByDay(ctx: StaffingCtx, from: string, to: string): Promise<DayTrades[]> {
  if (!['C', 'A', 'F'].includes(companyType(ctx))) return [];
  const scope = await ctx.scope.employees();
  const list = (await loadTrades(ctx, (t) => scope.includes(t.AnstNr) && ACTIVE.includes(t.Status), from)).filter((t) => t.Datum <= to && isActive(t.Status));
  const days = new Map<string, DayTrades>();
  for (const t of list) {
    const d = days.get(t.Datum) ?? { Datum: t.Datum, Oppna: 0, Intresse: 0 };
    if (t.Status === 'OPEN') d.Oppna++;
    else d.Intresse++;
    days.set(t.Datum, d);
  }
  return [...days.values()];
}

export const tradeEndpoints = [
  /** the employee's own side: his planned passes ahead, his offers, and the colleagues' open trades he could take */
  handle(staffing.myTrades, async (_req, ctx) => {
    const mine = me(ctx);
    const today = swedishToday(ctx.now());
    const now = wallNow(ctx);
    const rows = await ctx.db
      .selectFrom('staffing_passes')
      .innerJoin('staffing_needs', (j) =>
        j.onRef('staffing_needs.Id', '=', 'staffing_passes.BehovId').onRef('staffing_needs.FtgId', '=', 'staffing_passes.FtgId'),
      )
      .selectAll('staffing_passes')
      .select(['staffing_needs.Namn', 'staffing_needs.Kompetenser'])
      .where('staffing_passes.FtgId', '=', ctx.companyId)
      .where('staffing_passes.AnstNr', '=', mine)
      .where('staffing_passes.Status', '=', 'PLANNED')
      .where('staffing_passes.Datum', '>=', today)
      .orderBy('staffing_passes.Datum')
      .orderBy('staffing_passes.Start')
      .execute();
    const Passes = rows
      .filter((p) => stateOf(p, now) === 'PLANNED')
      .map((p) => ({
        Id: p.Id,
        BehovId: p.BehovId,
        Namn: p.Namn,
        Datum: p.Datum,
        Start: p.Start,
        Slut: p.Slut,
        AnstNr: p.AnstNr,
        Kompetenser: kompetenserOf(p.Kompetenser),
        Status: 'PLANNED' as const,
        Version: p.Version,
      }));
    const competent = (await competencesOf(ctx, [mine])).get(mine) ?? new Set<string>();
    const interestedIn = new Set(
      (await ctx.db.selectFrom('staffing_trade_interests').select('TradeId').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', mine).execute()).map(
        (r) => r.TradeId,
      ),
    );
    const all = await loadTrades(ctx, () => true, addDays(today, -HISTORY_DAYS));
    const Trades = all.filter(
      (t) => t.AnstNr === mine || t.Tagare === mine || interestedIn.has(t.Id) || (isActive(t.Status) && t.Kompetenser.every((k) => competent.has(k))),
    );
    const typ = companyType(ctx);
    return {
      AnstNr: mine,
      Kompetenser: [...competent].sort(),
      Typ: (['C', 'A', 'F'].includes(typ) ? typ : 'X') as 'C' | 'A' | 'F' | 'X',
      Passes,
      Trades: Trades.reverse(),
    };
  }),

  /** offers one of his own planned passes that has not begun; one open trade per pass */
  handle(staffing.offer, async ({ body }, ctx) => {
    const mine = me(ctx);
    const pass = await ctx.db.selectFrom('staffing_passes').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', body.PassId).executeTakeFirst();
    if (!pass || pass.AnstNr !== mine) return ctx.fail(404, DV_CODES.notFound, 'staffing.errors.notFound');
    if (stateOf(pass, wallNow(ctx)) !== 'PLANNED') fail(ctx, 'passBegun');
    const open = await ctx.db
      .selectFrom('staffing_trades')
      .select('Id')
      .where('FtgId', '=', ctx.companyId)
      .where('PassId', '=', pass.Id)
      .where('Status', 'in', ACTIVE)
      .executeTakeFirst();
    if (open) fail(ctx, 'alreadyOffered');
    const at = ctx.now().getTime();
    const row: StaffingTradesTable = {
      FtgId: ctx.companyId,
      Id: randomUUID(),
      PassId: pass.Id,
      AnstNr: mine,
      Typ: companyType(ctx),
      Status: 'OPEN',
      Tagare: '',
      BeslutadAv: '',
      Avisering: channelOf(body.Avisering),
      CreatedAt: at,
      UpdatedAt: at,
      Version: 0,
    };
    await ctx.db.insertInto('staffing_trades').values(row).execute();
    await ctx.audit.record({
      entity: 'trade',
      id: row.Id,
      event: 'created',
      action: 'offer',
      before: null,
      after: { PassId: pass.Id },
      anstNr: mine,
      date: pass.Datum,
    });
    announce(ctx, row.Id, 'OPEN');
    return oneTrade(ctx, row.Id);
  }),

  handle(staffing.withdraw, async ({ params, body }, ctx) => {
    const t = await loadTrade(ctx, params.Id, body.Version);
    if (t.trade.AnstNr !== me(ctx)) return ctx.fail(404, DV_CODES.notFound, 'staffing.errors.tradeNotFound');
    if (!isActive(t.state)) fail(ctx, 'tradeClosed');
    await setTrade(ctx, t.trade, { Status: 'WITHDRAWN' }, 'withdraw', t.pass.Datum);
    await notifyStep(ctx, t, 'withdraw', '');
    return oneTrade(ctx, params.Id);
  }),

  /** a colleague shows interest; with F (first come, first served) he takes the pass at once */
  handle(staffing.interest, async ({ params, body }, ctx) => {
    const mine = me(ctx);
    const t = await loadTrade(ctx, params.Id, body.Version);
    if (t.trade.AnstNr === mine) fail(ctx, 'ownTrade');
    if (!isActive(t.state)) fail(ctx, 'tradeClosed');
    // the rules for the taker, now (a colleague who could not take the pass is told before anyone decides)
    await refuseBrokenRules(ctx, t.pass, t.need, mine);
    const already = await ctx.db
      .selectFrom('staffing_trade_interests')
      .select('AnstNr')
      .where('FtgId', '=', ctx.companyId)
      .where('TradeId', '=', t.trade.Id)
      .where('AnstNr', '=', mine)
      .executeTakeFirst();
    if (!already)
      await ctx.db
        .insertInto('staffing_trade_interests')
        .values({ FtgId: ctx.companyId, TradeId: t.trade.Id, AnstNr: mine, At: ctx.now().getTime(), Avisering: channelOf(body.Avisering) })
        .execute();
    if (t.trade.Typ === 'F') await complete(ctx, t, mine);
    else {
      if (t.trade.Status === 'OPEN') await setTrade(ctx, t.trade, { Status: 'INTEREST' }, 'interest', t.pass.Datum);
      else announce(ctx, t.trade.Id, 'INTEREST');
      if (!already) await notifyStep(ctx, t, 'interest', mine);
    }
    return oneTrade(ctx, params.Id);
  }),

  handle(staffing.decideOwn, async ({ params, body }, ctx) => decide(ctx, params.Id, body, 'A')),

  // ---- the planner's side ----
  /** the trades of the employees in the caller's data scope: open ones, and the history of the last 60 days */
  handle(staffing.trades, async (_req, ctx) => {
    const scope = await ctx.scope.employees();
    const list = await loadTrades(ctx, (t) => scope.includes(t.AnstNr), addDays(swedishToday(ctx.now()), -HISTORY_DAYS));
    return { Open: list.filter((t) => isActive(t.Status)), History: list.filter((t) => !isActive(t.Status)).reverse() };
  }),
  handle(staffing.decideTrade, async ({ params, body }, ctx) => decide(ctx, params.Id, body, 'C')),
  /** the dashboard card: open trades in the caller's scope */
  handle(staffing.openTrades, async (_req, ctx) => {
    const scope = await ctx.scope.employees();
    const list = await loadTrades(ctx, (t) => scope.includes(t.AnstNr), swedishToday(ctx.now()));
    return { Oppna: list.filter((t) => isActive(t.Status)).length };
  }),
];
