import { useT } from '@lonna/core';
import { Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { formatDay, formatHours, formatPeriod, formatQuantity } from '../../shared/format';
import { $myTime, $myTimeFailed } from './model';

/** This month's reported hours against the schedule so far, and the next shifts. */
export function MyTimeCard() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [data, failed] = useUnit([$myTime, $myTimeFailed]);
  if (failed) return <p className="text-sm text-muted">{t('time.cards.failed')}</p>;
  if (!data) return <Spinner />;
  const share = data.ScheduledToDate > 0 ? Math.min(100, Math.round((data.Reported.Hours / data.ScheduledToDate) * 100)) : 0;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm text-muted">{formatPeriod(data.From, data.To, locale)}</p>
        <p className="text-2xl font-semibold tabular-nums text-on-surface" data-testid="time-card-reported">
          {formatQuantity(data.Reported.Hours, 'h', t)}
        </p>
        <p className="text-sm text-muted">
          {t('time.cards.againstSchedule', { toDate: formatHours(data.ScheduledToDate), month: formatHours(data.ScheduledHours) })}
          {data.Reported.Days > 0 && ` · ${formatQuantity(data.Reported.Days, 'dag', t)}`}
        </p>
        {data.ScheduledToDate > 0 && (
          <div
            role="meter"
            aria-label={t('time.cards.reportedShare')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share}
            aria-valuetext={`${share} %`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
          </div>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-on-surface">{t('time.cards.nextShifts')}</h3>
        {data.NextShifts.length === 0 ? (
          <p className="text-sm text-muted">{t('time.cards.noShifts')}</p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {data.NextShifts.map((s) => (
              <li key={s.Datum} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="font-medium">{s.Datum === data.Today ? t('time.common.today') : formatDay(s.Datum, locale)}</span>
                <span className="tabular-nums text-muted">
                  {s.Start}–{s.Slut} · {formatQuantity(s.Timmar, 'h', t)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
