import { useT } from '@lonna/core';
import { Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { format } from 'date-fns';
import { useUnit } from 'effector-react';
import { $failed, $unseen, cardDocumentOpened } from './model';

/** How many documents wait unseen, and the newest three (opening one marks it seen). */
export function UnseenDocumentsCard() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [list, failed, open] = useUnit([$unseen, $failed, cardDocumentOpened]);
  if (failed) return <p className="text-sm text-muted">{t('documents.card.failed')}</p>;
  if (!list) return <Spinner />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface" data-testid="documents-unseen-count">
        {t('documents.card.count', { count: list.length })}
      </p>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('documents.card.none')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {list.slice(0, 3).map((d) => (
            <li key={d.Id} className="flex flex-col py-2">
              <button
                type="button"
                onClick={() => open(d)}
                className="text-left text-sm font-medium break-words text-primary underline-offset-2 hover:underline"
              >
                {d.Namn}
              </button>
              <span className="text-xs text-muted">
                {d.Format} · {format(new Date(d.Uppladdad), 'PP', { locale })} · {d.Uppladdare}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
