import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { cardReminders } from './model';

/** The active reminders, the next to go first (the heading links to the page). */
export function RemindersCard() {
  const t = useT();
  const [list, failed] = useUnit([cardReminders.$data, cardReminders.$error]);
  if (failed) return <p className="text-sm text-muted">{t('admin.card.failed')}</p>;
  if (!list) return <Spinner />;
  // the server knows every trigger's days (other plugins' deadlines too): NextDue is its word
  const next = list
    .filter((r) => r.Active && r.NextDue)
    .map((r) => ({ r, on: r.NextDue }))
    .sort((a, b) => a.on.localeCompare(b.on) || a.r.Klockslag.localeCompare(b.r.Klockslag));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface">{t('admin.card.count', { count: next.length })}</p>
      {next.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.card.none')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {next.slice(0, 3).map(({ r, on }) => (
            <li key={r.Id} className="flex flex-col py-2">
              <span className="text-sm font-medium break-words text-on-surface">{r.Namn}</span>
              <span className="text-xs text-muted">{t('admin.card.next', { date: on, time: r.Klockslag })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
