import { $locale, snackbarShown, useT } from '@lonna/core';
import { Button, DatePicker, Dialog, NumberField, Select, TextField, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { type MileageInput, TEXT_MAX } from '../../contracts';
import { computeMileage, type MileageVehicle, tripKm } from '../../rules/mileage';
import { money } from './format';
import { $anstNr, $dialog, $saveError, $saving, $vehicles, dialogClosed, mileageSubmitted } from './model';

const todayIso = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

function MileageForm({ guideId, input }: { guideId: string | null; input: MileageInput | null }) {
  const t = useT();
  const [vehicles, saving, saveError, anstNr, lang, submit, close, notify] = useUnit([
    $vehicles,
    $saving,
    $saveError,
    $anstNr,
    $locale,
    mileageSubmitted,
    dialogClosed,
    snackbarShown,
  ]);
  const [datum, setDatum] = useState(input?.Datum ?? todayIso());
  const [fordonId, setFordonId] = useState(input?.FordonId ?? '');
  const [resa, setResa] = useState(input?.Resa ?? '');
  const [byMeter, setByMeter] = useState(input ? input.StartMatare !== null : true);
  const [start, setStart] = useState<number | null>(input?.StartMatare ?? null);
  const [end, setEnd] = useState<number | null>(input?.SlutMatare ?? null);
  const [km, setKm] = useState<number | null>(input?.Km ?? null);
  const form = useForm({ onError: (m) => notify({ text: m, color: 'error' }) });
  const server = (f: string) => (saveError?.field === f ? saveError.message : undefined);
  const vehicle = vehicles.find((v) => v.Id === fordonId) ?? null;
  const distance = tripKm(byMeter ? { startMeter: start, endMeter: end, km: null } : { startMeter: null, endMeter: null, km });
  // the tax-free part as the server computes it (the company's extra per mil, if any, shows in the list)
  const preview =
    vehicle && distance !== null
      ? computeMileage({ year: Number(datum.slice(0, 4)), vehicle: vehicle.Typ as MileageVehicle, km: distance, companyRatePerMil: 0 })
      : null;
  const L = {
    date: t('compensations.fields.date'),
    vehicle: t('compensations.mileage.vehicle'),
    trip: t('compensations.mileage.trip'),
    start: t('compensations.mileage.startMeter'),
    end: t('compensations.mileage.endMeter'),
    km: t('compensations.mileage.km'),
  };
  const f = {
    datum: form.field('Datum', { value: datum, rules: [rules.required(), rules.date()], label: L.date }),
    fordon: form.field('FordonId', { value: fordonId, rules: [rules.required()], label: L.vehicle }),
    resa: form.field('Resa', { value: resa, rules: [rules.required(), rules.maxLength(TEXT_MAX)], label: L.trip }),
  };
  // only the distance fields shown are checked (a meter may read 0)
  const meter = {
    start: byMeter ? form.field('StartMatare', { value: start, rules: [rules.required({ allowZero: true })], label: L.start }) : undefined,
    end: byMeter ? form.field('SlutMatare', { value: end, rules: [rules.required()], label: L.end }) : undefined,
    km: byMeter ? undefined : form.field('Km', { value: km, rules: [rules.required()], label: L.km }),
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (form.validateAll()) return;
        const whole = (n: number | null) => (n === null ? null : Math.round(n));
        submit({
          guideId,
          body: {
            AnstNr: input?.AnstNr ?? anstNr,
            Datum: datum,
            FordonId: fordonId,
            Resa: resa.trim(),
            StartMatare: byMeter ? whole(start) : null,
            SlutMatare: byMeter ? whole(end) : null,
            Km: byMeter ? null : whole(km),
          },
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker id="mil-datum" label={L.date} value={datum} onChange={setDatum} required {...f.datum} error={f.datum.error ?? server('Datum')} />
        <Select
          id="mil-fordon"
          label={L.vehicle}
          value={fordonId}
          onChange={(v) => {
            setFordonId(v);
            const chosen = vehicles.find((x) => x.Id === v);
            if (chosen && start === null && chosen.Matarstallning > 0) setStart(chosen.Matarstallning);
          }}
          required
          hint={vehicles.length === 0 ? t('compensations.mileage.noVehicles') : undefined}
          options={[
            { value: '', label: t('compensations.choose') },
            ...vehicles.map((v) => ({ value: v.Id, label: `${v.RegNr} · ${v.Beskrivning} (${t(`compensations.vehicleType.${v.Typ}`)})` })),
          ]}
          {...f.fordon}
          error={f.fordon.error ?? server('FordonId')}
        />
      </div>
      <TextField
        id="mil-resa"
        label={L.trip}
        value={resa}
        onChange={setResa}
        counter={TEXT_MAX}
        required
        trimOnBlur
        {...f.resa}
        error={f.resa.error ?? server('Resa')}
      />
      <Select
        id="mil-how"
        label={t('compensations.mileage.how')}
        value={byMeter ? 'meter' : 'km'}
        onChange={(v) => setByMeter(v === 'meter')}
        options={[
          { value: 'meter', label: t('compensations.mileage.byMeter') },
          { value: 'km', label: t('compensations.mileage.byKm') },
        ]}
      />
      {byMeter ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id="mil-start"
            label={L.start}
            value={start}
            onChange={setStart}
            decimals={0}
            suffix="km"
            required
            {...meter.start}
            error={meter.start?.error ?? server('StartMatare')}
          />
          <NumberField
            id="mil-slut"
            label={L.end}
            value={end}
            onChange={setEnd}
            decimals={0}
            suffix="km"
            required
            {...meter.end}
            error={meter.end?.error ?? server('SlutMatare')}
          />
        </div>
      ) : (
        <NumberField
          id="mil-km"
          label={L.km}
          value={km}
          onChange={setKm}
          decimals={0}
          suffix="km"
          required
          {...meter.km}
          error={meter.km?.error ?? server('Km')}
        />
      )}
      <section aria-labelledby="mil-summary" className="rounded-card border border-border bg-surface-2 p-4 text-sm">
        <h3 id="mil-summary" className="mb-1 font-medium">
          {t('compensations.mileage.summary')}
        </h3>
        {preview ? (
          <p data-testid="mileage-preview">
            {t('compensations.mileage.taxFree', {
              mil: money(preview.mil, lang),
              rate: money(preview.taxFreeRate, lang),
              amount: money(preview.taxFreeAmount, lang),
            })}
          </p>
        ) : (
          <p className="text-muted">{distance === null ? t('compensations.mileage.enterDistance') : t('compensations.mileage.chooseVehicle')}</p>
        )}
      </section>
      {saveError && !saveError.field && saveError.message && (
        <p role="alert" className="text-error">
          {saveError.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="text" onClick={() => close()}>
          {t('compensations.actions.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {t('compensations.actions.createClaim')}
        </Button>
      </div>
    </form>
  );
}

/** The mileage guide: vehicle, trip, distance, the tax-free amount; ends in compensations locked to the guide. */
export function MileageDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$dialog, $saving, dialogClosed]);
  const open = dialog?.kind === 'mileage';
  return (
    <Dialog open={open} onClose={() => close()} busy={saving} width={640} title={t('compensations.mileage.title')}>
      {open && <MileageForm key={dialog.guideId ?? 'new'} guideId={dialog.guideId} input={dialog.input} />}
    </Dialog>
  );
}
