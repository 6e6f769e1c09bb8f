import {
  $showInactiveEmployees,
  $staffingCalendarType,
  $staffingHours,
  createEndpointMutation,
  createPageData,
  createPageQuery,
  isApiError,
  lists,
  pageDataPurged,
  showInactiveEmployeesToggled,
  staffingCalendarTypeChanged,
  staffingHoursChanged,
} from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { type Pass, type Plan, type PlanEmployee, pushTouches, STAFFING_RESOURCE, staffing } from '../../contracts';
import { checkAssignment, type PlanPass, type Violation } from '../../domain/rules';
import { minutesOf } from '../../domain/rules/time';
import { daysOf, periodOf, stepAnchor, type PeriodType } from '../../shared/period';
import { todayFx, todayOnOpen } from '../../shared/today';
import { applyMutation as massApplyMutation } from './massplan-api';

/**
 * The planner (BemPlanner): employees × days of the chosen week or month, the passes of the visible needs, and the
 * assignment dialog whose warnings come from the shared rule code — the same functions the server runs on save.
 */

// ---- the period and the filters ----
export const periodStepped = createEvent<-1 | 1>();
export const todayPressed = createEvent();
export const calendarTypeChosen = createEvent<PeriodType>();
export const departmentChosen = createEvent<string>();
export const competenceChosen = createEvent<string>();
export const hoursChosen = createEvent<{ from: number; to: number }>();
export const inactiveToggled = createEvent<boolean>();

/** the day the period is built around ('' until the page has opened and asked for today; "today" returns to it) */
export const $anchor = createStore('').on(todayFx.doneData, (_, today) => today);
export const $calendarType = $staffingCalendarType.map((t): PeriodType => t);
sample({ clock: calendarTypeChosen, target: staffingCalendarTypeChanged });
sample({ clock: hoursChosen, target: staffingHoursChanged });
sample({ clock: inactiveToggled, target: showInactiveEmployeesToggled });
// a step is a day, a week or a month by the calendar type
sample({
  clock: periodStepped,
  source: { a: $anchor, type: $calendarType },
  filter: ({ a }) => a !== '',
  fn: ({ a, type }, dir) => stepAnchor(type, a, dir),
  target: $anchor,
});
sample({ clock: todayPressed, target: todayFx });

export const $department = createStore('').on(departmentChosen, (_, d) => d);
export const $competence = createStore('').on(competenceChosen, (_, k) => k);
export const $hours = $staffingHours;
export const $showInactive = $showInactiveEmployees;

export const $period = combine($anchor, $calendarType, (a, type) => (a ? periodOf(type, a) : null));

const $params = combine($period, $department, $competence, $showInactive, (p, Avdelning, Kompetens, inactive) =>
  p
    ? {
        query: {
          From: p.From,
          To: p.To,
          ...(Avdelning ? { Avdelning } : {}),
          ...(Kompetens ? { Kompetens } : {}),
          VisaInaktiva: inactive ? ('true' as const) : ('false' as const),
        },
      }
    : null,
);

// ---- mutations ----
export const assignMutation = createEndpointMutation(staffing.assign, { name: 'staffing.assign', silent: true });
export const statusMutation = createEndpointMutation(staffing.setStatus, { name: 'staffing.setStatus', silent: true });
export const generateMutation = createEndpointMutation(staffing.generate, { name: 'staffing.generate', silent: true });

export const plan = createPageQuery({
  name: 'staffing.plan',
  endpoint: staffing.plan,
  params: $params,
  refreshOn: [
    // someone's change of a day in this period (or our own) reloads it: everyone looking at the week sees it live
    {
      event: 'resource-updated',
      resource: STAFFING_RESOURCE,
      when: (payload, params) => pushTouches(payload, (params as { query: { From: string } }).query.From, (params as { query: { To: string } }).query.To),
    },
    assignMutation.finished.success,
    statusMutation.finished.success,
    generateMutation.finished.success,
    massApplyMutation.finished.success,
  ],
});
export const plannerPage = createPageData({ loads: [plan, lists.departments, lists.competences, todayOnOpen()] });

export const $loading = plan.$pending;
export const $failed = plan.$error.map(Boolean);
/**
 * The plan on screen: the last answer, kept while the next period (or filter) loads, so the grid never flashes empty;
 * it shows its own days (not the new period's) and the page dims it meanwhile. Another company's is never kept.
 */
export const $plan = createStore<Plan | null>(null, { serialize: 'ignore' })
  .on(plan.$data.updates, (shown, next) => next ?? shown)
  .reset(pageDataPurged);
/** the days of the plan on screen (the period's own until its first answer) */
export const $days = combine($plan, $period, (p, period) => (p ? daysOf(p) : period ? daysOf(period) : []));
/** the plan on screen is not the period asked for yet */
export const $stale = combine($plan, $period, $loading, (p, period, loading) => loading && p !== null && (p.From !== period?.From || p.To !== period?.To));

