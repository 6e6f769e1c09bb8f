import { type ImportedRate, importedFullDayOf } from '../src/rules/imported-rates';
import type { CompensationsCtx } from './db';

export { findImported, type ImportedRate } from '../src/rules/imported-rates';

/** A company's imported per diem table of a year (src/rules/imported-rates.ts), in Land order; [] none. */
export async function importedRates(ctx: CompensationsCtx, year: number): Promise<ImportedRate[]> {
  const rows = await ctx.db
    .selectFrom('compensations_rates')
    .select(['Land', 'Landskod', 'Belopp', 'Se'])
    .where('FtgId', '=', ctx.companyId)
    .where('Ar', '=', year)
    .orderBy('Land')
    .execute();
  return rows.map((r) => ({ ...r, Belopp: r.Belopp === null ? null : Number(r.Belopp) }));
}

/** the calculation's rate resolver: the imported row of a country first, else (undefined) the shipped tables */
export async function importedFullDay(ctx: CompensationsCtx, year: number): Promise<((Landskod: string) => number | undefined) | undefined> {
  return importedFullDayOf(await importedRates(ctx, year));
}
