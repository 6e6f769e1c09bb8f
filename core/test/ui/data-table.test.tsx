// @vitest-environment happy-dom
import './setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/ui';

const ROWS = [
  { id: 'a', name: 'Anna', amount: 10 },
  { id: 'b', name: 'Bo', amount: 20 },
];
const COLUMNS = [
  { id: 'name', header: 'Namn', cell: (r: (typeof ROWS)[number]) => r.name, sortable: true },
  { id: 'amount', header: 'Belopp', cell: (r: (typeof ROWS)[number]) => String(r.amount), align: 'right' as const, sortable: true },
  { id: 'note', header: 'Not', cell: () => '' },
];

describe('DataTable sorting', () => {
  it('marks the sorted column with aria-sort, the other sortable ones with none, and names its button by the heading', async () => {
    const onSort = vi.fn();
    render(<DataTable label="Lista" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} sort={{ column: 'amount', direction: 'desc' }} onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'Lista' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'descending', null]);
    await userEvent.click(within(headers[0]!).getByRole('button', { name: 'Namn' }));
    expect(onSort).toHaveBeenCalledWith('name');
    // a column that does not sort has no button
    expect(within(headers[2]!).queryByRole('button')).toBeNull();
  });

  it('without onSort the headings are plain text', () => {
    render(<DataTable label="Lista" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} />);
    expect(within(screen.getByRole('table', { name: 'Lista' })).queryAllByRole('button')).toHaveLength(0);
  });
});
