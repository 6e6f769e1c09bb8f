import type { ReactNode } from 'react';
import { cx } from './cx';
import { ChevronDownIcon } from './icons';

export interface DataColumn<T> {
  id: string;
  /** the column's heading (already translated) */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** numbers and amounts read right-aligned */
  align?: 'left' | 'right';
  /** extra classes of the cells (a fixed width, no wrapping) */
  className?: string;
  /** the heading is a button that sorts by this column (with `sort` and `onSort` on the table) */
  sortable?: boolean;
}

/** the column a list is sorted by and which way */
export interface DataSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  /** what the list is, for screen readers (the table's caption and the phone list's label) */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly DataColumn<T>[];
  /**
   * A row as a card on a phone (below md): the few things that matter most, stacked. Without it the phone shows the
   * table too (for short tables that fit 390 px).
   */
  card?: (row: T) => ReactNode;
  /** a reload is under way: the rows stay, marked busy */
  busy?: boolean;
  className?: string;
  /** the current order (shown as `aria-sort` and an arrow on its heading); the rows come already sorted */
  sort?: DataSort;
  /** a sortable heading was pressed: the owner sorts (the same column again turns the direction) */
  onSort?: (column: string) => void;
}

const ariaSort = (c: { id: string; sortable?: boolean }, sort: DataSort | undefined) =>
  !c.sortable ? undefined : sort?.column !== c.id ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

/** a sortable column's heading: a button named by the heading (the state is the header's aria-sort) */
function SortButton({
  header,
  active,
  direction,
  onClick,
  right,
}: {
  header: ReactNode;
  active: boolean;
  direction: DataSort['direction'];
  onClick: () => void;
  right: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cx(
        'inline-flex min-h-11 items-center gap-1 rounded-control font-medium outline-none hover:text-on-surface focus-visible:ring-2 focus-visible:ring-focus',
        right && 'flex-row-reverse',
        active && 'text-on-surface',
      )}
    >
      {header}
      <ChevronDownIcon className={cx('size-4 transition-transform', !active && 'opacity-0', active && direction === 'asc' && 'rotate-180')} />
    </button>
  );
}

/**
 * The kit's list of records: a table with real headers on a desktop and, when `card` is given, a list of cards on a
 * phone — one markup, one look for every plugin's list (users, presence, documents, compensations …).
 */
export function DataTable<T>({ label, rows, rowKey, columns, card, busy = false, className, sort, onSort }: DataTableProps<T>) {
  return (
    <div className={className}>
      <table className={cx('w-full border-collapse text-left text-sm', card && 'hidden md:table')} aria-busy={busy}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                aria-sort={ariaSort(c, sort)}
                className={cx('py-2 pr-3 font-medium last:pr-0', c.align === 'right' && 'text-right', c.className)}
              >
                {c.sortable && onSort ? (
                  <SortButton
                    header={c.header}
                    active={sort?.column === c.id}
                    direction={sort?.direction ?? 'asc'}
                    right={c.align === 'right'}
                    onClick={() => onSort(c.id)}
                  />
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className="border-b border-border align-top last:border-0">
              {columns.map((c) => (
                <td key={c.id} className={cx('py-2 pr-3 break-words text-on-surface last:pr-0', c.align === 'right' && 'text-right tabular-nums', c.className)}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {card && (
        <ul aria-label={label} aria-busy={busy} className="flex flex-col gap-2 md:hidden">
          {rows.map((r) => (
            <li key={rowKey(r)}>{card(r)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
