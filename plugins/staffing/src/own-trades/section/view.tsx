import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { TradeCard } from '../../pages/trades/trade-card';
import { $failed, $loading, $view } from '../model';
import { ColleagueActions, OfferActions } from '../trade-actions';
import { ShiftSwapOptionsView } from './options-view';

function Section({ title, empty, count, children }: { title: string; empty: string; count: number; children: React.ReactNode }) {
  const id = `sec-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {count === 0 ? <p className="text-sm text-muted">{empty}</p> : <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">{children}</ul>}
    </section>
  );
}

/**
 * Shift trade, the employee's list (the "Passbyten" section of the time plugin's schedule): his offers, the colleagues'
 * open trades he may take in any week (the days of the schedule show only the weeks on screen), and the history.
 */
export default function OwnTradesSection() {
  const t = useT();
  const [view, loading, failed] = useUnit([$view, $loading, $failed]);
  if (failed) return <p className="text-error">{t('staffing.loadFailed')}</p>;
  if (!view) return loading ? <Spinner label={t('staffing.loading')} /> : null;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">{t(`staffing.trade.type.${view.typ}`)}</p>
      <p className="text-sm text-muted">{t('staffing.trade.fromSchedule')}</p>
      <ShiftSwapOptionsView />
      <Section title={t('staffing.trade.myOffers')} empty={t('staffing.trade.noOffers')} count={view.myOffers.length}>
        {view.myOffers.map((trade) => (
          <TradeCard key={trade.Id} trade={trade} showOfferer={false}>
            <OfferActions trade={trade} />
          </TradeCard>
        ))}
      </Section>
      <Section title={t('staffing.trade.colleagues')} empty={t('staffing.trade.noColleagues')} count={view.colleagues.length}>
        {view.colleagues.map((c) => (
          <TradeCard key={c.trade.Id} trade={c.trade}>
            <ColleagueActions {...c} />
          </TradeCard>
        ))}
      </Section>
      <Section title={t('staffing.trade.history')} empty={t('staffing.trade.noHistory')} count={view.history.length}>
        {view.history.map((trade) => (
          <TradeCard key={trade.Id} trade={trade} />
        ))}
      </Section>
    </div>
  );
}
