import { useT } from '@lonna/core';
import { Button, Dialog, Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import type { DayFlag, StatusLine } from '../contracts';
import { REST_RULES } from '../domain/rest-rules';
import { formatDay, formatHours, formatQuantities, formatPeriod } from './format';
import { $review, $reviewAnstNr, $reviewLoading, $reviewPosition, reviewClosed, reviewStepped } from './review-model';
import { StatusChip } from './status-chip';
import { usePhone } from './use-phone';

function flagText(f: DayFlag, t: (k: string, p?: Record<string, unknown>) => string): string {
  return t(`time.review.flag.${f.Kind}`, { hours: formatHours(f.Hours), min: REST_RULES.dailyRestHours });
}

/** One employee's days with their flags; next and previous employee of the list (issue 13, bug 7). */
export function ReviewDialog({ lines, attestStep }: { lines: readonly StatusLine[]; attestStep: boolean }) {
  const t = useT();
  const phone = usePhone();
  const locale = useDateFnsLocale();
  const [anstNr, review, loading, position, step, close] = useUnit([$reviewAnstNr, $review, $reviewLoading, $reviewPosition, reviewStepped, reviewClosed]);
  if (!anstNr) return null;
  const line = lines.find((l) => l.AnstNr === anstNr);
  const days = review ? review.Report.Days.filter((d) => d.Rows.length > 0 || review.Flags[d.Datum]) : [];
  const flagged = review ? Object.keys(review.Flags).length : 0;
  return (
    <Dialog
      open
      onClose={close}
      title={line ? `${line.Namn} (${line.AnstNr})` : anstNr}
      fullscreen={phone}
      actions={
        <>
          <Button variant="text" className="mr-auto" onClick={() => step(-1)} disabled={position.index <= 0}>
            {t('time.common.previousEmployee')}
          </Button>
          <Button variant="text" onClick={() => step(1)} disabled={position.index < 0 || position.index >= position.count - 1}>
            {t('time.common.nextEmployee')}
          </Button>
          <Button onClick={close}>{t('time.common.close')}</Button>
        </>
      }
    >
      {!review ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-3" aria-busy={loading}>
          <p className="text-sm text-muted">
            {formatPeriod(review.Report.From, review.Report.To, locale)} · {formatQuantities(review.Report.Reported, t)} ·{' '}
            {t('time.review.flaggedDays', { count: flagged })}
          </p>
          {days.length === 0 ? (
            <p className="text-sm text-muted">{t('time.review.nothing')}</p>
          ) : (
            <ul className="divide-y divide-border rounded-card border border-border">
              {days.map((d) => (
                <li key={d.Datum} className="flex flex-col gap-1 px-3 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-24 font-medium">{formatDay(d.Datum, locale)}</span>
                    {d.Rows.length > 0 && <span className="text-sm tabular-nums">{formatQuantities(d.Reported, t)}</span>}
                    {d.Schedule && (
                      <span className="text-xs text-muted">
                        {t('time.timereport.scheduleShort', { start: d.Schedule.Start, end: d.Schedule.Slut, hours: formatHours(d.Schedule.Timmar) })}
                      </span>
                    )}
                    {(d.Rows.length > 0 || d.Status !== 'OPEN') && <StatusChip status={d.Status} attestStep={attestStep} className="ml-auto" />}
                  </div>
                  {(review.Flags[d.Datum] ?? []).map((f) => (
                    <p key={f.Kind} className="rounded-control border border-warning/60 bg-warning/10 px-2 py-1 text-xs text-on-surface">
                      {flagText(f, t)}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
