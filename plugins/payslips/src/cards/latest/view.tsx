import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { formatNumber } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { vacationLeft } from '../../shared/balances';
import { $failed, $latest } from './model';

/** The latest payslip's net pay and pay date, and the vacation days, komp and flex left (the heading links to the page). */
export function LatestCard() {
  const t = useT();
  const [latest, failed] = useUnit([$latest, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('payslips.card.failed')}</p>;
  if (!latest) return <Spinner />;
  const { Payslip: p, Balances: b } = latest;
  if (!p && !b) return <p className="text-sm text-muted">{t('payslips.card.none')}</p>;
  const left = b ? vacationLeft(b) : null;
  return (
    <div className="flex flex-col gap-2">
      {p && (
        <div>
          <p className="text-2xl font-semibold tabular-nums text-on-surface">{formatNumber(p.Netto, 2)} kr</p>
          <p className="text-sm text-muted">{p.PeriodText || p.PeriodId}</p>
          <p className="text-sm text-muted">{t('payslips.paid', { date: p.BetalDatum })}</p>
        </div>
      )}
      {b && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-border pt-2 text-sm">
          {left?.paid !== null && left?.paid !== undefined && (
            <>
              <dt className="text-muted">{t('payslips.balances.paid')}</dt>
              <dd className="text-end tabular-nums text-on-surface">{formatNumber(left.paid, 1)}</dd>
            </>
          )}
          {left?.saved !== null && left?.saved !== undefined && (
            <>
              <dt className="text-muted">{t('payslips.balances.saved')}</dt>
              <dd className="text-end tabular-nums text-on-surface">{formatNumber(left.saved, 1)}</dd>
            </>
          )}
          {b.KompSaldo !== null && (
            <>
              <dt className="text-muted">{t('payslips.balances.komp')}</dt>
              <dd className="text-end tabular-nums text-on-surface">{t('payslips.hours', { n: formatNumber(b.KompSaldo, 2) })}</dd>
            </>
          )}
          {b.FlexSaldo !== null && (
            <>
              <dt className="text-muted">{t('payslips.balances.flex')}</dt>
              <dd className="text-end tabular-nums text-on-surface">{t('payslips.hours', { n: formatNumber(b.FlexSaldo, 2) })}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
