import { swedishToday } from '@lonna/core/validation';
import { staffing, type Coverage } from '../src/contracts';
import { addDays, mondayOf } from '../src/domain/rules';
import { handle, type StaffingCtx } from './db';
import { checkPeriod } from './passes';
import { needScope, needVisible } from './scope';
import { tradesByDay } from './trades';

/** per day and need: how many people it asks for (its passes that are not cancelled) and how many are on them */
async function coverage(ctx: StaffingCtx, from: string, to: string): Promise<Coverage[]> {
  const scope = await needScope(ctx);
  const rows = await ctx.db
    .selectFrom('staffing_passes')
    .innerJoin('staffing_needs', (j) =>
      j.onRef('staffing_needs.Id', '=', 'staffing_passes.BehovId').onRef('staffing_needs.FtgId', '=', 'staffing_passes.FtgId'),
    )
    .select([
      'staffing_passes.Id',
      'staffing_passes.Datum',
      'staffing_passes.Start',
      'staffing_passes.Slut',
      'staffing_passes.AnstNr',
      'staffing_passes.BehovId',
      'staffing_needs.Namn',
      'staffing_needs.Avdelning',
      'staffing_needs.Brukare',
    ])
    .where('staffing_passes.FtgId', '=', ctx.companyId)
    .where('staffing_passes.Datum', '>=', from)
    .where('staffing_passes.Datum', '<=', to)
    .where('staffing_passes.Status', '!=', 'CANCELLED')
    .orderBy('staffing_passes.Datum')
    .orderBy('staffing_passes.Start')
    .execute();
  const out = new Map<string, Coverage>();
  for (const r of rows) {
    if (!needVisible(scope, r)) continue;
    const key = `${r.Datum}|${r.BehovId}`;
    let c = out.get(key);
    if (!c) {
      c = { Datum: r.Datum, BehovId: r.BehovId, Namn: r.Namn, Start: r.Start, Slut: r.Slut, Kravs: 0, Bemannade: 0, Obemannade: [] };
      out.set(key, c);
    }
    c.Kravs++;
    if (r.AnstNr) c.Bemannade++;
    else c.Obemannade.push(r.Id);
  }
  return [...out.values()];
}

export const overview = handle(staffing.overview, async ({ query }, ctx) => {
  checkPeriod(ctx, query.From, query.To);
  return { From: query.From, To: query.To, Rows: await coverage(ctx, query.From, query.To), Byten: await tradesByDay(ctx, query.From, query.To) };
});

/** the dashboard card: the unfilled passes of the current week (Monday–Sunday, Swedish time) from today on */
export const understaffed = handle(staffing.understaffed, async (_req, ctx) => {
  const today = swedishToday(ctx.now());
  const to = addDays(mondayOf(today), 6);
  const rows = (await coverage(ctx, today, to)).filter((c) => c.Obemannade.length > 0);
  return { From: today, To: to, Obemannade: rows.reduce((n, c) => n + c.Obemannade.length, 0), Dagar: new Set(rows.map((c) => c.Datum)).size };
});
