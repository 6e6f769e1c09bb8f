import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { StatusChip } from '../../shared/status-chip';
import { $atWork, $failed } from './model';

const SHOWN = 5;

/** How many are at work, and the first few by name with their status (the heading links to the board). */
export function AtWorkCard() {
  const t = useT();
  const [list, failed] = useUnit([$atWork, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('presence.card.failed')}</p>;
  if (!list) return <Spinner />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface">{t('presence.card.count', { count: list.length })}</p>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('presence.card.none')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {list.slice(0, SHOWN).map((e) => (
            <li key={e.AnstNr} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0 text-sm font-medium break-words text-on-surface">{e.Namn}</span>
              <StatusChip status={e.Status} />
            </li>
          ))}
        </ul>
      )}
      {list.length > SHOWN && <p className="text-xs text-muted">{t('presence.card.more', { count: list.length - SHOWN })}</p>}
    </div>
  );
}
