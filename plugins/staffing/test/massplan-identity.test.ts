import { describe, expect, it } from 'vitest';
import { proposeMassPlan } from '../src/domain/massplan';
import { massFixture } from './massplan-fixture';
import { proposeMassPlan as reference } from './reference/massplan';

/** session 11's policy: equal targets (no contracted hours given) and no department first — what the reference does */
const BEFORE = { ownDepartmentFirst: false };

/**
 * The fast mass planner (session 12: running state per person, the shared rule pieces) must propose exactly what the
 * planner of session 11 proposed — the same people on the same passes, the same warnings, the same open passes with
 * the same counts per rule — on plans of every shape.
 */
describe('the mass planner gives the same plan as before its speed work', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seeded plan %i (40 people, 5 weeks, crowded days)', (seed) => {
    const f = massFixture(seed, 40, '2027-03-01', 5, 40);
    const fast = proposeMassPlan(f.open, f.employees, f.existing, '2027-03-01', f.to, BEFORE);
    expect(fast).toEqual(reference(f.open, f.employees, f.existing, '2027-03-01', f.to));
    expect(fast.Proposals.length).toBeGreaterThan(500);
    // crowded enough that every rule turns people away, the rests included
    const rules = new Set(fast.NotFilled.flatMap((n) => Object.keys(n.Reasons)));
    expect([...rules].sort()).toEqual(['absence', 'competence', 'dailyRest', 'overlap', 'weeklyHours', 'weeklyRest']);
  });
  it('a plan of the bench’s size (300 people × 5 weeks) is the same too', () => {
    const f = massFixture(42, 300, '2027-03-01', 5, 220);
    const fast = proposeMassPlan(f.open, f.employees, f.existing, '2027-03-01', f.to, BEFORE);
    expect(fast).toEqual(reference(f.open, f.employees, f.existing, '2027-03-01', f.to));
  });
  it('a thin plan (few people, few passes, no existing passes) is the same', () => {
    const f = massFixture(9, 3, '2027-03-01', 1, 3);
    expect(proposeMassPlan(f.open, f.employees, [], '2027-03-01', f.to, BEFORE)).toEqual(reference(f.open, f.employees, [], '2027-03-01', f.to));
  });
});
