import { $locale, useT } from '@lonna/core';
import { DatePicker, NumberField, Select, TextField } from '@lonna/core/ui';
import { computeMileage, tripKm } from '@lonna/plugin-compensations/rules';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { TEXT_MAX, type TravelReport, VEHICLE_TYPES, type VehicleType } from '../../contracts';
import { EventFields, type EventValues, eventBody, NO_EVENT } from './event-fields';
import { money } from './format';
import { FormError, LineDialog } from './line-dialog';
import { $saveError, mileageSubmitted } from './model';

/**
 * A drive in the report: date, purpose, vehicle type (own car, company car on fuel, fully electric company car), the
 * meter at the start and the end or the distance, and the travel event fields. The tax-free amount shows as it is typed
 * (compensations' published mileage rules); the server adds the taxable part when the company pays more for an own car.
 */
function MileageForm({ report }: { report: TravelReport }) {
  const t = useT();
  const [lang, saveError, submit] = useUnit([$locale, $saveError, mileageSubmitted]);
  const [datum, setDatum] = useState(report.Avresa.slice(0, 10));
  const [text, setText] = useState('');
  const [fordon, setFordon] = useState<VehicleType>('PRI');
  const [start, setStart] = useState<number | null>(null);
  const [slut, setSlut] = useState<number | null>(null);
  const [km, setKm] = useState<number | null>(null);
  const [events, setEvents] = useState<EventValues>(NO_EVENT);
  const server = (f: string) => (saveError?.field === f ? saveError.message : undefined);
  const meters = start !== null || slut !== null;
  const distance = tripKm({ startMeter: meters ? start : null, endMeter: meters ? slut : null, km: meters ? null : km });
  const preview = distance !== null ? computeMileage({ year: Number(datum.slice(0, 4)), vehicle: fordon, km: distance, companyRatePerMil: 0 }) : null;
  return (
    <form
      id="travel-mileage-form"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit({
          reportId: report.Id,
          body: {
            Datum: datum,
            Text: text.trim(),
            Fordon: fordon,
            StartMatare: meters ? start : null,
            SlutMatare: meters ? slut : null,
            Km: meters ? null : km,
            ...eventBody(events),
          },
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker id="tm-datum" label={t('travel.fields.date')} value={datum} onChange={setDatum} required error={server('Datum')} />
        <Select
          id="tm-fordon"
          label={t('travel.fields.vehicle')}
          value={fordon}
          onChange={(v) => setFordon(v as VehicleType)}
          options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`travel.vehicle.${v}`) }))}
          error={server('Fordon')}
        />
      </div>
      <TextField id="tm-text" label={t('travel.fields.drivePurpose')} value={text} onChange={setText} counter={TEXT_MAX} required error={server('Text')} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <NumberField
          id="tm-start"
          label={t('travel.fields.startMeter')}
          value={start}
          onChange={setStart}
          decimals={0}
          suffix="km"
          error={server('StartMatare')}
        />
        <NumberField id="tm-slut" label={t('travel.fields.endMeter')} value={slut} onChange={setSlut} decimals={0} suffix="km" error={server('SlutMatare')} />
        <NumberField
          id="tm-km"
          label={t('travel.fields.distance')}
          value={km}
          onChange={setKm}
          decimals={0}
          suffix="km"
          disabled={meters}
          error={server('Km')}
        />
      </div>
      <EventFields idPrefix="tm" value={events} onChange={setEvents} error={server} />
      {preview && (
        <p role="status" className="text-sm">
          {t('travel.mileage.preview', { mil: money(preview.mil, lang), rate: money(preview.taxFreeRate, lang), amount: money(preview.taxFreeAmount, lang) })}
        </p>
      )}
      <FormError />
    </form>
  );
}

export function MileageDialog() {
  const t = useT();
  return <LineDialog kind="mileage" title={t('travel.mileage.title')} formId="travel-mileage-form" form={(report) => <MileageForm report={report} />} />;
}
