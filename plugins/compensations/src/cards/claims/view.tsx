import { $locale, useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { money } from '../../pages/list/format';
import { $failed, $summary } from './model';

/** The employee's claims in progress; for attesters the claims waiting for attest (the heading links to the page). */
export function ClaimsCard() {
  const t = useT();
  const [s, failed, lang] = useUnit([$summary, $failed, $locale]);
  if (failed) return <p className="text-sm text-muted">{t('compensations.card.failed')}</p>;
  if (!s) return <Spinner />;
  return (
    <dl className="flex flex-col gap-3">
      <div>
        <dt className="text-sm text-muted">{t('compensations.card.mine')}</dt>
        <dd className="text-2xl font-semibold tabular-nums text-on-surface">
          {t('compensations.card.count', { count: s.Mina.Antal, amount: money(s.Mina.Belopp, lang) })}
        </dd>
      </div>
      {s.Vantar && (
        <div>
          <dt className="text-sm text-muted">{t('compensations.card.waiting')}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-on-surface">
            {t('compensations.card.count', { count: s.Vantar.Antal, amount: money(s.Vantar.Belopp, lang) })}
          </dd>
        </div>
      )}
    </dl>
  );
}
