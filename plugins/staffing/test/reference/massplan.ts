// A frozen copy of session 11's massplan.ts (the mass planner before the speed work of session 12): the yardstick the
// fast planner's output is compared with (test/massplan-identity.test.ts). Never edit it to make a test pass.
import { limitsFor } from '../../src/domain/rules/limits';
import { checkAssignment, type EmployeeFacts, type PlanPass, type RuleId } from './check';
import { addDays, DAY_MIN, dayIndex, minutesOf, mondayOf } from '../../src/domain/rules/time';

/**
 * The mass planner (issue 18): puts people on the unfilled passes of a period, pure and deterministic, so the server's
 * dry run, its apply and the bench run the same code. Passes are taken in time order (day, start, need, place); for
 * each pass the candidates are tried fairest first — fewest planned minutes in the period so far (their existing
 * passes and what this run has given them), then AnstNr — and the first one the shared work-time rules accept gets it.
 * A pass nobody can take is reported with, per rule, how many people it ruled out.
 */
export interface MassEmployee {
  AnstNr: string;
  /** his department ('' none): a pass of another department's need is proposed with a warning */
  Avdelning: string;
  facts: EmployeeFacts;
}
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

const order = (a: PlanPass, b: PlanPass) =>
  a.Datum.localeCompare(b.Datum) || a.Start.localeCompare(b.Start) || a.Slut.localeCompare(b.Slut) || a.Id.localeCompare(b.Id);

/** a person's plan as the checks read it: passes by ISO week (Monday's day index), by day as plan minutes, week sums */
interface Booked {
  byWeek: Map<number, PlanPass[]>;
  days: Map<number, [number, number][]>;
  weekMinutes: Map<number, number>;
}
/** a pass about to be tried on many people: its numbers worked out once */
export interface Candidate {
  pass: PlanPass;
  day: number;
  week: number;
  s: number;
  e: number;
  lo: string;
  hi: string;
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
    const span: [number, number] = [day * DAY_MIN + minutesOf(p.Start), day * DAY_MIN + minutesOf(p.Slut)];
    const spans = b.days.get(day);
    if (spans) spans.push(span);
    else b.days.set(day, [span]);
    const w = weekOf(p.Datum);
    b.weekMinutes.set(w, (b.weekMinutes.get(w) ?? 0) + span[1] - span[0]);
    const list = b.byWeek.get(w);
    if (list) list.push(p);
    else b.byWeek.set(w, [p]);
    if (p.Datum >= from && p.Datum <= to) load.set(p.AnstNr, (load.get(p.AnstNr) ?? 0) + span[1] - span[0]);
  };
  const candidate = (pass: PlanPass): Candidate => {
    const day = dayIndex(pass.Datum);
    const monday = mondayOf(pass.Datum);
    return {
      pass,
      day,
      week: weekOf(pass.Datum),
      s: day * DAY_MIN + minutesOf(pass.Start),
      e: day * DAY_MIN + minutesOf(pass.Slut),
      lo: addDays(monday, -1),
      hi: addDays(monday, 7),
    };
  };
  const around = (anstNr: string, c: Candidate): PlanPass[] => {
    const b = people.get(anstNr);
    if (!b) return [];
    const out: PlanPass[] = [];
    for (const k of [c.week - 7, c.week, c.week + 7]) for (const p of b.byWeek.get(k) ?? []) if (p.Datum >= c.lo && p.Datum <= c.hi) out.push(p);
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
      for (const [s1, e1] of b.days.get(d) ?? []) {
        if (s1 < c.e && c.s < e1) return 'overlap';
        if (e1 <= c.s ? c.s - e1 < rest && s1 + DAY_MIN - c.e < rest : s1 - c.e < rest && c.s + DAY_MIN - e1 < rest) return 'dailyRest';
      }
    if ((b.weekMinutes.get(c.week) ?? 0) + c.e - c.s > lim.weeklyHours * 60) return 'weeklyHours';
    return null;
  };
  return { load, add, around, quick, candidate };
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
): MassPlan {
  const index = createPlanIndex(from, to);
  for (const e of employees) index.load.set(e.AnstNr, 0);
  for (const p of existing) if (index.load.has(p.AnstNr)) index.add(p);
  const { load, add, around, quick, candidate } = index;

  const Proposals: Proposal[] = [];
  const NotFilled: NotFilled[] = [];
  const fairer = (a: MassEmployee, b: MassEmployee) =>
    (load.get(a.AnstNr) ?? 0) - (load.get(b.AnstNr) ?? 0) || (a.AnstNr < b.AnstNr ? -1 : a.AnstNr > b.AnstNr ? 1 : 0);
  // sorted once; after each choice only the chosen one's load grows, so he alone moves back to his place
  const people = [...employees].sort(fairer);
  for (const pass of [...open].sort(order)) {
    const c = candidate(pass);
    const reasons: NotFilled['Reasons'] = {};
    let chosen = -1;
    for (let i = 0; i < people.length; i++) {
      const e = people[i] as MassEmployee;
      // the cheap facts first (most candidates fall there); the full shared rules decide for the rest
      let rule: RuleId | null = null;
      if (pass.Kompetenser.some((k) => !e.facts.competences.has(k))) rule = 'competence';
      else if (e.facts.absence.has(pass.Datum)) rule = 'absence';
      else rule = quick(e.AnstNr, c) ?? checkAssignment({ ...pass, AnstNr: e.AnstNr }, around(e.AnstNr, c), e.facts)[0]?.rule ?? null;
      if (rule) {
        reasons[rule] = (reasons[rule] ?? 0) + 1;
        continue;
      }
      chosen = i;
      break;
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
