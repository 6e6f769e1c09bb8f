import { describe, expect, it } from 'vitest';
import { checkPunchIn, checkRow, timeVariant, type RowRuleContext } from '../src/domain/row-rules';
import { nextStatus, rowsEditable, statusKey } from '../src/domain/status';
import { timeSharedMessages } from '../src/i18n/shared-messages';
import { validatePaxml } from './paxml-validate';
import { deviation } from '../server/endpoints/punches';
import { hoursBetween, isoWeek } from '../src/domain/dates';
import { holidayOn } from '@lonna/core/validation';
import { paxml } from '../server/paxml';

const ctx = (over: Partial<RowRuleContext> = {}): RowRuleContext => ({
  variant: 'hours',
  flags: {},
  unit: 'h',
  careRecipients: new Set(['B001']),
  resultUnits: new Map([[1, new Set(['P100'])]]),
  accounts: new Set(['5800']),
  ...over,
});
const problem = (r: ReturnType<typeof checkRow>) => ('problem' in r ? `${r.problem.field}:${r.problem.rule}` : 'ok');

describe('time variants (spec §5: hours, hours or start and end, start and end)', () => {
  it('picks the variant from the portal switches', () => {
    expect(timeVariant({})).toBe('hours');
    expect(timeVariant({ AllowKlockslag: true })).toBe('hoursOrClock');
    expect(timeVariant({ AllowKlockslag: true, UseMandatoryKlockslag: true })).toBe('clock');
  });

  it('hours: requires hours and refuses clock times', () => {
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB' }, ctx()))).toBe('Timmar:required');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 8, Start: '08:00', Slut: '16:00' }, ctx()))).toBe('Start:clockNotAllowed');
    expect(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 7.456 }, ctx())).toMatchObject({ row: { Timmar: 7.46, Start: '', Slut: '' } });
  });

  it('hours or clock: either; hours from the span, or fewer for a break, never more', () => {
    const c = ctx({ variant: 'hoursOrClock' });
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB' }, c))).toBe('Timmar:hoursOrClock');
    expect(checkRow({ DayVersion: 0, TidKod: 'ARB', Start: '0800', Slut: '1630' }, c)).toMatchObject({ row: { Start: '08:00', Slut: '16:30', Timmar: 8.5 } });
    expect(checkRow({ DayVersion: 0, TidKod: 'ARB', Start: '8', Slut: '1630', Timmar: 8 }, c)).toMatchObject({ row: { Timmar: 8 } });
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Start: '8', Slut: '12', Timmar: 5 }, c))).toBe('Timmar:moreThanSpan');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Start: '8' }, c))).toBe('Slut:required');
    expect(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 3 }, c)).toMatchObject({ row: { Timmar: 3 } });
  });

  it('clock: requires start and end; a night shift runs past midnight', () => {
    const c = ctx({ variant: 'clock' });
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 8 }, c))).toBe('Start:required');
    expect(checkRow({ DayVersion: 0, TidKod: 'ARB', Start: '22:00', Slut: '07:00' }, c)).toMatchObject({ row: { Timmar: 9 } });
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Start: '25:00', Slut: '07:00' }, c))).toBe('Start:invalidTime');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Start: '07:00', Slut: '7' }, c))).toBe('Slut:endEqualsStart');
  });

  it('day codes count days and take no clock times', () => {
    const c = ctx({ unit: 'dag', variant: 'clock' });
    expect(checkRow({ DayVersion: 0, TidKod: 'SEM', Timmar: 1 }, c)).toMatchObject({ row: { Timmar: 1 } });
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'SEM', Timmar: 2 }, c))).toBe('Timmar:atMostOneDay');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'SEM', Timmar: 1, Start: '8', Slut: '9' }, c))).toBe('Start:noClockForDays');
  });

  it('refuses unknown codes, zero and negative hours, and more than 24 h', () => {
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'XYZ', Timmar: 1 }, ctx({ unit: undefined })))).toBe('TidKod:unknownCode');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 0 }, ctx()))).toBe('Timmar:positive');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: -2 }, ctx()))).toBe('Timmar:positive');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 25 }, ctx()))).toBe('Timmar:atMost24');
  });
});

