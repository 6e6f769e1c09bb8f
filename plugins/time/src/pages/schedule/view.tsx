import { DayActions, lists, PageSections, useT } from '@lonna/core';
import { cx, lookupText, Spinner, Title, useDateFnsLocale } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import type { TimeDay } from '../../contracts';
import { EmployeePicker } from '../../shared/employee-picker';
import { formatDay, formatHours } from '../../shared/format';
import { PeriodBar } from '../../shared/period-bar';
import { $anstNr } from '../../shared/model';
import { $loading, $periods, $schedule } from './model';

/** Schedule: one row per ISO week, a cell per day with the planned times, holidays marked. */
export default function SchedulePage() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [schedule, loading, periods, names, anstNr] = useUnit([$schedule, $loading, $periods, lists.workSchedules.$items, $anstNr]);
  const weeks = useMemo(() => {
    const out: TimeDay[][] = [];
    for (let i = 0; i < (schedule?.Days.length ?? 0); i += 7) out.push(schedule!.Days.slice(i, i + 7));
    return out;
  }, [schedule]);
  return (
    <div className="flex flex-col gap-4">
      <Title level={1}>{t('time.schedule.title')}</Title>
      <section aria-label={t('time.common.filters')} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:p-4">
        <EmployeePicker />
        <PeriodBar />
      </section>
      {/* other plugins add sections to the schedule (staffing: the employee's shift trades) — a tab each */}
      <PageSections
        page="Schedule"
        label={t('time.schedule.title')}
        main={{
          label: t('time.schedule.title'),
          content: (
            <div className="flex flex-col gap-4">
              {periods.length > 0 && (
                <section aria-labelledby="schedule-periods" className="rounded-card border border-border bg-surface p-3 sm:p-4">
                  <h2 id="schedule-periods" className="mb-1 font-semibold">
                    {t('time.schedule.periods')}
                  </h2>
                  <ul className="text-sm">
                    {periods.map((p) => (
                      <li key={p.FromDatum}>
                        {t('time.schedule.fromDate', { date: p.FromDatum })}{' '}
                        <span className="font-medium">
                          {p.UseArbSchema
                            ? `${p.ArbSchema} – ${lookupText(
                                names,
                                (n) => n.ArbSchema === p.ArbSchema,
                                (n) => n.BenText,
                                t('ui.missing'),
                              )}`
                            : t('time.schedule.noSchedule')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {loading && !schedule && (
                <div className="flex justify-center p-8">
                  <Spinner />
                </div>
              )}
              {schedule && (
                <>
                  <p className="text-sm text-muted">{t('time.schedule.total', { hours: formatHours(schedule.ScheduledHours) })}</p>
                  <ol className="flex flex-col gap-3">
                    {weeks.map((w) => {
                      const hours = w.reduce((s, d) => s + (d.Schedule?.Timmar ?? 0), 0);
                      return (
                        <li key={w[0]!.Datum} className="overflow-hidden rounded-card border border-border bg-surface">
                          <h2 className="flex items-center justify-between border-b border-border px-3 py-2 font-semibold">
                            <span>{t('time.common.week', { week: w[0]!.Vecka })}</span>
                            <span className="text-sm font-normal text-muted tabular-nums">{formatHours(hours)} h</span>
                          </h2>
                          <ul className="grid grid-cols-1 divide-y divide-border sm:grid-cols-7 sm:divide-x sm:divide-y-0">
                            {w.map((d) => (
                              <li
                                key={d.Datum}
                                className={cx(
                                  'flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2 sm:flex-col sm:flex-nowrap',
                                  d.Schedule ? '' : 'bg-surface-2',
                                )}
                              >
                                <span className="w-28 shrink-0 text-sm font-medium sm:w-auto">{formatDay(d.Datum, locale)}</span>
                                <span className="text-sm tabular-nums">{d.Schedule ? `${d.Schedule.Start}–${d.Schedule.Slut}` : t('time.schedule.off')}</span>
                                {d.Holiday && <span className="text-xs text-accent">{d.Holiday.Namn}</span>}
                                {d.Schedule && (
                                  <span className="basis-full pl-31 text-xs text-muted sm:basis-auto sm:pl-0">
                                    {t('time.schedule.breakAndHours', {
                                      minutes: d.Schedule.Rast,
                                      hours: formatHours(d.Schedule.Timmar),
                                      schema: d.Schedule.ArbSchema,
                                    })}
                                  </span>
                                )}
                                {/* what other plugins offer on this day (staffing: put the pass up for trade) */}
                                <DayActions page="Schedule" anstNr={anstNr} date={d.Datum} />
                              </li>
                            ))}
                          </ul>
                        </li>
                      );
                    })}
                  </ol>
                </>
              )}
            </div>
          ),
        }}
      />
    </div>
  );
}
