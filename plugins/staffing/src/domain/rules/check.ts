import { limitsFor, type LimitsOverride } from './limits';
import { DAY_MIN, dayIndex, minutesOf } from './time';

/**
 * The work-time rules of a plan, pure and shared: the planner runs them live in the browser after each change and
 * the server runs the very same code before it saves. One employee's passes are checked at a time (a change touches
 * one employee), so a check after one change is linear in that employee's passes.
 */
export interface PlanPass {
  Id: string;
  AnstNr: string;
  /** ISO date */
  Datum: string;
  /** 'HH:MM' */
  Start: string;
  /** 'HH:MM', 24:00 at most (a pass never crosses midnight) */
  Slut: string;
  /** the competences the pass's need requires */
  Kompetenser: readonly string[];
}
export interface EmployeeFacts {
  /** ISO dates the employee is absent or on leave (the absence and leave plugins' days, as data) */
  absence: ReadonlySet<string>;
  /** the competence codes the employee has */
  competences: ReadonlySet<string>;
}
export type RuleId = 'overlap' | 'dailyRest' | 'weeklyRest' | 'weeklyHours' | 'absence' | 'competence';
export interface Violation {
  rule: RuleId;
  AnstNr: string;
  /** the pass the violation is reported on (the later one of a pair) */
  PassId: string;
  Datum: string;
  /** numbers for the message: hours found and the limit, or the missing competence */
  params: Record<string, string | number>;
  source: string;
}

const ABSENCE_SOURCE = 'Frånvaro och ledighet registrerad för den anställde (frånvaro- och ledighetsmodulerna)';
const COMPETENCE_SOURCE = 'Behovets kompetenskrav (BemUppgift)';

/** a stretch of plan minutes (a pass, or a pass still to be given) */
export interface Interval {
  s: number;
  e: number;
}

interface Span extends Interval {
  p: PlanPass;
}
const spanOf = (p: PlanPass): Span => {
  const base = dayIndex(p.Datum) * DAY_MIN;
  return { p, s: base + minutesOf(p.Start), e: base + minutesOf(p.Slut) };
};
const hours = (min: number) => Math.round((min / 60) * 100) / 100;

/** the longest stretch without work inside [from, to) given spans sorted by start, read from `firstIdx` on */
function longestRest(spans: readonly Interval[], from: number, to: number, firstIdx: number): number {
  let cursor = from;
  let best = 0;
  for (let i = firstIdx; i < spans.length; i++) {
    const sp = spans[i] as Interval;
    if (sp.s >= to) break;
    if (sp.e <= cursor) continue;
    if (sp.s > cursor) best = Math.max(best, sp.s - cursor);
    cursor = Math.max(cursor, sp.e);
    if (cursor >= to) return best;
  }
  return Math.max(best, to - cursor);
}
/** ATL 13 §: the rest in the 24-hour period that starts with `spans[i]` (spans sorted by start, then end) */
export const dailyRestFrom = (spans: readonly Interval[], i: number): number => {
  const s = (spans[i] as Interval).s;
  return longestRest(spans, s, s + DAY_MIN, i);
};
/** ATL 14 §: the rest in the calendar week from Monday `monday` (a day index), given its spans sorted by start */
export const weeklyRestIn = (week: readonly Interval[], monday: number): number => longestRest(week, monday * DAY_MIN, (monday + 7) * DAY_MIN, 0);

/**
 * Every violation in one employee's passes. `focus`: report only violations on these pass ids (the passes a change
 * touched), so that an old violation elsewhere in the period does not block a new, unrelated assignment.
 */
