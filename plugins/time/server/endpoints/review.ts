import { time } from '../../src/contracts';
import { stockholm } from '../clock';
import { dayFlags } from '../day-flags';
import { handle } from '../db';
import { loadReport } from '../report';
import { flagsOf } from '../rule-context';
import { loadSchedules } from '../schedule';
import { visibleEmployee } from '../scope';
import { deviation } from './punches';

/** One employee's period for the approver: the days and what to look at on each (issue 13, bug 7). */
export const reviewEndpoints = [
  handle(time.review, async ({ query }, ctx) => {
    await visibleEmployee(ctx, query.AnstNr);
    const schedule = (await loadSchedules(ctx, [query.AnstNr])).get(query.AnstNr);
    const report = await loadReport(ctx, query.AnstNr, query.From, query.To, schedule);
    const flags = flagsOf(ctx);
    const deviating = new Set<string>();
    if (flags.UseAvvikandeStamplingVarning) {
      const limit = Number(flags.AvvikandeStamplingGransMinuter ?? 0);
      const punches = await ctx.db
        .selectFrom('time_punches')
        .select(['Datum', 'In', 'Ut'])
        .where('FtgId', '=', ctx.companyId)
        .where('AnstNr', '=', query.AnstNr)
        .where('Datum', '>=', query.From)
        .where('Datum', '<=', query.To)
        .execute();
      for (const p of punches) if (deviation(p, schedule?.on(p.Datum) ?? null, limit) > 0) deviating.add(p.Datum);
    }
    return { Report: report, Flags: dayFlags(report.Days, stockholm(ctx.now()).date, deviating) };
  }),
];
