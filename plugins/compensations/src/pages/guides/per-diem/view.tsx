import { $locale, useT } from '@lonna/core';
import { Button, Checkbox, DatePicker, Dialog, Select, TextField, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TEXT_MAX } from '../../../contracts';
import { perDiemOf } from '../../../rules/per-diem-guide';
import { todayIso } from '../../list/claim-frame';
import { $anstNr } from '../../list/model';
import { countryOptions } from './countries';
import { type Draft, datesOf, departureOf, draftOf, emptyDraft, inputOf, type Leg, returnOf, STEPS, type StepProblem, stepProblems } from './draft';
import { $perDiem, $perDiemError, $perDiemRatesLoading, $perDiemSaving, perDiemClosed, perDiemSubmitted } from './model';
import { $importedTables, $rulesInForce, ruleInForceNeeded } from '../rule-in-force';
import { importedFullDayOf } from '../../../rules/imported-rates';
import { PerDiemSummary } from './summary';

function StepList({ step }: { step: number }) {
  const t = useT();
  const name = (s: string) => t(`compensations.perDiemGuide.steps.${s}`);
  return (
    <>
      <ol aria-label={t('compensations.perDiemGuide.steps.label')} className="hidden flex-wrap gap-x-4 gap-y-1 text-sm sm:flex">
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === step ? 'step' : undefined} className={i === step ? 'font-semibold text-primary' : 'text-muted'}>
            {i + 1}. {name(s)}
          </li>
        ))}
      </ol>
      <p className="text-sm font-semibold text-primary sm:hidden" aria-live="polite">
        {t('compensations.perDiemGuide.stepOf', { n: step + 1, count: STEPS.length, name: name(STEPS[step]!) })}
      </p>
    </>
  );
}

