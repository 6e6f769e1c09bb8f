import { $accessContext, $ftgInfo, $locale, evaluateAccess, useT } from '@lonna/core';
import { Button, Checkbox, ChevronLeftIcon, ChevronRightIcon, DataTable, IconButton, Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { type AttestEmployee, attestAccess } from '../../attest-contracts';
import type { Compensation } from '../../contracts';
import { money } from '../list/format';
import type { StepModel } from './model';

const STATUSES = [
  ['OPEN', 'Open'],
  ['APPROVED', 'Approved'],
  ['ATTESTED', 'Attested'],
  ['LOCKED', 'Locked'],
] as const;

/** the month shown, stepped back and forth (the prints use it too) */
export function MonthBar({ model }: { model: Pick<StepModel, '$month' | 'monthStepped'> }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const [month, step] = useUnit([model.$month, model.monthStepped]);
  const label = month ? format(parseISO(`${month}-01`), 'LLLL yyyy', { locale }) : '';
  return (
    <div className="flex items-center gap-1">
      <IconButton label={t('compensations.period.previous')} icon={<ChevronLeftIcon />} onClick={() => step(-1)} />
      <h2 className="min-w-36 text-center font-medium capitalize" aria-live="polite">
        {label}
      </h2>
      <IconButton label={t('compensations.period.next')} icon={<ChevronRightIcon />} onClick={() => step(1)} />
    </div>
  );
}

/** one claim's step and undo (only where the status allows it, as the bulk buttons) */
function RowStep({ model, line, row }: { model: StepModel; line: AttestEmployee; row: Compensation }) {
  const t = useT();
  const [act, busy] = useUnit([model.rowActionClicked, model.$busy]);
  const approve = model.step === 'approve';
  const forward = approve ? row.Status === 'OPEN' : row.Status === 'APPROVED' || row.Status === 'OPEN';
  const back = approve ? row.Status === 'APPROVED' : row.Status === 'ATTESTED';
  const label = `${row.Datum} ${row.Text}`;
  return (
    <span className="flex flex-wrap justify-end gap-1">
      {back && (
        <Button
          variant="text"
          busy={busy}
          aria-label={`${t(`compensations.attest.${approve ? 'unapprove' : 'unattest'}`)}: ${label}`}
          onClick={() => act({ AnstNr: line.AnstNr, Id: row.Id, Action: approve ? 'unapprove' : 'unattest' })}
        >
          {t(`compensations.attest.${approve ? 'unapprove' : 'unattest'}`)}
        </Button>
      )}
      {forward && (
        <Button
          variant="secondary"
          busy={busy}
          aria-label={`${t(`compensations.attest.${model.step}`)}: ${label}`}
          onClick={() => act({ AnstNr: line.AnstNr, Id: row.Id, Action: model.step })}
        >
          {t(`compensations.attest.${model.step}`)}
        </Button>
      )}
    </span>
  );
}

function Rows({ model, line }: { model: StepModel; line: AttestEmployee }) {
  const t = useT();
  const locale = useUnit($locale);
  return (
    <DataTable
      className="mt-2"
      label={t('compensations.attest.rowsOf', { name: line.Namn })}
      rows={line.Rows}
      rowKey={(r) => r.Id}
      columns={[
        { id: 'date', header: t('compensations.fields.date'), cell: (r) => r.Datum, className: 'whitespace-nowrap' },
        { id: 'kind', header: t('compensations.fields.kind'), cell: (r) => `${t(`compensations.kind.${r.Typ}`)} (${r.LonKod})` },
        { id: 'text', header: t('compensations.fields.text'), cell: (r) => r.Text },
        { id: 'amount', header: t('compensations.fields.amount'), cell: (r) => money(r.Belopp, locale), align: 'right' },
        { id: 'status', header: t('compensations.fields.status'), cell: (r) => t(`compensations.status.${r.Status}`) },
        {
          id: 'step',
          header: <span className="sr-only">{t('compensations.attest.tab')}</span>,
          cell: (r) => <RowStep model={model} line={line} row={r} />,
          align: 'right',
        },
      ]}
      card={(r) => (
        <div className="flex flex-col gap-1 rounded-control border border-border p-2 text-sm">
          <div className="flex justify-between gap-2">
            <span>{r.Datum}</span>
            <span className="font-semibold tabular-nums">{money(r.Belopp, locale)}</span>
          </div>
          <div>{r.Text}</div>
          <div className="text-xs text-muted">
            {t(`compensations.kind.${r.Typ}`)} ({r.LonKod}) · {t(`compensations.status.${r.Status}`)}
          </div>
          <RowStep model={model} line={line} row={r} />
        </div>
      )}
    />
  );
}

/** The compensation section of the approve or attest page: the month's claims by employee, the step over a selection. */
export function StepSection({ model }: { model: StepModel }) {
  const t = useT();
  const [lines, selected, expanded, loading, busy, exporting, ftg, ctx] = useUnit([
    model.$lines,
    model.$selected,
    model.$expanded,
    model.$loading,
    model.$busy,
    model.$exporting,
    $ftgInfo,
    $accessContext,
  ]);
  const [toggle, toggleAll, expand, act, exportFile] = useUnit([
    model.toggled,
    model.allToggled,
    model.expandToggled,
    model.actionClicked,
    model.exportClicked,
  ]);
  const locale = useUnit($locale);
  const approve = model.step === 'approve';
  const none = selected.size === 0;
  const all = lines !== null && lines.length > 0 && selected.size === lines.length;
  const canExport = !approve && ctx ? evaluateAccess(attestAccess.payroll, ctx) : false;
  const intro = approve ? 'approveIntro' : ftg?.KalUseLonReady ? 'attestIntro' : 'attestIntroNoApproval';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t(`compensations.attest.${intro}`)}</p>
      <MonthBar model={model} />
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-card border border-border bg-surface p-2">
        <Checkbox label={t('compensations.attest.selectAll')} checked={all} onChange={toggleAll} disabled={!lines?.length} />
        <span className="text-sm text-muted" role="status">
          {t('compensations.attest.selected', { count: selected.size })}
        </span>
        <span className="ml-auto flex flex-wrap gap-2">
          <Button variant="text" disabled={none} busy={busy} onClick={() => act(approve ? 'unapprove' : 'unattest')}>
            {t(`compensations.attest.${approve ? 'unapprove' : 'unattest'}`)}
          </Button>
          <Button disabled={none} busy={busy} onClick={() => act(model.step)}>
            {t(`compensations.attest.${model.step}`)}
          </Button>
          {canExport && (
            <Button variant="secondary" disabled={none} busy={exporting} onClick={() => exportFile()}>
              {t('compensations.attest.export')}
            </Button>
          )}
        </span>
      </div>
      {loading && !lines && (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      )}
      {lines && lines.length === 0 && (
        <p className="rounded-card border border-dashed border-border p-4 text-sm text-muted">{t('compensations.attest.empty')}</p>
      )}
      {lines && lines.length > 0 && (
        <ul
          aria-label={t('compensations.attest.employees')}
          aria-busy={loading}
          className="divide-y divide-border rounded-card border border-border bg-surface"
        >
          {lines.map((l) => (
            <li key={l.AnstNr} className="flex flex-col px-3 py-2">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <Checkbox
                  label={t('compensations.attest.select', { name: l.Namn, number: l.AnstNr })}
                  checked={selected.has(l.AnstNr)}
                  onChange={() => toggle(l.AnstNr)}
                  className="min-w-56 flex-1"
                />
                <span className="min-w-24 text-right font-semibold tabular-nums">{t('compensations.attest.total', { amount: money(l.Belopp, locale) })}</span>
                <Button variant="text" aria-expanded={expanded.has(l.AnstNr)} onClick={() => expand(l.AnstNr)}>
                  {t(`compensations.attest.${expanded.has(l.AnstNr) ? 'hideRows' : 'showRows'}`)}
                </Button>
                <span className="flex flex-wrap gap-x-3 text-xs text-muted tabular-nums">
                  {STATUSES.map(([s, k]) => (
                    <span key={s}>
                      {t(`compensations.status.${s}`)}: {l[k]}
                    </span>
                  ))}
                </span>
              </div>
              {expanded.has(l.AnstNr) && <Rows model={model} line={l} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
