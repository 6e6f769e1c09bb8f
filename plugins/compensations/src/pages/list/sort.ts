import type { DataSort } from '@lonna/core/ui';
import type { Compensation } from '../../contracts';

/** the list's sortable columns and what each compares */
export const SORT_COLUMNS = ['date', 'employee', 'payCode', 'text', 'amount', 'status'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** the status flow's order (not the alphabet's) */
const STATUS_ORDER = { OPEN: 0, APPROVED: 1, ATTESTED: 2, LOCKED: 3 } as const;
const words = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });

const compare: Record<SortColumn, (a: Compensation, b: Compensation) => number> = {
  date: (a, b) => a.Datum.localeCompare(b.Datum),
  employee: (a, b) => words.compare(a.Namn, b.Namn),
  payCode: (a, b) => words.compare(a.LonKod, b.LonKod),
  text: (a, b) => words.compare(a.Text, b.Text),
  amount: (a, b) => a.Belopp - b.Belopp,
  status: (a, b) => STATUS_ORDER[a.Status] - STATUS_ORDER[b.Status],
};

/** dates and amounts start with the newest and largest, words from A */
export const firstDirection = (column: string): DataSort['direction'] => (column === 'date' || column === 'amount' ? 'desc' : 'asc');

/** a heading pressed: the same column turns, another starts in its own first direction */
export const nextSort = (sort: DataSort, column: string): DataSort =>
  sort.column === column ? { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: firstDirection(column) };

/** the rows in the chosen order; equal rows keep the server's order (newest made first) */
export function sortRows(rows: readonly Compensation[], sort: DataSort): Compensation[] {
  const by = compare[sort.column as SortColumn] ?? compare.date;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => sign * by(a.row, b.row) || a.i - b.i)
    .map((x) => x.row);
}