describe('mandatory fields', () => {
  it('care recipient: required with UseLSS and UseMandatoryBrukare, refused without UseLSS, checked against the list', () => {
    const lss = { UseLSS: true, UseMandatoryBrukare: true };
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1 }, ctx({ flags: lss })))).toBe('Brukare:required');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1, Brukare: 'B999' }, ctx({ flags: lss })))).toBe('Brukare:unknownCareRecipient');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1, Brukare: 'B001' }, ctx()))).toBe('Brukare:notUsed');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1 }, ctx({ flags: { UseLSS: true } })))).toBe('ok');
  });

  it('result units: shown when open and registered, required when also mandatory', () => {
    const open = { OpenResEnhet1: true, RegResEnh1: true };
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1 }, ctx({ flags: open })))).toBe('ok');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1 }, ctx({ flags: { ...open, UseMandatoryResEnhet1: true } })))).toBe('ResEnhet1:required');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1, ResEnhet1: 'P100' }, ctx({ flags: { ...open, UseMandatoryResEnhet1: true } })))).toBe(
      'ok',
    );
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1, ResEnhet2: 'X' }, ctx({ flags: open })))).toBe('ResEnhet2:notUsed');
  });

  it('punching in: the mandatory care recipient and result unit 1, checked against the lists (clock and server alike)', () => {
    const lists = { careRecipients: new Set(['B001']), resultUnits1: new Set(['P100']) };
    const punchIn = (input: Parameters<typeof checkPunchIn>[0], flags: Record<string, unknown>) => {
      const r = checkPunchIn(input, { ...lists, flags });
      return 'problem' in r ? `${r.problem.field}:${r.problem.rule}` : 'ok';
    };
    const lss = { UseLSS: true, UseMandatoryBrukare: true };
    expect(punchIn({}, lss)).toBe('Brukare:required');
    expect(punchIn({ Brukare: '  ' }, lss)).toBe('Brukare:required');
    expect(punchIn({}, { UseLSS: true })).toBe('ok');
    expect(punchIn({}, { UseMandatoryBrukare: true })).toBe('ok');
    expect(punchIn({ Brukare: 'B999' }, lss)).toBe('Brukare:unknownCareRecipient');
    const unit = { OpenResEnhet1: true, RegResEnh1: true, UseMandatoryResEnhet1: true };
    expect(punchIn({ Brukare: 'B001' }, { ...lss, ...unit })).toBe('ResEnhet1:required');
    expect(punchIn({ Brukare: 'B001', ResEnhet1: 'X' }, { ...lss, ...unit })).toBe('ResEnhet1:unknownResultUnit');
    expect(checkPunchIn({ Brukare: ' B001 ', ResEnhet1: 'P100' }, { ...lists, flags: { ...lss, ...unit } })).toEqual({
      punch: { Brukare: 'B001', ResEnhet1: 'P100' },
    });
  });

  it('account: only from the company’s register', () => {
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1, Konto: '9999' }, ctx()))).toBe('Konto:unknownAccount');
    expect(problem(checkRow({ DayVersion: 0, TidKod: 'ARB', Timmar: 1, Konto: '5800' }, ctx()))).toBe('ok');
  });
});

