import { $locale, useT } from '@lonna/core';
import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  ConfirmDialog,
  type DataColumn,
  DataTable,
  IconButton,
  Pager,
  Select,
  Spinner,
  Title,
  useDateFnsLocale,
} from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { Compensation } from '../../contracts';
import { GuideButtons, GuideDialogs } from '../guides';
import { EmployeeFilter } from './employee-filter';
import { ExpenseDialog } from './expense-dialog';
import { money } from './format';
import { ManualDialog } from './manual-dialog';
import { MileageDialog } from './mileage-dialog';
import {
  $failed,
  $isEmployeeOnly,
  $loading,
  $month,
  $pagination,
  $rows,
  $saving,
  $sort,
  $switches,
  $total,
  $visibleRows,
  dialogOpened,
  guideReopened,
  monthStepped,
  pageChosen,
  removed,
  sortChosen,
  sortClicked,
} from './model';

function Toolbar() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [month, step, switches, open] = useUnit([$month, monthStepped, $switches, dialogOpened]);
  const label = month ? format(parseISO(`${month}-01`), 'LLLL yyyy', { locale }) : '';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <div className="flex items-center gap-1">
        <IconButton label={t('compensations.period.previous')} icon={<ChevronLeftIcon />} onClick={() => step(-1)} />
        <h2 className="min-w-36 text-center font-medium capitalize" aria-live="polite">
          {label}
        </h2>
        <IconButton label={t('compensations.period.next')} icon={<ChevronRightIcon />} onClick={() => step(1)} />
      </div>
      <EmployeeFilter />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => open({ kind: 'manual', row: null })}>{t('compensations.actions.new')}</Button>
        {switches.mileage && (
          <Button variant="secondary" onClick={() => open({ kind: 'mileage', guideId: null, input: null })}>
            {t('compensations.actions.mileage')}
          </Button>
        )}
        {switches.outOfPocket && (
          <Button variant="secondary" onClick={() => open({ kind: 'expense', guideId: null, input: null, receiptName: '' })}>
            {t('compensations.actions.expense')}
          </Button>
        )}
        <GuideButtons />
      </div>
    </div>
  );
}

function StatusBadge({ row }: { row: Compensation }) {
  const t = useT();
  const tone = row.Status === 'OPEN' ? 'bg-surface-2 text-text' : row.Status === 'LOCKED' ? 'bg-muted/20 text-text' : 'bg-primary/15 text-text';
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {t(`compensations.status.${row.Status}`)}
      {row.Origin !== 'MANUAL' && ` · ${t(`compensations.origin.${row.Origin}`)}`}
    </span>
  );
}

function RowActions({ row, onDelete }: { row: Compensation; onDelete: (r: Compensation) => void }) {
  const t = useT();
  const [open, reopen, saving] = useUnit([dialogOpened, guideReopened, $saving]);
  const guided = row.Origin === 'MILEAGE' || row.Origin === 'EXPENSE' || row.Origin === 'PERDIEM' || row.Origin === 'REPRESENT';
  return (
    <div className="flex flex-wrap gap-2">
      {row.KanAndras && (
        <>
          <Button variant="text" onClick={() => open({ kind: 'manual', row })} aria-label={t('compensations.actions.editRow', { text: row.Text })}>
            {t('compensations.actions.edit')}
          </Button>
          <Button variant="text" disabled={saving} onClick={() => onDelete(row)} aria-label={t('compensations.actions.deleteRow', { text: row.Text })}>
            {t('compensations.actions.delete')}
          </Button>
        </>
      )}
      {guided && row.Status === 'OPEN' && (
        <Button variant="text" onClick={() => reopen(row)} aria-label={t('compensations.actions.reopenRow', { text: row.Text })}>
          {t('compensations.actions.reopen')}
        </Button>
      )}
      {row.KvittoId && (
        <a className="self-center text-sm text-primary underline" href={`/files/compensations/${row.Id}/receipt`} target="_blank" rel="noreferrer">
          {t('compensations.fields.receipt')}
        </a>
      )}
    </div>
  );
}

/** the phone has no headings to press: the order is a select above the cards */
function PhoneSort({ columns }: { columns: readonly { id: string; label: string }[] }) {
  const t = useT();
  const [sort, choose] = useUnit([$sort, sortChosen]);
  return (
    <Select
      id="comp-sort"
      className="md:hidden"
      label={t('compensations.sort.label')}
      value={`${sort.column}:${sort.direction}`}
      onChange={(v) => {
        const [column, direction] = v.split(':') as [string, 'asc' | 'desc'];
        choose({ column, direction });
      }}
      options={columns.flatMap((c) =>
        (['asc', 'desc'] as const).map((d) => ({ value: `${c.id}:${d}`, label: t(`compensations.sort.${d}`, { column: c.label }) })),
      )}
    />
  );
}

