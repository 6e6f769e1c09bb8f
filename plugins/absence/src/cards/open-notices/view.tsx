import { useT } from '@lonna/core';
import { Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { TypeChip } from '../../shared/type-chip';
import { $failed, $open } from './model';

/** The employee's open notices, with the next sick-pay milestone of a sick one (the heading links to the page). */
export function OpenNoticesCard() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [list, failed] = useUnit([$open, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('absence.card.failed')}</p>;
  if (!list) return <Spinner />;
  if (list.length === 0) return <p className="text-sm text-muted">{t('absence.card.noneOpen')}</p>;
  return (
    <ul className="divide-y divide-border">
      {list.slice(0, 3).map((n) => {
        const next = n.Tidslinje.find((m) => m.State === 'due' || m.State === 'upcoming');
        return (
          <li key={n.Id} className="flex flex-col gap-1 py-2">
            <span className="flex flex-wrap items-center gap-2 text-sm text-on-surface">
              <TypeChip typ={n.Typ} />
              {t('absence.since', { date: format(parseISO(n.FromDatum), 'PP', { locale }) })} · {n.Omfattning} %
            </span>
            {next && (
              <span className="text-xs text-muted">
                {t(`absence.milestones.${next.Key}`)}: {format(parseISO(next.Datum), 'PP', { locale })} ({t(`absence.states.${next.State}`)})
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
