import { useT } from '@lonna/core';
import { cx, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import type { Trade } from '../../contracts';

/** one shift trade as a card: the pass, who offered it, its state and who is interested; actions below */
export function TradeCard({ trade, showOfferer = true, children }: { trade: Trade; showOfferer?: boolean; children?: ReactNode }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const headingId = `trade-${trade.Id}`;
  const closed = !(trade.Status === 'OPEN' || trade.Status === 'INTEREST');
  return (
    <li aria-labelledby={headingId} className={cx('flex flex-col gap-2 rounded-card border border-border bg-surface p-3', closed && 'bg-surface-2')}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-words first-letter:uppercase">
          {format(parseISO(trade.Datum), 'EEEE d MMMM', { locale })} {trade.Start}–{trade.Slut}
        </h3>
        <span className={cx('text-sm font-medium', trade.Status === 'APPROVED' ? 'text-success' : closed ? 'text-muted' : 'text-primary')}>
          {t(`staffing.trade.status.${trade.Status}`)}
        </span>
      </div>
      <p className="text-sm break-words">
        {trade.Namn}
        {showOfferer && ` · ${t('staffing.trade.offeredBy', { name: trade.AnstNamn })}`}
        {trade.Kompetenser.length > 0 && ` · ${trade.Kompetenser.join(', ')}`}
      </p>
      {trade.Intressen.length > 0 && (
        <p className="text-sm text-muted">{t('staffing.trade.interested', { names: trade.Intressen.map((i) => i.Namn).join(', ') })}</p>
      )}
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}
