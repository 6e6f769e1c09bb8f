import { $calendarDisplayMode, $ftgInfo, $locale, DayActions, lists, useT } from '@lonna/core';
import { holidayName } from '@lonna/core/validation';
import { cx, Spinner, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import type { DayStatus, TimeDay } from '../../contracts';
import { isoWeekday } from '../../domain/dates';
import { statusKey } from '../../domain/status';
import { EmployeePicker } from '../../shared/employee-picker';
import { formatHours } from '../../shared/format';
import { swedishToday } from '../../shared/period';
import { PeriodBar } from '../../shared/period-bar';
import { useRefreshOnFocus } from '../../shared/use-refresh';
import { $anstNr } from '../../shared/model';
import { $calendar, $loading } from './model';

const BAR: Record<DayStatus, string> = { OPEN: 'bg-border', APPROVED: 'bg-warning', ATTESTED: 'bg-success', LOCKED: 'bg-on-surface' };
const STATUSES: DayStatus[] = ['OPEN', 'APPROVED', 'ATTESTED', 'LOCKED'];

function Cell({
  day,
  attestStep,
  today,
  unitOf,
  anstNr,
}: {
  day: TimeDay;
  attestStep: boolean;
  today: boolean;
  unitOf: (code: string) => string | undefined;
  anstNr: string;
}) {
  const t = useT();
  const language = useUnit($locale);
  const hours = day.Reported.Hours;
  const dayCodes = [...new Set(day.Rows.filter((r) => unitOf(r.TidKod) === 'dag').map((r) => r.TidKod))];
  const statusText = t(statusKey(day.Status, attestStep));
  const off = Boolean(day.Holiday) || isoWeekday(day.Datum) >= 6;
  return (
    <li
      className={cx(
        'flex min-h-16 flex-col gap-0.5 overflow-hidden rounded-control border p-1 text-xs sm:min-h-24 sm:p-2',
        today ? 'border-primary ring-1 ring-primary' : 'border-border',
        off ? 'bg-surface-2' : 'bg-surface',
      )}
      aria-label={[
        day.Datum,
        today ? t('time.common.today') : '',
        day.Holiday && holidayName(day.Holiday.Namn, language),
        ...dayCodes,
        day.Rows.length || day.Status !== 'OPEN' ? statusText : '',
        hours ? `${formatHours(hours)} h` : '',
      ]
        .filter(Boolean)
        .join(', ')}
    >
      <span className={cx('font-semibold', day.Holiday ? 'text-accent' : 'text-on-surface')}>{Number(day.Datum.slice(8))}</span>
      {day.Holiday && <span className="hidden truncate text-accent sm:block">{holidayName(day.Holiday.Namn, language)}</span>}
      {day.Schedule && (
        <span className="hidden text-muted tabular-nums sm:block">
          {day.Schedule.Start}–{day.Schedule.Slut}
        </span>
      )}
      {hours > 0 && <span className="font-medium tabular-nums">{formatHours(hours)}</span>}
      {dayCodes.length > 0 && <span className="font-medium">{dayCodes.join(' ')}</span>}
      {/* what other plugins offer on this day (staffing: put the pass up for trade); too narrow on a phone, where the
          schedule page has them */}
      <div className="hidden sm:block">
        <DayActions page="Kalendarie" anstNr={anstNr} date={day.Datum} />
      </div>
      {(day.Rows.length > 0 || day.Status !== 'OPEN') && (
        <span className="mt-auto flex items-center gap-1">
          <span aria-hidden="true" className={cx('h-1.5 w-full rounded-full sm:w-3', BAR[day.Status])} />
          <span className="hidden truncate text-muted sm:inline">{statusText}</span>
        </span>
      )}
    </li>
  );
}

/** Kalendarie, display mode DATE: the month as a Monday-first grid with status, holidays and schedule. */
export default function CalendarPage() {
  const t = useT();
  const [calendar, loading, ftg, mode, codes, anstNr] = useUnit([$calendar, $loading, $ftgInfo, $calendarDisplayMode, lists.timeCodes.$items, $anstNr]);
  const unitOf = useCallback((code: string) => codes?.find((c) => c.TidKod === code)?.Enhet, [codes]);
  const today = swedishToday();
  useRefreshOnFocus();
  const attestStep = Boolean(ftg?.KalUseAttest);
  const lead = calendar ? isoWeekday(calendar.From) - 1 : 0;
  return (
    <div className="flex flex-col gap-4" data-display-mode={mode}>
      <Title level={1}>{t('time.calendar.title')}</Title>
      <section aria-label={t('time.common.filters')} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:p-4">
        <EmployeePicker />
        <PeriodBar />
      </section>
      {loading && !calendar && (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      )}
      {calendar && (
        <>
          <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-muted">
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <span key={d}>{t(`time.calendar.weekday${d}`)}</span>
            ))}
          </div>
          <ol className="grid grid-cols-7 gap-1" aria-label={t('time.calendar.month')}>
            {Array.from({ length: lead }, (_, i) => (
              <li key={`lead-${i}`} aria-hidden="true" />
            ))}
            {calendar.Days.map((d) => (
              <Cell key={d.Datum} day={d} attestStep={attestStep} today={d.Datum === today} unitOf={unitOf} anstNr={anstNr} />
            ))}
          </ol>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label={t('time.calendar.legend')}>
            {STATUSES.map((s) => (
              <li key={s} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={cx('size-3 rounded-full', BAR[s])} />
                {t(statusKey(s, attestStep))}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
