import { snackbarShown, useT } from '@lonna/core';
import { Button, DatePicker, Spinner, TextField, Title, useDateFnsLocale, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { RUBRIK_MAX } from '../../contracts';
import { $entries, $loading, $saveError, $saving, entrySaved, entrySubmitted } from './model';

/** today in the browser's time zone, as the wire writes dates */
const todayIso = () => format(new Date(), 'yyyy-MM-dd');

function NewEntryForm() {
  const t = useT();
  const [saving, saveError, submit, notify] = useUnit([$saving, $saveError, entrySubmitted, snackbarShown]);
  const [rubrik, setRubrik] = useState('');
  const [datum, setDatum] = useState(todayIso);
  const form = useForm({ onError: (text) => notify({ text, color: 'error' }) });
  const rubrikLabel = t('travel.fields.rubrik');
  const datumLabel = t('travel.fields.datum');
  const rubrikField = form.field('Rubrik', { value: rubrik, rules: [rules.required(), rules.maxLength(RUBRIK_MAX)], label: rubrikLabel });
  const datumField = form.field('Datum', { value: datum, rules: [rules.required(), rules.date()], label: datumLabel });
  const serverErrorFor = (field: string) => (saveError?.field === field ? saveError.message : undefined);

  // a saved entry empties the title (the date stays: the next entry is often the same day)
  useEffect(
    () =>
      entrySaved.watch(() => {
        setRubrik('');
        notify({ text: t('travel.saved'), color: 'success' });
      }),
    [notify, t],
  );

  return (
    <form
      noValidate
      aria-labelledby="travel-new-title"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-start sm:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        // the one submit path (button and Enter); the model refuses a second send while one is pending
        if (form.validateAll()) return;
        submit({ Rubrik: rubrik.trim(), Datum: datum });
      }}
    >
      <h2 id="travel-new-title" className="sr-only">
        {t('travel.new')}
      </h2>
      <div className="flex-1">
        <TextField
          id="travel-rubrik"
          label={rubrikLabel}
          value={rubrik}
          onChange={setRubrik}
          counter={RUBRIK_MAX}
          trimOnBlur
          required
          disabled={saving}
          {...rubrikField}
          error={rubrikField.error ?? serverErrorFor('Rubrik')}
        />
      </div>
      <DatePicker
        id="travel-datum"
        label={datumLabel}
        value={datum}
        onChange={setDatum}
        required
        disabled={saving}
        {...datumField}
        error={datumField.error ?? serverErrorFor('Datum')}
      />
      <Button type="submit" disabled={saving} className="sm:mt-6">
        {t('travel.add')}
      </Button>
    </form>
  );
}

function EntryList() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [entries, loading] = useUnit([$entries, $loading]);
  if (loading && entries.length === 0) return <Spinner label={t('travel.loading')} />;
  if (entries.length === 0) return <p className="text-muted">{t('travel.empty')}</p>;
  return (
    <ul aria-label={t('travel.listLabel')} className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
      {entries.map((e) => (
        <li key={e.Id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:justify-between">
          <span className="font-medium break-words">{e.Rubrik}</span>
          <span className="text-sm text-muted">
            <time dateTime={e.Datum}>{format(parseISO(e.Datum), 'PP', { locale })}</time> · {e.CreatedBy}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The Travel page: add an entry, see the company's entries (newest first). */
export default function TravelPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <Title>{t('travel.title')}</Title>
      <NewEntryForm />
      <EntryList />
    </div>
  );
}
