import { addDays, addMonths, format, isSameMonth } from 'date-fns';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/runtime';
import { calendarWeeks, dateOf, isoOf } from './calendar-grid';
import { cx } from './cx';
import { useDateFnsLocale } from './date-locale';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { IconButton } from './icon-button';

export interface Holiday {
  Datum: string;
  Namn: string;
}

export interface CalendarProps {
  /** selected 'YYYY-MM-DD' or '' */
  value: string;
  onSelect: (iso: string) => void;
  holidays?: readonly Holiday[];
  /** reference for "today" (tests pass a fixed date) */
  today?: Date;
  /** move focus to the active day when mounted (the date picker's popover) */
  autoFocus?: boolean;
}

/**
 * A month grid following the WAI-ARIA date picker pattern: one day is tabbable, arrow keys move
 * by day/week, Home/End to the week's Monday/Sunday, PageUp/PageDown by month, Enter/Space pick.
 */
export function Calendar({ value, onSelect, holidays, today = new Date(), autoFocus = false }: CalendarProps) {
  const t = useT();
  const locale = useDateFnsLocale();
  const [active, setActive] = useState<Date>(() => dateOf(value) ?? today);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusActive = useRef(autoFocus);
  const holidayNames = useMemo(() => new Map((holidays ?? []).map((h) => [h.Datum.slice(0, 10), h.Namn])), [holidays]);
  const weeks = useMemo(() => calendarWeeks(active.getFullYear(), active.getMonth() + 1), [active]);
  const activeIso = isoOf(active);
  const todayIso = isoOf(today);

  useEffect(() => {
    if (!focusActive.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-iso="${activeIso}"]`)?.focus();
  }, [activeIso]);

  const move = (next: Date, focusDay = true) => {
    // keyboard moves carry focus along; the month buttons keep it where it is
    focusActive.current = focusDay;
    setActive(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (active.getDay() + 6) % 7; // Monday 0
    const steps: Record<string, () => Date> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -weekday),
      End: () => addDays(active, 6 - weekday),
      PageUp: () => addMonths(active, e.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, e.shiftKey ? 12 : 1),
    };
    const step = steps[e.key];
    if (!step) return;
    e.preventDefault();
    move(step());
  };

  // weekday headers from the locale, Monday first
  const weekdays = weeks[0]!.days.map((d) => ({ short: format(d.date, 'EEEEEE', { locale }), long: format(d.date, 'EEEE', { locale }) }));
  const monthTitle = format(active, 'LLLL yyyy', { locale });

  return (
    <div className="w-max p-3 text-on-surface">
      <div className="mb-2 flex items-center justify-between gap-2">
        <IconButton label={t('ui.previousMonth')} icon={<ChevronLeftIcon />} onClick={() => move(addMonths(active, -1), false)} noTooltip />
        <h2 aria-live="polite" className="text-sm font-semibold first-letter:uppercase">
          {monthTitle}
        </h2>
        <IconButton label={t('ui.nextMonth')} icon={<ChevronRightIcon />} onClick={() => move(addMonths(active, 1), false)} noTooltip />
      </div>
      <table ref={gridRef} role="grid" aria-label={monthTitle} onKeyDown={onKeyDown} className="border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className="size-9 text-xs font-medium text-muted sm:size-10">
              <abbr title={t('ui.week')} className="no-underline">
                {t('ui.weekShort')}
              </abbr>
            </th>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" className="size-9 text-xs font-medium text-muted sm:size-10">
                <abbr title={w.long} className="no-underline">
                  {w.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.days[0]!.iso}>
              <th scope="row" className="size-9 text-center text-xs font-normal text-muted tabular-nums sm:size-10">
                <span className="sr-only">{t('ui.week')} </span>
                {week.week}
              </th>
              {week.days.map((day) => {
                const holiday = holidayNames.get(day.iso);
                const selected = day.iso === value.slice(0, 10);
                const isToday = day.iso === todayIso;
                const fullDate = format(day.date, 'EEEE d MMMM yyyy', { locale });
                return (
                  <td key={day.iso} role="gridcell" aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      data-iso={day.iso}
                      tabIndex={day.iso === activeIso ? 0 : -1}
                      aria-label={holiday ? `${fullDate}, ${t('ui.holiday')}: ${holiday}` : fullDate}
                      aria-current={isToday ? 'date' : undefined}
                      title={holiday}
                      onClick={() => onSelect(day.iso)}
                      onFocus={() => {
                        if (day.iso !== activeIso) setActive(day.date);
                      }}
                      className={cx(
                        'relative size-9 rounded-full tabular-nums sm:size-10 outline-none focus-visible:ring-2 focus-visible:ring-focus',
                        selected ? 'bg-primary font-semibold text-on-primary' : 'hover:bg-primary-soft',
                        !selected && holiday && 'font-semibold text-error',
                        !selected && !holiday && (isSameMonth(day.date, active) ? 'text-on-surface' : 'text-muted'),
                        isToday && !selected && 'ring-1 ring-primary',
                      )}
                    >
                      {day.date.getDate()}
                      {holiday && !selected && <span aria-hidden="true" className="absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full bg-error" />}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex justify-end">
        <button
          type="button"
          onClick={() => onSelect(todayIso)}
          className="min-h-11 rounded-control px-3 text-sm font-semibold text-primary outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-focus"
        >
          {t('ui.today')}
        </button>
      </div>
    </div>
  );
}
