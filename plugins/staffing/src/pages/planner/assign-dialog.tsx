import { useT } from '@lonna/core';
import { Button, Dialog, Select } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import type { Violation } from '../../domain/rules';
import {
  $candidate,
  $candidateUnscheduled,
  $candidates,
  $checking,
  $dropping,
  $openPass,
  $saveError,
  $saving,
  $warnings,
  assignmentSubmitted,
  candidateChosen,
  dialogClosed,
  statusSubmitted,
} from './model';

/** a rule's words (the same keys the server's refusal uses) */
export function useRuleText(): (v: Violation) => string {
  const t = useT();
  return (v) => t(`staffing.rules.${v.rule}`, v.params);
}

/**
 * One pass: who is on it (a native select — keyboard and screen reader first), the work-time rules checked live as
 * the choice changes, and finalize or cancel for a pass that is under way.
 */
export function AssignDialog() {
  const t = useT();
  const ruleText = useRuleText();
  const [dropping, pass, employees, candidate, warnings, checking, saving, saveError] = useUnit([
    $dropping,
    $openPass,
    $candidates,
    $candidate,
    $warnings,
    $checking,
    $saving,
    $saveError,
  ]);
  const unscheduled = useUnit($candidateUnscheduled);
  const [choose, submit, close, setStatus] = useUnit([candidateChosen, assignmentSubmitted, dialogClosed, statusSubmitted]);
  const options = useMemo(() => {
    const list = [{ value: '', label: t('staffing.planner.nobody') }, ...employees.map((e) => ({ value: e.AnstNr, label: `${e.Namn} (${e.AnstNr})` }))];
    // the one on the pass stays choosable (an inactive one while inactive are hidden)
    if (pass?.AnstNr && !employees.some((e) => e.AnstNr === pass.AnstNr)) list.push({ value: pass.AnstNr, label: pass.AnstNr });
    return list;
  }, [employees, pass, t]);
  // a dragged pass is checked and saved without the dialog, unless a rule stops it (then it opens on the warning)
  if (!pass || dropping) return null;
  const open = pass.Status === 'PLANNED' || pass.Status === 'ONGOING';
  const changed = candidate !== pass.AnstNr;
  return (
    <Dialog
      open
      onClose={close}
      busy={saving}
      title={t('staffing.planner.dialogTitle', { name: pass.Namn, date: pass.Datum, start: pass.Start, end: pass.Slut })}
      actions={
        <>
          {open && (
            <Button variant="danger" onClick={() => setStatus('CANCELLED')} disabled={saving}>
              {t('staffing.planner.cancelPass')}
            </Button>
          )}
          {pass.Status === 'ONGOING' && pass.AnstNr !== '' && (
            <Button variant="secondary" onClick={() => setStatus('FINALIZED')} disabled={saving}>
              {t('staffing.planner.finalize')}
            </Button>
          )}
          <Button onClick={submit} busy={saving} disabled={!open || !changed || checking || warnings.length > 0}>
            {t('staffing.planner.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {t(`staffing.states.${pass.Status}`)}
          {pass.Kompetenser.length > 0 && ` · ${t('staffing.planner.requires', { list: pass.Kompetenser.join(', ') })}`}
        </p>
        <Select label={t('staffing.planner.employee')} value={candidate} options={options} onChange={choose} disabled={!open || saving} />
        <div role="status" aria-live="polite">
          {checking && <p className="text-sm text-muted">{t('staffing.planner.checking')}</p>}
          {unscheduled && (
            <p className="text-sm">{t('staffing.planner.unscheduled', { name: employees.find((e) => e.AnstNr === candidate)?.Namn ?? candidate })}</p>
          )}
          {warnings.length > 0 && (
            <div className="rounded-card border border-warning bg-surface-2 p-3">
              <p className="font-medium">{t('staffing.planner.warningsTitle')}</p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {warnings.map((w) => (
                  <li key={`${w.rule}-${w.params.competence ?? ''}`}>{ruleText(w)}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {saveError && (
          <p role="alert" className="text-sm text-error">
            {saveError}
          </p>
        )}
      </div>
    </Dialog>
  );
}