function PerDiemForm({ guideId, initial }: { guideId: string | null; initial: Draft }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const [lang, saving, saveError, submit, close] = useUnit([$locale, $perDiemSaving, $perDiemError, perDiemSubmitted, perDiemClosed]);
  const [d, setD] = useState<Draft>(initial);
  const [step, setStep] = useState(0);
  const [problems, setProblems] = useState<StepProblem[]>([]);
  const body = useRef<HTMLDivElement>(null);
  const k = (key: string, p?: Record<string, unknown>) => t(`compensations.perDiemGuide.${key}`, p);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const year = Number((departureOf(d) ?? todayIso()).slice(0, 4));
  // the company's rule in force on the departure date and its imported table of the year (one answer, asked once the
  // departure is known): the countries offered and the live summary use them as the server does
  const [tables, rules, ratesLoading, needRule] = useUnit([$importedTables, $rulesInForce, $perDiemRatesLoading, ruleInForceNeeded]);
  const imported = tables[String(year)];
  const countries = useMemo(() => countryOptions(year, lang, imported), [year, lang, imported]);
  const dates = datesOf(d);
  const nights = dates.slice(0, -1);
  const current = STEPS[step]!;
  const date = (iso: string) => format(parseISO(iso), 'EEE d MMM', { locale });
  const problemText = (p: StepProblem) =>
    t(`compensations.${p.key}`, p.params ? Object.fromEntries(Object.entries(p.params).map(([n, v]) => [n, k(v).toLocaleLowerCase(lang)])) : undefined);
  const err = (field: string) => {
    const p = problems.find((x) => x.field === field);
    return p ? problemText(p) : undefined;
  };
  const departs = departureOf(d) !== null;
  useEffect(() => {
    if (departs) needRule(d.depDate);
  }, [departs, d.depDate, needRule]);
  // the live summary: the same rule the server applies, with the company's imported table and rule
  const result = useMemo(() => {
    if (!departureOf(d) || !returnOf(d)) return null;
    const input = inputOf(d);
    if (d.foreign && input.Lander.some((l) => !l.Landskod || l.Fran.length !== 16)) return null;
    return perDiemOf(input, importedFullDayOf(tables[input.Avresa.slice(0, 4)]), rules[d.depDate]);
  }, [d, tables, rules]);

  const go = (to: number) => {
    if (to > step) {
      const found = stepProblems(current, d);
      setProblems(found);
      if (found.length) {
        document.getElementById(found[0]!.field)?.focus();
        return;
      }
    } else setProblems([]);
    setStep(to);
    body.current?.focus();
  };
  // functional updates: two fields changed in one tick (a date committed on blur, then the next field) both stay
  const setLeg = (i: number, patch: Partial<Leg>) => setD((x) => ({ ...x, legs: x.legs.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (current !== 'summary') return go(step + 1);
        submit({ guideId, body: inputOf(d) });
      }}
    >
      <StepList step={step} />
      <div ref={body} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        <h3 className="font-medium">{k(`steps.${current}`)}</h3>
        {current === 'departure' && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <DatePicker
                id="pd-dep-date"
                label={k('departureDate')}
                value={d.depDate}
                onChange={(v) => set({ depDate: v })}
                required
                error={err('pd-dep-date')}
              />
              <TextField
                id="pd-dep-time"
                type="time"
                label={k('departureTime')}
                value={d.depTime}
                onChange={(v) => set({ depTime: v })}
                required
                error={err('pd-dep-time')}
              />
            </div>
            <TextField
              id="pd-place"
              label={k('departurePlace')}
              value={d.place}
              onChange={(v) => set({ place: v })}
              counter={TEXT_MAX}
              required
              error={err('pd-place')}
            />
            <TextField
              id="pd-destination"
              label={k('destination')}
              value={d.destination}
              onChange={(v) => set({ destination: v })}
              counter={TEXT_MAX}
              required
              error={err('pd-destination')}
            />
          </>
        )}
        {current === 'return' && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <DatePicker
                id="pd-ret-date"
                label={k('returnDate')}
                value={d.retDate}
                onChange={(v) => set({ retDate: v })}
                required
                error={err('pd-ret-date')}
              />
              <TextField
                id="pd-ret-time"
                type="time"
                label={k('returnTime')}
                value={d.retTime}
                onChange={(v) => set({ retTime: v })}
                required
                error={err('pd-ret-time')}
              />
            </div>
            <Checkbox id="pd-far" label={k('far')} checked={d.far} onChange={(v) => set({ far: v })} error={err('pd-far')} />
            <DatePicker
              id="pd-stay"
              label={k('stayStart')}
              hint={k('stayHint')}
              value={d.stayStart}
              onChange={(v) => set({ stayStart: v })}
              error={err('pd-stay')}
            />
          </>
        )}
        {current === 'where' && (
          <>
            <Select
              id="pd-kind"
              label={k('kind')}
              value={d.foreign ? 'foreign' : 'domestic'}
              onChange={(v) =>
                set({
                  foreign: v === 'foreign',
                  legs: v === 'foreign' && d.legs.length === 0 ? [{ Landskod: '', date: d.depDate, time: d.depTime }] : d.legs,
                })
              }
              options={[
                { value: 'domestic', label: k('domestic') },
                { value: 'foreign', label: k('foreign') },
              ]}
            />
            {d.foreign && (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-1 font-medium">{k('legs')}</legend>
                <p className="text-sm text-muted">{k('legsHint')}</p>
                {d.legs.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the legs have no id; their order is their identity
                  <div key={i} className="grid items-end gap-3 rounded-card border border-border p-3 sm:grid-cols-[2fr_1.3fr_1fr_auto]">
                    <Select
                      id={`pd-leg-${i}-country`}
                      label={`${k('country')} ${i + 1}`}
                      value={l.Landskod}
                      onChange={(v) => setLeg(i, { Landskod: v })}
                      options={[{ value: '', label: t('compensations.choose') }, ...countries]}
                      error={err(`pd-leg-${i}-country`)}
                    />
                    <DatePicker
                      id={`pd-leg-${i}-date`}
                      label={k('legDate')}
                      value={l.date}
                      onChange={(v) => setLeg(i, { date: v })}
                      error={err(`pd-leg-${i}-date`)}
                    />
                    <TextField id={`pd-leg-${i}-time`} type="time" label={k('legTime')} value={l.time} onChange={(v) => setLeg(i, { time: v })} />
                    <Button
                      variant="text"
                      onClick={() => setD((x) => ({ ...x, legs: x.legs.filter((_, j) => j !== i) }))}
                      aria-label={k('removeLeg', { n: i + 1 })}
                    >
                      {t('compensations.actions.delete')}
                    </Button>
                  </div>
                ))}
                <div>
                  <Button
                    id="pd-add-leg"
                    variant="secondary"
                    onClick={() => setD((x) => ({ ...x, legs: [...x.legs, { Landskod: '', date: x.legs.at(-1)?.date ?? x.depDate, time: '' }] }))}
                  >
                    {k('addLeg')}
                  </Button>
                </div>
                {problems.some((p) => p.field === 'pd-add-leg') && (
                  <p role="alert" className="text-error">
                    {err('pd-add-leg')}
                  </p>
                )}
              </fieldset>
            )}
            {result?.ok && result.eligible && d.foreign && (
              <ul className="text-sm text-muted" aria-label={k('legs')}>
                {result.days.map((x) => (
                  <li key={x.Datum}>{k('dayCountry', { date: date(x.Datum), country: countries.find((c) => c.value === x.Landskod)?.label ?? x.Landskod })}</li>
                ))}
              </ul>
            )}
          </>
        )}
        {current === 'meals' && (
          <>
            <p className="text-sm text-muted">{k('mealsHint')}</p>
            {dates.map((day) => {
              const m = d.meals[day] ?? { Frukost: false, Lunch: false, Middag: false };
              const tick = (patch: Partial<typeof m>) =>
                setD((x) => ({ ...x, meals: { ...x.meals, [day]: { ...(x.meals[day] ?? { Frukost: false, Lunch: false, Middag: false }), ...patch } } }));
              return (
                <fieldset key={day} className="rounded-card border border-border p-3">
                  <legend className="px-1 font-medium">{date(day)}</legend>
                  <div className="flex flex-wrap gap-x-6">
                    <Checkbox id={`pd-meal-${day}-b`} label={k('breakfast')} checked={m.Frukost} onChange={(v) => tick({ Frukost: v })} />
                    <Checkbox id={`pd-meal-${day}-l`} label={k('lunch')} checked={m.Lunch} onChange={(v) => tick({ Lunch: v })} />
                    <Checkbox id={`pd-meal-${day}-d`} label={k('dinner')} checked={m.Middag} onChange={(v) => tick({ Middag: v })} />
                  </div>
                </fieldset>
              );
            })}
          </>
        )}
        {current === 'lodging' && (
          <>
            <p className="text-sm text-muted">{k('lodgingHint')}</p>
            {nights.length === 0 && <p>{k('noNights')}</p>}
            {nights.map((night) => (
              <Checkbox
                key={night}
                id={`pd-night-${night}`}
                label={k('lodgingPaid', { date: date(night) })}
                checked={d.paid[night] ?? true}
                onChange={(v) => setD((x) => ({ ...x, paid: { ...x.paid, [night]: v } }))}
              />
            ))}
          </>
        )}
        {current === 'summary' && <PerDiemSummary result={result} countries={countries} loading={ratesLoading} />}
      </div>
      {current === 'summary' && saveError?.message && (
        <p role="alert" className="text-error">
          {saveError.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="text" onClick={() => close()}>
          {t('compensations.actions.cancel')}
        </Button>
        {step > 0 && (
          <Button variant="secondary" onClick={() => go(step - 1)}>
            {k('back')}
          </Button>
        )}
        {current === 'summary' ? (
          <Button type="submit" busy={saving}>
            {t('compensations.actions.createClaim')}
          </Button>
        ) : (
          <Button type="submit">{k('next')}</Button>
        )}
      </div>
    </form>
  );
}

/** The per diem guide: departure, return, domestic or abroad, meals, lodging, summary; ends in TRAKT compensations. */
export function PerDiemDialog() {
  const t = useT();
  const [dialog, saving, close, anstNr] = useUnit([$perDiem, $perDiemSaving, perDiemClosed, $anstNr]);
  const open = dialog !== null;
  return (
    <Dialog open={open} onClose={() => close()} busy={saving} width={800} title={t('compensations.perDiemGuide.title')}>
      {open && (
        <PerDiemForm key={dialog.guideId ?? 'new'} guideId={dialog.guideId} initial={dialog.input ? draftOf(dialog.input) : emptyDraft(anstNr, todayIso())} />
      )}
    </Dialog>
  );
}
