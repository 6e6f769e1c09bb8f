/**
 * A company's imported per diem table of a year (an administrator's import of Skatteverket's normalbelopp, the rows of
 * `compensations_rates`), read before the shipped tables — by the server when it stores a trip and by the previews
 * (the per diem guide's summary and country list, a travel report's per diem dialog), which get the same rows with the
 * travel rule in force (`GET /api/compensations/travelRule`). Pure: one resolver for both. A cross-reference row
 * ("Grönland, se Danmark") is followed; Sweden is the row SE.
 */
export interface ImportedRate {
  Land: string;
  /** '' when the row has no code */
  Landskod: string;
  /** kronor per full day; null = a cross-reference to `Se` */
  Belopp: number | null;
  Se: string;
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

/** the calculation's rate resolver (`PerDiemInput.fullDay`): an imported row first, else (undefined) the shipped tables */
export function importedFullDayOf(table: readonly ImportedRate[] | undefined): ((Landskod: string) => number | undefined) | undefined {
  if (!table?.length) return undefined;
  return (Landskod) => findImported(table, { Landskod })?.Belopp;
}
