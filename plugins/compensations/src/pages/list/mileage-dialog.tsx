import { $locale, useT } from '@lonna/core';
import { NumberField, Select } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { MileageInput } from '../../contracts';
import { computeMileage, type MileageVehicle, tripKm } from '../../rules/mileage';
import { ClaimDialog, ClaimForm, serverError } from './claim-frame';
import { useClaimRows } from './claim-rows';
import { money } from './format';
import { $anstNr, $dialog, $saveError, $saving, $vehicles, dialogClosed, mileageSubmitted } from './model';

function MileageForm({ guideId, input }: { guideId: string | null; input: MileageInput | null }) {
  const t = useT();
  const [vehicles, saving, saveError, anstNr, lang, submit, close] = useUnit([
    $vehicles,
    $saving,
    $saveError,
    $anstNr,
    $locale,
    mileageSubmitted,
    dialogClosed,
  ]);
  const { form, frame, rows, values } = useClaimRows({ id: 'mil', saveError, start: input && { Datum: input.Datum, Text: input.Resa }, saving });
  const [fordonId, setFordonId] = useState(input?.FordonId ?? '');
  const [byMeter, setByMeter] = useState(input ? input.StartMatare !== null : true);
  const [start, setStart] = useState<number | null>(input?.StartMatare ?? null);
  const [end, setEnd] = useState<number | null>(input?.SlutMatare ?? null);
  const [km, setKm] = useState<number | null>(input?.Km ?? null);
  const server = serverError(saveError);
  const vehicle = vehicles.find((v) => v.Id === fordonId) ?? null;
  const distance = tripKm(byMeter ? { startMeter: start, endMeter: end, km: null } : { startMeter: null, endMeter: null, km });
  // the tax-free part as the server computes it (the company's extra per mil, if any, shows in the list)
  const preview =
    vehicle && distance !== null
      ? computeMileage({ year: Number(values.datum.slice(0, 4)), vehicle: vehicle.Typ as MileageVehicle, km: distance, companyRatePerMil: 0 })
      : null;
  const L = {
    vehicle: t('compensations.mileage.vehicle'),
    start: t('compensations.mileage.startMeter'),
    end: t('compensations.mileage.endMeter'),
    km: t('compensations.mileage.km'),
  };
  const fordon = form.field('FordonId', { value: fordonId, rules: [rules.required()], label: L.vehicle });
  // only the distance fields shown are checked (a meter may read 0)
  const meter = {
    start: byMeter ? form.field('StartMatare', { value: start, rules: [rules.required({ allowZero: true })], label: L.start }) : undefined,
    end: byMeter ? form.field('SlutMatare', { value: end, rules: [rules.required()], label: L.end }) : undefined,
    km: byMeter ? undefined : form.field('Km', { value: km, rules: [rules.required()], label: L.km }),
  };
  const whole = (n: number | null) => (n === null ? null : Math.round(n));
  return (
    <ClaimForm
      {...frame}
      onCancel={() => close()}
      onSubmit={() =>
        submit({
          guideId,
          body: {
            AnstNr: input?.AnstNr ?? anstNr,
            Datum: values.datum,
            FordonId: fordonId,
            Resa: values.text.trim(),
            StartMatare: byMeter ? whole(start) : null,
            SlutMatare: byMeter ? whole(end) : null,
            Km: byMeter ? null : whole(km),
          },
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {rows.date()}
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
          {...fordon}
          error={fordon.error ?? server('FordonId')}
        />
      </div>
      {rows.text(t('compensations.mileage.trip'), 'Resa')}
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
    </ClaimForm>
  );
}

/** The mileage guide: vehicle, trip, distance, the tax-free amount; ends in compensations locked to the guide. */
export function MileageDialog() {
  const t = useT();
  const [dialog, saving, close] = useUnit([$dialog, $saving, dialogClosed]);
  const open = dialog?.kind === 'mileage';
  return (
    <ClaimDialog open={open} onClose={() => close()} saving={saving} title={t('compensations.mileage.title')}>
      {open && <MileageForm key={dialog.guideId ?? 'new'} guideId={dialog.guideId} input={dialog.input} />}
    </ClaimDialog>
  );
}
