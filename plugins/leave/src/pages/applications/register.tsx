import { snackbarShown, useT } from '@lonna/core';
import { Button, Checkbox, DatePicker, Dialog, NumberField, Select, TextArea } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { MEDDELANDE_MAX, ORSAK_MAX, type Register } from '../../contracts';
import { LEAVE_TYPE_IDS, LEAVE_TYPES, type LeaveType } from '../../domain/leave-types';
import { $registerError, $registering, registerable, registered, registerSubmitted } from './model';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Draft = Omit<Register, 'Veckodagar' | 'Omfattning' | 'BarnId' | 'Meddelande'> & {
  Typ: LeaveType;
  BarnId: string;
  Veckodagar: number[];
  Omfattning: number | null;
  Meddelande: string;
};
const EMPTY: Draft = {
  AnstNr: '',
  Typ: 'SEM',
  BarnId: '',
  FromDatum: '',
  TomDatum: '',
  Veckodagar: [1, 2, 3, 4, 5],
  Omfattning: 100,
  Orsak: '',
  SkapaTidrader: true,
  Meddelande: '',
};

/**
 * The admin version registers leave for an employee of his scope (he phoned in): the employee's own form plus whom,
 * approved at once — the registering administrator is the decider, the employee gets the decision by push and mail.
 */
