import { snackbarShown, useT } from '@lonna/core';
import { Button, Spinner, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $error, $failed, $list, $loading, $pending, decided, decidePressed } from './model';
import { TradeCard } from './trade-card';

/** The shift-trade view (BemTrade). */
export default function TradesPage() {
  const t = useT();
  const [list, loading, failed, pending, error, decide, notify] = useUnit([$list, $loading, $failed, $pending, $error, decidePressed, snackbarShown]);
  useEffect(() => decided.watch(() => notify({ text: t('staffing.trade.done'), color: 'success' })), [notify, t]);
  return (
    <div className="flex flex-col gap-6">
      <Title>{t('staffing.nav.trades')}</Title>
      {failed && <p className="text-error">{t('staffing.loadFailed')}</p>}
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
      {loading && list.Open.length === 0 && list.History.length === 0 ? (
        <Spinner label={t('staffing.loading')} />
      ) : (
        <>
          <section aria-labelledby="trades-open" className="flex flex-col gap-2">
            <h2 id="trades-open" className="text-lg font-semibold">
              {t('staffing.trade.open')}
            </h2>
            {list.Open.length === 0 ? (
              <p className="text-sm text-muted">{t('staffing.trade.noOpen')}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
                {list.Open.map((trade) => (
                  <TradeCard key={trade.Id} trade={trade}>
                    {trade.Typ === 'C' &&
                      trade.Intressen.map((i) => (
                        <Button key={i.AnstNr} disabled={pending} onClick={() => decide({ trade, Tagare: i.AnstNr, Godkann: true })}>
                          {t('staffing.trade.giveTo', { name: i.Namn })}
                        </Button>
                      ))}
                    {trade.Typ === 'C' && (
                      <Button variant="secondary" disabled={pending} onClick={() => decide({ trade, Tagare: '', Godkann: false })}>
                        {t('staffing.trade.deny')}
                      </Button>
                    )}
                    {trade.Typ !== 'C' && <span className="text-sm text-muted">{t(`staffing.trade.type.${trade.Typ}`)}</span>}
                  </TradeCard>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="trades-history" className="flex flex-col gap-2">
            <h2 id="trades-history" className="text-lg font-semibold">
              {t('staffing.trade.history')}
            </h2>
            {list.History.length === 0 ? (
              <p className="text-sm text-muted">{t('staffing.trade.noHistory')}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
                {list.History.map((trade) => (
                  <TradeCard key={trade.Id} trade={trade} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
