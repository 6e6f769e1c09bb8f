import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perDiemOf } from '../../src/rules/per-diem-guide';
import { perDiemTrip } from '../support/trip';
import { DIALECTS, type Env, json, startServer } from './support';

type Rule = { Id: string; GiltigFran: string; Regelverk: string; Intervall: { Nr: number; FranManad: number; TillManad: number | null; Heldag: number }[] };
type Row = { Datum: string; LonKod: string; Antal: number; Belopp: number; Extratext: string };

/** a company's own rule from 1 June 2026: 400/200 kr the first three months, then 280/140; full day before 10:00 / after 20:00 */
const RULE = {
  GiltigFran: '2026-06-01',
  Regelverk: 'Avtal Omsorgen',
  Intervall: [
    { Nr: 2, FranManad: 3, TillManad: null, Heldag: 280, Halvdag: 140 },
    { Nr: 1, FranManad: 0, TillManad: 3, Heldag: 400, Halvdag: 200 },
  ],
  Natt: 200,
  MaxRepresentation: 90,
  AvresaFore: '10:00',
  HemkomstEfter: '20:00',
  HalvdagTimmar: 4,
};
const trip = (Avresa: string, Hemkomst: string, o: Record<string, unknown> = {}) => perDiemTrip({ Avresa, Hemkomst, Natter: [], ...o });
const amounts = (rows: Row[]) => rows.map((r) => [r.Datum, r.Antal, r.Belopp]);

