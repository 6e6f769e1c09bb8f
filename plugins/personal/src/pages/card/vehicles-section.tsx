import { useT } from '@lonna/core';
import { Select, TextField } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { VEHICLE_TYPES, type Card, type Vehicle, type VehicleType } from '../../contracts';
import { $saving, vehicleDeleted, vehicleSaved, vehicleSubmitted } from './model';
import { FormActions, ListSection, useFieldError } from './parts';

const EMPTY = { RegNr: '', Beskrivning: '', Typ: 'PRI' as VehicleType, Matarstallning: '' };
/** a meter reading as typed ("12 345" or empty) → whole km; anything else NaN, which the server names as the field */
const km = (s: string) => {
  const digits = s.replace(/\s/g, '');
  return digits === '' ? 0 : /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

function VehicleForm({ anstNr, editing, onDone }: { anstNr: string; editing: Vehicle | null; onDone: () => void }) {
  const t = useT();
  const [saving, submit] = useUnit([$saving, vehicleSubmitted]);
  const err = useFieldError('vehicle');
  const [f, setF] = useState(
    editing
      ? {
          RegNr: editing.RegNr,
          Beskrivning: editing.Beskrivning,
          Typ: editing.Typ,
          Matarstallning: editing.Matarstallning ? String(editing.Matarstallning) : '',
        }
      : EMPTY,
  );
  const set = (k: keyof typeof EMPTY) => (v: string) => setF((x) => ({ ...x, [k]: v }));
  return (
    <form
      noValidate
      aria-label={t('personal.vehicles.form')}
      className="grid gap-3 rounded-card border border-border p-3 md:grid-cols-2"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit({
          Id: editing?.Id ?? null,
          body: { AnstNr: anstNr, RegNr: f.RegNr, Beskrivning: f.Beskrivning, Typ: f.Typ, Matarstallning: km(f.Matarstallning) },
        });
      }}
    >
      <TextField id="personal-f-regnr" label={t('personal.vehicles.regNr')} value={f.RegNr} onChange={set('RegNr')} error={err.of('RegNr')} required />
      <TextField
        id="personal-f-beskrivning"
        label={t('personal.vehicles.beskrivning')}
        value={f.Beskrivning}
        onChange={set('Beskrivning')}
        error={err.of('Beskrivning')}
        required
      />
      <Select
        id="personal-f-typ"
        label={t('personal.vehicles.typ')}
        value={f.Typ}
        options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`personal.vehicles.types.${v}`) }))}
        onChange={set('Typ')}
      />
      <TextField
        id="personal-f-matarstallning"
        inputMode="numeric"
        label={t('personal.vehicles.matarstallning')}
        value={f.Matarstallning}
        onChange={set('Matarstallning')}
        error={err.of('Matarstallning')}
      />
      <FormActions error={err.general} saving={saving} onCancel={onDone} />
    </form>
  );
}

/** The vehicles the employee drives in service: the mileage claim picks one of them (its type decides the rate). */
export function VehiclesSection({ card }: { card: Card }) {
  const t = useT();
  const remove = useUnit(vehicleDeleted);
  const number = new Intl.NumberFormat('sv-SE');
  return (
    <ListSection
      id="vehicles"
      hint={t('personal.vehicles.hint')}
      items={card.Vehicles!}
      saved={vehicleSaved}
      remove={remove}
      form={(editing, done) => <VehicleForm anstNr={card.AnstNr} editing={editing} onDone={done} />}
      row={(v) => {
        const typ = t(`personal.vehicles.types.${v.Typ}`);
        return (
          <>
            <p className="font-medium text-on-surface">
              <span className="tabular-nums">{v.RegNr}</span> <span className="font-normal text-muted">{v.Beskrivning}</span>
            </p>
            <p className="text-sm text-muted tabular-nums">
              {v.Matarstallning ? t('personal.vehicles.summary', { typ, km: number.format(v.Matarstallning) }) : t('personal.vehicles.noMeter', { typ })}
            </p>
          </>
        );
      }}
    />
  );
}
