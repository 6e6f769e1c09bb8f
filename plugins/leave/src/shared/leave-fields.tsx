import { useT } from '@lonna/core';
import { Checkbox, DatePicker, NumberField, Select, TextArea } from '@lonna/core/ui';
import { ORSAK_MAX } from '../contracts';
import { LEAVE_TYPE_IDS, LEAVE_TYPES, type LeaveType } from '../domain/leave-types';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** What a leave application says, as its forms hold it (the employee's own and the administrator's register). */
export interface LeaveDraft {
  Typ: LeaveType;
  BarnId: string;
  FromDatum: string;
  TomDatum: string;
  Veckodagar: number[];
  Omfattning: number | null;
  Orsak: string;
  SkapaTidrader: boolean;
}
export const EMPTY_LEAVE: LeaveDraft = {
  Typ: 'SEM',
  BarnId: '',
  FromDatum: '',
  TomDatum: '',
  Veckodagar: [1, 2, 3, 4, 5],
  Omfattning: 100,
  Orsak: '',
  SkapaTidrader: true,
};

/** the first thing the form can tell before sending (the server checks it all again): the field and the message key */
export function leaveProblem(d: LeaveDraft): { field: keyof LeaveDraft; key: string } | null {
  if (!d.FromDatum) return { field: 'FromDatum', key: 'leave.errors.date' };
  if (!d.TomDatum) return { field: 'TomDatum', key: 'leave.errors.date' };
  if (d.TomDatum < d.FromDatum) return { field: 'TomDatum', key: 'leave.errors.tomBeforeFrom' };
  if (d.Veckodagar.length === 0) return { field: 'Veckodagar', key: 'leave.errors.weekdays' };
  if (LEAVE_TYPES[d.Typ].needsChild && !d.BarnId) return { field: 'BarnId', key: 'leave.errors.childRequired' };
  return null;
}

/** the draft as the wire takes it: a child only for a leave that needs one, the reason trimmed */
export const leaveBody = (d: LeaveDraft) => ({
  Typ: d.Typ,
  ...(LEAVE_TYPES[d.Typ].needsChild ? { BarnId: d.BarnId } : {}),
  FromDatum: d.FromDatum,
  TomDatum: d.TomDatum,
  Veckodagar: d.Veckodagar,
  Omfattning: d.Omfattning ?? 0,
  Orsak: d.Orsak.trim(),
  SkapaTidrader: d.SkapaTidrader,
});

/**
 * The fields of a leave application: type, child (parental leave), period, weekdays, extent, reason and "create time
 * rows". One component for the employee's form and the administrator's register, so both ask the same way.
 */
export function LeaveFields({
  idPrefix,
  draft: d,
  onChange,
  busy,
  typeLocked = false,
  childOptions,
  childHint,
  errorFor,
}: {
  idPrefix: string;
  draft: LeaveDraft;
  onChange: (patch: Partial<LeaveDraft>) => void;
  busy: boolean;
  /** a wish in a leave plan keeps the plan's type */
  typeLocked?: boolean;
  childOptions: readonly { Id: string; Namn: string }[];
  childHint?: string | undefined;
  errorFor: (field: string) => string | undefined;
}) {
  const t = useT();
  const type = LEAVE_TYPES[d.Typ];
  const percents = type.percents as readonly number[] | null;
  const set =
    <K extends keyof LeaveDraft>(k: K) =>
    (v: LeaveDraft[K]) =>
      onChange({ [k]: v } as Partial<LeaveDraft>);
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          id={`${idPrefix}-typ`}
          label={t('leave.form.typ')}
          value={d.Typ}
          disabled={busy || typeLocked}
          options={LEAVE_TYPE_IDS.map((id) => ({ value: id, label: t(`leave.types.${id}`) }))}
          onChange={(v) => {
            const typ = v as LeaveType;
            const allowed = LEAVE_TYPES[typ].percents as readonly number[] | null;
            onChange({ Typ: typ, BarnId: LEAVE_TYPES[typ].needsChild ? d.BarnId : '', Omfattning: allowed ? allowed[0]! : (d.Omfattning ?? 100) });
          }}
          error={errorFor('Typ')}
        />
        {type.needsChild && (
          <Select
            id={`${idPrefix}-barn`}
            label={t('leave.form.barn')}
            value={d.BarnId}
            required
            disabled={busy}
            options={[{ value: '', label: t('leave.form.chooseChild') }, ...childOptions.map((b) => ({ value: b.Id, label: b.Namn }))]}
            onChange={set('BarnId')}
            hint={childHint}
            error={errorFor('BarnId')}
          />
        )}
        <DatePicker
          id={`${idPrefix}-from`}
          label={t('leave.form.from')}
          value={d.FromDatum}
          required
          disabled={busy}
          onChange={set('FromDatum')}
          error={errorFor('FromDatum')}
        />
        <DatePicker
          id={`${idPrefix}-to`}
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
              id={`${idPrefix}-weekday-${w}`}
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
            id={`${idPrefix}-omfattning`}
            label={t('leave.form.omfattning')}
            value={String(d.Omfattning ?? percents[0])}
            disabled={busy}
            options={percents.map((p) => ({ value: String(p), label: t(`leave.fractions.p${String(p).replace('.', '_')}`) }))}
            onChange={(v) => set('Omfattning')(Number(v))}
            error={errorFor('Omfattning')}
          />
        ) : (
          <NumberField
            id={`${idPrefix}-omfattning`}
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
        id={`${idPrefix}-orsak`}
        label={t('leave.form.orsak')}
        value={d.Orsak}
        max={ORSAK_MAX}
        disabled={busy}
        onChange={set('Orsak')}
        error={errorFor('Orsak')}
      />
      <Checkbox
        id={`${idPrefix}-tidrader`}
        label={t('leave.form.skapaTidrader')}
        hint={t('leave.form.skapaTidraderHint')}
        checked={d.SkapaTidrader}
        disabled={busy}
        onChange={set('SkapaTidrader')}
      />
    </>
  );
}
