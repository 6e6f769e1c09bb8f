import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { TypeChip } from '../../shared/type-chip';
import { $absent, $failed } from './model';

/** How many are absent today and who (the first five; the heading links to the notices). */
export function AbsentTodayCard() {
  const t = useT();
  const [list, failed] = useUnit([$absent, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('absence.card.failed')}</p>;
  if (!list) return <Spinner />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface">{t('absence.card.count', { count: list.length })}</p>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('absence.card.nobody')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {list.slice(0, 5).map((p) => (
            <li key={p.AnstNr} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate text-sm text-on-surface">{p.Namn}</span>
              <span className="flex items-center gap-1 text-xs text-muted">
                {p.Omfattning < 100 && `${p.Omfattning} %`}
                <TypeChip typ={p.Typ} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
