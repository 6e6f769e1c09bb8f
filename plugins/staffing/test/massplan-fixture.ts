import type { MassEmployee, MassPass } from '../src/domain/massplan';
import { addDays, type PlanPass } from '../src/domain/rules';

/**
 * A seeded plan for the mass planner's identity test: people with competences, absence and departments, passes of
 * every shape the rules care about (day, evening, the two halves of a night, short ones, overlaps), some already
 * staffed — around and inside five weeks. The same seed always gives the same plan.
 */
export function massFixture(seed: number, people: number, from: string, weeks: number, perDay: number) {
  let s = seed >>> 0;
  const rnd = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const days = weeks * 7;
  const shifts: [string, string][] = [
    ['07:00', '15:00'],
    ['15:00', '22:00'],
    ['22:00', '24:00'],
    ['00:00', '06:00'],
    ['09:00', '13:00'],
    ['12:00', '20:00'],
    ['06:00', '18:00'],
  ];
  const depts = ['A', 'B', ''];
  const comps = ['DELEG', 'KORK', 'LYFT'];
  const employees: MassEmployee[] = Array.from({ length: people }, (_, i) => {
    const absence = new Set<string>();
    if (rnd() < 0.3) {
      const start = Math.floor(rnd() * days);
      for (let d = 0; d < 1 + Math.floor(rnd() * 5); d++) absence.add(addDays(from, start + d));
    }
    return {
      AnstNr: String(100 + ((i * 37) % (people * 3))),
      Avdelning: pick(depts),
      facts: { absence, competences: new Set(comps.filter(() => rnd() < 0.6)) },
    };
  });
  const open: MassPass[] = [];
  const existing: PlanPass[] = [];
  let n = 0;
  for (let d = -7; d < days + 7; d++) {
    const Datum = addDays(from, d);
    for (let k = 0; k < perDay; k++) {
      const [Start, Slut] = pick(shifts);
      const Kompetenser = rnd() < 0.25 ? [pick(comps)] : [];
      const Id = `p-${String(n++).padStart(5, '0')}`;
      const inside = d >= 0 && d < days;
      if (inside && rnd() < 0.85) open.push({ Id, AnstNr: '', Datum, Start, Slut, Kompetenser, Avdelning: pick(depts) });
      else if (rnd() < 0.5) existing.push({ Id, AnstNr: (pick(employees) as MassEmployee).AnstNr, Datum, Start, Slut, Kompetenser });
    }
  }
  // someone not among the candidates has passes too (they must not count for anyone)
  existing.push({ Id: 'x-other', AnstNr: 'nobody', Datum: from, Start: '07:00', Slut: '15:00', Kompetenser: [] });
  return { open, employees, existing, to: addDays(from, days - 1) };
}
