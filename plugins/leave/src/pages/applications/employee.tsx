import { $locale, snackbarShown, useT } from '@lonna/core';
import { Button, Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { LeaveApplication, Mine } from '../../contracts';
import { EMPTY_LEAVE, LeaveFields, leaveBody, leaveProblem, type LeaveDraft } from '../../shared/leave-fields';
import { daysText, periodText } from '../../shared/period';
import { StatusChip } from '../../shared/status-chip';
import { Warning } from '../../shared/warning';
import { $saveError, $sending, applicationSaved, applicationSubmitted, applicationWithdrawn, check, draftChanged, mine, withdrawPressed } from './model';

interface Draft extends LeaveDraft {
  id: string | null;
  PlanId: string;
}
const EMPTY: Draft = { ...EMPTY_LEAVE, id: null, PlanId: '' };
const fromApplication = (a: LeaveApplication): Draft => ({
  id: a.Id,
  Typ: a.Typ,
  BarnId: a.BarnId,
  FromDatum: a.FromDatum,
  TomDatum: a.TomDatum,
  Veckodagar: a.Veckodagar,
  Omfattning: a.Omfattning,
  Orsak: a.Orsak,
  SkapaTidrader: a.SkapaTidrader,
  PlanId: a.PlanId,
});

function CheckBox() {
  const t = useT();
  const [c, locale] = useUnit([check.$data, $locale]);
  if (!c) return null;
  return (
    <div className="flex flex-col gap-1 rounded-card border border-border bg-surface-2 p-3 text-sm text-on-surface" aria-live="polite">
      <p>{t('leave.check.days', { count: c.Dagar })}</p>
      {c.UtanSchema.length > 0 && (
        <Warning>
          {c.Veckodagsraknat ? t('leave.check.noScheduleCounted') : t('leave.check.unscheduled', { count: c.UtanSchema.length })}{' '}
          {c.UtanSchema.slice(0, 8).join(', ')}
          {c.UtanSchema.length > 8 ? ' …' : ''}
        </Warning>
      )}
      {c.Veckodagsraknat && c.UtanSchema.length === 0 && <p className="text-muted">{t('leave.check.noSchedule')}</p>}
      <p className="text-muted">
        {t('leave.vacation.line', {
          from: c.Semester.Fran,
          to: c.Semester.Till,
          applied: daysText(c.Semester.Ansokta, locale),
          approved: daysText(c.Semester.Beviljade, locale),
        })}
      </p>
      <p className="text-muted">
        {c.Semester.Saldo === null
          ? t('leave.vacation.noBalance')
          : t('leave.vacation.balance', {
              date: c.Semester.SaldoDatum,
              left: daysText(c.Semester.Saldo, locale),
              applied: daysText(c.Semester.AnsoktaSedan, locale),
              approved: daysText(c.Semester.BeviljadeSedan, locale),
            })}
      </p>
    </div>
  );
}

function ApplicationForm({ data, editing, onDone }: { data: Mine; editing: Draft | null; onDone: () => void }) {
  const t = useT();
  const [sending, saveError, submit, onDraft, notify] = useUnit([$sending, $saveError, applicationSubmitted, draftChanged, snackbarShown]);
  const [d, setD] = useState<Draft>(editing ?? EMPTY);
  const [localError, setLocalError] = useState<{ field: string; message: string } | null>(null);
  useEffect(() => setD(editing ?? EMPTY), [editing]);
  useEffect(() => {
    onDraft({ FromDatum: d.FromDatum, TomDatum: d.TomDatum, Veckodagar: d.Veckodagar });
  }, [d.FromDatum, d.TomDatum, d.Veckodagar, onDraft]);
  useEffect(
    () =>
      applicationSaved.watch(() => {
        notify({ text: t('leave.form.sent'), color: 'success' });
        setD(EMPTY);
        onDone();
      }),
    [notify, t, onDone],
  );
  const errorFor = (field: string) => (localError?.field === field ? localError.message : saveError?.field === field ? saveError.message : undefined);
  const plan = data.Planer.find((p) => p.Id === d.PlanId);

  return (
    <form
      noValidate
      aria-labelledby="leave-form-title"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = leaveProblem(d);
        if (problem) {
          setLocalError({ field: problem.field, message: t(problem.key) });
          notify({ text: t(problem.key), color: 'error' });
          return;
        }
        submit({ id: d.id, body: { ...leaveBody(d), ...(d.PlanId ? { PlanId: d.PlanId } : {}) } });
      }}
    >
      <h2 id="leave-form-title" className="text-lg font-semibold text-on-surface">
        {d.id ? t('leave.form.editTitle') : plan ? t('leave.form.wishTitle', { plan: plan.Namn }) : t('leave.form.title')}
      </h2>
      {plan && <p className="text-sm text-muted">{t('leave.plans.wishHint', { from: plan.FromDatum, to: plan.TomDatum })}</p>}
      <LeaveFields
        idPrefix="leave"
        draft={d}
        onChange={(patch) => {
          setLocalError(null);
          setD((x) => ({ ...x, ...patch }));
        }}
        busy={sending}
        typeLocked={Boolean(plan)}
        childOptions={data.Barn}
        childHint={data.Barn.length === 0 ? t('leave.form.noChildren') : undefined}
        errorFor={errorFor}
      />
      <CheckBox />
      {saveError && !saveError.field && <p className="text-sm text-error">{saveError.message}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={sending}>
          {d.id ? t('leave.form.save') : t('leave.form.send')}
        </Button>
        {(d.id || d.PlanId) && (
          <Button type="button" variant="secondary" disabled={sending} onClick={onDone}>
            {t('leave.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function OwnList({ list, onEdit }: { list: readonly LeaveApplication[]; onEdit: (a: LeaveApplication) => void }) {
  const t = useT();
  const [sending, withdraw] = useUnit([$sending, withdrawPressed]);
  if (list.length === 0) return <p className="text-muted">{t('leave.mine.empty')}</p>;
  return (
    <ul aria-label={t('leave.mine.title')} className="flex flex-col gap-3">
      {[...list].reverse().map((a) => (
        <li key={a.Id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-on-surface">
              {t(`leave.types.${a.Typ}`)}
              {a.BarnNamn ? ` · ${a.BarnNamn}` : ''}
              {a.Omfattning !== 100 ? ` · ${a.Omfattning} %` : ''}
            </span>
            <StatusChip status={a.Status} />
          </div>
          <p className="text-sm text-on-surface tabular-nums">
            {periodText(a)} · {t('leave.check.days', { count: a.Dagar })}
          </p>
          {a.Orsak && <p className="text-sm text-muted break-words">{a.Orsak}</p>}
          {a.UtanSchema.length > 0 && <Warning>{t('leave.check.unscheduled', { count: a.UtanSchema.length })}</Warning>}
          {a.Status !== 'REVIEW' && (
            <p className="text-sm text-on-surface break-words">
              <span className="text-muted">{t('leave.decision.by', { name: a.BeslutAv })}</span>
              {a.Meddelande ? ` “${a.Meddelande}”` : ''}
            </p>
          )}
          {a.Status === 'APPROVED' && a.SkapaTidrader && (
            <p className="text-xs text-muted">{t('leave.decision.booked', { count: a.Bokade, skipped: a.EjBokade.length })}</p>
          )}
          {a.Status === 'REVIEW' && (
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="secondary"
                disabled={sending}
                onClick={() => onEdit(a)}
                aria-label={t('leave.mine.editLabel', { period: periodText(a) })}
              >
                {t('leave.mine.edit')}
              </Button>
              <Button
                type="button"
                variant="text"
                disabled={sending}
                onClick={() => withdraw(a.Id)}
                aria-label={t('leave.mine.withdrawLabel', { period: periodText(a) })}
              >
                {t('leave.mine.withdraw')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function EmployeeVersion() {
  const t = useT();
  const [data, pending, failed, notify] = useUnit([mine.$data, mine.$pending, mine.$error, snackbarShown]);
  const [editing, setEditing] = useState<Draft | null>(null);
  useEffect(() => applicationWithdrawn.watch(() => notify({ text: t('leave.mine.withdrawn'), color: 'success' })), [notify, t]);
  if (!data && failed) return <p className="text-muted">{t('leave.failed')}</p>;
  if (!data) return <Spinner label={t('leave.loading')} />;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        {data.Planer.map((p) => (
          <section key={p.Id} aria-label={p.Namn} className="flex flex-col gap-2 rounded-card border border-primary bg-primary-soft p-4 text-on-surface">
            <p className="font-medium">{t('leave.plans.open', { plan: p.Namn, from: p.FromDatum, to: p.TomDatum })}</p>
            <div>
              <Button type="button" variant="secondary" onClick={() => setEditing({ ...EMPTY, PlanId: p.Id, FromDatum: p.FromDatum, TomDatum: p.FromDatum })}>
                {t('leave.plans.wish')}
              </Button>
            </div>
          </section>
        ))}
        <ApplicationForm data={data} editing={editing} onDone={() => setEditing(null)} />
      </div>
      <section aria-labelledby="leave-mine-title" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="leave-mine-title" className="text-lg font-semibold text-on-surface">
            {t('leave.mine.title')}
          </h2>
          {pending && <Spinner />}
        </div>
        <OwnList list={data.Ansokningar} onEdit={(a) => setEditing(fromApplication(a))} />
      </section>
    </div>
  );
}
