import { describe, expect, it } from 'vitest';
import { type MassEmployee, type MassPass, proposeMassPlan } from '../src/domain/massplan';

const person = (AnstNr: string, competences: string[] = [], absence: string[] = []): MassEmployee => ({
  AnstNr,
  Avdelning: '10',
  facts: { absence: new Set(absence), competences: new Set(competences) },
});
const pass = (Id: string, Datum: string, Start = '07:00', Slut = '15:00', Kompetenser: string[] = []): MassPass => ({
  Id,
  AnstNr: '',
  Datum,
  Start,
  Slut,
  Kompetenser,
  Avdelning: '10',
});

describe('proposeMassPlan (the shared mass planner)', () => {
  it('spreads fairly: fewest planned minutes first, then AnstNr; existing passes count', () => {
    const open = ['01', '02', '03', '04', '05', '06'].map((d) => pass(`p${d}`, `2027-03-${d}`));
    const existing = [{ Id: 'x', AnstNr: 'A', Datum: '2027-03-01', Start: '16:00', Slut: '20:00', Kompetenser: [] }];
    const plan = proposeMassPlan(open, [person('B'), person('A'), person('C')], existing, '2027-03-01', '2027-03-07');
    // A starts with 4 h planned, so B and C come first; his Monday evening (to 20:00) still leaves 11 h before 07:00
    expect(plan.Proposals.map((p) => p.AnstNr)).toEqual(['B', 'C', 'A', 'B', 'C', 'A']);
    expect(plan.NotFilled).toEqual([]);
  });
  it('never breaks a rule, and counts per rule why a pass stays open', () => {
    const open = [pass('m', '2027-03-01'), pass('e', '2027-03-01', '16:00', '22:00'), pass('k', '2027-03-02', '07:00', '15:00', ['DELEG'])];
    const plan = proposeMassPlan(open, [person('A', [], ['2027-03-02'])], [], '2027-03-01', '2027-03-07');
    expect(plan.Proposals.map((p) => p.PassId)).toEqual(['m']);
    expect(plan.NotFilled).toEqual([
      { PassId: 'e', Reasons: { dailyRest: 1 } },
      { PassId: 'k', Reasons: { competence: 1 } },
    ]);
    expect(proposeMassPlan(open, [], [], '2027-03-01', '2027-03-07').NotFilled[0]).toEqual({ PassId: 'm', Reasons: { nobody: 1 } });
  });
  it('is deterministic whatever order its input comes in', () => {
    const open = Array.from({ length: 20 }, (_, i) =>
      pass(`p${i}`, `2027-03-${String(1 + (i % 5)).padStart(2, '0')}`, i % 2 ? '07:00' : '12:00', i % 2 ? '11:00' : '16:00'),
    );
    const people = ['E', 'D', 'C', 'B', 'A'].map((a) => person(a));
    const one = proposeMassPlan(open, people, [], '2027-03-01', '2027-03-07');
    const two = proposeMassPlan([...open].reverse(), [...people].reverse(), [], '2027-03-01', '2027-03-07');
    expect(two).toEqual(one);
  });
});
