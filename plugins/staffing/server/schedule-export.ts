import { staffingMass } from '../src/contracts';
import { handle } from './db';
import { checkPeriod, visibleNeeds } from './passes';
import type { SchedulePaxmlInput } from './renderers';

/**
 * The planned passes of a period to payroll as PAXml <schematransaktioner>: the passes of the caller's needs
 * (optionally one department) that have someone on them and are not cancelled, of employees in his data scope.
 * Read only: a schedule is not locked by its export (time rows are, by the time plugin's export).
 */
export const schedulePaxmlExport = handle(staffingMass.schedulePaxml, async ({ query }, ctx) => {
  checkPeriod(ctx, query.From, query.To);
  const needs = new Set((await visibleNeeds(ctx)).filter((n) => !query.Avdelning || n.Avdelning === query.Avdelning).map((n) => n.Id));
  const scope = await ctx.scope.employees();
  const rows = await ctx.db
    .selectFrom('staffing_passes')
    .innerJoin('employees', (j) => j.onRef('employees.FtgId', '=', 'staffing_passes.FtgId').onRef('employees.AnstNr', '=', 'staffing_passes.AnstNr'))
    .select(['staffing_passes.BehovId', 'staffing_passes.AnstNr', 'employees.PersNr', 'staffing_passes.Datum', 'staffing_passes.Start', 'staffing_passes.Slut'])
    .where('staffing_passes.FtgId', '=', ctx.companyId)
    .where('staffing_passes.AnstNr', '!=', '')
    .where('staffing_passes.Status', '!=', 'CANCELLED')
    .where('staffing_passes.Datum', '>=', query.From)
    .where('staffing_passes.Datum', '<=', query.To)
    .execute();
  const shifts = rows
    .filter((r) => needs.has(r.BehovId) && scope.includes(r.AnstNr))
    .map((r) => ({ AnstNr: r.AnstNr, PersNr: r.PersNr, Datum: r.Datum, Start: r.Start, Slut: r.Slut }));
  const company = await ctx.db.selectFrom('companies').select(['Namn', 'Orgnr']).where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow();
  const input: SchedulePaxmlInput = { company: { Orgnr: company.Orgnr, Namn: company.Namn }, shifts, createdAt: ctx.now() };
  ctx.setHeader('content-type', 'application/xml; charset=utf-8');
  ctx.setHeader('content-disposition', `attachment; filename="paxml-schema-${ctx.companyId}-${query.From}-${query.To}.xml"`);
  return Buffer.from(await ctx.render('staffing.schedulePaxml', input)) as never;
});
