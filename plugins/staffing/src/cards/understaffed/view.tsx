import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { $count, $failed } from './model';

/** How many passes of this week nobody is on yet (the heading links to the planner). */
export function UnderstaffedCard() {
  const t = useT();
  const [data, failed] = useUnit([$count, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('staffing.card.failed')}</p>;
  if (!data) return <Spinner />;
  return (
    <div className="flex flex-col gap-1">
      <p className={data.Obemannade > 0 ? 'text-2xl font-semibold tabular-nums text-error' : 'text-2xl font-semibold tabular-nums'}>
        {t('staffing.card.count', { count: data.Obemannade })}
      </p>
      <p className="text-sm text-muted">{data.Obemannade > 0 ? t('staffing.card.days', { count: data.Dagar, to: data.To }) : t('staffing.card.none')}</p>
    </div>
  );
}
