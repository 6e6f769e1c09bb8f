import { $locale, useT } from '@lonna/core';
import { Button, ChevronLeftIcon, ChevronRightIcon, ConfirmDialog, IconButton, Spinner, Title, useDateFnsLocale } from '@lonna/core/ui';
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
import { $failed, $isEmployeeOnly, $loading, $month, $rows, $saving, $switches, dialogOpened, guideReopened, monthStepped, removed } from './model';

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

function Rows() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [rows, loading, failed, perOnly, lang, remove] = useUnit([$rows, $loading, $failed, $isEmployeeOnly, $locale, removed]);
  const [deleting, setDeleting] = useState<Compensation | null>(null);
  if (loading && rows.length === 0) return <Spinner label={t('compensations.loading')} />;
  if (failed !== null) return <p role="alert">{failed || t('compensations.loadFailed')}</p>;
  if (rows.length === 0) return <p className="text-muted">{t('compensations.empty')}</p>;
  const date = (d: string) => format(parseISO(d), 'P', { locale });
  const total = rows.reduce((s, r) => s + r.Belopp, 0);
  const confirm = (
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
  );
  return (
    <>
      {/* desktop: a table */}
      <div className="hidden overflow-x-auto rounded-card border border-border bg-surface md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('compensations.listLabel')}</caption>
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="p-3">
                {t('compensations.fields.date')}
              </th>
              {!perOnly && (
                <th scope="col" className="p-3">
                  {t('compensations.fields.employee')}
                </th>
              )}
              <th scope="col" className="p-3">
                {t('compensations.fields.payCode')}
              </th>
              <th scope="col" className="p-3">
                {t('compensations.fields.text')}
              </th>
              <th scope="col" className="p-3 text-right">
                {t('compensations.fields.quantity')}
              </th>
              <th scope="col" className="p-3 text-right">
                {t('compensations.fields.amount')}
              </th>
              <th scope="col" className="p-3 text-right">
                {t('compensations.fields.vat')}
              </th>
              <th scope="col" className="p-3">
                {t('compensations.fields.status')}
              </th>
              <th scope="col" className="p-3">
                <span className="sr-only">{t('compensations.actions.label')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((r) => (
              <tr key={r.Id}>
                <td className="p-3 whitespace-nowrap">
                  <time dateTime={r.Datum}>{date(r.Datum)}</time>
                </td>
                {!perOnly && <td className="p-3">{r.Namn}</td>}
                <td className="p-3">{r.LonKod}</td>
                <td className="p-3">
                  <span className="font-medium">{r.Text}</span>
                  {r.Extratext && <span className="block text-muted">{r.Extratext}</span>}
                </td>
                <td className="p-3 text-right tabular-nums">{money(r.Antal, lang)}</td>
                <td className="p-3 text-right tabular-nums">{money(r.Belopp, lang)}</td>
                <td className="p-3 text-right tabular-nums">{money(r.Moms, lang)}</td>
                <td className="p-3">
                  <StatusBadge row={r} />
                </td>
                <td className="p-3">
                  <RowActions row={r} onDelete={setDeleting} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border font-medium">
              <th scope="row" colSpan={perOnly ? 4 : 5} className="p-3 text-left">
                {t('compensations.total')}
              </th>
              <td className="p-3 text-right tabular-nums">{money(total, lang)}</td>
              <td colSpan={3} />
            </tr>
          </tfoot>
        </table>
      </div>
      {/* phone: cards */}
      <ul aria-label={t('compensations.listLabel')} className="flex flex-col gap-3 md:hidden">
        {rows.map((r) => (
          <li key={r.Id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
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
          </li>
        ))}
      </ul>
      <p className="text-sm md:hidden">
        {t('compensations.total')}: <span className="tabular-nums font-medium">{money(total, lang)} kr</span>
      </p>
      {confirm}
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
