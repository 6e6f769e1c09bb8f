import { useT } from '@lonna/core';
import { Button, Dialog, Select } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { MASS_SHOWN, type MassNotFilled, type MassShown } from '../../contracts';
import {
  $massBusy,
  $massError,
  $massNeed,
  $massOpen,
  $massResult,
  $periodNeeds,
  $proposal,
  applyPressed,
  massClosed,
  massNeedChosen,
  proposePressed,
} from './massplan-model';
import { $period } from './model';

const when = (p: MassShown['Pass']) => `${p.Datum} ${p.Start}–${p.Slut}`;

function Reasons({ row }: { row: MassNotFilled }) {
  const t = useT();
  return <>{row.Reasons.map((r) => t(`staffing.massplan.reasons.${r.Rule}`, { count: r.Antal })).join(', ')}</>;
}

function ProposalView() {
  const t = useT();
  const proposal = useUnit($proposal);
  if (!proposal) return null;
  // the server sent the first MASS_SHOWN proposals in words and every warned one after them
  const warned = proposal.Shown.filter((p) => p.Warnings.length > 0);
  const rest = proposal.Shown.slice(0, MASS_SHOWN);
  return (
    <div className="flex flex-col gap-4">
      <p role="status">{t('staffing.massplan.summary', { proposals: proposal.Proposals.length, notFilled: proposal.NotFilled.length })}</p>
      {proposal.Proposals.length + proposal.NotFilled.length === 0 && <p className="text-muted">{t('staffing.massplan.nothing')}</p>}
      {warned.length > 0 && (
        <section aria-labelledby="mass-warnings" className="rounded-card border border-warning bg-surface-2 p-3">
          <h3 id="mass-warnings" className="font-medium">
            {t('staffing.massplan.warnings', { count: warned.length })}
          </h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {warned.map((p) => (
              <li key={p.Pass.Id}>
                {when(p.Pass)} {p.Pass.Namn}: {p.Warnings.map((w) => t(`staffing.massplan.warning.${w}`, { name: p.AnstNamn })).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      )}
      {proposal.NotFilled.length > 0 && (
        <section aria-labelledby="mass-open" className="rounded-card border border-error p-3">
          <h3 id="mass-open" className="font-medium">
            {t('staffing.massplan.notFilled', { count: proposal.NotFilled.length })}
          </h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {proposal.NotFilled.map((n) => (
              <li key={n.Pass.Id}>
                {when(n.Pass)} {n.Pass.Namn} — <Reasons row={n} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {rest.length > 0 && (
        <section aria-labelledby="mass-list">
          <h3 id="mass-list" className="font-medium">
            {t('staffing.massplan.proposals')}
          </h3>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm">
            {rest.map((p) => (
              <li key={p.Pass.Id} className="flex flex-wrap justify-between gap-x-3 border-b border-border py-1">
                <span>
                  <span className="tabular-nums">{when(p.Pass)}</span> {p.Pass.Namn}
                </span>
                <span className="font-medium">{p.AnstNamn}</span>
              </li>
            ))}
          </ul>
          {proposal.Proposals.length > MASS_SHOWN && (
            <p className="mt-1 text-sm text-muted">{t('staffing.massplan.more', { count: proposal.Proposals.length - MASS_SHOWN })}</p>
          )}
        </section>
      )}
    </div>
  );
}

function ResultView() {
  const t = useT();
  const result = useUnit($massResult);
  if (!result) return null;
  return (
    <div className="flex flex-col gap-3">
      <p role="status">{t('staffing.massplan.applied', { count: result.Applied })}</p>
      {result.Refused.length > 0 && (
        <section aria-labelledby="mass-refused" className="rounded-card border border-error p-3">
          <h3 id="mass-refused" className="font-medium">
            {t('staffing.massplan.refused', { count: result.Refused.length })}
          </h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {result.Refused.map((r) => (
              <li key={r.PassId}>
                {r.AnstNr}: {r.Reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * The mass planner's dialog: choose (optionally) one need, ask for a proposal — nothing is written — read every
 * warning and every pass that stays open, then apply; the result says what was written and what was refused.
 */
export function MassPlanDialog() {
  const t = useT();
  const [open, period, need, needs, proposal, result, busy, error] = useUnit([
    $massOpen,
    $period,
    $massNeed,
    $periodNeeds,
    $proposal,
    $massResult,
    $massBusy,
    $massError,
  ]);
  const [close, chooseNeed, propose, apply] = useUnit([massClosed, massNeedChosen, proposePressed, applyPressed]);
  if (!open || !period) return null;
  return (
    <Dialog
      open
      onClose={close}
      busy={busy}
      width={720}
      title={t('staffing.massplan.title', { from: period.From, to: period.To })}
      actions={
        result ? (
          <Button onClick={close}>{t('staffing.massplan.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('staffing.cancel')}
            </Button>
            {proposal ? (
              <Button onClick={apply} busy={busy} disabled={proposal.Proposals.length === 0}>
                {t('staffing.massplan.apply', { count: proposal.Proposals.length })}
              </Button>
            ) : (
              <Button onClick={propose} busy={busy}>
                {t('staffing.massplan.propose')}
              </Button>
            )}
          </>
        )
      }
    >
      <div className="flex flex-col gap-4">
        {!result && (
          <>
            <p className="text-sm text-muted">{t('staffing.massplan.intro')}</p>
            <Select
              label={t('staffing.massplan.need')}
              value={need}
              options={[{ value: '', label: t('staffing.massplan.allNeeds') }, ...needs.map((n) => ({ value: n.Id, label: n.Namn }))]}
              onChange={chooseNeed}
              disabled={busy}
            />
          </>
        )}
        <ProposalView />
        <ResultView />
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
