import { lists, useT } from '@lonna/core';
import { Button, Checkbox, Select, Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { statusKey } from '../domain/status';
import { formatQuantities } from './format';
import { $isEmployeeOnly } from './model';
import { PeriodBar } from './period-bar';
import type { StatusLine } from '../contracts';
import type { StatusListModel } from './status-list-model';
import { useRefreshOnFocus } from './use-refresh';
import { ReviewDialog } from './review-dialog';
import { reviewOpened } from './review-model';

/**
 * The list both approve and attest show: one line per employee with hours and
 * days per status, checkboxes for the bulk actions (the buttons come from the view).
 */
export function StatusList({ model, actions, attestStep }: { model: StatusListModel; actions: ReactNode; attestStep: boolean }) {
  const t = useT();
  const [lines, selected, department, loading, departments, perOnly] = useUnit([
    model.$lines,
    model.$selected,
    model.$department,
    model.$loading,
    lists.departments.$items,
    $isEmployeeOnly,
  ]);
  const [toggle, toggleAll, chooseDepartment, openReview] = useUnit([model.toggled, model.allToggled, model.departmentChosen, reviewOpened]);
  useRefreshOnFocus();
  const all = lines !== null && lines.length > 0 && selected.size === lines.length;
  return (
    <>
      <section
        aria-label={t('time.common.filters')}
        className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:flex-row sm:items-end sm:justify-between sm:p-4"
      >
        <PeriodBar />
        {!perOnly && (
          <Select
            label={t('time.bulk.department')}
            value={department}
            onChange={chooseDepartment}
            className="sm:w-64"
            options={[
              { value: '', label: t('time.bulk.allDepartments') },
              ...(departments ?? []).map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} – ${d.Namn}` })),
            ]}
          />
        )}
      </section>
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-card border border-border bg-surface p-2">
        <Checkbox label={t('time.bulk.selectAll')} checked={all} onChange={toggleAll} disabled={!lines?.length} />
        <span className="text-sm text-muted" role="status">
          {t('time.bulk.selected', { count: selected.size })}
        </span>
        <span className="ml-auto flex flex-wrap gap-2">{actions}</span>
      </div>
      {loading && !lines && (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      )}
      {lines && lines.length === 0 && <p className="rounded-card border border-dashed border-border p-4 text-sm text-muted">{t('time.bulk.empty')}</p>}
      {lines && lines.length > 0 && (
        <StatusLines
          lines={lines}
          selected={selected}
          onToggle={toggle}
          attestStep={attestStep}
          busy={loading}
          onReview={(anstNr) => openReview({ anstNr, order: lines.map((l) => l.AnstNr) })}
        />
      )}
      {lines && <ReviewDialog lines={lines} attestStep={attestStep} />}
    </>
  );
}

/** The lines themselves (the attest bench renders 500 of them). */
export function StatusLines({
  lines,
  selected,
  onToggle,
  attestStep,
  busy,
  onReview,
}: {
  lines: readonly StatusLine[];
  selected: ReadonlySet<string>;
  onToggle: (anstNr: string) => void;
  attestStep: boolean;
  busy: boolean;
  /** open the employee's days with their flags */
  onReview?: (anstNr: string) => void;
}) {
  const t = useT();
  return (
    <ul aria-label={t('time.bulk.employees')} className="divide-y divide-border rounded-card border border-border bg-surface" aria-busy={busy}>
      {lines.map((l) => (
        <li key={l.AnstNr} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
          <Checkbox label={`${l.Namn} (${l.AnstNr})`} checked={selected.has(l.AnstNr)} onChange={() => onToggle(l.AnstNr)} className="min-w-56 flex-1" />
          <span className="min-w-20 text-right font-semibold tabular-nums">{formatQuantities({ Hours: l.Timmar, Days: l.Dagar }, t)}</span>
          {onReview && (
            <Button variant="text" onClick={() => onReview(l.AnstNr)} aria-label={t('time.review.openFor', { name: l.Namn })}>
              {t('time.review.open')}
            </Button>
          )}
          <span className="flex flex-wrap gap-x-3 text-xs text-muted tabular-nums">
            <span>
              {t(statusKey('OPEN', attestStep))}: {l.Open}
            </span>
            <span>
              {t(statusKey('APPROVED', attestStep))}: {l.Approved}
            </span>
            <span>
              {t(statusKey('ATTESTED', attestStep))}: {l.Attested}
            </span>
            <span>
              {t(statusKey('LOCKED', attestStep))}: {l.Locked}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
