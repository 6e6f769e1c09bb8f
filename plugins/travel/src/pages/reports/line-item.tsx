import { useT } from '@lonna/core';
import type { TravelLine } from '../../contracts';
import { money } from './format';

/** what a line is, in words: a receipt (with its event fields), a drive (vehicle, distance, the two parts), the per diem by day */
export function LineText({ l, lang }: { l: TravelLine; lang: string }) {
  const t = useT();
  const visited = [l.BesoktForetag, l.BesoktPerson, l.BesoktPlats].filter(Boolean).join(', ');
  const facts = [
    l.Land && `${t('travel.fields.country')} ${l.Land}`,
    visited && `${t('travel.visited')} ${visited}`,
    l.Foretagskort && t('travel.companyCard'),
    l.ReprTyp && `${t('travel.representation')} ${l.ReprTyp}${l.ReprAntal ? ` · ${t('travel.people', { n: l.ReprAntal })}` : ''}`,
    l.ReprTyp &&
      !l.Foretagskort &&
      l.Avdragsgillt + l.EjAvdragsgillt > 0 &&
      t('travel.reprSplit', { deductible: money(l.Avdragsgillt, lang), rest: money(l.EjAvdragsgillt, lang) }),
    l.ReprTyp && !l.Foretagskort && l.EjErsatt > 0 && t('travel.reprOverCap', { amount: money(l.EjErsatt, lang) }),
    l.Gaster && `${t('travel.fields.guests')}: ${l.Gaster}`,
  ].filter(Boolean);
  return (
    <span className="flex min-w-0 flex-col">
      <span>
        <span className="tabular-nums">{l.Datum}</span> · {l.Typ === 'PERDIEM' ? t('travel.perDiem.line', { days: l.Dagar.length }) : l.Text}
        {l.Leverantor && <span className="text-sm"> ({l.Leverantor})</span>}
        {l.KvittoNamn && <span className="text-sm"> · {t('travel.receipt')}</span>}
      </span>
      {l.Typ === 'MILEAGE' && (
        <span className="text-sm">
          {t(`travel.vehicle.${l.Fordon}`)} · {l.Km} km
          {l.StartMatare !== null && ` (${l.StartMatare}–${l.SlutMatare})`} · {t('travel.mileage.taxFree', { amount: money(l.Skattefritt, lang) })}
          {l.Skattepliktigt > 0 && ` · ${t('travel.mileage.taxable', { amount: money(l.Skattepliktigt, lang) })}`}
        </span>
      )}
      {l.Typ === 'PERDIEM' && l.Skattepliktigt > 0 && (
        <span className="text-sm">
          {t('travel.mileage.taxFree', { amount: money(l.Skattefritt, lang) })} · {t('travel.mileage.taxable', { amount: money(l.Skattepliktigt, lang) })}
        </span>
      )}
      {l.Typ === 'PERDIEM' && (
        <ul className="text-sm">
          {l.Dagar.map((d) => (
            <li key={d.Datum}>
              <span className="tabular-nums">{d.Datum}</span> {d.Regel || d.Landskod} = <span className="tabular-nums">{money(d.Belopp, lang)}</span>
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && <span className="text-sm">{facts.join(' · ')}</span>}
    </span>
  );
}
