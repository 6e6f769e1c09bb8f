import { useT } from '@lonna/core';
import { Button, ChevronLeftIcon, ChevronRightIcon, IconButton, Select, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { isoWeek, type Period, type PeriodType } from './period';

/** the period's heading as people say it: "Vecka 47, 2026", "november 2026", "onsdag 18 november" */
export function usePeriodLabel(type: PeriodType, anchor: string, period: Period | null): string {
  const t = useT();
  const locale = useDateFnsLocale();
  if (!period || !anchor) return '';
  if (type === 'day') return format(parseISO(anchor), 'EEEE d MMMM yyyy', { locale });
  if (type === 'week') return t('staffing.period.week', { week: isoWeek(period.From), year: period.From.slice(0, 4) });
  return format(parseISO(anchor), 'LLLL yyyy', { locale });
}

/** back / today / on, the period's name, and the calendar type (day, week, month) */
export function PeriodNav(props: {
  type: PeriodType;
  anchor: string;
  period: Period | null;
  types?: readonly PeriodType[];
  onStep: (dir: -1 | 1) => void;
  onToday: () => void;
  onType: (t: PeriodType) => void;
}) {
  const t = useT();
  const label = usePeriodLabel(props.type, props.anchor, props.period);
  const types = props.types ?? ['day', 'week', 'month'];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex items-center gap-1">
        <IconButton label={t('staffing.period.previous')} icon={<ChevronLeftIcon />} onClick={() => props.onStep(-1)} />
        <Button variant="secondary" onClick={props.onToday}>
          {t('staffing.period.today')}
        </Button>
        <IconButton label={t('staffing.period.next')} icon={<ChevronRightIcon />} onClick={() => props.onStep(1)} />
      </div>
      <p className="min-w-40 py-2 text-lg font-semibold first-letter:uppercase" aria-live="polite">
        {label}
      </p>
      <Select
        className="w-36"
        label={t('staffing.period.type')}
        value={props.type}
        options={types.map((v) => ({ value: v, label: t(`staffing.period.types.${v}`) }))}
        onChange={(v) => props.onType(v as PeriodType)}
      />
    </div>
  );
}
