import { $locale, useT } from '@lonna/core';
import { Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import type { PerDiemResult } from '../../../rules/per-diem';
import { money } from '../../list/format';
import type { CountryOption } from './countries';

/** The guide's last step: day by day the rule that made each amount (full or half day, long stay, meals, night). */
export function PerDiemSummary({
  result,
  countries,
  loading = false,
}: {
  result: PerDiemResult | null;
  countries: readonly CountryOption[];
  /** the year's rates are being asked for: no amounts until they come */
  loading?: boolean;
}) {
  const t = useT();
  const locale = useDateFnsLocale();
  const lang = useUnit($locale);
  const k = (key: string, p?: Record<string, unknown>) => t(`compensations.perDiemGuide.${key}`, p);
  if (loading) return <Spinner label={k('loadingRates')} showLabel />;
  if (!result) return <p role="alert">{k('invalid')}</p>;
  if (!result.ok) {
    if ('invalid' in result) return <p role="alert">{k('invalid')}</p>;
    const country = countries.find((c) => c.value === result.missing.Landskod)?.label ?? result.missing.Landskod;
    return (
      <p role="alert" data-testid="per-diem-missing">
        {k('missing', { year: result.missing.year, country })}
      </p>
    );
  }
  if (!result.eligible) return <p role="alert">{t(`compensations.guideErrors.${result.reason}`)}</p>;
  const countryName = (code: string) => countries.find((c) => c.value === code)?.label ?? code;
  const meals = (m: readonly string[]) => m.map((x) => k(x).toLocaleLowerCase(lang)).join(', ');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="per-diem-summary">
        <caption className="sr-only">{k('steps.summary')}</caption>
        <thead className="text-left text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {k('day')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {k('rule')}
            </th>
            <th scope="col" className="py-2 text-right">
              {k('amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {result.days.map((d) => (
            <tr key={d.Datum}>
              <th scope="row" className="py-2 pr-3 text-left align-top font-normal">
                <time dateTime={d.Datum} className="block font-medium whitespace-nowrap">
                  {format(parseISO(d.Datum), 'EEE d MMM', { locale })}
                </time>
                <span className="text-muted">{countryName(d.Landskod)}</span>
              </th>
              <td className="py-2 pr-3 align-top">
                <span className="block">
                  {k(d.Dag === 'FULL' ? 'full' : 'half')} {money(d.DagBelopp, lang)}
                  {d.Procent < 100 && ` · ${k('long', { pct: d.Procent })}`}
                </span>
                {d.Reduktion > 0 && (
                  <span className="block">
                    {k('reduction')}: {k('mealRule', { pct: d.ReduktionProcent, meals: meals(d.Maltider) })} = −{money(d.Reduktion, lang)}
                  </span>
                )}
                {d.Natt > 0 && (
                  <span className="block">
                    {k('night')}: +{money(d.Natt, lang)}
                  </span>
                )}
                {d.Skattepliktigt > 0 && (
                  <span className="block" data-testid="per-diem-day-taxable">
                    {k('taxSplit', { taxFree: money(d.Skattefritt, lang), taxable: money(d.Skattepliktigt, lang) })}
                  </span>
                )}
              </td>
              <td className="py-2 text-right align-top tabular-nums font-medium whitespace-nowrap">{money(d.Belopp, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border font-medium">
            <th scope="row" colSpan={2} className="py-2 pr-3 text-left">
              {k('total')}
            </th>
            <td className="py-2 text-right tabular-nums whitespace-nowrap" data-testid="per-diem-total">
              {money(result.total, lang)} kr
            </td>
          </tr>
          {result.taxable > 0 && (
            <>
              <tr>
                <th scope="row" colSpan={2} className="py-1 pr-3 text-left font-normal">
                  {k('taxFreeTotal')}
                </th>
                <td className="py-1 text-right tabular-nums whitespace-nowrap" data-testid="per-diem-tax-free">
                  {money(result.total - result.taxable, lang)} kr
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className="py-1 pr-3 text-left font-normal">
                  {k('taxableTotal')}
                </th>
                <td className="py-1 text-right tabular-nums whitespace-nowrap" data-testid="per-diem-taxable">
                  {money(result.taxable, lang)} kr
                </td>
              </tr>
            </>
          )}
        </tfoot>
      </table>
    </div>
  );
}
