import { describe, expect, it } from 'vitest';
import { isInAudience, statusAt, type Audience, type Reader } from '../server/audience';
import { instantOf, wallClockOf } from '../src/shared/wall-clock';

const at = (wall: string) => instantOf(wall);
const post = (p: Partial<Audience> = {}): Audience => ({
  FtgId: '1001',
  Foretag: [],
  Roller: [],
  Avdelningar: [],
  Fran: at('2026-11-18 08:00'),
  Till: 0,
  ...p,
});
const per10: Reader = { role: 'PER', companyId: '1001', departments: ['10'] };
const NOW = at('2026-11-20 12:00');

describe('who sees a post (server/audience.ts)', () => {
  it.each([
    ['everyone in the writing company', post(), per10, true],
    ['not another company', post(), { ...per10, companyId: '1002' }, false],
    ['a company the post names', post({ Foretag: ['1002', '1003'] }), { ...per10, companyId: '1003' }, true],
    ['not the writing company when it names others only', post({ Foretag: ['1002'] }), per10, false],
    ['a role it names', post({ Roller: ['PER', 'AVD'] }), per10, true],
    ['not a role it does not name', post({ Roller: ['FTG'] }), per10, false],
    ['a department it names', post({ Avdelningar: ['20', '10'] }), per10, true],
    ['not another department', post({ Avdelningar: ['20'] }), per10, false],
    ['not someone of no department when it names some', post({ Avdelningar: ['10'] }), { role: 'FTG', companyId: '1001', departments: [] }, false],
    ['an AVD of one of its departments', post({ Avdelningar: ['30'] }), { role: 'AVD', companyId: '1001', departments: ['10', '30'] }, true],
    ['role and department must both hold', post({ Roller: ['AVD'], Avdelningar: ['10'] }), per10, false],
    ['not before its window', post({ Fran: at('2026-11-21 08:00') }), per10, false],
    ['not after its window', post({ Till: at('2026-11-20 11:59') }), per10, false],
    ['inside its window', post({ Till: at('2026-11-20 12:01') }), per10, true],
  ] as const)('%s', (_name, a, who, expected) => {
    expect(isInAudience(a, who, NOW)).toBe(expected);
  });

  it('a window opens at its first minute and ends at its last (Swedish time)', () => {
    const a = post({ Fran: at('2026-12-01 08:00'), Till: at('2026-12-02 17:00') });
    expect(statusAt(a, Date.parse('2026-12-01T06:59:59Z'))).toBe('scheduled');
    expect(statusAt(a, Date.parse('2026-12-01T07:00:00Z'))).toBe('published');
    expect(statusAt(a, Date.parse('2026-12-02T15:59:59Z'))).toBe('published');
    expect(statusAt(a, Date.parse('2026-12-02T16:00:00Z'))).toBe('ended');
  });
});

describe('Swedish wall clock ↔ instants around the clock changes', () => {
  it.each([
    ['winter time, +01:00', '2026-11-18 08:00', '2026-11-18T07:00:00Z'],
    ['summer time, +02:00', '2026-06-18 08:00', '2026-06-18T06:00:00Z'],
    ['the last minute of winter time (29 March 2026)', '2026-03-29 01:59', '2026-03-29T00:59:00Z'],
    ['the first minute of summer time', '2026-03-29 03:00', '2026-03-29T01:00:00Z'],
    ['the skipped hour reads as the hour after', '2026-03-29 02:30', '2026-03-29T01:30:00Z'],
    ['the repeated hour in autumn (25 October 2026) is its first occurrence', '2026-10-25 02:30', '2026-10-25T00:30:00Z'],
    ['after the autumn change', '2026-10-25 03:00', '2026-10-25T02:00:00Z'],
    ['midnight', '2026-11-19 00:00', '2026-11-18T23:00:00Z'],
  ])('%s', (_name, wall, iso) => {
    expect(new Date(instantOf(wall)).toISOString()).toBe(new Date(iso).toISOString());
    if (!wall.endsWith('02:30')) expect(wallClockOf(Date.parse(iso))).toBe(wall);
  });

  it('a post from 02:00 to 04:00 on the spring night is open one hour; on the autumn night three', () => {
    const spring = post({ Fran: at('2026-03-29 02:00'), Till: at('2026-03-29 04:00') });
    expect(spring.Till - spring.Fran).toBe(3_600_000);
    const autumn = post({ Fran: at('2026-10-25 01:00'), Till: at('2026-10-25 04:00') });
    expect(autumn.Till - autumn.Fran).toBe(4 * 3_600_000);
  });
});
