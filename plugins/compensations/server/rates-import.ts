import { DV_CODES } from '@lonna/core/server';
import { compensationSettings } from '../src/contracts';
import { parseRateCsv } from '../src/rules/rate-import';
import { handle } from './db';

/**
 * An administrator's import of a year's per diem table (Skatteverket's CSV of normalbelopp) for his company: validated
 * row by row (the refusal names the lines), then it replaces that year's imported table, which the per diem lookup and
 * the guide read before the shipped tables. Audited.
 */
export const rateTables = handle(compensationSettings.rateTables, async (_req, ctx) => {
  const rows = await ctx.db
    .selectFrom('compensations_rates')
    .select(['Ar', 'ImportedAt', 'ImportedBy'])
    .select((eb) => eb.fn.countAll().as('Antal'))
    .where('FtgId', '=', ctx.companyId)
    .groupBy(['Ar', 'ImportedAt', 'ImportedBy'])
    .orderBy('Ar', 'desc')
    .execute();
  return rows.map((r) => ({ Ar: Number(r.Ar), Antal: Number(r.Antal), ImportedAt: Number(r.ImportedAt), ImportedBy: r.ImportedBy }));
});

export const importRates = handle(compensationSettings.importRates, async ({ params, body }, ctx) => {
  const year = Number(params.year);
  const parsed = parseRateCsv(body.Csv, year);
  if (!parsed.ok) {
    const lines = parsed.problems
      .slice(0, 5)
      .map((p) => ctx.t(`compensations.rateImport.problems.${p.key}`, { line: p.line, value: p.value }))
      .join(' ');
    const more = parsed.problems.length > 5 ? ` ${ctx.t('compensations.rateImport.more', { count: parsed.problems.length - 5 })}` : '';
    return ctx.fail(400, DV_CODES.badInput, 'compensations.rateImport.refused', { lines: `${lines}${more}` }, 'Csv');
  }
  const now = ctx.now().getTime();
  const by = (ctx.account.Namn || ctx.account.Login).slice(0, 60);
  const before = Number(
    (
      await ctx.db
        .selectFrom('compensations_rates')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('FtgId', '=', ctx.companyId)
        .where('Ar', '=', year)
        .executeTakeFirstOrThrow()
    ).n,
  );
  await ctx.db.deleteFrom('compensations_rates').where('FtgId', '=', ctx.companyId).where('Ar', '=', year).execute();
  await ctx.db
    .insertInto('compensations_rates')
    .values(parsed.rows.map((r) => ({ FtgId: ctx.companyId, Ar: year, ...r, ImportedAt: now, ImportedBy: by })))
    .execute();
  await ctx.audit.record({
    entity: 'perDiemTable',
    id: String(year),
    event: before ? 'modified' : 'created',
    before: before ? { Antal: before } : null,
    after: { Antal: parsed.rows.length },
  });
  return { Ar: year, Antal: parsed.rows.length, ImportedAt: now, ImportedBy: by };
});

export const removeRates = handle(compensationSettings.removeRates, async ({ params }, ctx) => {
  const year = Number(params.year);
  const gone = await ctx.db.deleteFrom('compensations_rates').where('FtgId', '=', ctx.companyId).where('Ar', '=', year).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) return ctx.fail(404, DV_CODES.notFound, 'compensations.rateImport.notFound', { year });
  await ctx.audit.record({ entity: 'perDiemTable', id: String(year), event: 'deleted', before: { Antal: Number(gone.numDeletedRows) }, after: null });
  return { ok: true as const };
});
