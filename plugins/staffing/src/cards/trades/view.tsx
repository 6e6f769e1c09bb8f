import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { $count, $failed } from './model';

/** How many shift trades wait (the heading links to the shift-trade view). */
export function OpenTradesCard() {
  const t = useT();
  const [data, failed] = useUnit([$count, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('staffing.card.failed')}</p>;
  if (!data) return <Spinner />;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-2xl font-semibold tabular-nums">{t('staffing.tradeCard.count', { count: data.Oppna })}</p>
      <p className="text-sm text-muted">{data.Oppna > 0 ? t('staffing.tradeCard.some') : t('staffing.tradeCard.none')}</p>
    </div>
  );
}
