import { snackbarShown, useScopedLocation, useT } from '@lonna/core';
import { Button, DatePicker, Dialog, NumberField, Select, Spinner, TextField, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { PLAN_NAMN_MAX, type NewPlan } from '../../contracts';
import { $creating, $departments, $planError, planCreated, plans, planSubmitted } from './model';

function NewPlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [busy, error, departments, submit] = useUnit([$creating, $planError, $departments, planSubmitted]);
  const [p, setP] = useState<NewPlan>({ Namn: '', Avdelning: '', FromDatum: '', TomDatum: '', MinBemanning: 1 });
  const set =
    <K extends keyof NewPlan>(k: K) =>
    (v: NewPlan[K]) =>
      setP((x) => ({ ...x, [k]: v }));
  const errorFor = (f: string) => (error?.field === f ? error.message : undefined);
  useEffect(() => planCreated.watch(onClose), [onClose]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      title={t('leave.planner.new')}
      actions={
        <>
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            {t('leave.form.cancel')}
          </Button>
          <Button type="submit" form="leave-plan-form" busy={busy}>
            {t('leave.planner.open')}
          </Button>
        </>
      }
    >
      <form
        id="leave-plan-form"
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit({ ...p, Namn: p.Namn.trim() });
        }}
      >
        <TextField
          id="leave-plan-namn"
          label={t('leave.planner.namn')}
          value={p.Namn}
          onChange={set('Namn')}
          required
          maxLength={PLAN_NAMN_MAX}
          error={errorFor('Namn')}
        />
        <Select
          id="leave-plan-avdelning"
          label={t('leave.planner.avdelning')}
          value={p.Avdelning}
          required
          options={[
            { value: '', label: t('leave.planner.chooseDepartment') },
            ...(departments ?? []).map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} ${d.Namn}` })),
          ]}
          onChange={set('Avdelning')}
          error={errorFor('Avdelning')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <DatePicker
            id="leave-plan-from"
            label={t('leave.form.from')}
            value={p.FromDatum}
            onChange={set('FromDatum')}
            required
            error={errorFor('FromDatum')}
          />
          <DatePicker id="leave-plan-to" label={t('leave.form.to')} value={p.TomDatum} onChange={set('TomDatum')} required error={errorFor('TomDatum')} />
        </div>
        <NumberField
          id="leave-plan-min"
          label={t('leave.planner.minBemanning')}
          hint={t('leave.planner.minBemanningHint')}
          value={p.MinBemanning}
          decimals={0}
          onChange={(v) => set('MinBemanning')(v ?? 0)}
          error={errorFor('MinBemanning')}
        />
        {error && !error.field && <p className="text-sm text-error">{error.message}</p>}
      </form>
    </Dialog>
  );
}

/** LeavePlannerOverview: the plans, newest first; a plan opens its week grid. */
export default function PlannerOverviewPage() {
  const t = useT();
  const [list, failed, notify] = useUnit([plans.$data, plans.$error, snackbarShown]);
  const [, navigate] = useScopedLocation();
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      planCreated.watch(({ result }) => {
        notify({ text: t('leave.planner.created'), color: 'success' });
        navigate(`/leaveplanner/${result.Id}`);
      }),
    [notify, t, navigate],
  );
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title>{t('leave.planner.title')}</Title>
        <Button type="button" onClick={() => setOpen(true)}>
          {t('leave.planner.new')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('leave.planner.intro')}</p>
      {!list && failed ? (
        <p className="text-muted">{t('leave.failed')}</p>
      ) : !list ? (
        <Spinner label={t('leave.loading')} />
      ) : list.length === 0 ? (
        <p className="text-muted">{t('leave.planner.none')}</p>
      ) : (
        <ul aria-label={t('leave.planner.listLabel')} className="grid gap-3 md:grid-cols-2">
          {list.map((p) => (
            <li key={p.Id}>
              <a
                href={`/leaveplanner/${p.Id}`}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(`/leaveplanner/${p.Id}`);
                }}
                className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 text-on-surface hover:border-primary focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span className="font-medium text-primary underline-offset-2 hover:underline">{p.Namn}</span>
                <span className="text-sm tabular-nums">
                  {p.AvdelningNamn} · {p.FromDatum} – {p.TomDatum}
                </span>
                <span className="text-sm text-muted">
                  {t(`leave.planner.status.${p.Status}`)} · {t('leave.planner.wishes', { count: p.Onskemal })} ·{' '}
                  {t('leave.planner.min', { count: p.MinBemanning })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <NewPlanDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
