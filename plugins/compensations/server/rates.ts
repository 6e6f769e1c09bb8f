import type { CompensationsCtx } from './db';

/**
 * A company's imported per diem table of a year (an administrator's import of Skatteverket's normalbelopp): read before
 * the shipped tables. A cross-reference row ("Grönland, se Danmark") is followed; Sweden is the row SE.
 */
export interface ImportedRate {
  Land: string;
  Landskod: string;
  Belopp: number | null;
  Se: string;
}

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

const fold = (s: string) => s.trim().toLocaleLowerCase('sv-SE');

/** a country's row of an imported table by code or name, cross-references followed (null: not in it) */
export function findImported(table: readonly ImportedRate[], q: { Land?: string; Landskod?: string }): (ImportedRate & { Belopp: number }) | null {
  const code = (q.Landskod ?? '').trim().toUpperCase();
  const name = fold(q.Land ?? '');
  let row = (code && table.find((r) => r.Landskod === code)) || (name ? table.find((r) => fold(r.Land) === name) : undefined);
  const asked = row;
  for (let hops = 0; row && row.Belopp === null && hops < 3; hops++) {
    const see = fold(row.Se);
    row = table.find((r) => fold(r.Land) === see);
  }
  if (!asked || !row || row.Belopp === null) return null;
  return { ...asked, Belopp: row.Belopp };
}

/** the calculation's rate resolver: the imported row of a country first, else (undefined) the shipped tables */
export async function importedFullDay(ctx: CompensationsCtx, year: number): Promise<((Landskod: string) => number | undefined) | undefined> {
  const table = await importedRates(ctx, year);
  if (table.length === 0) return undefined;
  return (Landskod) => findImported(table, { Landskod })?.Belopp;
}
