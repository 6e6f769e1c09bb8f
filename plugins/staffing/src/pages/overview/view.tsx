import { useT } from '@lonna/core';
import { Checkbox, cx, Pager, Spinner, Title, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { PeriodNav } from '../../shared/period-nav';
import {
  $anchor,
  $calendarType,
  $days,
  $failed,
  $loading,
  $needsPagination,
  $onlyShort,
  $period,
  $totals,
  calendarTypeChosen,
  type DayCoverage,
  needsPageChosen,
  onlyShortToggled,
  periodStepped,
  todayPressed,
} from './model';

function Day({ day, onlyShort }: { day: DayCoverage; onlyShort: boolean }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const short = day.bemannade < day.kravs;
  // the day's needs may lie on another page of needs, or be fully staffed when only the short ones are asked for
  const empty =
    day.kravs === 0 ? t('staffing.overview.noNeeds') : onlyShort && day.short === 0 ? t('staffing.overview.allStaffed') : t('staffing.overview.otherPage');
  const headingId = `cov-${day.Datum}`;
  return (
    <section aria-labelledby={headingId} className={cx('rounded-card border bg-surface p-3', short ? 'border-error' : 'border-border')}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold first-letter:uppercase">
          {format(parseISO(day.Datum), 'EEEE d MMMM', { locale })}
        </h2>
        <span className={cx('text-sm tabular-nums', short && 'font-semibold text-error')}>
          {t('staffing.overview.ratio', { staffed: day.bemannade, required: day.kravs })}
        </span>
      </div>
      {day.trades && (
        <p className="mt-1 text-sm text-primary">
          {t('staffing.overview.trades', { count: day.trades.Oppna + day.trades.Intresse, interest: day.trades.Intresse })}
        </p>
      )}
      {day.short > 0 && <p className="mt-1 text-sm text-error">{t('staffing.overview.dayShort', { count: day.short })}</p>}
      {day.rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('staffing.overview.caption')}</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1 font-medium">
                {t('staffing.overview.need')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('staffing.overview.time')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('staffing.overview.staffed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {day.rows.map((r) => {
              const under = r.Bemannade < r.Kravs;
              return (
                <tr key={r.Id} className={cx('border-t border-border', under && 'bg-surface-2')}>
                  <td className="py-1 pr-2 break-words">{r.Namn}</td>
                  <td className="py-1 pr-2 tabular-nums whitespace-nowrap">
                    {r.Start}–{r.Slut}
                  </td>
                  <td className={cx('py-1 text-right tabular-nums whitespace-nowrap', under && 'font-semibold text-error')}>
                    {r.Bemannade}/{r.Kravs}
                    {under && <span className="sr-only"> {t('staffing.overview.understaffed', { count: r.Kravs - r.Bemannade })}</span>}
                    {under && <span aria-hidden="true"> ⚠</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The overview page (BemOverview). */
export default function OverviewPage() {
  const t = useT();
  const [type, anchor, period, days, totals, loading, failed] = useUnit([$calendarType, $anchor, $period, $days, $totals, $loading, $failed]);
  const [pagination, onlyShort] = useUnit([$needsPagination, $onlyShort]);
  const [step, today, chooseType, choosePage, toggleShort] = useUnit([periodStepped, todayPressed, calendarTypeChosen, needsPageChosen, onlyShortToggled]);
  return (
    <div className="flex flex-col gap-4">
      <Title>{t('staffing.nav.overview')}</Title>
      <PeriodNav type={type} anchor={anchor} period={period} types={['week', 'month']} onStep={step} onToday={today} onType={chooseType} />
      <p className="text-sm" aria-live="polite">
        {t('staffing.overview.summary', { staffed: totals.bemannade, required: totals.kravs, understaffed: totals.understaffed })}
        {totals.trades > 0 && ` · ${t('staffing.overview.tradesTotal', { count: totals.trades })}`}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox label={t('staffing.overview.onlyShort')} checked={onlyShort} onChange={toggleShort} />
        <Pager
          pagination={pagination}
          onPage={choosePage}
          disabled={loading}
          totalText={pagination ? t('staffing.overview.needsCount', { count: pagination.Total }) : undefined}
        />
      </div>
      {failed && <p className="text-error">{t('staffing.loadFailed')}</p>}
      {loading && days.every((d) => d.kravs === 0) ? (
        <Spinner label={t('staffing.loading')} />
      ) : (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3">
          {days.map((d) => (
            <Day key={d.Datum} day={d} onlyShort={onlyShort} />
          ))}
        </div>
      )}
    </div>
  );
}
