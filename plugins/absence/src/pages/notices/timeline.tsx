import { useT } from '@lonna/core';
import { cx, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import type { MilestoneWire } from '../../contracts';

const STATE_STYLE: Record<MilestoneWire['State'], string> = {
  upcoming: 'border-border text-muted',
  due: 'border-warning text-on-surface',
  passed: 'border-success text-on-surface',
  notReached: 'border-border text-muted line-through',
};

/** The sick-pay timeline of a sick notice: each milestone with its day, date, state (in words) and source. */
export function Timeline({ items, id }: { items: readonly MilestoneWire[]; id: string }) {
  const t = useT();
  const locale = useDateFnsLocale();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-tl`} className="flex flex-col gap-1">
      <h4 id={`${id}-tl`} className="text-xs font-semibold text-muted uppercase">
        {t('absence.timeline')}
      </h4>
      <ol className="flex flex-col gap-1 sm:flex-row sm:gap-2">
        {items.map((m) => (
          <li key={m.Key} className={cx('flex flex-1 flex-col rounded-card border-l-4 border bg-surface-2 px-2 py-1 text-xs', STATE_STYLE[m.State])}>
            <span className="font-medium">
              {t(`absence.milestones.${m.Key}`)} · {t('absence.day', { n: m.Dag })}
            </span>
            <span className="tabular-nums">
              {format(parseISO(m.Datum), 'PP', { locale })}
              {m.Senast !== m.Datum && m.Key === 'fkNotice' && ` – ${format(parseISO(m.Senast), 'PP', { locale })}`} · {t(`absence.states.${m.State}`)}
            </span>
            <span className="text-muted">{t(`absence.milestones.${m.Key}Help`)}</span>
            <span className="text-muted italic">{m.Kalla}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
