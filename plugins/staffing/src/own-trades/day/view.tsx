import { type DayActionProps, useT } from '@lonna/core';
import { Button, Dialog, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { TradeCard } from '../../pages/trades/trade-card';
import { $pending, $view, offerPressed } from '../model';
import { ColleagueActions, OfferActions } from '../trade-actions';

/**
 * Shift trade on one day of the employee's own schedule or calendar (a day action): "Lägg ut för byte" on his planned
 * pass, its trade's state once offered (opening the trade: withdraw, and with type A give it to a colleague), and the
 * colleagues' passes offered that day he may take. Nothing on another employee's schedule, nor with PassbyteTyp X.
 */
export default function TradeDayAction({ anstNr, date }: DayActionProps) {
  const t = useT();
  const locale = useDateFnsLocale();
  const [view, pending, offer] = useUnit([$view, $pending, offerPressed]);
  const [shown, setShown] = useState<string | null>(null);
  if (!view || view.anstNr !== anstNr || view.typ === 'X') return null;
  const mine = view.passes.filter((p) => p.pass.Datum === date);
  const colleagues = view.colleagues.filter((c) => c.trade.Datum === date);
  if (mine.length === 0 && colleagues.length === 0) return null;
  const when = (p: { Datum: string; Start: string; Slut: string }) => `${format(parseISO(p.Datum), 'EEEE d MMMM', { locale })} ${p.Start}–${p.Slut}`;
  const offerShown = mine.find((p) => p.trade?.Id === shown)?.trade ?? null;
  const colleagueShown = colleagues.find((c) => c.trade.Id === shown) ?? null;
  const trade = offerShown ?? colleagueShown?.trade ?? null;
  return (
    <div className="flex flex-col items-start gap-1">
      {mine.map(({ pass, trade: offered }) =>
        offered ? (
          <Button
            key={pass.Id}
            variant="text"
            className="text-xs"
            onClick={() => setShown(offered.Id)}
            aria-label={`${t(`staffing.trade.status.${offered.Status}`)}: ${when(pass)}`}
          >
            {t(`staffing.trade.status.${offered.Status}`)}
          </Button>
        ) : (
          <Button
            key={pass.Id}
            variant="secondary"
            className="text-xs"
            disabled={pending}
            onClick={() => offer(pass.Id)}
            aria-label={t('staffing.trade.offerNamed', { when: when(pass) })}
          >
            {t('staffing.trade.offer')}
          </Button>
        ),
      )}
      {colleagues.map(({ trade: c, interested }) => {
        // the name starts with the visible words (axe: label-content-name-mismatch)
        const label = interested ? t('staffing.trade.status.INTEREST') : t('staffing.trade.toTake', { time: `${c.Start}–${c.Slut}` });
        return (
          <Button key={c.Id} variant="text" className="text-xs" onClick={() => setShown(c.Id)} aria-label={`${label}: ${when(c)}, ${c.AnstNamn}`}>
            {label}
          </Button>
        );
      })}
      <Dialog open={trade !== null} onClose={() => setShown(null)} title={t('staffing.trade.dialogTitle')} busy={pending}>
        {trade && (
          <ul>
            <TradeCard trade={trade} showOfferer={colleagueShown !== null}>
              {offerShown && <OfferActions trade={offerShown} />}
              {colleagueShown && <ColleagueActions {...colleagueShown} />}
            </TradeCard>
          </ul>
        )}
      </Dialog>
    </div>
  );
}
