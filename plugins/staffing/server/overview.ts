import { swedishToday } from '@lonna/core/validation';
import { sql } from 'kysely';
import { type DayCoverage, type OverviewNeed, staffing } from '../src/contracts';
import { addDays, mondayOf } from '../src/domain/rules';
import { handle, type StaffingCtx } from './db';
import { checkPeriod } from './passes';
import { needScope, needVisible } from './scope';
import { tradesByDay } from './trades';

/**
 * Per day and need of the caller's needs: how many people it asks for (its passes that are not cancelled) and how
 * many are on them — counted by the database (one row per day and need, never one per pass), in two queries whatever
 * the company's size.
 */
type NeedHead = Omit<OverviewNeed, 'Rader'>;
interface Row {
  Datum: string;
  BehovId: string;
  Kravs: number;
  Bemannade: number;
}
async function coverage(ctx: StaffingCtx, from: string, to: string): Promise<{ rows: Row[]; needs: Map<string, NeedHead> }> {
  const scope = await needScope(ctx);
  const counts = await ctx.db
    .selectFrom('staffing_passes')
    .select((eb) => [
      'Datum',
      'BehovId',
      eb.fn.countAll<number | string>().as('Kravs'),
      sql<number | string>`sum(case when ${sql.ref('AnstNr')} <> '' then 1 else 0 end)`.as('Bemannade'),
    ])
    .where('FtgId', '=', ctx.companyId)
    .where('Datum', '>=', from)
    .where('Datum', '<=', to)
    .where('Status', '!=', 'CANCELLED')
    .groupBy(['Datum', 'BehovId'])
    .execute();
  const all = await ctx.db
    .selectFrom('staffing_needs')
    .select(['Id', 'Namn', 'Start', 'Slut', 'Avdelning', 'Brukare'])
    .where('FtgId', '=', ctx.companyId)
    .execute();
  const needs = new Map<string, NeedHead>();
  for (const n of all) if (needVisible(scope, n)) needs.set(n.Id, { Id: n.Id, Namn: n.Namn, Start: n.Start, Slut: n.Slut });
  const rows = counts
    .filter((c) => needs.has(c.BehovId))
    .map((c) => ({ Datum: c.Datum, BehovId: c.BehovId, Kravs: Number(c.Kravs), Bemannade: Number(c.Bemannade) }));
  return { rows, needs };
}

const short = (c: Row) => c.Bemannade < c.Kravs;

/**
 * The overview (session 14: summarised and paged on the server): the day totals of the whole period, a page of the
 * needs in time-of-day order (the dv-pagination header counts them; without `Page`/`PerPage` every need is one page)
 * with their rows per day — with `Underbemannade=true` only the needs short on some day, and only those days.
 */
export const overview = handle(staffing.overview, async ({ query }, ctx) => {
  checkPeriod(ctx, query.From, query.To);
  const { rows, needs } = await coverage(ctx, query.From, query.To);
  const days = new Map<string, DayCoverage>();
  for (const r of rows) {
    let d = days.get(r.Datum);
    if (!d) days.set(r.Datum, (d = { Datum: r.Datum, Kravs: 0, Bemannade: 0, Underbemannade: 0 }));
    d.Kravs += r.Kravs;
    d.Bemannade += r.Bemannade;
    if (short(r)) d.Underbemannade++;
  }
  const under = query.Underbemannade === 'true';
  const listed = rows.filter((r) => !under || short(r));
  const byNeed = new Map<string, OverviewNeed>();
  for (const r of listed) {
    let n = byNeed.get(r.BehovId);
    if (!n) byNeed.set(r.BehovId, (n = { ...(needs.get(r.BehovId) as NeedHead), Rader: [] }));
    n.Rader.push({ Datum: r.Datum, Kravs: r.Kravs, Bemannade: r.Bemannade });
  }
  const order = [...byNeed.values()].sort(
    (a, b) => a.Start.localeCompare(b.Start) || a.Slut.localeCompare(b.Slut) || a.Namn.localeCompare(b.Namn, 'sv') || a.Id.localeCompare(b.Id),
  );
  const Behov = ctx.paginate(order, query);
  for (const n of Behov) n.Rader.sort((a, b) => a.Datum.localeCompare(b.Datum));
  return {
    From: query.From,
    To: query.To,
    Dagar: [...days.values()].sort((a, b) => a.Datum.localeCompare(b.Datum)),
    Behov,
    Byten: await tradesByDay(ctx, query.From, query.To),
  };
});

/** the dashboard card: the unfilled passes of the current week (Monday–Sunday, Swedish time) from today on */
export const understaffed = handle(staffing.understaffed, async (_req, ctx) => {
  const today = swedishToday(ctx.now());
  const to = addDays(mondayOf(today), 6);
  const rows = (await coverage(ctx, today, to)).rows.filter(short);
  return { From: today, To: to, Obemannade: rows.reduce((n, c) => n + c.Kravs - c.Bemannade, 0), Dagar: new Set(rows.map((c) => c.Datum)).size };
});
