import { useT } from '@lonna/core';
import { Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { $failed, $newReports } from './model';

/** How many new reports wait, and the newest three (the heading links to the page). */
export function NewReportsCard() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [list, failed] = useUnit([$newReports, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('near-accidents.card.failed')}</p>;
  if (!list) return <Spinner />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface">{t('near-accidents.card.count', { count: list.length })}</p>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('near-accidents.card.none')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {list.slice(0, 3).map((r) => (
            <li key={r.Id} className="flex flex-col py-2">
              <span className="text-sm font-medium break-words text-on-surface">{r.Rubrik}</span>
              <span className="text-xs text-muted">
                {format(parseISO(r.Datum), 'PP', { locale })} · {r.Rapportor}
                {r.Kanslig && ` · ${t('near-accidents.sensitive')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
