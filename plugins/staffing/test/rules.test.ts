import { describe, expect, it } from 'vitest';
import { checkAssignment, checkEmployee, clampToMidnight, type EmployeeFacts, limitsFor, mondayOf, type PlanPass, type RuleId } from '../src/domain/rules';

/**
 * The shared work-time rules, one table per rule, each row with the source it tests. Sources:
 * ATL = Arbetstidslagen (SFS 1982:673): 5 § ordinary hours 40 h/week, 13 § dygnsvila 11 h per 24 h, 14 § veckovila 36 h
 * per 7 days (wording of SFS 2005:165).
 */
let n = 0;
const pass = (Datum: string, Start: string, Slut: string, Kompetenser: string[] = [], AnstNr = '7'): PlanPass => ({
  Id: `p${++n}`,
  AnstNr,
  Datum,
  Start,
  Slut,
  Kompetenser,
});
const facts = (absence: string[] = [], competences: string[] = []): EmployeeFacts => ({ absence: new Set(absence), competences: new Set(competences) });
const rules = (passes: PlanPass[], f = facts()) => checkEmployee(passes, f).map((v) => v.rule);
/** a Monday */
const MON = '2026-11-16';
const day = (offset: number) => {
  const d = new Date(`${MON}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describe('ATL 13 § daily rest: 11 consecutive hours in every 24-hour period', () => {
  const cases: [string, PlanPass[], boolean][] = [
    ['a day pass each day, 16 h between', [pass(day(0), '07:00', '15:00'), pass(day(1), '07:00', '15:00')], true],
    ['evening then early morning: 8 h between', [pass(day(0), '15:00', '23:00'), pass(day(1), '07:00', '15:00')], false],
    ['exactly 11 h between', [pass(day(0), '12:00', '20:00'), pass(day(1), '07:00', '15:00')], true],
    ['10 h 59 min between', [pass(day(0), '12:00', '20:01'), pass(day(1), '07:00', '15:00')], false],
    ['a split shift with 13 h rest after it', [pass(day(0), '07:00', '10:00'), pass(day(0), '15:00', '18:00'), pass(day(1), '07:00', '10:00')], true],
    ['a night pass up to 24:00 then 06:00', [pass(day(0), '22:00', '24:00'), pass(day(1), '06:00', '14:00')], false],
  ];
  it.each(cases)('%s', (_, passes, ok) => {
    expect(rules(passes).includes('dailyRest')).toBe(!ok);
  });
  it('says the hours found and the limit, and cites the law', () => {
    const [v] = checkEmployee([pass(day(0), '15:00', '23:00'), pass(day(1), '07:00', '15:00')], facts()).filter((x) => x.rule === 'dailyRest');
    expect(v?.params).toEqual({ hours: 8, limit: 11 });
    expect(v?.source).toContain('1982:673');
  });
});

describe('ATL 14 § weekly rest: 36 consecutive hours in every 7-day period (the calendar week)', () => {
  const everyDay = (from: number, to: number, start: string, end: string) => Array.from({ length: to - from + 1 }, (_, i) => pass(day(from + i), start, end));
  const cases: [string, PlanPass[], boolean][] = [
    ['Monday to Friday days, weekend off', everyDay(0, 4, '08:00', '16:00'), true],
    ['seven days in a row', everyDay(0, 6, '08:00', '12:00'), false],
    ['six days, Sunday off: Sat 12:00 to Mon 00:00 is 36 h', everyDay(0, 5, '06:00', '12:00'), true],
    ['six days, Saturday till 13:00: 35 h', [...everyDay(0, 4, '06:00', '12:00'), pass(day(5), '07:00', '13:00')], false],
  ];
  it.each(cases)('%s', (_, passes, ok) => {
    expect(rules(passes).includes('weeklyRest')).toBe(!ok);
  });
});

describe('ATL 5 § ordinary working time: at most 40 h a week', () => {
  const cases: [string, number, boolean][] = [
    ['5 × 8 h = 40 h', 8, true],
    ['5 × 8.5 h = 42.5 h', 8.5, false],
  ];
  it.each(cases)('%s', (_, h, ok) => {
    const end = `${String(8 + Math.floor(h)).padStart(2, '0')}:${h % 1 ? '30' : '00'}`;
    const passes = [0, 1, 2, 3, 4].map((d) => pass(day(d), '08:00', end));
    expect(rules(passes).includes('weeklyHours')).toBe(!ok);
  });
  it('a company agreement (kollektivavtal) may set another limit: the override seam', () => {
    const passes = [0, 1, 2, 3, 4].map((d) => pass(day(d), '08:00', '16:30'));
    expect(checkEmployee(passes, facts(), { weeklyHours: 45, source: 'Avtal X' }).map((v) => v.rule)).not.toContain('weeklyHours');
    expect(limitsFor('2026-11-16', { weeklyHours: 45, source: 'Avtal X' })).toMatchObject({ weeklyHours: 45, dailyRestHours: 11, source: 'Avtal X' });
  });
});

describe('absence and leave: no pass on a day the employee is away', () => {
  const cases: [string, string[], boolean][] = [
    ['no absence', [], true],
    ['sick that day', [day(2)], false],
    ['on leave another day', [day(3)], true],
  ];
  it.each(cases)('%s', (_, absence, ok) => {
    expect(rules([pass(day(2), '08:00', '16:00')], facts(absence)).includes('absence')).toBe(!ok);
  });
});

describe('competence: the employee has every competence the need requires', () => {
  const cases: [string, string[], string[], boolean][] = [
    ['none required', [], [], true],
    ['required and held', ['DELEG'], ['DELEG', 'B'], true],
    ['one missing', ['DELEG', 'SOND'], ['DELEG'], false],
  ];
  it.each(cases)('%s', (_, need, has, ok) => {
    const v = checkEmployee([pass(day(1), '08:00', '16:00', need)], facts([], has));
    expect(v.some((x) => x.rule === 'competence')).toBe(!ok);
    if (!ok) expect(v[0]?.params).toEqual({ competence: 'SOND' });
  });
});

describe('overlap and midnight', () => {
  it('two passes at the same time for one person overlap', () => {
    expect(rules([pass(day(0), '08:00', '16:00'), pass(day(0), '12:00', '20:00')])).toContain('overlap');
  });
  const cases: [string, string, string, boolean][] = [
    ['07:00–15:00 stays', '07:00', '15:00', false],
    ['22:00–06:00 ends at 24:00', '22:00', '06:00', true],
    ['18:00–24:00 stays', '18:00', '24:00', false],
    ['08:00–08:00 ends at 24:00', '08:00', '08:00', true],
  ];
  it.each(cases)('a pass never crosses midnight: %s', (_, s, e, adjusted) => {
    const r = clampToMidnight(s, e);
    expect(r.adjusted).toBe(adjusted);
    expect(r.end).toBe(adjusted ? '24:00' : e);
  });
  it('weeks start on Monday', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  });
});

describe('checkAssignment reports only what the new pass causes', () => {
  it('an old problem elsewhere does not block an unrelated assignment', () => {
    const old = [pass(day(0), '15:00', '23:00'), pass(day(1), '07:00', '15:00')];
    const candidate = pass(day(3), '08:00', '16:00');
    expect(checkAssignment(candidate, old, facts())).toEqual([]);
    const tooClose = pass(day(2), '00:00', '06:00');
    expect(checkAssignment(tooClose, old, facts()).map((v): RuleId => v.rule)).toEqual(['dailyRest']);
  });

  it('is linear: one change among 300 employees × 5 weeks is checked on that employee alone (not timed; the bench times it)', () => {
    const all: PlanPass[] = [];
    for (let e = 0; e < 300; e++) for (let d = 0; d < 35; d++) if (d % 7 < 5) all.push(pass(day(d), '07:00', '15:00', [], String(e)));
    // employee 150's Monday of week 2 is moved to someone else, then given back: nothing breaks
    const mine = all.filter((p) => p.AnstNr === '150' && p.Datum !== day(7));
    expect(mine).toHaveLength(24);
    expect(checkAssignment(pass(day(7), '07:00', '15:00', [], '150'), mine, facts())).toEqual([]);
    // a Saturday on top of a full week is over 40 h and leaves no 36 h weekly rest
    expect(
      checkAssignment(pass(day(5), '07:00', '15:00', [], '150'), mine, facts())
        .map((v) => v.rule)
        .sort(),
    ).toEqual(['weeklyHours', 'weeklyRest']);
    const whole = checkEmployee(
      all.filter((p) => p.AnstNr === '299'),
      facts(),
    );
    expect(whole).toEqual([]);
  });
});