describe('status transitions and locks', () => {
  const lonReady = { KalUseLonReady: true };
  const noApproval = { KalUseLonReady: false };
  it('approve → attest → (export) with the approval step', () => {
    expect(nextStatus('OPEN', 'approve', lonReady)).toBe('APPROVED');
    expect(nextStatus('APPROVED', 'attest', lonReady)).toBe('ATTESTED');
    expect(nextStatus('OPEN', 'attest', lonReady)).toBeNull();
    expect(nextStatus('ATTESTED', 'unattest', lonReady)).toBe('APPROVED');
    expect(nextStatus('APPROVED', 'unapprove', lonReady)).toBe('OPEN');
    expect(nextStatus('ATTESTED', 'unapprove', lonReady)).toBeNull();
  });
  it('attests open days directly when the company has no approval step', () => {
    expect(nextStatus('OPEN', 'attest', noApproval)).toBe('ATTESTED');
    expect(nextStatus('ATTESTED', 'unattest', noApproval)).toBe('OPEN');
  });
  it('never moves a locked day', () => {
    for (const a of ['approve', 'unapprove', 'attest', 'unattest'] as const) expect(nextStatus('LOCKED', a, lonReady)).toBeNull();
  });
  it('locks rows: approved for PER only, attested and locked for all', () => {
    expect(rowsEditable('OPEN', 'PER')).toBe(true);
    expect(rowsEditable('APPROVED', 'PER')).toBe(false);
    expect(rowsEditable('APPROVED', 'FTG')).toBe(true);
    expect(rowsEditable('ATTESTED', 'LIC')).toBe(false);
    expect(rowsEditable('LOCKED', 'ADM')).toBe(false);
  });
});

describe('calendar and punches', () => {
  it('numbers ISO weeks the Swedish way', () => {
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2026-11-21')).toBe(47);
  });
  it('knows the holidays of §3.6', () => {
    expect(holidayOn('2026-04-03')?.Namn).toBe('Långfredagen');
    expect(holidayOn('2026-06-19')).toMatchObject({ Namn: 'Midsommarafton', Typ: 'EVE' });
    expect(holidayOn('2027-11-06')?.Namn).toBe('Alla helgons dag');
    expect(holidayOn('2026-11-20')).toBeNull();
  });
  it('measures night shifts', () => {
    expect(hoursBetween('22:00', '06:30')).toBe(8.5);
  });
  it('warns about punches that deviate from the schedule beyond the limit', () => {
    const s = { ArbSchema: 'DAG', Start: '08:00', Slut: '17:00', Rast: 60, Timmar: 8 };
    expect(deviation({ In: '08:10', Ut: '17:05' }, s, 15)).toBe(0);
    expect(deviation({ In: '07:30', Ut: '17:00' }, s, 15)).toBe(30);
    expect(deviation({ In: '08:00', Ut: '' }, s, 15)).toBe(0);
    expect(deviation({ In: '10:00', Ut: '12:00' }, null, 15)).toBe(120);
  });
});

