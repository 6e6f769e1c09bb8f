import { $dateFilter, useT } from '@lonna/core';
import { ChevronLeftIcon, ChevronRightIcon, DatePicker, IconButton, Switch, useDateFnsLocale } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { formatPeriod } from './format';
import { $period, periodChosen, periodLockToggled, periodStepped } from './model';
import { periodProblem, validPeriod } from './period';

/**
 * Period navigation on the shared date filter: previous and next period, the
 * period itself (From, To) and the lock that keeps it when pages change theirs.
 */
export function PeriodBar() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [period, filter, step, choose, lock] = useUnit([$period, $dateFilter, periodStepped, periodChosen, periodLockToggled]);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ From: '', To: '' });
  useEffect(() => {
    if (period) setDraft(period);
  }, [period]);
  if (!period) return null;
  // a date is checked as it is typed: a wrong one is an error on its own field and loads nothing
  const problem = draft.From && draft.To ? periodProblem(draft) : null;
  const errorOn = (field: 'From' | 'To') => (problem?.field === field ? t(`time.period.${problem.rule}`) : undefined);
  const apply = (next: { From: string; To: string }) => {
    setDraft(next);
    if (validPeriod(next)) choose(next);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-1">
        <IconButton label={t('time.period.previous')} icon={<ChevronLeftIcon className="size-5" />} onClick={() => step(-1)} />
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          className="min-h-11 min-w-0 flex-1 truncate rounded-control px-2 text-center text-base font-semibold text-on-surface hover:bg-primary-soft sm:flex-none"
        >
          {formatPeriod(period.From, period.To, locale)}
        </button>
        <IconButton label={t('time.period.next')} icon={<ChevronRightIcon className="size-5" />} onClick={() => step(1)} />
      </div>
      {open && (
        <div className="grid grid-cols-1 gap-3 rounded-card border border-border bg-surface p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <DatePicker label={t('time.period.from')} value={draft.From} onChange={(From) => apply({ ...draft, From })} error={errorOn('From')} />
          <DatePicker label={t('time.period.to')} value={draft.To} onChange={(To) => apply({ ...draft, To })} error={errorOn('To')} />
          <Switch label={t('time.period.locked')} hint={t('time.period.lockedHint')} checked={filter.Locked} onChange={lock} />
        </div>
      )}
    </div>
  );
}
