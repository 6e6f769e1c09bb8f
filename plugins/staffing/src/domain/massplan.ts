import { checkAssignment, type EmployeeFacts, type PlanPass, type RuleId } from './rules';
import { addDays, dayIndex, minutesOf, mondayOf } from './rules/time';

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

const minutes = (p: PlanPass) => minutesOf(p.Slut) - minutesOf(p.Start);
const order = (a: PlanPass, b: PlanPass) =>
  a.Datum.localeCompare(b.Datum) || a.Start.localeCompare(b.Start) || a.Slut.localeCompare(b.Slut) || a.Id.localeCompare(b.Id);

/**
 * Each employee's passes by ISO week, and his planned minutes in [from, to]: a rule check needs only the candidate's
 * week and its edges — the same neighbourhood the server's single assignment reads (the Sunday before, the Monday after).
 */
export function createPlanIndex(from: string, to: string) {
  const weeks = new Map<string, Map<number, PlanPass[]>>();
  const load = new Map<string, number>();
  const add = (p: PlanPass) => {
    let byWeek = weeks.get(p.AnstNr);
    if (!byWeek) weeks.set(p.AnstNr, (byWeek = new Map()));
    const w = dayIndex(mondayOf(p.Datum));
    const list = byWeek.get(w);
    if (list) list.push(p);
    else byWeek.set(w, [p]);
    if (p.Datum >= from && p.Datum <= to) load.set(p.AnstNr, (load.get(p.AnstNr) ?? 0) + minutes(p));
  };
  const around = (anstNr: string, datum: string): PlanPass[] => {
    const byWeek = weeks.get(anstNr);
    if (!byWeek) return [];
    const w = dayIndex(mondayOf(datum));
    const lo = addDays(mondayOf(datum), -1);
    const hi = addDays(mondayOf(datum), 7);
    const out: PlanPass[] = [];
    for (const k of [w - 7, w, w + 7]) for (const p of byWeek.get(k) ?? []) if (p.Datum >= lo && p.Datum <= hi) out.push(p);
    return out;
  };
  return { load, add, around };
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
  const { load, add, around } = index;

  const Proposals: Proposal[] = [];
  const NotFilled: NotFilled[] = [];
  const fairer = (a: MassEmployee, b: MassEmployee) =>
    (load.get(a.AnstNr) ?? 0) - (load.get(b.AnstNr) ?? 0) || (a.AnstNr < b.AnstNr ? -1 : a.AnstNr > b.AnstNr ? 1 : 0);
  // sorted once; after each choice only the chosen one's load grows, so he alone moves back to his place
  const people = [...employees].sort(fairer);
  for (const pass of [...open].sort(order)) {
    const reasons: NotFilled['Reasons'] = {};
    let chosen = -1;
    for (let i = 0; i < people.length; i++) {
      const e = people[i] as MassEmployee;
      // the cheap facts first: most candidates fall here without touching their passes
      let rule: RuleId | null = null;
      if (pass.Kompetenser.some((k) => !e.facts.competences.has(k))) rule = 'competence';
      else if (e.facts.absence.has(pass.Datum)) rule = 'absence';
      else {
        const broken = checkAssignment({ ...pass, AnstNr: e.AnstNr }, around(e.AnstNr, pass.Datum), e.facts);
        if (broken.length) rule = (broken[0] as { rule: RuleId }).rule;
      }
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
