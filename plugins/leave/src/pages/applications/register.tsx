import { snackbarShown, useT } from '@lonna/core';
import { Button, Dialog, Select, TextArea } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { MEDDELANDE_MAX } from '../../contracts';
import { EMPTY_LEAVE, LeaveFields, leaveBody, leaveProblem, type LeaveDraft } from '../../shared/leave-fields';
import { $registerError, $registering, registerable, registered, registerSubmitted } from './model';

interface Draft extends LeaveDraft {
  AnstNr: string;
  Meddelande: string;
}
const EMPTY: Draft = { ...EMPTY_LEAVE, AnstNr: '', Meddelande: '' };

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
  const errorFor = (field: string) => (localError?.field === field ? localError.message : error?.field === field ? error.message : undefined);
  const children = people?.find((p) => p.AnstNr === d.AnstNr)?.Barn ?? [];
  const send = () => {
    if (!d.AnstNr) return setLocalError({ field: 'AnstNr', message: t('leave.register.chooseEmployee') });
    const problem = leaveProblem(d);
    if (problem) return setLocalError({ field: problem.field, message: t(problem.key) });
    submit({ AnstNr: d.AnstNr, ...leaveBody(d), ...(d.Meddelande.trim() ? { Meddelande: d.Meddelande.trim() } : {}) });
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
        <LeaveFields
          idPrefix="leave-reg"
          draft={d}
          onChange={(patch) => {
            setLocalError(null);
            setD((x) => ({ ...x, ...patch }));
          }}
          busy={busy}
          childOptions={children}
          errorFor={errorFor}
        />
        <TextArea
          id="leave-reg-meddelande"
          label={t('leave.decision.message')}
          value={d.Meddelande}
          max={MEDDELANDE_MAX}
          disabled={busy}
          onChange={(v) => setD((x) => ({ ...x, Meddelande: v }))}
          error={errorFor('Meddelande')}
        />
        {error && !error.field && <p className="text-sm text-error">{error.message}</p>}
      </div>
    </Dialog>
  );
}
