import { useT } from '@lonna/core';
import { Button } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import type { Trade } from '../contracts';
import type { Violation } from '../domain/rules';
import { $pending, decidePressed, interestPressed, withdrawPressed } from './model';

/** my offer: with PassbyteTyp A give it to one interested colleague or deny; withdraw while open */
export function OfferActions({ trade }: { trade: Trade }) {
  const t = useT();
  const [pending, decide, withdraw] = useUnit([$pending, decidePressed, withdrawPressed]);
  return (
    <>
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
    </>
  );
}

/** a colleague's open trade: show interest (F: take it), unless the work-time rules say he cannot */
export function ColleagueActions({ trade, interested, violations }: { trade: Trade; interested: boolean; violations: Violation[] }) {
  const t = useT();
  const [pending, interest] = useUnit([$pending, interestPressed]);
  return (
    <>
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
    </>
  );
}
