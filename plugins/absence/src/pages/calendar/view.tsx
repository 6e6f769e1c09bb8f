import { useT } from '@lonna/core';
import { Button, Checkbox, cx, Select, Spinner, Title, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CALENDAR_TYPES, type CalendarRow, type CalendarType } from '../../contracts';
import { eachDay, isoWeekday } from '../../domain/dates';
import type { CalendarMode } from '../../domain/period';
import { TYPE_COLOUR, TYPE_TEXT } from '../../shared/type-chip';
import { useWindow } from '../../shared/use-window';
import {
  $department,
  $departments,
  $failed,
  $holidays,
  $loading,
  $mode,
  $onlyAbsent,
  $period,
  $rows,
  $type,
  departmentChosen,
  modeChosen,
  nextPressed,
  onlyAbsentToggled,
  previousPressed,
  todayPressed,
  todaySet,
  typeChosen,
} from './model';

const ROW = 40;
const VIEW = 560;
const todayIso = () => format(new Date(), 'yyyy-MM-dd');

function Legend() {
  const t = useT();
  return (
    <ul aria-label={t('absence.calendar.legend')} className="flex flex-wrap gap-3 text-xs text-on-surface">
      {CALENDAR_TYPES.map((x) => (
        <li key={x} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cx('inline-flex size-5 items-center justify-center rounded text-[10px] font-bold', TYPE_COLOUR[x], TYPE_TEXT[x])}>
            {t(`absence.short.${x}`)}
          </span>
          {t(`absence.types.${x}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block size-5 rounded border border-border bg-surface-2" />
        {t('absence.calendar.holiday')}
      </li>
    </ul>
  );
}

function Cell({ row, day, off }: { row: CalendarRow; day: string; off: boolean }) {
  const t = useT();
  // a leave's days are its chosen weekdays only
  const weekday = String(isoWeekday(day));
  const p = row.Perioder.find((x) => x.From <= day && day <= x.To && x.Veckodagar.includes(weekday));
  return (
    <div role="cell" className={cx('flex items-center justify-center border-l border-border', off && 'bg-surface-2')}>
      {p && (
        <span
          className={cx(
            'inline-flex h-6 w-full items-center justify-center text-[10px] font-bold',
            TYPE_COLOUR[p.Typ],
            TYPE_TEXT[p.Typ],
            p.Omfattning < 100 && 'opacity-70',
          )}
        >
          <span aria-hidden="true">{t(`absence.short.${p.Typ}`)}</span>
          <span className="sr-only">
            {t(`absence.types.${p.Typ}`)} {p.Omfattning} %
          </span>
        </span>
      )}
    </div>
  );
}

function Grid({ days }: { days: string[] }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const [rows, holidays] = useUnit([$rows, $holidays]);
  const holidayOf = new Map(holidays.map((h) => [h.Datum, h.Namn]));
  const off = (d: string) => isoWeekday(d) >= 6 || holidayOf.has(d);
  const win = useWindow(rows.length, ROW, VIEW);
  const template = { gridTemplateColumns: `minmax(8rem, 12rem) repeat(${days.length}, minmax(1.75rem, 1fr))` };
  if (rows.length === 0) return <p className="text-muted">{t('absence.calendar.nobody')}</p>;
  return (
    <div
      className="overflow-auto rounded-card border border-border bg-surface"
      style={{ maxHeight: VIEW + ROW }}
      onScroll={win.onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label={t('absence.calendar.gridLabel')}
    >
      <div role="table" aria-label={t('absence.calendar.gridLabel')} aria-rowcount={rows.length + 1} className="min-w-max text-xs">
        <div role="rowgroup" className="sticky top-0 z-10 bg-surface">
          <div role="row" aria-rowindex={1} className="grid border-b border-border" style={{ ...template, height: ROW }}>
            <div role="columnheader" className="sticky left-0 z-10 flex items-center bg-surface px-2 font-medium text-muted">
              {t('absence.calendar.name')}
            </div>
            {days.map((d) => (
              <div
                role="columnheader"
                key={d}
                title={holidayOf.get(d)}
                className={cx(
                  'flex flex-col items-center justify-center border-l border-border leading-tight',
                  off(d) ? 'bg-surface-2 text-muted' : 'text-on-surface',
                )}
              >
                <span aria-hidden="true">{format(parseISO(d), 'EEEEEE', { locale })}</span>
                <span className="font-medium tabular-nums">{Number(d.slice(8))}</span>
                <span className="sr-only">
                  {format(parseISO(d), 'PPPP', { locale })}
                  {holidayOf.has(d) && `, ${holidayOf.get(d)}`}
                </span>
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {win.padTop > 0 && <div aria-hidden="true" style={{ height: win.padTop }} />}
          {rows.slice(win.start, win.end).map((r, i) => (
            <div role="row" key={r.AnstNr} aria-rowindex={win.start + i + 2} className="grid border-b border-border" style={{ ...template, height: ROW }}>
              <div role="rowheader" className="sticky left-0 z-[1] flex min-w-0 flex-col justify-center bg-surface px-2">
                <span className="truncate font-medium text-on-surface">{r.Namn}</span>
                <span className="truncate text-[10px] text-muted">{r.Avdelning}</span>
              </div>
              {days.map((d) => (
                <Cell key={d} row={r} day={d} off={off(d)} />
              ))}
            </div>
          ))}
          {win.padBottom > 0 && <div aria-hidden="true" style={{ height: win.padBottom }} />}
        </div>
      </div>
    </div>
  );
}

/** The AbsenceCalendar page: who is absent in a month or week, by type, filterable, with the holidays marked. */
export default function CalendarPage() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [period, mode, department, departments, type, onlyAbsent, loading, failed, rows] = useUnit([
    $period,
    $mode,
    $department,
    $departments,
    $type,
    $onlyAbsent,
    $loading,
    $failed,
    $rows,
  ]);
  const [setToday, goToday, prev, next, chooseMode, chooseDept, chooseType, toggle] = useUnit([
    todaySet,
    todayPressed,
    previousPressed,
    nextPressed,
    modeChosen,
    departmentChosen,
    typeChosen,
    onlyAbsentToggled,
  ]);
  useEffect(() => {
    setToday(todayIso());
  }, [setToday]);
  const days = period ? eachDay(period.From, period.To) : [];
  const heading = period
    ? mode === 'month'
      ? format(parseISO(period.From), 'LLLL yyyy', { locale })
      : `${t('absence.calendar.week')} ${format(parseISO(period.From), 'I', { locale })} · ${format(parseISO(period.From), 'd MMM', { locale })} – ${format(parseISO(period.To), 'd MMM yyyy', { locale })}`
    : '';
  return (
    <div className="flex flex-col gap-4">
      <Title>{t('absence.calendar.title')}</Title>
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('absence.calendar.view')}</legend>
        {(['month', 'week'] as const).map((m) => (
          <Button key={m} variant={mode === m ? 'primary' : 'secondary'} aria-pressed={mode === m} onClick={() => chooseMode(m as CalendarMode)}>
            {t(m === 'month' ? 'absence.calendar.month' : 'absence.calendar.weekView')}
          </Button>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={prev} aria-label={t('absence.calendar.previous')}>
          ‹
        </Button>
        <Button variant="secondary" onClick={() => goToday(todayIso())}>
          {t('absence.calendar.today')}
        </Button>
        <Button variant="secondary" onClick={next} aria-label={t('absence.calendar.next')}>
          ›
        </Button>
        <h2 className="ml-2 text-lg font-semibold text-on-surface first-letter:uppercase" aria-live="polite">
          {heading}
        </h2>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,14rem)_auto] sm:items-end">
        <Select
          id="absence-cal-dept"
          label={t('absence.calendar.department')}
          value={department}
          onChange={chooseDept}
          options={[
            { value: '', label: t('absence.calendar.allDepartments') },
            ...departments.map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} ${d.Namn}` })),
          ]}
        />
        <Select
          id="absence-cal-type"
          label={t('absence.calendar.type')}
          value={type}
          onChange={(v) => chooseType(v as CalendarType | '')}
          options={[{ value: '', label: t('absence.calendar.allTypes') }, ...CALENDAR_TYPES.map((x) => ({ value: x, label: t(`absence.types.${x}`) }))]}
        />
        <Checkbox label={t('absence.calendar.onlyAbsent')} checked={onlyAbsent} onChange={toggle} />
      </div>
      <Legend />
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {t('absence.calendar.count', { count: rows.length })}
      </p>
      {loading && rows.length === 0 ? <Spinner /> : failed && rows.length === 0 ? <p className="text-muted">{t('absence.failed')}</p> : <Grid days={days} />}
    </div>
  );
}