describe('PAXml', () => {
  it('writes a PAXml 2.0 file with escaped text and dimensions', () => {
    const xml = paxml(
      { Orgnr: '556712-3401', Namn: 'Omsorgen & Co' },
      [{ AnstNr: '7', PersNr: '198001011234', Datum: '2026-10-01' }],
      [
        {
          Id: 'r-1',
          AnstNr: '7',
          PersNr: '198001011234',
          Datum: '2026-10-01',
          TidKod: 'ARB',
          Enhet: 'h',
          Timmar: 8,
          Start: '08:00',
          Slut: '17:00',
          Konto: '',
          ResEnheter: [{ dim: 1, id: 'P100' }],
          Text: 'a<b',
        },
        {
          Id: 'r-2',
          AnstNr: '7',
          PersNr: '198001011234',
          Datum: '2026-10-01',
          TidKod: 'ARB',
          Enhet: 'h',
          Timmar: 9,
          Start: '22:00',
          Slut: '07:00',
          Konto: '5800',
          ResEnheter: [],
          Text: '',
        },
        {
          Id: 'r-3',
          AnstNr: '7',
          PersNr: '198001011234',
          Datum: '2026-10-02',
          TidKod: 'SEM',
          Enhet: 'dag',
          Timmar: 1,
          Start: '',
          Slut: '',
          Konto: '',
          ResEnheter: [],
          Text: '',
        },
      ],
      new Date('2026-11-01T10:00:00Z'),
    );
    expect(xml).toContain('<version>2.0</version>');
    expect(xml).toContain('<foretagorgnr>5567123401</foretagorgnr>');
    expect(xml).toContain('<foretagnamn>Omsorgen &amp; Co</foretagnamn>');
    expect(xml).toContain('<tidtrans anstid="7" persnr="198001011234" postid="r-1">');
    expect(xml).toContain('<timmar>8.00</timmar>');
    expect(xml).toContain('<attesterat anstid="7" persnr="198001011234" datum="2026-10-01"/>');
    // a whole-day code is a share of the day, never hours
    expect(xml).toContain('<omfattning>100.00</omfattning>');
    expect(validatePaxml(xml)).toEqual([]);
    expect(xml).toContain('<starttid>2026-10-01T08:00:00</starttid>');
    expect(xml).toContain('<sluttid>2026-10-02T07:00:00</sluttid>');
    expect(xml).toContain('<kontonr>5800</kontonr>');
    expect(xml).toContain('<resenhet id="P100" dim="1"/>');
    expect(xml).toContain('<info>a&lt;b</info>');
    // the schema's order inside tidtrans
    const first = xml.slice(xml.indexOf('<tidtrans '), xml.indexOf('</tidtrans>'));
    const order = ['<tidkod>', '<datum>', '<starttid>', '<sluttid>', '<timmar>', '<resenheter>', '<info>'].map((e) => first.indexOf(e));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('one status vocabulary (issue 13, bug 6)', () => {
  it('names every status in every language, the approved day by the attest step', () => {
    for (const attestStep of [false, true])
      for (const s of ['OPEN', 'APPROVED', 'ATTESTED', 'LOCKED'] as const)
        for (const l of ['sv', 'en', 'fr', 'pl'] as const) {
          const key = statusKey(s, attestStep).replace(/^time\.status\./, '');
          expect(typeof (timeSharedMessages[l].status as Record<string, string>)[key]).toBe('string');
        }
    expect(statusKey('APPROVED', true)).toBe('time.status.APPROVED_NOT_ATTESTED');
    expect(statusKey('APPROVED', false)).toBe('time.status.APPROVED');
  });
});

describe('OB hours per band (issue 13)', () => {
  const all = new Set(['OB-KV', 'OB-NA', 'OB-HE', 'OB-SH']);
  it('splits a weekday evening and night into their bands, the highest band winning', async () => {
    const { obHours } = await import('../src/domain/ob-bands');
    // Wednesday 2026-11-18 17:00–02:00: evening 19–22 (3 h), night 22–02 (4 h)
    expect(obHours('2026-11-18', [{ Start: '17:00', Slut: '02:00' }], all)).toEqual([
      { Band: 'OB-NA', Hours: 4 },
      { Band: 'OB-KV', Hours: 3 },
    ]);
    // Friday 18:00–23:00: the weekend from 19:00 outranks evening and night
    expect(obHours('2026-11-20', [{ Start: '18:00', Slut: '23:00' }], all)).toEqual([{ Band: 'OB-HE', Hours: 4 }]);
    // Christmas Eve (a Thursday in 2026): storhelg all day
    expect(obHours('2026-12-24', [{ Start: '08:00', Slut: '16:00' }], all)).toEqual([{ Band: 'OB-SH', Hours: 8 }]);
    // a company with only the night rule earns only that; rows without clock times earn nothing
    expect(
      obHours(
        '2026-11-18',
        [
          { Start: '17:00', Slut: '02:00' },
          { Start: '', Slut: '' },
        ],
        new Set(['OB-NA']),
      ),
    ).toEqual([{ Band: 'OB-NA', Hours: 4 }]);
    expect(obHours('2026-11-18', [{ Start: '08:00', Slut: '16:00' }], all)).toEqual([]);
  });
});
