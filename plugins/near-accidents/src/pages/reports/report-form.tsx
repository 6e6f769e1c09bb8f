import { snackbarShown, useT } from '@lonna/core';
import { Button, Checkbox, DatePicker, Dialog, TextArea, TextField, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { format } from 'date-fns';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { PLATS_MAX, RUBRIK_MAX, TEXT_MAX } from '../../contracts';
import { $actionError, $filing, $formOpen, formClosed, reportFiled, reportSubmitted } from './model';

/** today in the browser's time zone, as the wire writes dates */
const todayIso = () => format(new Date(), 'yyyy-MM-dd');
const EMPTY = { Rubrik: '', Datum: '', Klockslag: '', Plats: '', Beskrivning: '', MojligFoljd: '', Kanslig: false };

/** The dialog where anyone with the route files a report. */
export function ReportForm() {
  const t = useT();
  const [open, filing, error, submit, close, notify] = useUnit([$formOpen, $filing, $actionError, reportSubmitted, formClosed, snackbarShown]);
  const [v, setV] = useState({ ...EMPTY, Datum: todayIso() });
  const set =
    <K extends keyof typeof EMPTY>(k: K) =>
    (value: (typeof EMPTY)[K]) =>
      setV((old) => ({ ...old, [k]: value }));
  const form = useForm({ onError: (text) => notify({ text, color: 'error' }) });
  const label = (k: string) => t(`near-accidents.fields.${k}`);
  const server = (field: string) => (error?.field === field ? error.message : undefined);
  const f = {
    Rubrik: form.field('Rubrik', { value: v.Rubrik, rules: [rules.required(), rules.maxLength(RUBRIK_MAX)], label: label('rubrik') }),
    Datum: form.field('Datum', { value: v.Datum, rules: [rules.required(), rules.date()], label: label('datum') }),
    Klockslag: form.field('Klockslag', { value: v.Klockslag, rules: [rules.time()], label: label('klockslag') }),
    Plats: form.field('Plats', { value: v.Plats, rules: [rules.required(), rules.maxLength(PLATS_MAX)], label: label('plats') }),
    Beskrivning: form.field('Beskrivning', { value: v.Beskrivning, rules: [rules.required(), rules.maxLength(TEXT_MAX)], label: label('beskrivning') }),
  };

  // a filed report empties the form for the next one; the report itself opens (model)
  useEffect(
    () =>
      reportFiled.watch(() => {
        setV({ ...EMPTY, Datum: todayIso() });
        notify({ text: t('near-accidents.filed'), color: 'success' });
      }),
    [notify, t],
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={filing}
      width={640}
      title={t('near-accidents.report')}
      actions={
        <>
          <Button variant="text" onClick={close} disabled={filing}>
            {t('near-accidents.cancel')}
          </Button>
          <Button type="submit" form="near-accidents-form" busy={filing}>
            {t('near-accidents.send')}
          </Button>
        </>
      }
    >
      <form
        id="near-accidents-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validateAll()) return;
          submit({ ...v, Rubrik: v.Rubrik.trim(), Plats: v.Plats.trim(), Beskrivning: v.Beskrivning.trim(), MojligFoljd: v.MojligFoljd.trim() });
        }}
      >
        <TextField
          id="na-rubrik"
          label={label('rubrik')}
          value={v.Rubrik}
          onChange={set('Rubrik')}
          counter={RUBRIK_MAX}
          required
          {...f.Rubrik}
          error={f.Rubrik.error ?? server('Rubrik')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DatePicker
            id="na-datum"
            label={label('datum')}
            value={v.Datum}
            onChange={set('Datum')}
            required
            {...f.Datum}
            error={f.Datum.error ?? server('Datum')}
          />
          <TextField
            id="na-klockslag"
            label={label('klockslag')}
            value={v.Klockslag}
            onChange={set('Klockslag')}
            inputMode="numeric"
            hint={label('klockslagHint')}
            maxLength={5}
            {...f.Klockslag}
            error={f.Klockslag.error ?? server('Klockslag')}
          />
        </div>
        <TextField
          id="na-plats"
          label={label('plats')}
          value={v.Plats}
          onChange={set('Plats')}
          counter={PLATS_MAX}
          required
          {...f.Plats}
          error={f.Plats.error ?? server('Plats')}
        />
        <TextArea
          id="na-beskrivning"
          label={label('beskrivning')}
          value={v.Beskrivning}
          onChange={set('Beskrivning')}
          max={TEXT_MAX}
          required
          inputRef={f.Beskrivning.inputRef}
          error={f.Beskrivning.error ?? server('Beskrivning')}
        />
        <TextArea id="na-foljd" label={label('mojligFoljd')} value={v.MojligFoljd} onChange={set('MojligFoljd')} max={TEXT_MAX} error={server('MojligFoljd')} />
        <Checkbox label={label('kanslig')} hint={label('kansligHint')} checked={v.Kanslig} onChange={set('Kanslig')} />
        {error && !error.field && <p className="text-sm font-medium text-error">{error.message}</p>}
      </form>
    </Dialog>
  );
}
