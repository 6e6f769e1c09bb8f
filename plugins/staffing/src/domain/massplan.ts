import { dailyRestFrom, type EmployeeFacts, type Interval, limitsFor, type PlanPass, type RuleId, weeklyRestIn } from './rules';
import { DAY_MIN, dayIndex, isoOfDay, minutesOf, mondayOf } from './rules/time';

/**
 * The mass planner (issue 18): puts people on the unfilled passes of a period, pure and deterministic, so the server's
 * dry run, its apply and the bench run the same code. Passes are taken in time order (day, start, need, place); for
 * each pass the candidates are tried fairest first — the smallest share of their contracted hours planned in the
 * period so far (their existing passes and what this run has given them; a part-timer at 75 % is as "full" at 30 h as
 * a full-timer at 40 h), then AnstNr — the need's own department before the others, within each those whose cyclic
 * work schedule has work that day before those it has off, and the first one the shared work-time rules accept gets
 * it. A pass nobody can take is reported with, per rule, how many people it ruled out.
 */
export interface MassEmployee {
  AnstNr: string;
  /** his department ('' none): a pass of another department's need is proposed with a warning */
  Avdelning: string;
  facts: EmployeeFacts;
  /**
   * his contracted minutes a week (his work schedule's hours; a part-timer's share): the fairness target. Left out:
   * full time, the same for everyone. 0: no contracted hours (hourly staff) — asked after everyone who has some.
   */
  weeklyMinutes?: number;
  /** the days his cyclic work schedule has no work: he is asked after those who are scheduled (not a rule) */
  unscheduled?: ReadonlySet<string>;
}
export interface MassOptions {
  /** try the people of the need's department before the others (default true) */
  ownDepartmentFirst?: boolean;
}
/** the full-time week every target left out stands for (any positive number does: only the ratios count) */
const FULL_WEEK = 40 * 60;
export interface MassPass extends PlanPass {
  /** the need's department ('' none) */
  Avdelning: string;
}
export type MassWarning = 'otherDepartment';
export interface Proposal {
  PassId: string;
  AnstNr: string;
  Warnings: MassWarning[];
}
export interface NotFilled {
  PassId: string;
  /** how many candidates each rule ruled out (a person counts once, under the first rule he broke) */
  Reasons: Partial<Record<RuleId | 'nobody', number>>;
}
export interface MassPlan {
  Proposals: Proposal[];
  NotFilled: NotFilled[];
}

// ISO dates and HH:MM compare as plain strings (fixed width, digits); the id keeps the locale order it always had
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const order = (a: PlanPass, b: PlanPass) => cmp(a.Datum, b.Datum) || cmp(a.Start, b.Start) || cmp(a.Slut, b.Slut) || a.Id.localeCompare(b.Id);
const NONE: readonly Interval[] = [];
/** by start, then end: the full check's order (a stable sort, the candidate last among equals) */
const byStart = (a: Interval, b: Interval) => a.s - b.s || a.e - b.e;

/**
 * A person's running plan as the checks read it: passes by ISO week (Monday's day index), by day as plan minutes
 * (in the order he got them), week sums — kept up to date as the run gives him passes, never rebuilt per candidate.
 */
interface Booked {
  byWeek: Map<number, PlanPass[]>;
  days: Map<number, Interval[]>;
  weekMinutes: Map<number, number>;
}
/** a pass about to be tried on many people: its numbers worked out once */
export interface Candidate {
  pass: PlanPass;
  day: number;
  week: number;
  s: number;
  e: number;
}

/**
 * Each employee's passes, and his planned minutes in [from, to]: the full rule check needs only the candidate's week
 * and its edges — the same neighbourhood the server's single assignment reads (the Sunday before, the Monday after).
 */
