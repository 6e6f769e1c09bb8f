import { $locale, lists, snackbarShown, useT } from '@lonna/core';
import { Button, ConfirmDialog, FileUpload, NumberField, Select, Spinner, TextField, Title, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { Settings } from '../../contracts';
import {
  $importError,
  $ratesEnabled,
  $settingsError,
  importRatesMutation,
  rates,
  ratesImported,
  ratesRemoved,
  saveSettingsMutation,
  settings,
  settingsSaved,
} from './model';
import { TravelRules } from './travel-rules';

const CODES = [
  'LonKodMil',
  'LonKodMilSkattepliktig',
  'LonKodUtlagg',
  'LonKodTraktInrikes',
  'LonKodTraktUtrikes',
  'LonKodTraktSkattepliktig',
  'LonKodRepresentation',
] as const;

function SettingsForm({ initial }: { initial: Settings }) {
  const t = useT();
  const [payCodes, saving, error, save, notify] = useUnit([lists.payCodes.$items, saveSettingsMutation.$pending, $settingsError, settingsSaved, snackbarShown]);
  const [value, setValue] = useState<Settings>(initial);
  const form = useForm({ onError: (m) => notify({ text: m, color: 'error' }) });
  const k = (key: string) => t(`compensations.settingsScreen.${key}`);
  const rate = form.field('MilErsattning', { value: value.MilErsattning, rules: [rules.required({ allowZero: true })], label: k('ownCarRate') });
  const server = (f: string) => (error?.field === f ? error.message : undefined);
  const options = [...(payCodes ?? []).map((p) => ({ value: p.LonKod, label: `${p.LonKod} · ${p.BenText}` }))];
  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4"
      aria-labelledby="cs-codes"
      onSubmit={(e) => {
        e.preventDefault();
        if (form.validateAll()) return;
        save(value);
      }}
    >
      <h2 id="cs-codes" className="text-lg font-medium">
        {k('payCodes')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {CODES.map((c) => (
          <Select
            key={c}
            id={`cs-${c}`}
            label={k(`codes.${c}`)}
            value={value[c]}
            onChange={(v) => setValue((x) => ({ ...x, [c]: v }))}
            options={options.some((o) => o.value === value[c]) ? options : [{ value: value[c], label: value[c] }, ...options]}
            error={error?.field === 'LonKod' ? error.message : undefined}
          />
        ))}
      </div>
      <NumberField
        id="cs-rate"
        label={k('ownCarRate')}
        hint={k('ownCarHint')}
        value={value.MilErsattning}
        onChange={(v) => setValue((x) => ({ ...x, MilErsattning: v ?? 0 }))}
        decimals={2}
        suffix="kr/mil"
        {...rate}
        error={rate.error ?? server('MilErsattning')}
      />
      {error && !error.field && error.message && (
        <p role="alert" className="text-error">
          {error.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={saving}>
          {t('compensations.actions.save')}
        </Button>
      </div>
    </form>
  );
}

function RateTables() {
  const t = useT();
  const k = (key: string, p?: Record<string, unknown>) => t(`compensations.settingsScreen.${key}`, p);
  const [list, lang, importing, importError, importIt, remove] = useUnit([
    rates.$data,
    $locale,
    importRatesMutation.$pending,
    $importError,
    ratesImported,
    ratesRemoved,
  ]);
  const [year, setYear] = useState(String(new Date().getFullYear() + 1));
  const [file, setFile] = useState<File | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const validYear = /^\d{4}$/.test(year);
  return (
    <section aria-labelledby="cs-rates" className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
      <h2 id="cs-rates" className="text-lg font-medium">
        {k('rates')}
      </h2>
      <p className="text-sm text-muted">{k('ratesHint')}</p>
      {list && list.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border" aria-label={k('imported')}>
          {list.map((r) => (
            <li key={r.Ar} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>{k('importedRow', { year: r.Ar, count: r.Antal, by: r.ImportedBy, at: new Date(r.ImportedAt).toLocaleDateString(lang) })}</span>
              <Button variant="text" onClick={() => setRemoving(r.Ar)} aria-label={k('removeYear', { year: r.Ar })}>
                {t('compensations.actions.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{k('noneImported')}</p>
      )}
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!file || !validYear) return;
          importIt({ year, Csv: await file.text() });
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="cs-year" label={k('year')} value={year} onChange={setYear} required error={validYear ? undefined : k('badYear')} />
          <FileUpload id="cs-file" label={k('file')} file={file} onFileChange={setFile} accept=".csv,text/csv,text/plain" />
        </div>
        {importError && (
          <p role="alert" className="text-error" data-testid="rate-import-error">
            {importError}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" busy={importing} disabled={!file}>
            {k('import')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={k('removeTitle', { year: removing ?? '' })}
        text={k('removeText', { year: removing ?? '' })}
        confirmLabel={t('compensations.actions.delete')}
        danger
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** CompensationsSettings: the pay codes the guides write, the own-car rate, the imported per diem tables and the travel rules. */
export default function CompensationsSettingsPage() {
  const t = useT();
  const [data, failed, ratesOn] = useUnit([settings.$data, settings.$error, $ratesEnabled]);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <Title>{t('compensations.settingsScreen.title')}</Title>
      {data ? <SettingsForm initial={data} /> : failed ? <p role="alert">{t('compensations.loadFailed')}</p> : <Spinner />}
      {ratesOn && <RateTables />}
      {ratesOn && <TravelRules />}
    </div>
  );
}
