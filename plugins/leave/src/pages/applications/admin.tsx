import { snackbarShown, useT } from '@lonna/core';
import { Button, Checkbox, DatePicker, Dialog, Spinner, TextArea } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { MEDDELANDE_MAX, type LeaveApplication } from '../../contracts';
import { allowedActions, type LeaveAction } from '../../domain/states';
import { periodText } from '../../shared/period';
import { StatusChip } from '../../shared/status-chip';
import { Warning } from '../../shared/warning';
import { RegisterDialog } from './register';
import { $decideError, $deciding, $fromDate, $showDecided, decided, decisionSubmitted, fromDateChanged, showDecidedChanged, waiting } from './model';

type Decision = Exclude<LeaveAction, 'edit' | 'withdraw'>;

/** the decision with its message to the employee (the message is optional; a denial usually says why) */
function DecisionDialog({ target, onClose }: { target: { app: LeaveApplication; action: Decision } | null; onClose: () => void }) {
  const t = useT();
  const [busy, error, submit] = useUnit([$deciding, $decideError, decisionSubmitted]);
  const [text, setText] = useState('');
  useEffect(() => setText(''), [target]);
  useEffect(() => decided.watch(onClose), [onClose]);
  if (!target) return null;
  const { app, action } = target;
  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={t(`leave.decision.${action}Title`, { name: app.Namn })}
      actions={
        <>
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            {t('leave.form.cancel')}
          </Button>
          <Button
            type="button"
            variant={action === 'approve' ? 'primary' : 'danger'}
            busy={busy}
            onClick={() => submit({ id: app.Id, action, Meddelande: text.trim() })}
          >
            {t(`leave.decision.${action}`)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-on-surface">
          {t(`leave.types.${app.Typ}`)} · {periodText(app)} · {t('leave.check.days', { count: app.Dagar })}
        </p>
        {action === 'approve' && app.SkapaTidrader && <p className="text-sm text-muted">{t('leave.decision.willBook')}</p>}
        {action === 'revert' && app.Bokade > 0 && <p className="text-sm text-muted">{t('leave.decision.willUnbook', { count: app.Bokade })}</p>}
        <TextArea
          id="leave-meddelande"
          label={t('leave.decision.message')}
          value={text}
          max={MEDDELANDE_MAX}
          onChange={setText}
          disabled={busy}
          error={error ?? undefined}
        />
      </div>
    </Dialog>
  );
}

function Row({ a, onDecide }: { a: LeaveApplication; onDecide: (action: Decision) => void }) {
  const t = useT();
  const actions = allowedActions(a.Status).filter((x): x is Decision => x === 'approve' || x === 'deny' || x === 'revert');
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words text-on-surface">{a.Namn}</span>
        <StatusChip status={a.Status} />
      </div>
      <p className="text-sm text-on-surface tabular-nums">
        {t(`leave.types.${a.Typ}`)}
        {a.BarnNamn ? ` · ${a.BarnNamn}` : ''}
        {a.Omfattning !== 100 ? ` · ${a.Omfattning} %` : ''} · {periodText(a)} · {t('leave.check.days', { count: a.Dagar })}
      </p>
      {a.Orsak && <p className="text-sm break-words text-muted">{a.Orsak}</p>}
      {a.UtanSchema.length > 0 && <Warning>{t('leave.check.unscheduled', { count: a.UtanSchema.length })}</Warning>}
      {a.PlanId && <p className="text-xs text-muted">{t('leave.admin.fromPlan')}</p>}
      {a.Status !== 'REVIEW' && (
        <p className="text-sm break-words text-muted">
          {t('leave.decision.by', { name: a.BeslutAv })}
          {a.Meddelande ? ` “${a.Meddelande}”` : ''}
        </p>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              type="button"
              variant={action === 'approve' ? 'primary' : 'secondary'}
              onClick={() => onDecide(action)}
              aria-label={t(`leave.decision.${action}Label`, { name: a.Namn, period: periodText(a) })}
            >
              {t(`leave.decision.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

export function AdminVersion() {
  const t = useT();
  const [list, pending, failed, showDecided, fromDate, onShow, onFrom, notify] = useUnit([
    waiting.$data,
    waiting.$pending,
    waiting.$error,
    $showDecided,
    $fromDate,
    showDecidedChanged,
    fromDateChanged,
    snackbarShown,
  ]);
  const [target, setTarget] = useState<{ app: LeaveApplication; action: Decision } | null>(null);
  const [registering, setRegistering] = useState(false);
  const closeRegister = useCallback(() => setRegistering(false), []);
  useEffect(() => decided.watch(({ result }) => notify({ text: t(`leave.decision.done.${result.Status}`), color: 'success' })), [notify, t]);
  return (
    <section aria-labelledby="leave-admin-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="leave-admin-title" className="text-lg font-semibold text-on-surface">
          {showDecided ? t('leave.admin.all') : t('leave.admin.open')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {list && (
            <span className="text-sm text-muted tabular-nums" aria-live="polite">
              {t('leave.admin.count', { count: list.length })}
            </span>
          )}
          <Button type="button" variant="secondary" onClick={() => setRegistering(true)}>
            {t('leave.register.open')}
          </Button>
        </div>
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <DatePicker id="leave-from-date" label={t('leave.admin.fromDate')} value={fromDate} onChange={onFrom} />
        <Checkbox id="leave-show-decided" label={t('leave.admin.showDecided')} checked={showDecided} onChange={onShow} />
      </div>
      {!list && failed ? (
        <p className="text-muted">{t('leave.failed')}</p>
      ) : !list ? (
        <Spinner label={t('leave.loading')} />
      ) : list.length === 0 ? (
        <p className="text-muted">{showDecided ? t('leave.admin.noneAll') : t('leave.admin.none')}</p>
      ) : (
        <ul aria-label={t('leave.admin.listLabel')} aria-busy={pending} className="grid gap-3 xl:grid-cols-2">
          {list.map((a) => (
            <Row key={a.Id} a={a} onDecide={(action) => setTarget({ app: a, action })} />
          ))}
        </ul>
      )}
      <DecisionDialog target={target} onClose={() => setTarget(null)} />
      <RegisterDialog open={registering} onClose={closeRegister} />
    </section>
  );
}
