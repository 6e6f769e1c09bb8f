import { lists, snackbarShown, useT } from '@lonna/core';
import { Button, Checkbox, Select, Spinner, Title, useMediaQuery } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { PeriodNav } from '../../shared/period-nav';
import { AssignDialog } from './assign-dialog';
import { MassPlanDialog } from './massplan-dialog';
import { $exporting, exportPressed, massOpened } from './massplan-model';
import { PlannerDayList, PlannerGrid } from './grid';
import {
  $anchor,
  $calendarType,
  $competence,
  $department,
  $failed,
  $generating,
  $hours,
  $loading,
  $period,
  $showInactive,
  $stale,
  $total,
  $unfilledCount,
  assignmentSaved,
  calendarTypeChosen,
  competenceChosen,
  departmentChosen,
  generatePressed,
  hoursChosen,
  inactiveToggled,
  passesGenerated,
  periodStepped,
  todayPressed,
} from './model';

const HOURS = Array.from({ length: 25 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

function Filters() {
  const t = useT();
  const [department, competence, hours, inactive, departments, competences] = useUnit([
    $department,
    $competence,
    $hours,
    $showInactive,
    lists.departments.$items,
    lists.competences.$items,
  ]);
  const [chooseDep, chooseComp, chooseHours, toggleInactive] = useUnit([departmentChosen, competenceChosen, hoursChosen, inactiveToggled]);
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <legend className="sr-only">{t('staffing.planner.filters')}</legend>
      <Select
        className="col-span-2 sm:w-52"
        label={t('staffing.fields.Avdelning')}
        value={department}
        options={[
          { value: '', label: t('staffing.planner.all') },
          ...(departments ?? []).map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} ${d.Namn}` })),
        ]}
        onChange={chooseDep}
      />
      <Select
        className="col-span-2 sm:w-52"
        label={t('staffing.fields.Kompetens')}
        value={competence}
        options={[{ value: '', label: t('staffing.planner.all') }, ...(competences ?? []).map((k) => ({ value: k.Id, label: k.Namn }))]}
        onChange={chooseComp}
      />
      <Select
        className="sm:w-28"
        label={t('staffing.planner.hoursFrom')}
        value={String(hours.from)}
        options={HOURS.slice(0, 24)}
        onChange={(v) => chooseHours({ from: Number(v), to: hours.to })}
      />
      <Select
        className="sm:w-28"
        label={t('staffing.planner.hoursTo')}
        value={String(hours.to)}
        options={HOURS.slice(1)}
        onChange={(v) => chooseHours({ from: hours.from, to: Number(v) })}
      />
      <div className="col-span-2 sm:pb-1">
        <Checkbox label={t('staffing.planner.showInactive')} checked={inactive} onChange={toggleInactive} />
      </div>
    </fieldset>
  );
}

/** the grid on a wide screen, the day list on a phone: only one of them is ever in the DOM */
function PlanView() {
  // the grid or the phone's day list, never both hidden by CSS (a month of 300 people as a hidden day list was
  // thousands of buttons nobody saw); without a window (tests) the grid
  return useMediaQuery('(min-width: 640px)', true) ? <PlannerGrid /> : <PlannerDayList />;
}

/** The planner page (BemPlanner). */
export default function PlannerPage() {
  const t = useT();
  const [stale, type, anchor, period, loading, failed, total, unfilled, generating] = useUnit([
    $stale,
    $calendarType,
    $anchor,
    $period,
    $loading,
    $failed,
    $total,
    $unfilledCount,
    $generating,
  ]);
  const [step, today, chooseType, generate, notify] = useUnit([periodStepped, todayPressed, calendarTypeChosen, generatePressed, snackbarShown]);
  const [openMass, exportSchedule, exporting] = useUnit([massOpened, exportPressed, $exporting]);
  useEffect(() => assignmentSaved.watch(() => notify({ text: t('staffing.planner.saved'), color: 'success' })), [notify, t]);
  useEffect(
    () => passesGenerated.watch(({ result }) => notify({ text: t('staffing.planner.generated', { count: result.Skapade }), color: 'success' })),
    [notify, t],
  );
  return (
    <div className="flex flex-col gap-4">
      <Title>{t('staffing.nav.planner')}</Title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodNav type={type} anchor={anchor} period={period} onStep={step} onToday={today} onType={chooseType} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={generate} busy={generating}>
            {t('staffing.planner.generate')}
          </Button>
          <Button onClick={openMass}>{t('staffing.massplan.open')}</Button>
          <Button variant="secondary" onClick={exportSchedule} busy={exporting}>
            {t('staffing.massplan.export')}
          </Button>
        </div>
      </div>
      <Filters />
      <p className="text-sm text-muted" aria-live="polite">
        {t('staffing.planner.summary', { employees: total, unfilled })}
      </p>
      {failed && <p className="text-error">{t('staffing.loadFailed')}</p>}
      {loading && total === 0 ? (
        <Spinner label={t('staffing.loading')} />
      ) : (
        // the previous period stays on screen, dimmed, until the next one has come (no empty flash)
        <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
          <PlanView />
        </div>
      )}
      <AssignDialog />
      <MassPlanDialog />
    </div>
  );
}
