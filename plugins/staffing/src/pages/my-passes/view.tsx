import { snackbarShown, useT } from '@lonna/core';
import { Button, Spinner, Title, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { TradeCard } from '../trades/trade-card';
import { $error, $failed, $loading, $pending, $view, decidePressed, interestPressed, offerPressed, stepDone, withdrawPressed } from './model';

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

/** My passes and shift trade (BemMinaPass): the employee's own side of BemTrade. */
export default function MyPassesPage() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [view, loading, failed, pending, error, notify] = useUnit([$view, $loading, $failed, $pending, $error, snackbarShown]);
  const [offer, withdraw, interest, decide] = useUnit([offerPressed, withdrawPressed, interestPressed, decidePressed]);
  useEffect(() => stepDone.watch(() => notify({ text: t('staffing.trade.done'), color: 'success' })), [notify, t]);
  if (failed) return <p className="text-error">{t('staffing.loadFailed')}</p>;
  if (!view) return loading ? <Spinner label={t('staffing.loading')} /> : null;
  return (
    <div className="flex flex-col gap-6">
      <Title>{t('staffing.nav.myPasses')}</Title>
      <p className="text-sm text-muted">{t(`staffing.trade.type.${view.typ}`)}</p>
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
      <Section title={t('staffing.trade.myPasses')} empty={t('staffing.trade.noPasses')} count={view.passes.length}>
        {view.passes.map(({ pass, offered }) => {
          const when = `${format(parseISO(pass.Datum), 'EEEE d MMMM', { locale })} ${pass.Start}–${pass.Slut}`;
          return (
            <li key={pass.Id} className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-border bg-surface p-3">
              <span className="break-words">
                <span className="font-semibold first-letter:uppercase">{when}</span>
                <span className="block text-sm text-muted">{pass.Namn}</span>
              </span>
              {offered ? (
                <span className="text-sm text-primary">{t('staffing.trade.status.OPEN')}</span>
              ) : (
                <Button variant="secondary" disabled={pending} onClick={() => offer(pass.Id)} aria-label={t('staffing.trade.offerNamed', { when })}>
                  {t('staffing.trade.offer')}
                </Button>
              )}
            </li>
          );
        })}
      </Section>
      <Section title={t('staffing.trade.myOffers')} empty={t('staffing.trade.noOffers')} count={view.myOffers.length}>
        {view.myOffers.map((trade) => (
          <TradeCard key={trade.Id} trade={trade} showOfferer={false}>
            {trade.Typ === 'A' &&
              trade.Intressen.map((i) => (
                <Button key={i.AnstNr} disabled={pending} onClick={() => decide({ trade, Tagare: i.AnstNr, Godkann: true })}>
                  {t('staffing.trade.giveTo', { name: i.Namn })}
                </Button>
              ))}
            {trade.Typ === 'A' && trade.Intressen.length > 0 && (
              <Button variant="secondary" disabled={pending} onClick={() => decide({ trade, Tagare: '', Godkann: false })}>
                {t('staffing.trade.deny')}
              </Button>
            )}
            <Button variant="text" disabled={pending} onClick={() => withdraw(trade)}>
              {t('staffing.trade.withdraw')}
            </Button>
          </TradeCard>
        ))}
      </Section>
      <Section title={t('staffing.trade.colleagues')} empty={t('staffing.trade.noColleagues')} count={view.colleagues.length}>
        {view.colleagues.map(({ trade, interested, violations }) => (
          <TradeCard key={trade.Id} trade={trade}>
            {violations.length > 0 && (
              <p className="basis-full text-sm text-error">
                {t('staffing.errors.rules', { rules: violations.map((v) => t(`staffing.rules.${v.rule}`, v.params)).join('; ') })}
              </p>
            )}
            {interested ? (
              <span className="text-sm text-muted">{t('staffing.trade.youAreInterested')}</span>
            ) : (
              <Button disabled={pending || violations.length > 0} onClick={() => interest(trade)}>
                {trade.Typ === 'F' ? t('staffing.trade.take') : t('staffing.trade.showInterest')}
              </Button>
            )}
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
