import { describe, expect, it } from 'vitest';
import { type MassEmployee, type MassPass, proposeMassPlan } from '../src/domain/massplan';

const person = (AnstNr: string, competences: string[] = [], absence: string[] = [], more: Partial<MassEmployee> = {}): MassEmployee => ({
  AnstNr,
  Avdelning: '10',
  facts: { absence: new Set(absence), competences: new Set(competences) },
  ...more,
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

  /** a week of day passes (Mon–Sun 07–15, department 10 unless said): who gets each, in order */
  const week = (avdelning = '10') => ['01', '02', '03', '04', '05', '06', '07'].map((d) => ({ ...pass(`p${d}`, `2027-03-${d}`), Avdelning: avdelning }));
  it.each([
    {
      why: 'equal targets (full time, left out): turn by turn, then AnstNr',
      people: [person('A'), person('B')],
      want: ['A', 'B', 'A', 'B', 'A', 'B', 'A'],
    },
    {
      // B works half time (20 h): after one pass he has planned 8/20 of his week, A needs two to reach 16/40
      why: 'a part-timer gets passes by his share of the contracted hours',
      people: [person('A'), person('B', [], [], { weeklyMinutes: 20 * 60 })],
      want: ['A', 'B', 'A', 'A', 'B', 'A', 'A'],
    },
    {
      why: 'a 75 % schedule (30 h) against full time',
      people: [person('A', [], [], { weeklyMinutes: 30 * 60 }), person('B', [], [], { weeklyMinutes: 40 * 60 })],
      want: ['A', 'B', 'B', 'A', 'B', 'A', 'B'],
    },
    {
      why: 'no contracted hours (hourly staff): asked only when everyone with hours is ruled out',
      people: [person('A', [], ['2027-03-03']), person('H', [], [], { weeklyMinutes: 0 })],
      want: ['A', 'A', 'H', 'A', 'A', 'A', 'H'],
    },
    {
      why: 'the need’s own department before the others, however little they have planned',
      people: [person('A', [], [], { Avdelning: '20' }), person('B'), person('C', [], ['2027-03-02'])],
      // C is away on Tuesday: B takes it rather than A of department 20
      want: ['B', 'B', 'C', 'C', 'B', 'C', 'B'],
    },
    {
      // A's cyclic schedule has Monday–Wednesday off, B's the weekend: each is asked first on his own working days
      why: 'the cyclic schedule: those at work that day before those it has off (not a rule: one who is off still gets a pass)',
      people: [
        person('A', [], [], { unscheduled: new Set(['2027-03-01', '2027-03-02', '2027-03-03']) }),
        person('B', [], [], { unscheduled: new Set(['2027-03-06', '2027-03-07']) }),
      ],
      want: ['B', 'B', 'B', 'A', 'A', 'A', 'A'],
    },
    {
      why: 'the cyclic schedule within the department order: own department and off before another department at work',
      people: [person('A', [], [], { Avdelning: '20' }), person('B', [], [], { unscheduled: new Set(['2027-03-01']) })],
      // B takes Monday though off; the weekly 40 h (ATL 5 §) then leaves the weekend to A
      want: ['B', 'B', 'B', 'B', 'B', 'A', 'A'],
    },
  ])('fairness: $why', ({ people, want }) => {
    const plan = proposeMassPlan(week(), people, [], '2027-03-01', '2027-03-07');
    expect(plan.Proposals.map((p) => p.AnstNr)).toEqual(want);
  });
  it('takes another department only when nobody of the need’s own can, and warns', () => {
    const plan = proposeMassPlan(
      week().slice(0, 2),
      [person('A', [], [], { Avdelning: '20' }), person('B', [], ['2027-03-01'])],
      [],
      '2027-03-01',
      '2027-03-07',
    );
    expect(plan.Proposals).toEqual([
      { PassId: 'p01', AnstNr: 'A', Warnings: ['otherDepartment'] },
      { PassId: 'p02', AnstNr: 'B', Warnings: [] },
    ]);
    // without the preference the fairer one of any department is tried first (session 11's policy)
    const before = proposeMassPlan(week().slice(1, 2), [person('A', [], [], { Avdelning: '20' }), person('B')], [], '2027-03-01', '2027-03-07', {
      ownDepartmentFirst: false,
    });
    expect(before.Proposals.map((p) => p.AnstNr)).toEqual(['A']);
  });
});
