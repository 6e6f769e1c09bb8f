import { useT } from '@lonna/core';
import { Button, ConfirmDialog, DatePicker, Dialog, NumberField, TextField } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { TravelRuleInput } from '../../travel-rules-contracts';
import {
  $ruleDraft,
  $ruleError,
  $ruleSaving,
  type RuleDraft,
  ruleAdded,
  ruleDialogClosed,
  ruleEdited,
  ruleRemoved,
  ruleSaved,
  travelRulesQuery,
} from './travel-rules-model';

type Interval = TravelRuleInput['Intervall'][number];
const FORM_ID = 'cs-travel-rule-form';
/** an interval's row: two columns on a phone, one line on a wider screen */
const ROW = 'grid grid-cols-2 items-end gap-2 border-b border-border pb-3 sm:grid-cols-[2.5rem_repeat(4,minmax(0,1fr))_auto] sm:border-0 sm:pb-0';

/** the rule's numbered intervals: months of the stay with the full and half-day amounts */
function Intervals({ value, onChange, error }: { value: Interval[]; onChange: (v: Interval[]) => void; error?: string }) {
  const t = useT();
  const f = (k: string) => t(`compensations.travelRules.fields.${k}`);
  const set = (i: number, patch: Partial<Interval>) => onChange(value.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="cs-tr-intervals-hint">
      <legend className="font-medium">{f('Intervall')}</legend>
      <p id="cs-tr-intervals-hint" className="text-sm text-muted">
        {t('compensations.travelRules.intervalsHint')} {f('TillManadHint')}.
      </p>
      {value.map((iv, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an interval has no id; its place in the list is its number
        <div key={i} className={ROW}>
          <span className="col-span-2 font-medium tabular-nums sm:col-span-1 sm:pb-2">{i + 1}</span>
          <NumberField id={`cs-tr-from-${i}`} label={f('FranManad')} value={iv.FranManad} decimals={0} onChange={(v) => set(i, { FranManad: v ?? 0 })} />
          <NumberField id={`cs-tr-to-${i}`} label={f('TillManad')} value={iv.TillManad} decimals={0} onChange={(v) => set(i, { TillManad: v })} />
          <NumberField id={`cs-tr-full-${i}`} label={f('Heldag')} value={iv.Heldag} decimals={0} onChange={(v) => set(i, { Heldag: v ?? 0 })} />
          <NumberField id={`cs-tr-half-${i}`} label={f('Halvdag')} value={iv.Halvdag} decimals={0} onChange={(v) => set(i, { Halvdag: v ?? 0 })} />
          <Button
            variant="text"
            disabled={value.length === 1}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            aria-label={t('compensations.travelRules.removeInterval', { n: i + 1 })}
          >
            {t('compensations.actions.delete')}
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-error" id="cs-tr-intervals-error">
          {error}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            const last = value.at(-1);
            const from = last?.TillManad ?? (last ? last.FranManad + 1 : 0);
            onChange([...value, { Nr: value.length + 1, FranManad: from, TillManad: null, Heldag: last?.Heldag ?? 0, Halvdag: last?.Halvdag ?? 0 }]);
          }}
        >
          {t('compensations.travelRules.addInterval')}
        </Button>
      </div>
    </fieldset>
  );
}

function RuleForm({ draft }: { draft: RuleDraft }) {
  const t = useT();
  const [error, save] = useUnit([$ruleError, ruleSaved]);
  const [value, setValue] = useState<TravelRuleInput>(draft.value);
  const [noDate, setNoDate] = useState(false);
  const f = (k: string) => t(`compensations.travelRules.fields.${k}`);
  const server = (field: string) => (error?.field === field ? error.message : undefined);
  // the date is checked here first: the server's words for a missing date are the wire's, not the form's
  const dateError = noDate && !value.GiltigFran ? t('compensations.errors.required', { field: f('GiltigFran') }) : server('GiltigFran');
  const set = (patch: Partial<TravelRuleInput>) => setValue((v) => ({ ...v, ...patch }));
  return (
    <form
      id={FORM_ID}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!value.GiltigFran) {
          setNoDate(true);
          document.getElementById('cs-tr-from')?.focus();
          return;
        }
        save({ Id: draft.Id, value });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker id="cs-tr-from" label={f('GiltigFran')} value={value.GiltigFran} onChange={(v) => set({ GiltigFran: v })} required error={dateError} />
        <TextField
          id="cs-tr-ruleset"
          label={f('Regelverk')}
          value={value.Regelverk}
          onChange={(v) => set({ Regelverk: v })}
          counter={60}
          required
          error={server('Regelverk')}
        />
      </div>
      <Intervals value={value.Intervall} onChange={(Intervall) => set({ Intervall })} error={server('Intervall')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id="cs-tr-night"
          label={f('Natt')}
          value={value.Natt}
          decimals={0}
          suffix="kr"
          onChange={(v) => set({ Natt: v ?? 0 })}
          error={server('Natt')}
        />
        <NumberField
          id="cs-tr-repr"
          label={f('MaxRepresentation')}
          value={value.MaxRepresentation}
          decimals={0}
          suffix="kr"
          onChange={(v) => set({ MaxRepresentation: v ?? 0 })}
          error={server('MaxRepresentation')}
        />
        <TextField
          id="cs-tr-dep"
          type="time"
          label={f('AvresaFore')}
          value={value.AvresaFore}
          onChange={(v) => set({ AvresaFore: v })}
          error={server('AvresaFore')}
        />
        <TextField
          id="cs-tr-ret"
          type="time"
          label={f('HemkomstEfter')}
          value={value.HemkomstEfter}
          onChange={(v) => set({ HemkomstEfter: v })}
          error={server('HemkomstEfter')}
        />
        <NumberField
          id="cs-tr-hours"
          label={f('HalvdagTimmar')}
          value={value.HalvdagTimmar}
          decimals="auto"
          suffix="h"
          onChange={(v) => set({ HalvdagTimmar: v ?? 0 })}
          error={server('HalvdagTimmar')}
        />
      </div>
      {error && !error.field && error.message && (
        <p role="alert" className="text-error">
          {error.message}
        </p>
      )}
    </form>
  );
}

/** the travel rules section of the settings page: the company's rules, newest first, and the dialog */
export function TravelRules() {
  const t = useT();
  const k = (key: string, p?: Record<string, unknown>) => t(`compensations.travelRules.${key}`, p);
  const [data, draft, saving, add, edit, close, remove] = useUnit([
    travelRulesQuery.$data,
    $ruleDraft,
    $ruleSaving,
    ruleAdded,
    ruleEdited,
    ruleDialogClosed,
    ruleRemoved,
  ]);
  const [removing, setRemoving] = useState<{ Id: string; date: string } | null>(null);
  const list = data?.Regler ?? [];
  return (
    <section aria-labelledby="cs-travel-rules" className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
      <h2 id="cs-travel-rules" className="text-lg font-medium">
        {k('title')}
      </h2>
      <p className="text-sm text-muted">{k('hint')}</p>
      {list.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border" aria-label={k('listLabel')}>
          {list.map((r) => (
            <li key={r.Id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>{k('row', { date: r.GiltigFran, ruleset: r.Regelverk, full: r.Intervall[0]?.Heldag ?? 0 })}</span>
              <span className="flex gap-1">
                <Button variant="text" onClick={() => edit(r)} aria-label={k('editLabel', { date: r.GiltigFran })}>
                  {k('edit')}
                </Button>
                <Button variant="text" onClick={() => setRemoving({ Id: r.Id, date: r.GiltigFran })} aria-label={k('removeLabel', { date: r.GiltigFran })}>
                  {t('compensations.actions.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{k('none')}</p>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => add(data?.Standard ?? null)}>
          {k('add')}
        </Button>
      </div>
      <Dialog
        open={draft !== null}
        onClose={close}
        title={draft?.Id ? k('editTitle') : k('newTitle')}
        width={720}
        busy={saving}
        actions={
          <>
            <Button variant="text" onClick={close}>
              {k('cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} busy={saving}>
              {k('save')}
            </Button>
          </>
        }
      >
        {draft && <RuleForm key={draft.Id ?? 'new'} draft={draft} />}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={k('removeTitle', { date: removing?.date ?? '' })}
        text={k('removeText', { date: removing?.date ?? '' })}
        confirmLabel={t('compensations.actions.delete')}
        danger
        onConfirm={() => {
          if (removing) remove(removing.Id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
