import { useT, type PageQuery } from '@lonna/core';
import { Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import type { fk3059 } from '../../contracts';
import { assistantWaiting, organiserWaiting } from './model';

function ToSign({ query, none }: { query: PageQuery<typeof fk3059.waiting>; none: string }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const [data, error] = useUnit([query.$data, query.$error]);
  if (error) return <p className="text-sm text-muted">{t('fk3059.card.failed')}</p>;
  if (!data) return <Spinner />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-2xl font-semibold tabular-nums text-on-surface">{t('fk3059.card.count', { count: data.Statements.length })}</p>
      <p className="text-xs text-muted">
        {t('fk3059.card.month', { month: format(parseISO(`${data.Manad}-01`), 'LLLL yyyy', { locale }), date: data.Deadline })}
      </p>
      {data.Statements.length === 0 ? (
        <p className="text-sm text-muted">{none}</p>
      ) : (
        <ul className="divide-y divide-border">
          {data.Statements.slice(0, 3).map((s) => (
            <li key={`${s.AnstNr}-${s.Brukare}`} className="py-2 text-sm text-on-surface">
              {t('fk3059.cardTitle', { name: s.Namn, careRecipient: s.BrukareNamn })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AssistantToSignCard() {
  const t = useT();
  return <ToSign query={assistantWaiting.query} none={t('fk3059.card.noneAssistant')} />;
}
export function OrganiserToSignCard() {
  const t = useT();
  return <ToSign query={organiserWaiting.query} none={t('fk3059.card.noneOrganiser')} />;
}
