import { lists, useT } from '@lonna/core';
import { Button, Checkbox, Select, Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { memo, type ReactNode, useCallback, useMemo } from 'react';
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
  // stable for the memoised lines: a new function per render would re-render all of them
  const review = useCallback((anstNr: string) => openReview({ anstNr, order: (lines ?? []).map((l) => l.AnstNr) }), [openReview, lines]);
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
        <StatusLines lines={lines} selected={selected} onToggle={toggle} attestStep={attestStep} busy={loading} onReview={review} />
      )}
      {lines && <ReviewDialog lines={lines} attestStep={attestStep} />}
    </>
  );
}

/** what every line shows alike, translated once for the list (not per line) */
interface LineTexts {
  open: string;
  approved: string;
  attested: string;
  locked: string;
  review: string;
  t: ReturnType<typeof useT>;
}

/**
 * The lines themselves (the attest bench renders 500 of them). Issue 22: each line is a memoised component with the
 * list's texts translated once, and its counts as one text each, so a first render makes fewer nodes and a toggled
 * checkbox re-renders one line, not 500.
 */
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
  const texts = useMemo<LineTexts>(
    () => ({
      open: t(statusKey('OPEN', attestStep)),
      approved: t(statusKey('APPROVED', attestStep)),
      attested: t(statusKey('ATTESTED', attestStep)),
      locked: t(statusKey('LOCKED', attestStep)),
      review: t('time.review.open'),
      t,
    }),
    [t, attestStep],
  );
  return (
    <ul aria-label={t('time.bulk.employees')} className="divide-y divide-border rounded-card border border-border bg-surface" aria-busy={busy}>
      {lines.map((l) => (
        <Line key={l.AnstNr} line={l} checked={selected.has(l.AnstNr)} onToggle={onToggle} onReview={onReview} texts={texts} />
      ))}
    </ul>
  );
}

const Line = memo(function Line({
  line: l,
  checked,
  onToggle,
  onReview,
  texts,
}: {
  line: StatusLine;
  checked: boolean;
  onToggle: (anstNr: string) => void;
  onReview?: (anstNr: string) => void;
  texts: LineTexts;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
      <Checkbox label={`${l.Namn} (${l.AnstNr})`} checked={checked} onChange={() => onToggle(l.AnstNr)} className="min-w-56 flex-1" />
      <span className="min-w-20 text-right font-semibold tabular-nums">{formatQuantities({ Hours: l.Timmar, Days: l.Dagar }, texts.t)}</span>
      {onReview && (
        <Button variant="text" onClick={() => onReview(l.AnstNr)} aria-label={texts.t('time.review.openFor', { name: l.Namn })}>
          {texts.review}
        </Button>
      )}
      <span className="flex flex-wrap gap-x-3 text-xs text-muted tabular-nums">
        <span>{`${texts.open}: ${l.Open}`}</span>
        <span>{`${texts.approved}: ${l.Approved}`}</span>
        <span>{`${texts.attested}: ${l.Attested}`}</span>
        <span>{`${texts.locked}: ${l.Locked}`}</span>
      </span>
    </li>
  );
});
