import { useT } from '@lonna/core';
import { Button, Checkbox, TextField } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { Details } from '../../contracts';
import { $canEditDetails, $detailsError, details, detailsSaved, saveDetailsMutation } from './details-model';

/**
 * "Uppgifter till Försäkringskassan": what every electronic report carries besides the time — the organiser's
 * contact person and phone, the collective agreement, and each care recipient's personal number. Folded by default.
 */
export function DetailsPanel() {
  const t = useT();
  const [can, data, error, save, saving] = useUnit([$canEditDetails, details.$data, $detailsError, detailsSaved, saveDetailsMutation.$pending]);
  const [v, setV] = useState<Details | null>(null);
  useEffect(() => setV((data as Details | null) ?? null), [data]);
  if (!can || !v) return null;
  const server = (field: string) => (error?.field === field ? error.message : undefined);
  const label = (k: string) => t(`fk3059.details.${k}`);
  return (
    <details className="rounded-card border border-border bg-surface p-4">
      <summary className="cursor-pointer font-semibold text-on-surface">{label('title')}</summary>
      <form
        noValidate
        className="mt-3 flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save({ ...v, Brukare: v.Brukare.map((b) => ({ Brukare: b.Brukare, PersNr: b.PersNr })) });
        }}
      >
        <p className="text-sm text-muted">{label('intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="fk-kontaktperson"
            label={label('contact')}
            value={v.Kontaktperson}
            maxLength={80}
            onChange={(Kontaktperson) => setV({ ...v, Kontaktperson })}
            error={server('Kontaktperson')}
          />
          <TextField
            id="fk-telefon"
            label={label('phone')}
            value={v.Telefon}
            inputMode="tel"
            maxLength={30}
            onChange={(Telefon) => setV({ ...v, Telefon })}
            error={server('Telefon')}
          />
        </div>
        <Checkbox label={label('agreement')} checked={v.Kollektivavtal} onChange={(Kollektivavtal) => setV({ ...v, Kollektivavtal })} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">{label('careRecipients')}</legend>
          {v.Brukare.map((b, i) => (
            <TextField
              key={b.Brukare}
              id={`fk-brukare-${b.Brukare}`}
              label={t('fk3059.details.persNrOf', { name: b.Namn || b.Brukare })}
              value={b.PersNr}
              inputMode="numeric"
              maxLength={13}
              hint={label('persNrHint')}
              onChange={(PersNr) => setV({ ...v, Brukare: v.Brukare.map((x, n) => (n === i ? { ...x, PersNr } : x)) })}
              error={server(`Brukare.${i}.PersNr`)}
            />
          ))}
        </fieldset>
        {error && !error.field && <p className="text-sm font-medium text-error">{error.message}</p>}
        <div>
          <Button type="submit" busy={saving}>
            {label('save')}
          </Button>
        </div>
      </form>
    </details>
  );
}
