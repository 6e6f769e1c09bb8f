import { useT } from '@lonna/core';
import { Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { $loading, $reports, reportOpened } from './model';
import { StatusBadge } from './status-badge';

/** The reports the caller may see, newest first: a card per report (one column on a phone, two on a desktop). */
export function ReportList() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [reports, loading, open] = useUnit([$reports, $loading, reportOpened]);
  if (loading && reports.length === 0) return <Spinner label={t('near-accidents.loading')} />;
  if (reports.length === 0) return <p className="text-muted">{t('near-accidents.empty')}</p>;
  return (
    <ul aria-label={t('near-accidents.listLabel')} className="grid gap-3 lg:grid-cols-2">
      {reports.map((r) => (
        <li key={r.Id}>
          <button
            type="button"
            onClick={() => open(r.Id)}
            className="flex h-full w-full flex-col gap-2 rounded-card border border-border bg-surface p-4 text-left outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-focus"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="font-medium break-words text-on-surface">{r.Rubrik}</span>
              <StatusBadge status={r.Status} />
            </span>
            <span className="text-sm text-muted">
              <time dateTime={r.Datum}>{format(parseISO(r.Datum), 'PP', { locale })}</time>
              {r.Klockslag && ` ${r.Klockslag}`} · {r.Plats}
            </span>
            <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
              <span>{t('near-accidents.reportedBy', { name: r.Rapportor })}</span>
              {r.Bilagor > 0 && <span>{t('near-accidents.attachmentsCount', { n: r.Bilagor })}</span>}
              {r.Kanslig && <span className="font-semibold text-accent">{t('near-accidents.sensitive')}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
