import { FOREIGN_TABLES } from './per-diem-rates';

/**
 * Skatteverket's CSV of a year's normalbelopp (the open dataset "Traktamente utland", header
 * `År;Land eller område;Normalbelopp`, optionally `Landskod`; cross-references written `Se <land>`), read row by row.
 * Every problem names its line (1 = the header). Without a Landskod column the codes come from the shipped tables by
 * the country's name (Skatteverket uses ISO alpha-2). A row `Sverige` (SE) sets the domestic maximibelopp.
 */
export interface ImportedRow {
  Land: string;
  Landskod: string;
  Belopp: number | null;
  Se: string;
}
export type ImportProblem = {
  line: number;
  key: 'header' | 'columns' | 'year' | 'country' | 'amount' | 'code' | 'duplicate' | 'reference' | 'empty' | 'tooMany';
  value: string;
};
export type ImportResult = { ok: true; rows: ImportedRow[] } | { ok: false; problems: ImportProblem[] };

export const IMPORT_MAX_ROWS = 400;
export const IMPORT_MAX_CHARS = 100_000;

const fold = (s: string) => s.trim().toLocaleLowerCase('sv-SE');
const unquote = (s: string) =>
  s
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/""/g, '"')
    .trim();

/** the codes the shipped tables know, by folded name (the latest year's first) */
function knownCodes(): Map<string, string> {
  const codes = new Map<string, string>([['sverige', 'SE']]);
  for (const year of Object.keys(FOREIGN_TABLES)
    .map(Number)
    .sort((a, b) => b - a))
    for (const [land, code] of FOREIGN_TABLES[year] ?? []) if (code && !codes.has(fold(land))) codes.set(fold(land), code);
  return codes;
}

function splitLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    if (ch === sep && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map(unquote);
}

export function parseRateCsv(text: string, year: number): ImportResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const sep = header.includes(';') ? ';' : ',';
  const names = splitLine(header, sep).map(fold);
  const col = (...candidates: string[]) => names.findIndex((n) => candidates.includes(n));
  const cYear = col('år', 'ar', 'year');
  const cLand = col('land eller område', 'land', 'country');
  const cAmount = col('normalbelopp', 'belopp', 'amount');
  const cCode = col('landskod', 'code');
  if (cLand < 0 || cAmount < 0) return { ok: false, problems: [{ line: 1, key: 'header', value: header.slice(0, 80) }] };
  const codes = knownCodes();
  const problems: ImportProblem[] = [];
  const rows: ImportedRow[] = [];
  const lineOf: number[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (i === 0 || raw.trim() === '') return;
    const cells = splitLine(raw, sep);
    if (cells.length < names.length) return void problems.push({ line, key: 'columns', value: raw.slice(0, 80) });
    if (cYear >= 0 && cells[cYear] !== String(year)) return void problems.push({ line, key: 'year', value: cells[cYear] ?? '' });
    const Land = cells[cLand] ?? '';
    if (!Land || Land.length > 60) return void problems.push({ line, key: 'country', value: Land.slice(0, 60) });
    if (seen.has(fold(Land))) return void problems.push({ line, key: 'duplicate', value: Land });
    seen.add(fold(Land));
    const amount = (cells[cAmount] ?? '').replace(/[\s\u00a0]/g, '');
    const see = /^se(\s|$)/i.test((cells[cAmount] ?? '').trim()) ? (cells[cAmount] ?? '').trim().slice(2).trim() : '';
    const Belopp = see ? null : /^\d{1,5}$/.test(amount) && Number(amount) > 0 ? Number(amount) : undefined;
    if (Belopp === undefined) return void problems.push({ line, key: 'amount', value: (cells[cAmount] ?? '').slice(0, 40) });
    const given = cCode >= 0 ? (cells[cCode] ?? '').toUpperCase() : '';
    if (given && !/^[A-Z]{2}$/.test(given)) return void problems.push({ line, key: 'code', value: given.slice(0, 10) });
    rows.push({ Land, Landskod: given || codes.get(fold(Land)) || '', Belopp, Se: see });
    lineOf.push(line);
  });
  if (rows.length > IMPORT_MAX_ROWS) problems.push({ line: lines.length, key: 'tooMany', value: String(rows.length) });
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 2, key: 'empty', value: '' });
  // a cross-reference must name a country of the same file
  rows.forEach((r, i) => {
    if (r.Se && !seen.has(fold(r.Se))) problems.push({ line: lineOf[i]!, key: 'reference', value: r.Se });
  });
  return problems.length ? { ok: false, problems: problems.sort((a, b) => a.line - b.line) } : { ok: true, rows };
}