function Rows() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [rows, all, total, loading, failed, perOnly, lang, remove, sort, sortBy, pagination, page] = useUnit([
    $visibleRows,
    $rows,
    $total,
    $loading,
    $failed,
    $isEmployeeOnly,
    $locale,
    removed,
    $sort,
    sortClicked,
    $pagination,
    pageChosen,
  ]);
  const [deleting, setDeleting] = useState<Compensation | null>(null);
  if (loading && all.length === 0) return <Spinner label={t('compensations.loading')} />;
  if (failed !== null) return <p role="alert">{failed || t('compensations.loadFailed')}</p>;
  if (all.length === 0) return <p className="text-muted">{t('compensations.empty')}</p>;
  const date = (d: string) => format(parseISO(d), 'P', { locale });
  const f = (key: string) => t(`compensations.fields.${key}`);
  const columns: DataColumn<Compensation>[] = [
    { id: 'date', header: f('date'), sortable: true, className: 'whitespace-nowrap', cell: (r) => <time dateTime={r.Datum}>{date(r.Datum)}</time> },
    ...(perOnly ? [] : [{ id: 'employee', header: f('employee'), sortable: true, cell: (r: Compensation) => r.Namn }]),
    { id: 'payCode', header: f('payCode'), sortable: true, cell: (r) => r.LonKod },
    {
      id: 'text',
      header: f('text'),
      sortable: true,
      cell: (r) => (
        <>
          <span className="font-medium">{r.Text}</span>
          {r.Extratext && <span className="block text-muted">{r.Extratext}</span>}
        </>
      ),
    },
    { id: 'quantity', header: f('quantity'), align: 'right', cell: (r) => money(r.Antal, lang) },
    { id: 'amount', header: f('amount'), align: 'right', sortable: true, cell: (r) => money(r.Belopp, lang) },
    { id: 'vat', header: f('vat'), align: 'right', cell: (r) => money(r.Moms, lang) },
    { id: 'status', header: f('status'), sortable: true, cell: (r) => <StatusBadge row={r} /> },
    {
      id: 'actions',
      header: <span className="sr-only">{t('compensations.actions.label')}</span>,
      cell: (r) => <RowActions row={r} onDelete={setDeleting} />,
    },
  ];
  return (
    <>
      <PhoneSort columns={columns.filter((c) => c.sortable).map((c) => ({ id: c.id, label: String(c.header) }))} />
      <DataTable
        className="md:rounded-card md:border md:border-border md:bg-surface md:p-3"
        label={t('compensations.listLabel')}
        rows={rows}
        rowKey={(r) => r.Id}
        busy={loading}
        columns={columns}
        sort={sort}
        onSort={sortBy}
        card={(r) => (
          <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium break-words">{r.Text}</span>
              <span className="tabular-nums font-medium whitespace-nowrap">{money(r.Belopp, lang)} kr</span>
            </div>
            <div className="text-sm text-muted">
              <time dateTime={r.Datum}>{date(r.Datum)}</time> · {r.LonKod}
              {!perOnly && ` · ${r.Namn}`}
              {r.Extratext && ` · ${r.Extratext}`}
            </div>
            <div>
              <StatusBadge row={r} />
            </div>
            <RowActions row={r} onDelete={setDeleting} />
          </div>
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          {t('compensations.total')}: <span className="tabular-nums font-medium">{money(total, lang)} kr</span>
        </p>
        <Pager pagination={pagination} onPage={page} disabled={loading} totalText={t('compensations.count', { count: pagination.Total })} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('compensations.delete.title')}
        text={t('compensations.delete.text', { text: deleting?.Text ?? '' })}
        confirmLabel={t('compensations.actions.delete')}
        danger
        onConfirm={() => {
          if (deleting) remove(deleting.Id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** The Compensations page: a month of compensations, typed in or made by a guide. */
export default function CompensationsPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <Title>{t('compensations.title')}</Title>
      <Toolbar />
      <Rows />
      <ManualDialog />
      <MileageDialog />
      <ExpenseDialog />
      <GuideDialogs />
    </div>
  );
}
