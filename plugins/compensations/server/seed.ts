import type { CompensationsDb, CompensationsTable } from './db';
import { GUIDE_PAY_CODES } from './store';

/**
 * Demo compensations for per@demo.se's employee in 1001, dated around the server's today (tests fix the clock), one in
 * each state, one made by the mileage guide; and 1001's settings: it pays 30 kr/mil for an own car (5 above the
 * tax-free 25: the taxable part shows).
 */
const iso = (d: Date) => d.toISOString().slice(0, 10);
const ZERO = '00000000-0000-0000-0000-000000000000';

const DEMO: readonly (Pick<CompensationsTable, 'Typ' | 'LonKod' | 'Text' | 'Antal' | 'Belopp' | 'Moms' | 'Status' | 'Origin' | 'Varugrupp'> & {
  daysAgo: number;
})[] = [
  {
    daysAgo: 40,
    Typ: 'UTLÄGG',
    LonKod: '650',
    Text: 'Parkering Sahlgrenska',
    Antal: 1,
    Belopp: 120,
    Moms: 24,
    Status: 'LOCKED',
    Origin: 'MANUAL',
    Varugrupp: 'PARK',
  },
  {
    daysAgo: 25,
    Typ: 'ERS',
    LonKod: '660',
    Text: 'Fika med brukarens familj',
    Antal: 1,
    Belopp: 185,
    Moms: 22.2,
    Status: 'ATTESTED',
    Origin: 'MANUAL',
    Varugrupp: 'REPR',
  },
  {
    daysAgo: 9,
    Typ: 'UTLÄGG',
    LonKod: '650',
    Text: 'Tågbiljett Göteborg–Borås',
    Antal: 1,
    Belopp: 214,
    Moms: 12.11,
    Status: 'APPROVED',
    Origin: 'MANUAL',
    Varugrupp: 'RESA',
  },
  { daysAgo: 4, Typ: 'MIL', LonKod: '620', Text: 'Hembesök Kungsbacka', Antal: 6.4, Belopp: 160, Moms: 0, Status: 'OPEN', Origin: 'MILEAGE', Varugrupp: ZERO },
  {
    daysAgo: 2,
    Typ: 'UTLÄGG',
    LonKod: '650',
    Text: 'Kontorsmaterial',
    Antal: 1,
    Belopp: 89.5,
    Moms: 17.9,
    Status: 'OPEN',
    Origin: 'MANUAL',
    Varugrupp: 'KONT',
  },
];

/** the pay code of taxable per diem (a company rule above Skatteverket's amounts): the demo's register lacks it */
export const TAXABLE_PER_DIEM = { LonKod: GUIDE_PAY_CODES.LonKodTraktSkattepliktig, BenText: 'Traktamente, skattepliktigt', LonKodGrupp: 'MAN' } as const;

/** every demo company with the tax-free per diem codes gets the taxable one beside them (the shell seeds the others) */
async function seedTaxablePerDiemCode(db: CompensationsDb): Promise<void> {
  const companies = await db.selectFrom('lonkoder').select('FtgId').where('LonKod', '=', GUIDE_PAY_CODES.LonKodTraktInrikes).execute();
  const have = new Set((await db.selectFrom('lonkoder').select('FtgId').where('LonKod', '=', TAXABLE_PER_DIEM.LonKod).execute()).map((r) => r.FtgId));
  const rows = companies.filter((c) => !have.has(c.FtgId)).map(({ FtgId }) => ({ FtgId, ...TAXABLE_PER_DIEM }));
  if (rows.length) await db.insertInto('lonkoder').values(rows).execute();
}

export async function seedDemoCompensations(db: CompensationsDb, now: Date): Promise<void> {
  await seedTaxablePerDiemCode(db);
  await db
    .insertInto('compensations_settings')
    .values({ FtgId: '1001', MilErsattning: 30, LonKodMil: '620', LonKodMilSkattepliktig: '630', LonKodUtlagg: '650', ...GUIDE_PAY_CODES })
    .execute();
  const per = await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirst();
  if (!per?.AnstNr) return;
  const rows: CompensationsTable[] = DEMO.map(({ daysAgo, ...d }, i) => {
    const t = now.getTime() - daysAgo * 86_400_000;
    return {
      Id: `seed-compensation-${i + 1}`,
      FtgId: '1001',
      AnstNr: per.AnstNr,
      Datum: iso(new Date(t)),
      ...d,
      Extratext: d.Origin === 'MILEAGE' ? '64 km' : '',
      FromDatum: '',
      TomDatum: '',
      Valuta: 'SEK',
      Valutakurs: 1,
      Brukare: '',
      ResEnhet1: '',
      ResEnhet2: '',
      ResEnhet3: '',
      ResEnhet4: '',
      ResEnhet5: '',
      ResEnhet6: '',
      GuideId: d.Origin === 'MILEAGE' ? 'seed-guide-1' : '',
      KvittoId: '',
      KvittoNamn: '',
      CreatedBy: 'Demo',
      CreatedAt: t,
      UpdatedAt: t,
    };
  });
  await db
    .insertInto('compensations_guides')
    .values({
      Id: 'seed-guide-1',
      FtgId: '1001',
      AnstNr: per.AnstNr,
      Kind: 'MILEAGE',
      Input: JSON.stringify({
        AnstNr: per.AnstNr,
        Datum: rows[3]!.Datum,
        FordonId: '',
        Resa: 'Hembesök Kungsbacka',
        StartMatare: null,
        SlutMatare: null,
        Km: 64,
      }),
      CreatedAt: rows[3]!.CreatedAt,
    })
    .execute();
  await db.insertInto('compensations').values(rows).execute();
}
