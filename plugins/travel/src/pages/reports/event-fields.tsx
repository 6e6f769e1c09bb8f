import { useT } from '@lonna/core';
import { TextField } from '@lonna/core/ui';

/** the spec's travel event fields every line may carry: country (ISO code), visited company, person and place */
export interface EventValues {
  Land: string;
  BesoktForetag: string;
  BesoktPerson: string;
  BesoktPlats: string;
}
export const NO_EVENT: EventValues = { Land: '', BesoktForetag: '', BesoktPerson: '', BesoktPlats: '' };
export const eventBody = (v: EventValues) => ({
  Land: v.Land.trim().toUpperCase(),
  BesoktForetag: v.BesoktForetag.trim(),
  BesoktPerson: v.BesoktPerson.trim(),
  BesoktPlats: v.BesoktPlats.trim(),
});

export function EventFields({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: EventValues;
  onChange: (v: EventValues) => void;
  error: (f: string) => string | undefined;
}) {
  const t = useT();
  const set = (k: keyof EventValues) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-land`}
        label={t('travel.fields.country')}
        hint={t('travel.fields.countryHint')}
        value={value.Land}
        onChange={set('Land')}
        counter={2}
        error={error('Land')}
      />
      <TextField
        id={`${idPrefix}-foretag`}
        label={t('travel.fields.visitedCompany')}
        value={value.BesoktForetag}
        onChange={set('BesoktForetag')}
        counter={60}
        error={error('BesoktForetag')}
      />
      <TextField
        id={`${idPrefix}-person`}
        label={t('travel.fields.visitedPerson')}
        value={value.BesoktPerson}
        onChange={set('BesoktPerson')}
        counter={60}
        error={error('BesoktPerson')}
      />
      <TextField
        id={`${idPrefix}-plats`}
        label={t('travel.fields.visitedPlace')}
        value={value.BesoktPlats}
        onChange={set('BesoktPlats')}
        counter={60}
        error={error('BesoktPlats')}
      />
    </div>
  );
}
