import { personName } from '@lonna/core/contracts';
import { $ftgInfo, lists, snackbarShown, useT } from '@lonna/core';
import { Button, Checkbox, DatePicker, Dialog, Dropdown, NumberField, Select, TextField, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { ANTAL_MAX, FAKTOR_MAX, NAMN_MAX, type Need, type NeedInput, SCHEMALANGD_MAX, UPPREPNING } from '../../contracts';
import { addDays, clampToMidnight } from '../../domain/rules';
import { $saveError, $saving, $today, formClosed, needSubmitted } from './model';

const blank = (today: string): NeedInput => ({
  Namn: '',
  Uppgift: '',
  Avdelning: '',
  ResEnh: '',
  Brukare: '',
  Start: '07:00',
  Slut: '15:00',
  Antal: 1,
  Kompetenser: [],
  Upprepning: 'WEEKLY',
  Faktor: 1,
  Dagar: '12345',
  Manader: '',
  FromDatum: today,
  TomDatum: addDays(today, 8 * 7 - 1),
  Schemalangd: 4,
  Helgdagar: false,
  Delpass: false,
  Kommentar: '',
});
const inputOf = (n: Need): NeedInput => {
  const { Id: _i, Bemannad: _b, KopiaAv: _k, Passer: _p, ...rest } = n;
  return rest;
};
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** The need's form in a dialog: new, or a need nobody is on yet (a staffed one is copied first). */
export function NeedForm({ need }: { need: Need | null }) {
  const t = useT();
  const uid = useId();
  const [today, saving, saveError, submit, close, notify] = useUnit([$today, $saving, $saveError, needSubmitted, formClosed, snackbarShown]);
  const [tasks, departments, careRecipients, competences, resultUnits, ftg] = useUnit([
    lists.staffingTasks.$items,
    lists.departments.$items,
    lists.careRecipients.$items,
    lists.competences.$items,
    lists.resultUnits.$items,
    $ftgInfo,
  ]);
  // the company's result units of level 1 (GET /api/resenheter, ResEnh1), under the company's own name for the level;
  // no picker in a company without them (unless the need already names one)
  const units = resultUnits?.ResEnh1 ?? [];
  const [v, setV] = useState<NeedInput>(() => (need ? inputOf(need) : blank(today)));
  const set =
    <K extends keyof NeedInput>(k: K) =>
    (value: NeedInput[K]) =>
      setV((old) => ({ ...old, [k]: value }));
  const form = useForm({ onError: (text) => notify({ text, color: 'error' }) });
  const label = (k: string) => t(`staffing.fields.${k}`);
  const server = (field: string) => (saveError?.field === field ? saveError.message : undefined);
  const fNamn = form.field('Namn', { value: v.Namn, rules: [rules.required(), rules.maxLength(NAMN_MAX)], label: label('Namn') });
  const fStart = form.field('Start', { value: v.Start, rules: [rules.required(), rules.time()], label: label('Start') });
  const fSlut = form.field('Slut', { value: v.Slut, rules: [rules.required()], label: label('Slut') });
  const fFrom = form.field('FromDatum', { value: v.FromDatum, rules: [rules.required(), rules.date()], label: label('FromDatum') });
  const fTom = form.field('TomDatum', { value: v.TomDatum, rules: [rules.required(), rules.date()], label: label('TomDatum') });
  // the need's own rules, in the server's words, before anything is sent
  const endError =
    v.TomDatum && v.FromDatum && v.TomDatum < v.FromDatum
      ? t('staffing.errors.endBeforeStart')
      : v.TomDatum && today && v.TomDatum < today
        ? t('staffing.errors.endInPast')
        : undefined;
  const midnight = v.Start && v.Slut && clampToMidnight(v.Start, v.Slut).adjusted;
  const toggleDay = (d: string, on: boolean) => set('Dagar')([...'1234567'].filter((x) => (x === d ? on : v.Dagar.includes(x))).join(''));
  return (
    <Dialog
      open
      onClose={close}
      busy={saving}
      width={720}
      title={need ? t('staffing.needs.edit') : t('staffing.needs.new')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t('staffing.cancel')}
          </Button>
          <Button type="submit" form={`need-form-${uid}`} busy={saving}>
            {t('staffing.needs.save')}
          </Button>
        </>
      }
    >
      <form
        id={`need-form-${uid}`}
        noValidate
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validateAll() || endError) return;
          submit({ ...v, Namn: v.Namn.trim(), Slut: clampToMidnight(v.Start, v.Slut).end });
        }}
      >
        <TextField
          className="sm:col-span-2"
          label={label('Namn')}
          value={v.Namn}
          onChange={set('Namn')}
          counter={NAMN_MAX}
          required
          {...fNamn}
          error={fNamn.error ?? server('Namn')}
        />
        <Select
          label={label('Uppgift')}
          value={v.Uppgift}
          options={[{ value: '', label: t('staffing.none') }, ...(tasks ?? []).filter((x) => !x.Deleted).map((x) => ({ value: x.Id, label: x.Namn }))]}
          onChange={set('Uppgift')}
          error={server('Uppgift')}
        />
        <Select
          label={label('Avdelning')}
          value={v.Avdelning}
          options={[{ value: '', label: t('staffing.none') }, ...(departments ?? []).map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} ${d.Namn}` }))]}
          onChange={set('Avdelning')}
          error={server('Avdelning')}
        />
        {(units.length > 0 || v.ResEnh !== '') && (
          <Select
            label={(ftg?.ResEnhet1Namn as string | undefined) || label('ResEnh')}
            value={v.ResEnh}
            options={[
              { value: '', label: t('staffing.none') },
              ...units.map((u) => ({ value: u.ResEnh, label: `${u.ResEnh} – ${u.Namn}` })),
              // a unit removed from the register since the need named it stays shown, by its code
              ...(v.ResEnh && !units.some((u) => u.ResEnh === v.ResEnh) ? [{ value: v.ResEnh, label: v.ResEnh }] : []),
            ]}
            onChange={set('ResEnh')}
            error={server('ResEnh')}
          />
        )}
        <Select
          label={label('Brukare')}
          value={v.Brukare}
          options={[{ value: '', label: t('staffing.none') }, ...(careRecipients ?? []).map((b) => ({ value: b.Brukare, label: personName(b) }))]}
          onChange={set('Brukare')}
          error={server('Brukare')}
        />
        <Dropdown
          multiple
          label={label('Kompetenser')}
          value={v.Kompetenser}
          options={(competences ?? []).map((k) => ({ value: k.Id, label: k.Namn }))}
          onChange={set('Kompetenser')}
          error={server('Kompetenser')}
        />
        <TextField type="time" label={label('Start')} value={v.Start} onChange={set('Start')} required {...fStart} error={fStart.error ?? server('Start')} />
        <TextField
          type="time"
          label={label('Slut')}
          value={v.Slut}
          onChange={set('Slut')}
          required
          hint={midnight ? t('staffing.needs.midnight') : undefined}
          {...fSlut}
          error={fSlut.error ?? server('Slut')}
        />
        <NumberField
          label={label('Antal')}
          value={v.Antal}
          decimals={0}
          onChange={(n) => set('Antal')(Math.min(ANTAL_MAX, Math.max(1, n ?? 1)))}
          error={server('Antal')}
        />
        <Select
          label={label('Upprepning')}
          value={v.Upprepning}
          options={UPPREPNING.map((u) => ({ value: u, label: t(`staffing.repeat.${u}`) }))}
          onChange={(u) => set('Upprepning')(u as NeedInput['Upprepning'])}
        />
        <NumberField
          label={label('Faktor')}
          hint={t('staffing.needs.factorHint')}
          value={v.Faktor}
          decimals={0}
          onChange={(n) => set('Faktor')(Math.min(FAKTOR_MAX, Math.max(1, n ?? 1)))}
          error={server('Faktor')}
        />
        <NumberField
          label={label('Schemalangd')}
          hint={t('staffing.needs.lengthHint')}
          value={v.Schemalangd}
          decimals={0}
          suffix={t('staffing.needs.weeks')}
          onChange={(n) => set('Schemalangd')(Math.min(SCHEMALANGD_MAX, Math.max(1, n ?? 1)))}
        />
        <DatePicker label={label('FromDatum')} value={v.FromDatum} onChange={set('FromDatum')} required {...fFrom} error={fFrom.error ?? server('FromDatum')} />
        <DatePicker
          label={label('TomDatum')}
          value={v.TomDatum}
          onChange={set('TomDatum')}
          required
          {...fTom}
          error={fTom.error ?? endError ?? server('TomDatum')}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{label('Dagar')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {[...'1234567'].map((d) => (
              <Checkbox key={d} label={t(`staffing.weekdays.${d}`)} checked={v.Dagar.includes(d)} onChange={(on) => toggleDay(d, on)} />
            ))}
          </div>
        </fieldset>
        <Dropdown
          multiple
          label={label('Manader')}
          placeholder={t('staffing.needs.allMonths')}
          value={v.Manader ? v.Manader.split(',') : []}
          options={MONTHS.map((m) => ({ value: m, label: t(`staffing.months.${m}`) }))}
          onChange={(ms) =>
            set('Manader')(
              ms
                .map(Number)
                .sort((a, b) => a - b)
                .join(','),
            )
          }
          error={server('Manader')}
        />
        <div className="flex flex-col">
          <Checkbox label={label('Helgdagar')} checked={v.Helgdagar} onChange={set('Helgdagar')} />
          <Checkbox label={label('Delpass')} checked={v.Delpass} onChange={set('Delpass')} />
        </div>
        <TextField className="sm:col-span-2" label={label('Kommentar')} value={v.Kommentar} onChange={set('Kommentar')} counter={200} />
        {saveError && !saveError.field && (
          <p role="alert" className="text-sm text-error sm:col-span-2">
            {saveError.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
