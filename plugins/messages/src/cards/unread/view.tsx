import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { $count, $failed, $latest } from './model';

const SHOWN = 3;

/** How many messages are unread and the newest few (the heading links to the page). */
export function UnreadCard() {
  const t = useT();
  const [count, latest, failed] = useUnit([$count, $latest, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('messages.card.failed')}</p>;
  if (count === null) return <Spinner />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface">{t('messages.card.count', { count })}</p>
      {count === 0 ? (
        <p className="text-sm text-muted">{t('messages.card.none')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {latest.slice(0, SHOWN).map((m) => (
            <li key={m.Id} className="flex flex-col py-2">
              <span className="text-sm font-medium break-words text-on-surface">{m.Subject}</span>
              <span className="text-xs text-muted">
                {m.From} · <time dateTime={m.Date}>{m.Date}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