export function checkEmployee(passes: readonly PlanPass[], facts: EmployeeFacts, override?: LimitsOverride, focus?: ReadonlySet<string>): Violation[] {
  const out: Violation[] = [];
  const spans = passes.map(spanOf).sort((a, b) => a.s - b.s || a.e - b.e);
  const want = (sp: Span) => !focus || focus.has(sp.p.Id);
  const push = (sp: Span, rule: RuleId, params: Record<string, string | number>, source: string) =>
    out.push({ rule, AnstNr: sp.p.AnstNr, PassId: sp.p.Id, Datum: sp.p.Datum, params, source });

  // one week bucket per ISO week (Monday = dayIndex where (d+3)%7==0) for the weekly rules
  const weeks = new Map<number, Span[]>();
  for (let i = 0; i < spans.length; i++) {
    const sp = spans[i] as Span;
    const lim = limitsFor(sp.p.Datum, override);
    // absence and competence: facts about the day and the person
    if (want(sp) && facts.absence.has(sp.p.Datum)) push(sp, 'absence', {}, ABSENCE_SOURCE);
    if (want(sp)) for (const k of sp.p.Kompetenser) if (!facts.competences.has(k)) push(sp, 'competence', { competence: k }, COMPETENCE_SOURCE);
    // overlap with an earlier pass
    const prev = spans[i - 1];
    if (prev && prev.e > sp.s && (want(sp) || want(prev))) push(want(sp) ? sp : prev, 'overlap', {}, lim.source);
    // daily rest (13 §): the 24 h period that starts with this pass must hold the required consecutive rest; it is
    // reported on the window's focused pass (the one the planner just moved there)
    let target: Span | null = want(sp) ? sp : null;
    for (let j = i + 1; j < spans.length && (spans[j] as Span).s < sp.s + DAY_MIN; j++) if (want(spans[j] as Span)) target = spans[j] as Span;
    if (target) {
      const rest = dailyRestFrom(spans, i);
      if (rest < lim.dailyRestHours * 60) push(target, 'dailyRest', { hours: hours(rest), limit: lim.dailyRestHours }, lim.source);
    }
    const d = Math.floor(sp.s / DAY_MIN);
    const monday = d - ((((d + 3) % 7) + 7) % 7);
    const list = weeks.get(monday);
    if (list) list.push(sp);
    else weeks.set(monday, [sp]);
  }
  for (const [monday, list] of weeks) {
    const focused = list.filter(want);
    if (focused.length === 0) continue;
    const target = focused[focused.length - 1] as Span;
    const lim = limitsFor(target.p.Datum, override);
    // weekly rest (14 §): the calendar week (Monday 00:00 – Monday 00:00) as the 7-day period
    const rest = weeklyRestIn(list, monday);
    if (rest < lim.weeklyRestHours * 60) push(target, 'weeklyRest', { hours: hours(rest), limit: lim.weeklyRestHours }, lim.source);
    // weekly hours (5 §)
    const worked = list.reduce((sum, sp) => sum + (sp.e - sp.s), 0);
    if (worked > lim.weeklyHours * 60) push(target, 'weeklyHours', { hours: hours(worked), limit: lim.weeklyHours }, lim.source);
  }
  // dedupe a rule reported twice on the same pass (two windows)
  const seen = new Set<string>();
  return out.filter((v) => {
    const key = `${v.rule}|${v.PassId}|${v.params.competence ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The rules for one assignment: `candidate` given to its employee next to his other passes. Only what the candidate
 * causes is reported (the planner shows it beside the pass; the server refuses the save with it).
 */
export function checkAssignment(candidate: PlanPass, others: readonly PlanPass[], facts: EmployeeFacts, override?: LimitsOverride): Violation[] {
  const mine = others.filter((p) => p.AnstNr === candidate.AnstNr && p.Id !== candidate.Id);
  mine.push(candidate);
  return checkEmployee(mine, facts, override, new Set([candidate.Id]));
}

/** the passes of a period grouped by employee (one pass list per person; unassigned passes are left out) */
export function byEmployee(passes: readonly PlanPass[]): Map<string, PlanPass[]> {
  const m = new Map<string, PlanPass[]>();
  for (const p of passes) {
    if (!p.AnstNr) continue;
    const l = m.get(p.AnstNr);
    if (l) l.push(p);
    else m.set(p.AnstNr, [p]);
  }
  return m;
}
