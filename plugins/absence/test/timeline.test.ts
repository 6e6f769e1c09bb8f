import { describe, expect, it } from 'vitest';
import { sickPayRulesOn } from '../src/domain/sick-pay-rules';
import { sickPayTimeline } from '../src/domain/timeline';
import { periodOf, stepAnchor } from '../src/domain/period';

const at = (first: string, today: string, recovered = '') =>
  Object.fromEntries(sickPayTimeline(first, today, recovered).map((m) => [m.Key, { Datum: m.Datum, Senast: m.Senast, State: m.State }]));

describe('the sick-pay timeline (Sjuklönelagen 1991:1047, calendar days)', () => {
  it('day 1 karensavdrag, certificate from day 8, notice to Försäkringskassan on days 15–21', () => {
    const tl = at('2026-11-02', '2026-11-02');
    expect(tl.qualifying).toEqual({ Datum: '2026-11-02', Senast: '2026-11-02', State: 'due' });
    expect(tl.certificate).toMatchObject({ Datum: '2026-11-09', State: 'upcoming' });
    expect(tl.fkNotice).toEqual({ Datum: '2026-11-16', Senast: '2026-11-22', State: 'upcoming' });
  });

  it('moves with today: day 8 the certificate is due and the deduction passed; day 22 the FK notice window has passed', () => {
    expect(at('2026-11-02', '2026-11-09')).toMatchObject({ qualifying: { State: 'passed' }, certificate: { State: 'due' }, fkNotice: { State: 'upcoming' } });
    expect(at('2026-11-02', '2026-11-16')).toMatchObject({ fkNotice: { State: 'due' } });
    expect(at('2026-11-02', '2026-11-22')).toMatchObject({ fkNotice: { State: 'due' } });
    expect(at('2026-11-02', '2026-11-23')).toMatchObject({ fkNotice: { State: 'passed' } });
  });

  it('counts calendar days across months and a leap day', () => {
    expect(at('2028-02-25', '2028-02-25').certificate!.Datum).toBe('2028-03-03');
    expect(at('2026-12-28', '2026-12-28').fkNotice!.Datum).toBe('2027-01-11');
  });

  it('a recovery before a milestone means it is not reached; the certificate ends with the last sick day', () => {
    // back on day 6: neither certificate nor FK notice
    expect(at('2026-11-02', '2026-11-20', '2026-11-07')).toMatchObject({
      qualifying: { State: 'passed' },
      certificate: { State: 'notReached' },
      fkNotice: { State: 'notReached' },
    });
    // back on day 10 (last sick day 9): the certificate was needed and is over
    expect(at('2026-11-02', '2026-11-20', '2026-11-11')).toMatchObject({
      certificate: { State: 'passed', Senast: '2026-11-10' },
      fkNotice: { State: 'notReached' },
    });
    // back on day 16 (sick on day 15): the FK notice is still due until day 21
    expect(at('2026-11-02', '2026-11-20', '2026-11-17')).toMatchObject({ fkNotice: { State: 'due' } });
  });

  it('the rule version follows the first day: karensdag before 2019, karensavdrag of 20 % from 2019-01-01 (SFS 2018:772)', () => {
    expect(sickPayRulesOn('2018-12-31')).toMatchObject({ qualifying: 'karensdag', qualifyingShareOfWeek: 0 });
    expect(sickPayRulesOn('2019-01-01')).toMatchObject({ qualifying: 'karensavdrag', qualifyingShareOfWeek: 0.2, certificateFromDay: 8, sickPayLastDay: 14 });
    expect(sickPayTimeline('2018-06-01', '2018-06-01', '')[0]!.Kalla).toBe('Sjuklönelag (1991:1047) 6 §');
    expect(sickPayTimeline('2026-06-01', '2026-06-01', '')[0]!.Kalla).toContain('SFS 2018:772');
  });
});

describe('the calendar period', () => {
  it('a month runs from the first to the last; a week Monday to Sunday; steps move by one view', () => {
    expect(periodOf('2026-02-14', 'month')).toEqual({ From: '2026-02-01', To: '2026-02-28' });
    expect(periodOf('2026-11-18', 'week')).toEqual({ From: '2026-11-16', To: '2026-11-22' });
    expect(stepAnchor('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(stepAnchor('2026-03-15', 'month', -1)).toBe('2026-02-01');
    expect(stepAnchor('2026-11-18', 'week', -1)).toBe('2026-11-11');
  });
});
