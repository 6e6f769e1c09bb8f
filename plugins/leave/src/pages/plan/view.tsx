import { snackbarShown, useScopedLocation, useT } from '@lonna/core';
import { Button, cx, Dialog, Spinner, TextArea, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { MEDDELANDE_MAX, type PlanDetail } from '../../contracts';
import { SUMMER_RULE } from '../../domain/four-weeks';
import { Warning } from '../../shared/warning';
import { $approveError, $approving, $shortWeeks, approvePressed, plan, planApproved } from './model';

/** Everyone's weeks side by side: a row per employee, a column per ISO week; the staffing line under it. */
function WeekGrid({ d }: { d: PlanDetail }) {
  const t = useT();
  const min = d.Plan.MinBemanning;
  return (
    // a keyboard user scrolls the weeks too: the region takes focus (axe: scrollable-region-focusable)
    <div
      role="region"
      aria-label={t('leave.plan.gridLabel', { plan: d.Plan.Namn })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-border bg-surface"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('leave.plan.gridLabel', { plan: d.Plan.Namn })}</caption>
        <thead>
          <tr className="bg-surface-2 text-xs text-muted">
            <th scope="col" className="sticky left-0 z-10 bg-surface-2 px-3 py-2 text-left font-medium">
              {t('leave.plan.employee')}
            </th>
            {d.Veckor.map((w) => (
              <th key={w.Mandag} scope="col" className="px-1 py-2 text-center font-medium tabular-nums" title={w.Mandag}>
                <abbr title={t('leave.plan.weekOf', { week: w.Vecka, date: w.Mandag })} className="no-underline">
                  {w.Vecka}
                </abbr>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('leave.plan.fourWeeks')}
            </th>
          </tr>
        </thead>
        <tbody>
          {d.Rader.map((r) => (
            <tr key={r.AnstNr} className="border-t border-border">
              <th scope="row" className="sticky left-0 z-10 bg-surface px-3 py-2 text-left font-medium whitespace-nowrap text-on-surface">
                {r.Namn}
              </th>
              {r.Veckor.map((off, i) => (
                <td key={d.Veckor[i]!.Mandag} className="px-1 py-1 text-center">
                  <span
                    className={cx('mx-auto block h-6 w-full min-w-6 rounded', off ? 'bg-primary' : 'bg-surface-2')}
                    role="img"
                    aria-label={off ? t('leave.plan.off', { week: d.Veckor[i]!.Vecka }) : t('leave.plan.working', { week: d.Veckor[i]!.Vecka })}
                  />
                </td>
              ))}
              <td className="px-3 py-2 whitespace-nowrap text-on-surface">
                {r.FyraVeckor === null ? '–' : r.FyraVeckor ? t('leave.plan.yes') : r.Onskemal.length === 0 ? t('leave.plan.noWish') : t('leave.plan.no')}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border bg-surface-2">
            <th scope="row" className="sticky left-0 z-10 bg-surface-2 px-3 py-2 text-left text-xs font-medium text-muted">
              {t('leave.plan.atWork', { min })}
            </th>
            {d.Veckor.map((w) => (
              <td
                key={w.Mandag}
                className={cx('px-1 py-2 text-center text-xs font-semibold tabular-nums', w.IArbete < min ? 'bg-error text-on-error' : 'text-on-surface')}
              >
                {w.IArbete}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export default function PlanPage() {
  const t = useT();
  const [d, failed, short, busy, error, approve, notify] = useUnit([
    plan.$data,
    plan.$error,
    $shortWeeks,
    $approving,
    $approveError,
    approvePressed,
    snackbarShown,
  ]);
  const [, navigate] = useScopedLocation();
  const [confirm, setConfirm] = useState(false);
  const [text, setText] = useState('');
  useEffect(
    () =>
      planApproved.watch(() => {
        setConfirm(false);
        notify({ text: t('leave.plan.approved'), color: 'success' });
      }),
    [notify, t],
  );
  if (!d && failed) return <p className="text-muted">{t('leave.planner.notFound')}</p>;
  if (!d) return <Spinner label={t('leave.loading')} />;
  const open = d.Plan.Status === 'OPEN';
  const waiting = d.Rader.reduce((n, r) => n + r.Onskemal.filter((w) => w.Status === 'REVIEW').length, 0);
  const summer = d.Rader.some((r) => r.FyraVeckor !== null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button type="button" variant="text" onClick={() => navigate('/leaveplanner/overview')}>
          ← {t('leave.planner.title')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Title>{d.Plan.Namn}</Title>
          <p className="text-sm text-muted tabular-nums">
            {d.Plan.AvdelningNamn} · {d.Plan.FromDatum} – {d.Plan.TomDatum} · {t(`leave.planner.status.${d.Plan.Status}`)}
          </p>
        </div>
        {open && (
          <Button type="button" onClick={() => setConfirm(true)}>
            {t('leave.plan.approve', { count: waiting })}
          </Button>
        )}
      </div>
      {summer && <p className="text-sm text-muted">{t('leave.plan.rule', { source: SUMMER_RULE.source })}</p>}
      {short.length > 0 && <Warning>{t('leave.plan.short', { weeks: short.join(', '), min: d.Plan.MinBemanning })}</Warning>}
      {d.Rader.length === 0 ? <p className="text-muted">{t('leave.plan.nobody')}</p> : <WeekGrid d={d} />}
      <Dialog
        open={confirm}
        onClose={() => setConfirm(false)}
        busy={busy}
        title={t('leave.plan.approveTitle')}
        actions={
          <>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setConfirm(false)}>
              {t('leave.form.cancel')}
            </Button>
            <Button type="button" busy={busy} onClick={() => approve(text.trim())}>
              {t('leave.plan.approve', { count: waiting })}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm text-on-surface">{t('leave.plan.approveText', { count: waiting })}</p>
          <TextArea
            id="leave-plan-message"
            label={t('leave.decision.message')}
            value={text}
            max={MEDDELANDE_MAX}
            onChange={setText}
            error={error ?? undefined}
          />
        </div>
      </Dialog>
    </div>
  );
}