export function createPlanIndex(from: string, to: string) {
  const people = new Map<string, Booked>();
  const load = new Map<string, number>();
  const weeks = new Map<string, number>();
  const weekOf = (datum: string) => {
    let w = weeks.get(datum);
    if (w === undefined) weeks.set(datum, (w = dayIndex(mondayOf(datum))));
    return w;
  };
  const add = (p: PlanPass) => {
    let b = people.get(p.AnstNr);
    if (!b) people.set(p.AnstNr, (b = { byWeek: new Map(), days: new Map(), weekMinutes: new Map() }));
    const day = dayIndex(p.Datum);
    const span: Interval = { s: day * DAY_MIN + minutesOf(p.Start), e: day * DAY_MIN + minutesOf(p.Slut) };
    const spans = b.days.get(day);
    if (spans) spans.push(span);
    else b.days.set(day, [span]);
    const w = weekOf(p.Datum);
    b.weekMinutes.set(w, (b.weekMinutes.get(w) ?? 0) + span.e - span.s);
    const list = b.byWeek.get(w);
    if (list) list.push(p);
    else b.byWeek.set(w, [p]);
    if (p.Datum >= from && p.Datum <= to) load.set(p.AnstNr, (load.get(p.AnstNr) ?? 0) + span.e - span.s);
  };
  const candidate = (pass: PlanPass): Candidate => {
    const day = dayIndex(pass.Datum);
    return { pass, day, week: weekOf(pass.Datum), s: day * DAY_MIN + minutesOf(pass.Start), e: day * DAY_MIN + minutesOf(pass.Slut) };
  };
  /** his passes from the Sunday before the candidate's week to the Monday after (what the full check reads) */
  const around = (anstNr: string, c: Candidate): PlanPass[] => {
    const b = people.get(anstNr);
    if (!b) return [];
    const lo = isoOfDay(c.week - 1);
    const hi = isoOfDay(c.week + 7);
    const out: PlanPass[] = [];
    for (const k of [c.week - 7, c.week, c.week + 7]) for (const p of b.byWeek.get(k) ?? []) if (p.Datum >= lo && p.Datum <= hi) out.push(p);
    return out;
  };
  /**
   * A rule the candidate surely breaks, found without the full check (which still decides every acceptance): an
   * overlap; daily rest — a pass of his the day before, that day or after, with less than the rest between the two and
   * less than the rest left of the 24 h that start with the earlier one (other passes could only shorten the rests);
   * or the week's hours.
   */
  const quick = (anstNr: string, c: Candidate): RuleId | null => {
    const b = people.get(anstNr);
    if (!b) return null;
    const lim = limitsFor(c.pass.Datum);
    const rest = lim.dailyRestHours * 60;
    for (let d = c.day - 1; d <= c.day + 1; d++)
      for (const { s: s1, e: e1 } of b.days.get(d) ?? NONE) {
        if (s1 < c.e && c.s < e1) return 'overlap';
        if (e1 <= c.s ? c.s - e1 < rest && s1 + DAY_MIN - c.e < rest : s1 - c.e < rest && c.s + DAY_MIN - e1 < rest) return 'dailyRest';
      }
    if ((b.weekMinutes.get(c.week) ?? 0) + c.e - c.s > lim.weeklyHours * 60) return 'weeklyHours';
    return null;
  };
  const limitsOfDay = new Map<number, ReturnType<typeof limitsFor>>();
  const limitsOn = (day: number) => {
    let lim = limitsOfDay.get(day);
    if (!lim) limitsOfDay.set(day, (lim = limitsFor(isoOfDay(day))));
    return lim;
  };
  /**
   * Once `quick` found nothing (competence, absence, overlap and the week's hours hold), the only rules the full check
   * (`checkAssignment`) can still report are the rests, daily rest first: this is its answer — the same windows, the
   * same shared rest functions — read from the running plan: the 24-hour periods that hold the pass (those starting
   * at his passes the day before, that day, or at the pass), then the calendar week.
   */
  const rests = (anstNr: string, c: Candidate): RuleId | null => {
    const days = people.get(anstNr)?.days;
    const near: Interval[] = [];
    for (let d = c.day - 1; d <= c.day + 1; d++) for (const sp of days?.get(d) ?? NONE) near.push(sp);
    const me: Interval = { s: c.s, e: c.e };
    near.push(me);
    near.sort(byStart);
    const at = near.indexOf(me);
    for (let i = 0; i <= at; i++) {
      const sp = near[i] as Interval;
      if (i < at && c.s >= sp.s + DAY_MIN) continue;
      if (dailyRestFrom(near, i) < limitsOn(Math.floor(sp.s / DAY_MIN)).dailyRestHours * 60) return 'dailyRest';
    }
    const week: Interval[] = [];
    for (let d = c.week; d < c.week + 7; d++) for (const sp of days?.get(d) ?? NONE) week.push(sp);
    week.push(me);
    week.sort(byStart);
    return weeklyRestIn(week, c.week) < limitsOn(c.day).weeklyRestHours * 60 ? 'weeklyRest' : null;
  };
  return { load, add, around, quick, rests, candidate };
}

