import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { $changes, $failed } from './model';

const SHOWN = 5;

/** How many changes wait, and the first few: whose, what kind, what they say (the heading links to the card page). */
export function PendingChangesCard() {
  const t = useT();
  const [list, failed] = useUnit([$changes, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('personal.dashboard.failed')}</p>;
  if (!list) return <Spinner />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface">{t('personal.dashboard.count', { count: list.length })}</p>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('personal.pending.none')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {list.slice(0, SHOWN).map((c) => (
            <li key={`${c.Kind}-${c.Id}`} className="flex flex-col py-2">
              <span className="text-sm font-medium break-words text-on-surface">
                {c.Namn} · {t(`personal.pending.kind.${c.Kind}`)}
              </span>
              <span className="text-xs break-words text-muted">{c.Summary}</span>
            </li>
          ))}
        </ul>
      )}
      {list.length > SHOWN && <p className="text-xs text-muted">{t('personal.dashboard.more', { count: list.length - SHOWN })}</p>}
    </div>
  );
}