// ---- what the grid shows ----
const overlapsHours = (p: Pass, h: { from: number; to: number }) => minutesOf(p.Start) < h.to * 60 && minutesOf(p.Slut) > h.from * 60;
export const $employees = $plan.map((p): PlanEmployee[] => p?.Employees ?? []);
/** the passes in the period and the hour range, cancelled ones left out */
const $shownPasses = combine($plan, $hours, (p, h) =>
  (p?.Passes ?? []).filter((x) => x.Datum >= p!.From && x.Datum <= p!.To && x.Status !== 'CANCELLED' && overlapsHours(x, h)),
);
/** employee → day → passes (the grid's cells) */
export const $cells = $shownPasses.map((passes) => {
  const m = new Map<string, Map<string, Pass[]>>();
  for (const p of passes) {
    if (!p.AnstNr) continue;
    let row = m.get(p.AnstNr);
    if (!row) m.set(p.AnstNr, (row = new Map()));
    const cell = row.get(p.Datum);
    if (cell) cell.push(p);
    else row.set(p.Datum, [p]);
  }
  return m;
});
/** day → the unfilled passes */
export const $unfilled = $shownPasses.map((passes) => {
  const m = new Map<string, Pass[]>();
  for (const p of passes) {
    if (p.AnstNr) continue;
    const l = m.get(p.Datum);
    if (l) l.push(p);
    else m.set(p.Datum, [p]);
  }
  return m;
});
export const $unfilledCount = $shownPasses.map((passes) => passes.filter((p) => !p.AnstNr).length);

// ---- the assignment dialog ----
export const passOpened = createEvent<string>();
export const dialogClosed = createEvent();
export const candidateChosen = createEvent<string>();
export const assignmentSubmitted = createEvent();
export const statusSubmitted = createEvent<'FINALIZED' | 'CANCELLED'>();
export const generatePressed = createEvent();

export const $openPassId = createStore<string | null>(null)
  .on(passOpened, (_, id) => id)
  .reset(dialogClosed, assignMutation.finished.success, statusMutation.finished.success);
export const $openPass = combine($plan, $openPassId, (p, id) => (id ? (p?.Passes.find((x) => x.Id === id) ?? null) : null));
export const $candidate = createStore('')
  .on(candidateChosen, (_, a) => a)
  .on(passOpened, () => '');
sample({ clock: $openPass.updates, filter: Boolean, fn: (p) => p!.AnstNr, target: $candidate });

const toPlanPass = (p: Pass, AnstNr = p.AnstNr): PlanPass => ({ Id: p.Id, AnstNr, Datum: p.Datum, Start: p.Start, Slut: p.Slut, Kompetenser: p.Kompetenser });
/**
 * The live check: the candidate on the open pass next to his other passes in the loaded plan — the shared rules,
 * linear in one person's passes (well under a frame for 300 × 5 weeks).
 */
export const $warnings = combine($plan, $openPass, $candidate, (p, pass, anstNr): Violation[] => {
  if (!p || !pass || !anstNr) return [];
  const emp = p.Employees.find((e) => e.AnstNr === anstNr);
  if (!emp) return [];
  const others = p.Passes.filter((x) => x.AnstNr === anstNr && x.Status !== 'CANCELLED').map((x) => toPlanPass(x));
  return checkAssignment(toPlanPass(pass, anstNr), others, { absence: new Set(emp.Franvaro), competences: new Set(emp.Kompetenser) });
});

sample({
  clock: assignmentSubmitted,
  source: { pass: $openPass, AnstNr: $candidate, pending: assignMutation.$pending },
  filter: ({ pass, pending }) => pass !== null && !pending,
  fn: ({ pass, AnstNr }) => ({ params: { Id: pass!.Id }, body: { AnstNr, Version: pass!.Version } }),
  target: assignMutation.start,
});
sample({
  clock: statusSubmitted,
  source: { pass: $openPass, pending: statusMutation.$pending },
  filter: ({ pass, pending }) => pass !== null && !pending,
  fn: ({ pass }, Status) => ({ params: { Id: pass!.Id }, body: { Status, Version: pass!.Version } }),
  target: statusMutation.start,
});
sample({
  clock: generatePressed,
  source: { period: $period, pending: generateMutation.$pending },
  filter: ({ period, pending }) => period !== null && !pending,
  fn: ({ period }) => ({ body: { From: period!.From, To: period!.To } }),
  target: generateMutation.start,
});

export const $saving = combine(assignMutation.$pending, statusMutation.$pending, (a, b) => a || b);
export const $generating = generateMutation.$pending;
/** the server's refusal of the last save, in its words (a rule, a stale pass) */
export const $saveError = createStore<string | null>(null)
  .on([assignMutation.finished.failure, statusMutation.finished.failure], (_, { error }) => (isApiError(error) ? error.message : String(error)))
  .reset(passOpened, dialogClosed, candidateChosen, assignMutation.started, statusMutation.started);
export const assignmentSaved = assignMutation.finished.success;
export const passesGenerated = generateMutation.finished.success;