describe.each(DIALECTS)('the company travel rules on %s', (dialect) => {
  let env: Env;
  let ftg: string;
  let per: string;
  const rules = '/api/compensations/travelRules';
  const guide = (body: unknown) => env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body });

  beforeAll(async () => {
    env = await startServer(dialect);
    ftg = await env.signIn('ftg@demo.se');
    per = await env.signIn('per@demo.se');
    await env.setSwitch('EnableTraktamente', true);
  });
  afterAll(() => env.server.close());

  it('without a rule of its own the company sees Skatteverket’s of the year (2026: 300, 210 after 3 months, 150 after 2 years)', async () => {
    const res = await env.call('GET', rules, { cookie: ftg });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ Regler: Rule[]; Standard: typeof RULE }>(res);
    expect(body.Regler).toEqual([]);
    expect(body.Standard).toMatchObject({ GiltigFran: '2026-01-01', Regelverk: 'Skatteverket', Natt: 150, AvresaFore: '12:00', HemkomstEfter: '19:00' });
    expect(body.Standard.Intervall.map((i) => [i.FranManad, i.TillManad, i.Heldag, i.Halvdag])).toEqual([
      [0, 3, 300, 150],
      [3, 24, 210, 105],
      [24, null, 150, 75],
    ]);
  });

  it('refuses a bad rule naming the field in the user’s language, and writes nothing', async () => {
    const before = await env.count('compensations_travel_rules');
    for (const [body, field, sv] of [
      [
        { ...RULE, Intervall: [...RULE.Intervall, { Nr: 3, FranManad: 2, TillManad: 5, Heldag: 1, Halvdag: 0 }] },
        'Intervall',
        'Tidsintervallen får inte överlappa varandra.',
      ],
      [{ ...RULE, Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: -1, Halvdag: 0 }] }, 'Intervall', 'Beloppen får inte vara negativa.'],
      [{ ...RULE, Natt: -5 }, 'Natt', 'Beloppen får inte vara negativa.'],
      [{ ...RULE, MaxRepresentation: -1 }, 'MaxRepresentation', 'Beloppen får inte vara negativa.'],
      [{ ...RULE, HalvdagTimmar: 25 }, 'HalvdagTimmar', 'Antal timmar för halvdag ska vara mellan 0 och 24.'],
      [{ ...RULE, AvresaFore: '25:00' }, 'AvresaFore', 'Ange en tid som TT:MM.'],
      [{ ...RULE, Intervall: [] }, 'Intervall', 'Ange minst ett tidsintervall.'],
    ] as const) {
      const res = await env.call('POST', rules, { cookie: ftg, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string; message: string }>(res)).toMatchObject({ field, message: sv });
    }
    const en = await env.call('POST', rules, { cookie: ftg, body: { ...RULE, HalvdagTimmar: -1 }, headers: { 'accept-language': 'en' } });
    expect(json<{ message: string }>(en).message).toBe('The hours for a half day must be between 0 and 24.');
    expect(await env.count('compensations_travel_rules')).toBe(before);
  });

  it('the rule in force on the departure date makes the per diem; before it Skatteverket’s; audited', async () => {
    const created = await env.call('POST', rules, { cookie: ftg, body: RULE });
    expect(created.statusCode, created.body).toBe(200);
    const rule = json<Rule>(created);
    // the intervals in month order, numbered again
    expect(rule.Intervall.map((i) => [i.Nr, i.FranManad, i.Heldag])).toEqual([
      [1, 0, 400],
      [2, 3, 280],
    ]);
    const audit = await env.db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'compensations').where('Entity', '=', 'travelRule').execute();
    expect(audit.map((a: { Event: string }) => a.Event)).toEqual(['created']);

    // before 1 June: Skatteverket's 2026 (full day before 12:00, after 19:00: 300 each)
    expect(amounts(json<Row[]>(await guide(trip('2026-05-04T11:00', '2026-05-05T19:30'))))).toEqual([
      ['2026-05-04', 1, 300],
      ['2026-05-05', 1, 300],
    ]);
    // the company's: 11:00 is not before 10:00 and 19:30 not after 20:00 → two half days of 200
    const half = json<Row[]>(await guide(trip('2026-09-07T11:00', '2026-09-08T19:30')));
    expect(amounts(half)).toEqual([
      ['2026-09-07', 0.5, 200],
      ['2026-09-08', 0.5, 200],
    ]);
    // 3 hours away on the departure day (under the rule's 4) gives nothing; a night without lodging 200; lunch −35 % of 400
    const long = json<Row[]>(
      await guide(
        trip('2026-09-14T21:00', '2026-09-16T21:00', {
          Natter: [{ Datum: '2026-09-15', LogiBetald: false }],
          Maltider: [{ Datum: '2026-09-15', Frukost: false, Lunch: true, Middag: false }],
        }),
      ),
    );
    // above Skatteverket's 2026 day (300 − lunch 105 + night 150 = 345; 300) the rest is taxable (605)
    expect(amounts(long)).toEqual([
      ['2026-09-15', 1, 345],
      ['2026-09-15', 1, 400 - 140 + 200 - 345],
      ['2026-09-16', 1, 300],
      ['2026-09-16', 1, 100],
    ]);
    // after three months at one place: the second interval (280 = 70 % of the first)
    const stay = json<Row[]>(await guide(trip('2026-10-05T07:00', '2026-10-06T21:00', { VistelseStart: '2026-06-01' })));
    expect(amounts(stay)).toEqual([
      ['2026-10-05', 1, 210],
      ['2026-10-05', 1, 70],
      ['2026-10-06', 1, 210],
      ['2026-10-06', 1, 70],
    ]);
    expect(stay[0]!.Extratext).toContain('(70 %)');
  });

  it('a year without Skatteverket’s table is paid by the company’s rule; without it "travel rule missing"', async () => {
    const ok = await guide(trip('2027-02-01T07:00', '2027-02-02T21:00'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(amounts(json<Row[]>(ok)).map((a) => a[2])).toEqual([400, 400]);
    // abroad the country's normalbelopp stays Skatteverket's: no 2027 table → missing
    const abroad = await guide(trip('2027-03-01T07:00', '2027-03-02T21:00', { Utrikes: true, Lander: [{ Fran: '2027-03-01T07:00', Landskod: 'DK' }] }));
    expect(abroad.statusCode).toBe(404);
    expect(json<{ dvCode: number }>(abroad).dvCode).toBe(40420);

    const list = json<{ Regler: Rule[] }>(await env.call('GET', rules, { cookie: ftg })).Regler;
    const removed = await env.call('DELETE', `${rules}/${list[0]!.Id}`, { cookie: ftg });
    expect(removed.statusCode, removed.body).toBe(200);
    const missing = await guide(trip('2027-02-08T07:00', '2027-02-09T21:00'));
    expect(missing.statusCode).toBe(404);
    expect(json<{ dvCode: number; message: string }>(missing)).toMatchObject({ dvCode: 40420, message: 'Reseregel saknas för 2027.' });
  });

  it('changes a rule (audited); a second rule on the same date is refused on GiltigFran', async () => {
    const a = json<Rule>(await env.call('POST', rules, { cookie: ftg, body: { ...RULE, GiltigFran: '2028-01-01' } }));
    const b = json<Rule>(await env.call('POST', rules, { cookie: ftg, body: { ...RULE, GiltigFran: '2029-01-01' } }));
    const dup = await env.call('PUT', `${rules}/${b.Id}`, { cookie: ftg, body: { ...RULE, GiltigFran: '2028-01-01' } });
    expect(dup.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(dup)).toMatchObject({
      field: 'GiltigFran',
      message: 'Det finns redan en reseregel som gäller från 2028-01-01.',
    });
    const changed = await env.call('PUT', `${rules}/${a.Id}`, { cookie: ftg, body: { ...RULE, GiltigFran: '2028-01-01', Regelverk: 'Nytt avtal' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Rule>(changed).Regelverk).toBe('Nytt avtal');
    const events = await env.db
      .selectFrom('audit_events')
      .select('Event')
      .where('Entity', '=', 'travelRule')
      .where('EntityId', '=', a.Id)
      .orderBy('Id')
      .execute();
    expect(events.map((e: { Event: string }) => e.Event)).toEqual(['created', 'modified']);
  });

  it('answers the rule in force to whoever may claim per diem (own company, read-only); the preview with it equals the stored amounts', async () => {
    // a rule of its own, far from the other tests' dates, removed at the end
    const own = { ...RULE, GiltigFran: '2032-01-01', Regelverk: 'Förhandsvisning' };
    const created = json<Rule>(await env.call('POST', rules, { cookie: ftg, body: own }));
    try {
      const inForce = (Datum: string, cookie = per, headers = {}) => env.call('GET', `/api/compensations/travelRule?Datum=${Datum}`, { cookie, headers });
      // before any rule of the company (this file's rules start in 2026): null, Skatteverket's of the year
      const before = await inForce('2020-01-01');
      expect(before.statusCode, before.body).toBe(200);
      expect(json(before)).toEqual({ Datum: '2020-01-01', Regel: null, Tabell: [] });
      expect(json<{ Regel: { Regelverk: string } | null }>(await inForce('2031-12-31')).Regel?.Regelverk).not.toBe('Förhandsvisning');
      const res = await inForce('2032-03-01');
      expect(res.statusCode, res.body).toBe(200);
      const { Regel } = json<{ Regel: typeof RULE }>(res);
      expect(Regel).toMatchObject({ GiltigFran: '2032-01-01', Regelverk: 'Förhandsvisning', Natt: 200, AvresaFore: '10:00', HalvdagTimmar: 4 });
      expect(Regel).not.toHaveProperty('Id');
      // the guide's live summary: the same pure function with the answered rule gives what the server stores
      const answers = trip('2032-03-01T11:00', '2032-03-03T21:00', {
        Natter: [{ Datum: '2032-03-01', LogiBetald: false }],
        Maltider: [{ Datum: '2032-03-02', Frukost: true, Lunch: false, Middag: false }],
      });
      const preview = perDiemOf(answers as never, undefined, Regel as never);
      const stored = json<Row[]>(await guide(answers));
      expect(preview.ok && preview.eligible && preview.days.map((d) => [d.Datum, d.Belopp])).toEqual(stored.map((r) => [r.Datum, r.Belopp]));
      // half day 200 + night 200; 400 − breakfast 20 % (80); a full return day 400
      expect(stored.map((r) => r.Belopp)).toEqual([400, 320, 400]);
      // without the rule Skatteverket's 2026 table would have made other amounts: the preview must read the rule
      const skv = perDiemOf({ ...answers, Avresa: '2026-03-02T11:00', Hemkomst: '2026-03-04T21:00' } as never);
      expect(skv.ok && skv.eligible && skv.total).not.toBe(1120);
      // bad date: 400 naming it; BRU, per diem off and another company are refused or see nothing of this one
      const bad = await inForce('2032-02-30');
      expect(bad.statusCode).toBe(400);
      expect(json<{ field: string }>(bad).field).toBe('Datum');
      expect((await inForce('2032-03-01', await env.signIn('bru@demo.se'))).statusCode).toBe(403);
      const lic2 = await env.signIn('lic@demo.se', '1002');
      const theirs = await inForce('2032-03-01', lic2, { 'dv-selected-company': '1002' });
      if (theirs.statusCode === 200) expect(json<{ Regel: unknown }>(theirs).Regel).toBeNull();
      else expect(theirs.statusCode).toBe(403);
      // neither per diem nor representation switched on: refused (either makes the preview need the rule)
      await env.setSwitch('EnableTraktamente', false);
      await env.setSwitch('EnableRepresentation', false);
      try {
        expect((await inForce('2032-03-01')).statusCode).toBe(403);
        await env.setSwitch('EnableRepresentation', true);
        expect((await inForce('2032-03-01')).statusCode).toBe(200);
      } finally {
        await env.setSwitch('EnableTraktamente', true);
      }
    } finally {
      await env.call('DELETE', `${rules}/${created.Id}`, { cookie: ftg });
    }
  });

  it('a rule paying more than Skatteverket: the excess of each day is a taxable row on the company’s pay code; the preview is what is stored', async () => {
    // 2024 (Skatteverket 290 kr, night 145): the company pays 400, night 200, full day before 10:00 / after 20:00
    const own = { ...RULE, GiltigFran: '2024-01-01', Regelverk: 'Över Skatteverket' };
    const created = json<Rule>(await env.call('POST', rules, { cookie: ftg, body: own }));
    try {
      const answers = trip('2024-04-08T07:00', '2024-04-10T21:00', {
        Natter: [{ Datum: '2024-04-08', LogiBetald: false }],
        Maltider: [{ Datum: '2024-04-09', Frukost: false, Lunch: true, Middag: false }],
      });
      const res = await guide(answers);
      expect(res.statusCode, res.body).toBe(200);
      const stored = json<Row[]>(res).map((r) => [r.Datum, r.LonKod, r.Belopp]);
      // company 400 + 200 = 600, Skatteverket 290 + 145 = 435; 400 − 35 % (140) = 260, 290 − 102 = 188; 400 and 290
      expect(stored).toEqual([
        ['2024-04-08', '600', 435],
        ['2024-04-08', '605', 165],
        ['2024-04-09', '600', 188],
        ['2024-04-09', '605', 72],
        ['2024-04-10', '600', 290],
        ['2024-04-10', '605', 110],
      ]);
      expect(json<Row[]>(res)[1]!.Extratext).toMatch(/^skattepliktigt över Skatteverkets 435: 165 · Heldag SE 400/);
      // the guide's summary: the rule answered to the claimant, the same function, the same parts
      const { Regel } = json<{ Regel: typeof RULE }>(await env.call('GET', '/api/compensations/travelRule?Datum=2024-04-08', { cookie: per }));
      const preview = perDiemOf(answers as never, undefined, Regel as never);
      expect(preview.ok && preview.eligible && preview.taxable).toBe(165 + 72 + 110);
      expect(
        preview.ok &&
          preview.eligible &&
          preview.days.flatMap((d) => [
            [d.Datum, '600', d.Skattefritt],
            [d.Datum, '605', d.Skattepliktigt],
          ]),
      ).toEqual(stored);
      // the taxable pay code is the company's setting
      const settings = json<Record<string, unknown>>(await env.call('GET', '/api/compensations/settings', { cookie: ftg }));
      await env.call('PUT', '/api/compensations/settings', { cookie: ftg, body: { ...settings, LonKodTraktSkattepliktig: '200' } });
      try {
        const again = json<Row[]>(await guide(answers));
        expect(again.filter((r) => r.LonKod === '200').map((r) => r.Belopp)).toEqual([165, 72, 110]);
      } finally {
        await env.call('PUT', '/api/compensations/settings', { cookie: ftg, body: settings });
      }
    } finally {
      await env.call('DELETE', `${rules}/${created.Id}`, { cookie: ftg });
    }
  });

  it('only the company administrators, with per diem on, of their own company', async () => {
    const before = await env.count('compensations_travel_rules');
    expect((await env.call('GET', rules, { cookie: per })).statusCode).toBe(403);
    expect((await env.call('POST', rules, { cookie: per, body: { ...RULE, GiltigFran: '2030-01-01' } })).statusCode).toBe(403);
    const mine = json<{ Regler: Rule[] }>(await env.call('GET', rules, { cookie: ftg })).Regler[0]!;
    // another company's administrator does not see or change this company's rules
    const lic2 = await env.signIn('lic@demo.se', '1002');
    const other = { cookie: lic2, headers: { 'dv-selected-company': '1002' } };
    const theirs = await env.call('GET', rules, other);
    if (theirs.statusCode === 200) expect(json<{ Regler: Rule[] }>(theirs).Regler.map((r) => r.Id)).not.toContain(mine.Id);
    expect([403, 404]).toContain((await env.call('PUT', `${rules}/${mine.Id}`, { ...other, body: RULE })).statusCode);
    expect([403, 404]).toContain((await env.call('DELETE', `${rules}/${mine.Id}`, other)).statusCode);
    await env.setSwitch('EnableTraktamente', false);
    try {
      expect((await env.call('GET', rules, { cookie: ftg })).statusCode).toBe(403);
      expect((await env.call('DELETE', `${rules}/${mine.Id}`, { cookie: ftg })).statusCode).toBe(403);
    } finally {
      await env.setSwitch('EnableTraktamente', true);
    }
    expect(await env.count('compensations_travel_rules')).toBe(before);
  });
});
