import { useT } from '@lonna/core';
import { ROLES } from '@lonna/core/contracts';
import { Button, Checkbox, Dialog, Select, Switch, TextArea, TextField } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { ReminderInput } from '../../contracts';
import { MESSAGE_MAX, METHODS, PLACEHOLDERS, type Method, type Trigger } from '../../domain/reminders';
import { $open, $saveError, $saving, reminderClosed, reminderSaved, reminders, triggers } from './model';
import { allTriggers, defaultMessage, messageAfterTriggerChange, triggerText } from './trigger-text';

const BLANK: ReminderInput = {
  Namn: '',
  Trigger: 'timeNotApproved',
  DaysBefore: 3,
  DayOfMonth: 1,
  Klockslag: '08:00',
  Method: 'mail',
  TargetRoles: [],
  TargetLogins: [],
  Message: '',
  Active: true,
};

/** One reminder: what triggers it, when, how, to whom, and what it says. */
export function ReminderDialog() {
  const t = useT();
  const [open, list, others, error, saving, save, close] = useUnit([
    $open,
    reminders.$data,
    triggers.$data,
    $saveError,
    $saving,
    reminderSaved,
    reminderClosed,
  ]);
  const [form, setForm] = useState<ReminderInput>(BLANK);
  const [logins, setLogins] = useState('');
  useEffect(() => {
    if (!open) return;
    const found = open === 'new' ? null : list?.find((r) => r.Id === open);
    const {
      Id: _i,
      LastSentDate: _l,
      CreatedBy: _c,
      NextDue: _n,
      ...input
    } = found ?? { ...BLANK, Message: defaultMessage(t, BLANK.Trigger, []), Id: '', LastSentDate: '', CreatedBy: '', NextDue: '' };
    setForm(input);
    setLogins(input.TargetLogins.join(', '));
  }, [open, list, t]);
  const set = <K extends keyof ReminderInput>(k: K, v: ReminderInput[K]) => setForm((f) => ({ ...f, [k]: v }));
  const server = (field: string) => (error?.field === field || error?.field?.startsWith(`${field}.`) ? error.message : undefined);
  const trigger = triggerText(t, form.Trigger, others ?? []);
  const toEmployee = trigger.audience === 'own';
  const shown = ['Namn', 'Trigger', 'DaysBefore', 'DayOfMonth', 'Klockslag', 'Method', 'TargetRoles', 'TargetLogins', 'Message', 'Active'];
  const number = (s: string) => (/^\d{1,2}$/.test(s) ? Number(s) : Number.NaN);
  return (
    <Dialog
      open={open !== null}
      onClose={close}
      title={open === 'new' ? t('admin.reminders.newTitle') : t('admin.reminders.editTitle')}
      width={680}
      busy={saving}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('admin.users.cancel')}
          </Button>
          <Button type="submit" form="admin-reminder-form" busy={saving}>
            {t('admin.users.save')}
          </Button>
        </>
      }
    >
      <form
        id="admin-reminder-form"
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          save({ ...form, TargetLogins: logins.split(/[\s,;]+/).filter(Boolean) });
        }}
      >
        <TextField
          className="sm:col-span-2"
          label={t('admin.reminders.fields.Namn')}
          value={form.Namn}
          onChange={(v) => set('Namn', v)}
          counter={100}
          required
          error={server('Namn')}
          autoFocus
        />
        <Select
          className="sm:col-span-2"
          label={t('admin.reminders.fields.Trigger')}
          hint={trigger.help}
          value={form.Trigger}
          options={allTriggers(t, others ?? []).map((x) => ({ value: x.value, label: x.label }))}
          onChange={(v) => setForm((f) => ({ ...f, Trigger: v as Trigger, Message: messageAfterTriggerChange(t, f.Message, f.Trigger, v, others ?? []) }))}
          error={server('Trigger')}
        />
        {form.Trigger === 'monthlyMessage' ? (
          <TextField
            label={t('admin.reminders.fields.DayOfMonth')}
            inputMode="numeric"
            maxLength={2}
            value={Number.isNaN(form.DayOfMonth) ? '' : String(form.DayOfMonth)}
            onChange={(v) => set('DayOfMonth', number(v))}
            hint={t('admin.reminders.dayOfMonthHint')}
            error={server('DayOfMonth')}
          />
        ) : (
          <TextField
            label={t(trigger.deadline === 'monthEnd' ? 'admin.reminders.fields.DaysBefore' : 'admin.reminders.daysBeforeDeadline')}
            inputMode="numeric"
            maxLength={2}
            value={Number.isNaN(form.DaysBefore) ? '' : String(form.DaysBefore)}
            onChange={(v) => set('DaysBefore', number(v))}
            error={server('DaysBefore')}
          />
        )}
        <TextField
          label={t('admin.reminders.fields.Klockslag')}
          value={form.Klockslag}
          onChange={(v) => set('Klockslag', v)}
          maxLength={5}
          placeholder="08:00"
          error={server('Klockslag')}
        />
        <Select
          label={t('admin.reminders.fields.Method')}
          value={form.Method}
          options={METHODS.map((m) => ({ value: m, label: t(`admin.reminders.methods.${m}`) }))}
          onChange={(v) => set('Method', v as Method)}
          error={server('Method')}
        />
        {toEmployee ? (
          <p className="self-end text-sm text-muted">{t('admin.reminders.toEmployee')}</p>
        ) : (
          <fieldset className="flex flex-col gap-1 sm:col-span-2">
            <legend className="text-sm font-medium text-on-surface">{t('admin.reminders.fields.TargetRoles')}</legend>
            <div className="grid sm:grid-cols-2">
              {ROLES.map((r) => (
                <Checkbox
                  key={r}
                  label={t(`admin.roles.${r}`)}
                  checked={form.TargetRoles.includes(r)}
                  onChange={(on) => set('TargetRoles', on ? [...form.TargetRoles, r] : form.TargetRoles.filter((x) => x !== r))}
                />
              ))}
            </div>
            {server('TargetRoles') && <p className="text-sm font-medium text-error">{server('TargetRoles')}</p>}
          </fieldset>
        )}
        {!toEmployee && (
          <TextField
            className="sm:col-span-2"
            label={t('admin.reminders.fields.TargetLogins')}
            hint={t('admin.reminders.loginsHint')}
            value={logins}
            onChange={setLogins}
            error={server('TargetLogins')}
          />
        )}
        <div className="sm:col-span-2">
          <TextArea
            id="admin-reminder-message"
            label={t('admin.reminders.fields.Message')}
            value={form.Message}
            onChange={(v) => set('Message', v)}
            max={MESSAGE_MAX}
            required
            hint={t('admin.reminders.placeholders', { names: PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ') })}
            error={server('Message')}
          />
        </div>
        <div className="sm:col-span-2">
          <Switch label={t('admin.reminders.fields.Active')} checked={form.Active} onChange={(v) => set('Active', v)} />
        </div>
        {error && !shown.some((f) => error.field === f || error.field?.startsWith(`${f}.`)) && (
          <p role="alert" className="text-sm font-medium text-error sm:col-span-2">
            {error.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
