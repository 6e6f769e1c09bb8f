import type { ReactNode } from 'react';
import { cx } from './cx';

export interface DataColumn<T> {
  id: string;
  /** the column's heading (already translated) */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** numbers and amounts read right-aligned */
  align?: 'left' | 'right';
  /** extra classes of the cells (a fixed width, no wrapping) */
  className?: string;
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
}

/**
 * The kit's list of records: a table with real headers on a desktop and, when `card` is given, a list of cards on a
 * phone — one markup, one look for every plugin's list (users, presence, documents, compensations …).
 */
export function DataTable<T>({ label, rows, rowKey, columns, card, busy = false, className }: DataTableProps<T>) {
  return (
    <div className={className}>
      <table className={cx('w-full border-collapse text-left text-sm', card && 'hidden md:table')} aria-busy={busy}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            {columns.map((c) => (
              <th key={c.id} scope="col" className={cx('py-2 pr-3 font-medium last:pr-0', c.align === 'right' && 'text-right', c.className)}>
                {c.header}
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
