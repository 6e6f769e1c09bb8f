import { $locale, useT } from '@lonna/core';
import { Button, Checkbox, TextField } from '@lonna/core/ui';
import { importedFullDayOf, perDiemOf, tripDates } from '@lonna/plugin-compensations/rules';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { PerDiemLineInput, TravelReport } from '../../contracts';
import { money } from './format';
import { FormError, LineDialog } from './line-dialog';
import { $perDiemRule, $perDiemRuleLoading, $perDiemTable, $saveError, perDiemSubmitted } from './model';

type Meals = PerDiemLineInput['Maltider'][number];
type Leg = PerDiemLineInput['Lander'][number];

/**
 * The report's per diem: the departure and return are the report's; the traveller says whether the destination is
 * more than 50 km from work and home, whether the trip is abroad (each country with the moment it was entered), the
 * free meals per day and the nights whose lodging the employer paid; a report's per diem reopens with its answers. The
 * amount shows live (compensations' published per diem rules with the company's travel rule in force on the departure
 * date, as the server computes it); the server computes it again (with an imported table too), and its amounts are paid.
 */
function PerDiemForm({ report }: { report: TravelReport }) {
  const t = useT();
  const [lang, saveError, submit, rule, table, ruleLoading] = useUnit([
    $locale,
    $saveError,
    perDiemSubmitted,
    $perDiemRule,
    $perDiemTable,
    $perDiemRuleLoading,
  ]);
  const dates = tripDates(report.Avresa, report.Hemkomst, 93);
  // a per diem the report has already: the dialog reopens with the answers that made it
  const earlier = report.Rader.find((l) => l.Typ === 'PERDIEM')?.PerDiemSvar ?? null;
  const [over50, setOver50] = useState(earlier?.Over50km ?? true);
  const [abroad, setAbroad] = useState(earlier?.Utrikes ?? false);
  const [legs, setLegs] = useState<Leg[]>(earlier?.Lander ?? []);
  const [meals, setMeals] = useState<Meals[]>(
    dates.map((Datum) => earlier?.Maltider.find((m) => m.Datum === Datum) ?? { Datum, Frukost: false, Lunch: false, Middag: false }),
  );
  const [paid, setPaid] = useState<Record<string, boolean>>(
    Object.fromEntries(dates.slice(0, -1).map((d) => [d, earlier?.Natter.find((n) => n.Datum === d)?.LogiBetald ?? true])),
  );
  const server = (f: string) => (saveError?.field === f ? saveError.message : undefined);
  const body: PerDiemLineInput = {
    Over50km: over50,
    Utrikes: abroad,
    Lander: abroad ? legs.map((l) => ({ Fran: l.Fran, Landskod: l.Landskod.trim().toUpperCase() })) : [],
    Maltider: meals.filter((m) => m.Frukost || m.Lunch || m.Middag),
    Natter: Object.entries(paid).map(([Datum, LogiBetald]) => ({ Datum, LogiBetald })),
  };
  const preview = perDiemOf({ ...body, Avresa: report.Avresa, Hemkomst: report.Hemkomst }, importedFullDayOf(table), rule);
  const setMeal = (i: number, k: 'Frukost' | 'Lunch' | 'Middag', v: boolean) => setMeals(meals.map((m, j) => (j === i ? { ...m, [k]: v } : m)));
  const setLeg = (i: number, leg: Partial<Leg>) => setLegs(legs.map((l, j) => (j === i ? { ...l, ...leg } : l)));
  return (
    <form
      id="travel-perdiem-form"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit({ reportId: report.Id, body });
      }}
    >
      <p className="text-sm">
        {report.Avresa.replace('T', ' ')} → {report.Hemkomst.replace('T', ' ')}
      </p>
      <Checkbox label={t('travel.perDiem.over50')} checked={over50} onChange={setOver50} error={server('Over50km')} />
      <Checkbox label={t('travel.perDiem.abroad')} checked={abroad} onChange={setAbroad} />
      {abroad && (
        <fieldset className="flex flex-col gap-3">
          <legend className="font-medium">{t('travel.perDiem.countries')}</legend>
          {legs.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a leg has no id until saved; its place in the list is its identity
            <div key={i} className="grid grid-cols-[5rem_1fr_auto] items-end gap-2">
              <TextField id={`tp-land-${i}`} label={t('travel.fields.country')} value={l.Landskod} onChange={(v) => setLeg(i, { Landskod: v })} counter={2} />
              <TextField id={`tp-fran-${i}`} type="datetime-local" label={t('travel.perDiem.from')} value={l.Fran} onChange={(v) => setLeg(i, { Fran: v })} />
              <Button variant="text" onClick={() => setLegs(legs.filter((_, j) => j !== i))} aria-label={t('travel.perDiem.removeCountry', { n: i + 1 })}>
                {t('travel.actions.remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button variant="secondary" onClick={() => setLegs([...legs, { Landskod: '', Fran: report.Avresa }])}>
              {t('travel.perDiem.addCountry')}
            </Button>
          </div>
          {server('Lander') && (
            <p role="alert" className="text-error">
              {server('Lander')}
            </p>
          )}
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{t('travel.perDiem.meals')}</legend>
        {meals.map((m, i) => (
          <div key={m.Datum} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="w-28 tabular-nums">{m.Datum}</span>
            <Checkbox id={`tp-f-${m.Datum}`} label={t('travel.perDiem.breakfast')} checked={m.Frukost} onChange={(v) => setMeal(i, 'Frukost', v)} />
            <Checkbox id={`tp-l-${m.Datum}`} label={t('travel.perDiem.lunch')} checked={m.Lunch} onChange={(v) => setMeal(i, 'Lunch', v)} />
            <Checkbox id={`tp-m-${m.Datum}`} label={t('travel.perDiem.dinner')} checked={m.Middag} onChange={(v) => setMeal(i, 'Middag', v)} />
          </div>
        ))}
      </fieldset>
      {Object.keys(paid).length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium">{t('travel.perDiem.nights')}</legend>
          {Object.entries(paid).map(([d, on]) => (
            <Checkbox
              key={d}
              id={`tp-n-${d}`}
              label={t('travel.perDiem.lodgingPaid', { date: d })}
              checked={on}
              onChange={(v) => setPaid({ ...paid, [d]: v })}
            />
          ))}
        </fieldset>
      )}
      <p role="status" className="font-medium">
        {ruleLoading
          ? ''
          : preview.ok && preview.eligible
            ? t('travel.perDiem.preview', { amount: money(preview.total, lang) })
            : preview.ok && !preview.eligible
              ? t(`travel.perDiem.${preview.reason}`)
              : ''}
      </p>
      <FormError />
    </form>
  );
}

export function PerDiemDialog() {
  const t = useT();
  return <LineDialog kind="perdiem" title={t('travel.perDiem.title')} formId="travel-perdiem-form" form={(report) => <PerDiemForm report={report} />} />;
}
