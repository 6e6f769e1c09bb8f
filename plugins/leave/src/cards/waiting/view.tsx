import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { periodText } from '../../shared/period';
import { $failed, $waiting } from './model';

const SHOWN = 4;

export function WaitingCard() {
  const t = useT();
  const [list, failed] = useUnit([$waiting, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('leave.failed')}</p>;
  if (!list) return <Spinner />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface">{t('leave.card.waitingCount', { count: list.length })}</p>
      {list.length > 0 && (
        <ul className="divide-y divide-border">
          {list.slice(0, SHOWN).map((a) => (
            <li key={a.Id} className="flex flex-col py-2">
              <span className="text-sm font-medium break-words text-on-surface">{a.Namn}</span>
              <span className="text-xs text-muted tabular-nums">
                {t(`leave.types.${a.Typ}`)} · {periodText(a)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.length > SHOWN && <p className="text-xs text-muted">{t('leave.card.more', { count: list.length - SHOWN })}</p>}
    </div>
  );
}
