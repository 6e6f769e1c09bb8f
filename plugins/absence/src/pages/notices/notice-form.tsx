import { snackbarShown, useT } from '@lonna/core';
import { Button, DatePicker, Dialog, Select, TextArea, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { format } from 'date-fns';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { KOMMENTAR_MAX, PERCENTS, TYPES, type AbsenceType } from '../../contracts';
import {
  $actionError,
  $children,
  $employees,
  $formEmployee,
  $formOpen,
  $reporting,
  formClosed,
  formEmployeeChosen,
  noticeReported,
  noticeSubmitted,
} from './model';

const todayIso = () => format(new Date(), 'yyyy-MM-dd');

/** The dialog where an employee reports his own absence, or an administrator one of his employees'. */
export function NoticeForm() {
  const t = useT();
  const [open, reporting, error, employees, anstNr, children, submit, close, chooseEmployee, notify] = useUnit([
    $formOpen,
    $reporting,
    $actionError,
    $employees,
    $formEmployee,
    $children,
    noticeSubmitted,
    formClosed,
    formEmployeeChosen,
    snackbarShown,
  ]);
  const [typ, setTyp] = useState<AbsenceType>('SJK');
  const [from, setFrom] = useState(todayIso());
  const [percent, setPercent] = useState('100');
  const [barn, setBarn] = useState('');
  const [kommentar, setKommentar] = useState('');
  const form = useForm({ onError: (text) => notify({ text, color: 'error' }) });
  const label = (k: string) => t(`absence.fields.${k}`);
  const server = (field: string) => (error?.field === field ? error.message : undefined);
  const f = {
    Datum: form.field('Datum', { value: from, rules: [rules.required(), rules.date()], label: label('from') }),
    Barn: form.field('Barn', { value: typ === 'VAB' ? barn : 'x', rules: [rules.required()], label: label('child') }),
  };

  useEffect(
    () =>
      noticeReported.watch(() => {
        setFrom(todayIso());
        setKommentar('');
        setBarn('');
        notify({ text: t('absence.reported'), color: 'success' });
      }),
    [notify, t],
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={reporting}
      width={560}
      title={t('absence.report')}
      actions={
        <>
          <Button variant="text" onClick={close} disabled={reporting}>
            {t('absence.cancel')}
          </Button>
          <Button type="submit" form="absence-form" busy={reporting}>
            {t('absence.send')}
          </Button>
        </>
      }
    >
      <form
        id="absence-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validateAll()) return;
          submit({
            AnstNr: anstNr || undefined,
            Typ: typ,
            Datum: from,
            Omfattning: Number(percent) as 25 | 50 | 75 | 100,
            ...(typ === 'VAB' ? { Barn: barn } : {}),
            Kommentar: kommentar.trim(),
          });
        }}
      >
        {employees.length > 1 && (
          <Select
            id="absence-employee"
            label={label('employee')}
            value={anstNr}
            onChange={(a) => {
              chooseEmployee(a);
              setBarn('');
            }}
            options={employees.map((e) => ({ value: e.AnstNr, label: `${e.Namn} (${e.AnstNr})` }))}
            error={server('AnstNr')}
            required
          />
        )}
        <Select
          id="absence-type"
          label={label('type')}
          value={typ}
          onChange={(v) => setTyp(v as AbsenceType)}
          options={TYPES.map((x) => ({ value: x, label: t(`absence.types.${x}`) }))}
          error={server('Typ')}
          required
        />
        {typ === 'VAB' && (
          <Select
            id="absence-child"
            label={label('child')}
            value={barn}
            onChange={setBarn}
            options={[{ value: '', label: t('absence.chooseChild') }, ...children.map((c) => ({ value: c.Id, label: c.Namn }))]}
            hint={children.length === 0 ? t('absence.noChildren') : undefined}
            required
            inputRef={f.Barn.inputRef as never}
            error={f.Barn.error ?? server('Barn')}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <DatePicker id="absence-from" label={label('from')} value={from} onChange={setFrom} required {...f.Datum} error={f.Datum.error ?? server('Datum')} />
          <Select
            id="absence-percent"
            label={label('percent')}
            value={percent}
            onChange={setPercent}
            options={PERCENTS.map((p) => ({ value: String(p), label: `${p} %` }))}
            hint={t('absence.percentHint')}
            error={server('Omfattning')}
          />
        </div>
        <TextArea id="absence-comment" label={label('comment')} value={kommentar} onChange={setKommentar} max={KOMMENTAR_MAX} error={server('Kommentar')} />
        <p className="text-xs text-muted">{t('absence.privacy')}</p>
        {error && !error.field && <p className="text-sm font-medium text-error">{error.message}</p>}
      </form>
    </Dialog>
  );
}