/**
 * `open`: the unfilled passes to plan; `existing`: the passes the employees already have (with a week's margin around
 * the period, so rest and weekly hours see them); `from`/`to`: the period whose planned minutes decide fairness.
 */
export function proposeMassPlan(
  open: readonly MassPass[],
  employees: readonly MassEmployee[],
  existing: readonly PlanPass[],
  from: string,
  to: string,
  options: MassOptions = {},
): MassPlan {
  const ownFirst = options.ownDepartmentFirst ?? true;
  const index = createPlanIndex(from, to);
  for (const e of employees) index.load.set(e.AnstNr, 0);
  for (const p of existing) if (index.load.has(p.AnstNr)) index.add(p);
  const { load, add, quick, rests, candidate } = index;

  const Proposals: Proposal[] = [];
  const NotFilled: NotFilled[] = [];
  const target = (e: MassEmployee) => e.weeklyMinutes ?? FULL_WEEK;
  /**
   * the smaller share of his target planned first (load/target compared crosswise, in whole minutes: no rounding);
   * those without contracted hours after everyone with some, by minutes; then AnstNr
   */
  const fairer = (a: MassEmployee, b: MassEmployee) => {
    const ta = target(a);
    const tb = target(b);
    const la = load.get(a.AnstNr) ?? 0;
    const lb = load.get(b.AnstNr) ?? 0;
    const byShare = ta > 0 && tb > 0 ? la * tb - lb * ta : ta > 0 ? -1 : tb > 0 ? 1 : la - lb;
    return byShare || (a.AnstNr < b.AnstNr ? -1 : a.AnstNr > b.AnstNr ? 1 : 0);
  };
  const anyUnscheduled = employees.some((e) => (e.unscheduled?.size ?? 0) > 0);
  // sorted once; after each choice only the chosen one's load grows, so he alone moves back to his place
  const people = [...employees].sort(fairer);
  for (const pass of [...open].sort(order)) {
    const c = candidate(pass);
    const reasons: NotFilled['Reasons'] = {};
    let chosen = -1;
    // rounds, each person tried once: the need's own department before the others, and within each the people his
    // cyclic schedule has at work that day before those it has off (round = 2 × other department + 1 × day off)
    const prefer = ownFirst && pass.Avdelning !== '';
    const round = (e: MassEmployee) => (prefer && e.Avdelning !== pass.Avdelning ? 2 : 0) + (e.unscheduled?.has(pass.Datum) ? 1 : 0);
    const rounds = (prefer ? 2 : 1) * (anyUnscheduled ? 2 : 1);
    for (let k = 0; k < rounds * people.length && chosen < 0; k++) {
      const i = k % people.length;
      const e = people[i] as MassEmployee;
      const r = Math.floor(k / people.length);
      if (rounds > 1 && round(e) !== (anyUnscheduled ? r : 2 * r)) continue;
      // the rules in the order the full check reports them (test/massplan-identity.test.ts holds it to that)
      let rule: RuleId | null = null;
      if (pass.Kompetenser.some((k) => !e.facts.competences.has(k))) rule = 'competence';
      else if (e.facts.absence.has(pass.Datum)) rule = 'absence';
      else rule = quick(e.AnstNr, c) ?? rests(e.AnstNr, c);
      if (rule) {
        reasons[rule] = (reasons[rule] ?? 0) + 1;
        continue;
      }
      chosen = i;
    }
    if (chosen < 0) {
      NotFilled.push({ PassId: pass.Id, Reasons: people.length ? reasons : { nobody: 1 } });
      continue;
    }
    const e = people[chosen] as MassEmployee;
    add({ ...pass, AnstNr: e.AnstNr });
    people.splice(chosen, 1);
    let at = chosen;
    while (at < people.length && fairer(people[at] as MassEmployee, e) < 0) at++;
    people.splice(at, 0, e);
    Proposals.push({
      PassId: pass.Id,
      AnstNr: e.AnstNr,
      Warnings: pass.Avdelning !== '' && e.Avdelning !== '' && pass.Avdelning !== e.Avdelning ? ['otherDepartment'] : [],
    });
  }
  return { Proposals, NotFilled };
}
