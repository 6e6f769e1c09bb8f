import { useT } from '@lonna/core';
import { Button, ConfirmDialog, Spinner, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { Reminder } from '../../contracts';
import { deleteReminderMutation, history, reminderDeleted, reminderOpened, reminders, triggers } from './model';
import { ReminderDialog } from './reminder-dialog';
import { triggerText } from './trigger-text';

const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });

/** when a reminder goes, in words */
function useWhen() {
  const t = useT();
  const others = useUnit(triggers.$data) ?? [];
  return (r: Reminder) =>
    r.Trigger === 'monthlyMessage'
      ? t('admin.reminders.whenMonthly', { day: r.DayOfMonth, time: r.Klockslag })
      : triggerText(t, r.Trigger, others).deadline === 'monthEnd'
        ? t('admin.reminders.whenBefore', { days: r.DaysBefore, time: r.Klockslag })
        : t('admin.reminders.whenBeforeDeadline', { days: r.DaysBefore, time: r.Klockslag });
}

/**
 * AdminReminders: reminders by mail or SMS that the server sends by itself — to employees whose time is not approved
 * before the month ends, to attesters while days wait, or a monthly message — and the history of what they sent.
 */
export default function RemindersView() {
  const t = useT();
  const when = useWhen();
  const [list, others, sent, open, remove, deleting] = useUnit([
    reminders.$data,
    triggers.$data,
    history.$data,
    reminderOpened,
    reminderDeleted,
    deleteReminderMutation.$pending,
  ]);
  const [confirm, setConfirm] = useState<Reminder | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Title>{t('admin.reminders.title')}</Title>
          <p className="mt-1 text-sm text-muted">{t('admin.reminders.intro')}</p>
        </div>
        <Button onClick={() => open('new')}>{t('admin.reminders.new')}</Button>
      </div>
      {list === null ? (
        <Spinner label={t('admin.reminders.loading')} />
      ) : list.length === 0 ? (
        <p className="text-muted">{t('admin.reminders.empty')}</p>
      ) : (
        <ul aria-label={t('admin.reminders.title')} className="grid gap-3 lg:grid-cols-2">
          {list.map((r) => (
            <li key={r.Id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-semibold text-on-surface">{r.Namn}</h2>
                <span className={r.Active ? 'text-sm text-success' : 'text-sm text-muted'}>
                  {r.Active ? t('admin.reminders.active') : t('admin.reminders.paused')}
                </span>
              </div>
              <p className="text-sm text-on-surface">{triggerText(t, r.Trigger, others ?? []).label}</p>
              <p className="text-sm text-muted">
                {when(r)} · {t(`admin.reminders.methods.${r.Method}`)} ·{' '}
                {triggerText(t, r.Trigger, others ?? []).audience === 'own'
                  ? t('admin.reminders.toEmployeeShort')
                  : [...r.TargetRoles.map((x) => t(`admin.roles.${x}`)), ...r.TargetLogins].join(', ')}
              </p>
              <p className="text-sm break-words whitespace-pre-line text-muted">{r.Message}</p>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => open(r.Id)}>
                  {t('admin.reminders.edit')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirm(r)}>
                  {t('admin.reminders.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="admin-reminder-history" className="flex flex-col gap-2">
        <h2 id="admin-reminder-history" className="font-semibold text-on-surface">
          {t('admin.reminders.history')}
        </h2>
        {sent === null ? null : sent.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.reminders.historyEmpty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
            {sent.map((s, i) => (
              <li key={`${s.At}-${s.Login}-${i}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3 text-sm">
                <span className="font-medium text-on-surface">{s.Namn}</span>
                <span className="text-muted">{stamp.format(s.At)}</span>
                <span className="break-all">
                  {s.Login}
                  {s.To && ` · ${s.To}`}
                </span>
                <span className={s.Status === 'sent' ? 'text-success' : 'font-medium text-error'}>{t(`admin.reminders.status.${s.Status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReminderDialog />
      <ConfirmDialog
        open={confirm !== null}
        title={t('admin.reminders.deleteTitle')}
        text={t('admin.reminders.deleteText', { name: confirm?.Namn ?? '' })}
        confirmLabel={t('admin.reminders.delete')}
        danger
        busy={deleting}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) remove(confirm.Id);
          setConfirm(null);
        }}
      />
    </div>
  );
}