export function RegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [people, busy, error, submit, notify] = useUnit([registerable.$data, $registering, $registerError, registerSubmitted, snackbarShown]);
  const [d, setD] = useState<Draft>(EMPTY);
  const [localError, setLocalError] = useState<{ field: string; message: string } | null>(null);
  useEffect(() => {
    if (open) setD(EMPTY);
  }, [open]);
  useEffect(
    () =>
      registered.watch(() => {
        notify({ text: t('leave.register.done'), color: 'success' });
        onClose();
      }),
    [notify, t, onClose],
  );
  if (!open) return null;
  const set =
    <K extends keyof Draft>(k: K) =>
    (v: Draft[K]) => {
      setLocalError(null);
      setD((x) => ({ ...x, [k]: v }));
    };
  const errorFor = (field: string) => (localError?.field === field ? localError.message : error?.field === field ? error.message : undefined);
  const type = LEAVE_TYPES[d.Typ];
  const percents = type.percents as readonly number[] | null;
  const children = people?.find((p) => p.AnstNr === d.AnstNr)?.Barn ?? [];
  const send = () => {
    const fail = (field: string, key: string) => setLocalError({ field, message: t(key) });
    if (!d.AnstNr) return fail('AnstNr', 'leave.register.chooseEmployee');
    if (!d.FromDatum) return fail('FromDatum', 'leave.errors.date');
    if (!d.TomDatum) return fail('TomDatum', 'leave.errors.date');
    if (d.TomDatum < d.FromDatum) return fail('TomDatum', 'leave.errors.tomBeforeFrom');
    if (d.Veckodagar.length === 0) return fail('Veckodagar', 'leave.errors.weekdays');
    if (type.needsChild && !d.BarnId) return fail('BarnId', 'leave.errors.childRequired');
    submit({
      AnstNr: d.AnstNr,
      Typ: d.Typ,
      ...(type.needsChild ? { BarnId: d.BarnId } : {}),
      FromDatum: d.FromDatum,
      TomDatum: d.TomDatum,
      Veckodagar: d.Veckodagar,
      Omfattning: d.Omfattning ?? 0,
      Orsak: d.Orsak.trim(),
      SkapaTidrader: d.SkapaTidrader,
      ...(d.Meddelande.trim() ? { Meddelande: d.Meddelande.trim() } : {}),
    });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={t('leave.register.title')}
      actions={
        <>
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            {t('leave.form.cancel')}
          </Button>
          <Button type="button" busy={busy} onClick={send}>
            {t('leave.register.send')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('leave.register.intro')}</p>
        <Select
          id="leave-reg-anstnr"
          label={t('leave.register.employee')}
          value={d.AnstNr}
          required
          disabled={busy}
          options={[
            { value: '', label: t('leave.register.chooseEmployee') },
            ...(people ?? []).map((p) => ({ value: p.AnstNr, label: `${p.Namn} (${p.AnstNr})` })),
          ]}
          onChange={(v) => setD((x) => ({ ...x, AnstNr: v, BarnId: '' }))}
          error={errorFor('AnstNr')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <Select
            id="leave-reg-typ"
            label={t('leave.form.typ')}
            value={d.Typ}
            disabled={busy}
            options={LEAVE_TYPE_IDS.map((id) => ({ value: id, label: t(`leave.types.${id}`) }))}
            onChange={(v) => {
              const typ = v as LeaveType;
              const allowed = LEAVE_TYPES[typ].percents as readonly number[] | null;
              setD((x) => ({ ...x, Typ: typ, BarnId: '', Omfattning: allowed ? allowed[0]! : (x.Omfattning ?? 100) }));
            }}
            error={errorFor('Typ')}
          />
          {type.needsChild && (
            <Select
              id="leave-reg-barn"
              label={t('leave.form.barn')}
              value={d.BarnId}
              required
              disabled={busy}
              options={[{ value: '', label: t('leave.form.chooseChild') }, ...children.map((b) => ({ value: b.Id, label: b.Namn }))]}
              onChange={set('BarnId')}
              error={errorFor('BarnId')}
            />
          )}
          <DatePicker
            id="leave-reg-from"
            label={t('leave.form.from')}
            value={d.FromDatum}
            required
            disabled={busy}
            onChange={set('FromDatum')}
            error={errorFor('FromDatum')}
          />
          <DatePicker
            id="leave-reg-to"
            label={t('leave.form.to')}
            value={d.TomDatum}
            required
            disabled={busy}
            onChange={set('TomDatum')}
            error={errorFor('TomDatum')}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-on-surface">{t('leave.form.weekdays')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAYS.map((w) => (
              <Checkbox
                key={w}
                id={`leave-reg-weekday-${w}`}
                label={t(`leave.weekdays.${w}`)}
                checked={d.Veckodagar.includes(w)}
                disabled={busy}
                onChange={(on) => set('Veckodagar')(on ? [...d.Veckodagar, w].sort() : d.Veckodagar.filter((x) => x !== w))}
              />
            ))}
          </div>
          {errorFor('Veckodagar') && <p className="text-sm text-error">{errorFor('Veckodagar')}</p>}
        </fieldset>
        {d.Typ !== 'SEM' &&
          (percents ? (
            <Select
              id="leave-reg-omfattning"
              label={t('leave.form.omfattning')}
              value={String(d.Omfattning ?? percents[0])}
              disabled={busy}
              options={percents.map((p) => ({ value: String(p), label: t(`leave.fractions.p${String(p).replace('.', '_')}`) }))}
              onChange={(v) => set('Omfattning')(Number(v))}
              error={errorFor('Omfattning')}
            />
          ) : (
            <NumberField
              id="leave-reg-omfattning"
              label={t('leave.form.omfattning')}
              value={d.Omfattning}
              decimals={0}
              suffix="%"
              disabled={busy}
              onChange={set('Omfattning')}
              hint={t('leave.form.omfattningHint')}
              error={errorFor('Omfattning')}
            />
          ))}
        <TextArea
          id="leave-reg-orsak"
          label={t('leave.form.orsak')}
          value={d.Orsak}
          max={ORSAK_MAX}
          disabled={busy}
          onChange={set('Orsak')}
          error={errorFor('Orsak')}
        />
        <Checkbox
          id="leave-reg-tidrader"
          label={t('leave.form.skapaTidrader')}
          hint={t('leave.form.skapaTidraderHint')}
          checked={d.SkapaTidrader}
          disabled={busy}
          onChange={set('SkapaTidrader')}
        />
        <TextArea
          id="leave-reg-meddelande"
          label={t('leave.decision.message')}
          value={d.Meddelande}
          max={MEDDELANDE_MAX}
          disabled={busy}
          onChange={set('Meddelande')}
          error={errorFor('Meddelande')}
        />
        {error && !error.field && <p className="text-sm text-error">{error.message}</p>}
      </div>
    </Dialog>
  );
}
