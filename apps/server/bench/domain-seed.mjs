// The domain bench's company (issue 22): the host's big company (seedBigCompany), the time plugin's own seed (a month
// and a half of time rows), then a year of each domain plugin's history written straight into its tables — fast,
// never through the API. Sizes grow with the company (per employee a year), so the bench can show how each
// endpoint grows from 500 to 5,000 employees.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';

const DAY = 86_400_000;
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date, n) => iso(Date.parse(`${date}T00:00:00Z`) + n * DAY);
/** a small deterministic generator: the same company every run */
function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** rows in chunks that stay under SQLite's and PostgreSQL's limits on bound parameters, in one transaction */
async function bulk(db, table, rows) {
  if (!rows.length) return;
  const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]).length));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += size)
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + size))
        .execute();
  });
}

// the portal switches and company flags every measured endpoint's access asks for (the big company has only time's)
export const SWITCHES = [
  'EnableAbsenceReports',
  'EnableFranvarokalender',
  'EnableLeaveApplications',
  'EnableLeavePlanner',
  'EnableErsattningar',
  'EnableDocumentsView',
  'EnableMeddelanden',
  'AcceptedDebitAccount',
];

/**
 * Seeds company FtgId with `employees` employees and a year of history of every domain plugin.
 * Returns what was written, per table.
 */
export async function seedDomainCompany(db, employees, today, FtgId = '9000') {
  const { seedBigCompany } = await import('../src/plugins/shell/seed/demo.ts');
  const { seedTime } = await import('../../../plugins/time/server/index.ts');
  const rnd = prng(22);
  const now = today.getTime();
  const todayIso = iso(now);
  const yearAgo = addDays(todayIso, -365);
  const counts = {};

  await seedBigCompany(db, employees, today, FtgId);
  await db.updateTable('companies').set({ UseLSS: 1 }).where('FtgId', '=', FtgId).execute();
  await bulk(
    db,
    'portal_switches',
    SWITCHES.map((Name) => ({ FtgId, Name, Value: 'true' })),
  );
  counts.time_rows = await seedTime(db, today, [{ FtgId, clock: false, careRecipient: false, approvalStep: true }]);

  const staff = await db.selectFrom('employees').select(['AnstNr', 'Avdelning']).where('FtgId', '=', FtgId).where('Aktiv', '=', 1).orderBy('AnstNr').execute();
  const byDept = new Map();
  for (const e of staff) (byDept.get(e.Avdelning) ?? byDept.set(e.Avdelning, []).get(e.Avdelning)).push(e.AnstNr);

  // FK3059: one care recipient per ten employees; a third of the staff assist one (their time rows name the recipient)
  const recipients = Math.max(1, Math.floor(employees / 10));
  await bulk(
    db,
    'brukare',
    Array.from({ length: recipients }, (_, i) => ({ FtgId, Brukare: `B${i}`, FoNamn: `Brukare`, EfNamn: `Nummer ${i}` })),
  );
  await sql`update time_rows set "Brukare" = 'B' || (cast("AnstNr" as integer) % ${recipients}) where "FtgId" = ${FtgId} and cast("AnstNr" as integer) % 3 = 0`.execute(
    db,
  );

  // absence: about three notices a year per employee (sick mostly, some VAB), all recovered but the last week's
  const notices = [];
  for (const e of staff)
    for (let k = 0; k < 3; k++) {
      const from = addDays(yearAgo, Math.floor(rnd() * 365));
      const open = from > addDays(todayIso, -7);
      const typ = rnd() < 0.75 ? 'SJK' : 'VAB';
      notices.push({
        Id: randomUUID(),
        FtgId,
        AnstNr: e.AnstNr,
        Typ: typ,
        FromDatum: from,
        Omfattning: rnd() < 0.85 ? 100 : 50,
        BarnId: '',
        BarnNamn: typ === 'VAB' ? 'Barn' : '',
        BarnPersNr: '',
        Kommentar: '',
        FriskDatum: open ? '' : addDays(from, 1 + Math.floor(rnd() * 5)),
        Overhoppade: '[]',
        BokadTill: '',
        Rapportor: 'bench',
        CreatedBy: 'bench',
        CreatedAt: Date.parse(from),
        UpdatedAt: Date.parse(from),
      });
    }
  await bulk(db, 'absence_notices', notices);
  counts.absence_notices = notices.length;

  // leave: a summer plan per department; four applications a year per employee, most approved, some waiting
  const plans = [...byDept.keys()].map((Avdelning) => ({
    Id: `bench-plan-${Avdelning}`,
    FtgId,
    Namn: `Sommar ${Avdelning}`,
    Avdelning,
    FromDatum: addDays(todayIso, 30),
    TomDatum: addDays(todayIso, 120),
    MinBemanning: 2,
    Status: 'OPEN',
    SkapadAv: 'bench',
    SkapadAt: now,
  }));
  await bulk(db, 'leave_plans', plans);
  const applications = [];
  for (const e of staff)
    for (let k = 0; k < 4; k++) {
      const planned = k === 3;
      const from = planned ? addDays(todayIso, 30 + Math.floor(rnd() * 80)) : addDays(yearAgo, Math.floor(rnd() * 395));
      const len = planned ? 14 : 1 + Math.floor(rnd() * 10);
      const status = planned || from > todayIso ? (rnd() < 0.5 ? 'REVIEW' : 'APPROVED') : rnd() < 0.9 ? 'APPROVED' : 'DENIED';
      applications.push({
        Id: randomUUID(),
        FtgId,
        AnstNr: e.AnstNr,
        Typ: rnd() < 0.8 ? 'SEM' : 'KOMP',
        BarnId: '',
        FromDatum: from,
        TomDatum: addDays(from, len - 1),
        Veckodagar: '12345',
        Omfattning: 100,
        Orsak: '',
        SkapaTidrader: 0,
        Status: status,
        Meddelande: '',
        BeslutAv: status === 'REVIEW' ? '' : 'bench',
        BeslutAt: status === 'REVIEW' ? 0 : now - DAY,
        PlanId: planned ? `bench-plan-${e.Avdelning}` : '',
        Dagar: len,
        UtanSchema: '[]',
        Veckodagsraknat: 0,
        Bokade: 0,
        EjBokade: '[]',
        SkapadAv: 'bench',
        SkapadAt: Date.parse(from) - 7 * DAY,
        AndradAt: Date.parse(from) - 7 * DAY,
      });
    }
  await bulk(db, 'leave_applications', applications);
  counts.leave_applications = applications.length;

  // compensations: one claim a month per employee, the older ones attested
  const claims = [];
  for (const e of staff)
    for (let m = 0; m < 12; m++) {
      const Datum = addDays(todayIso, -m * 30 - Math.floor(rnd() * 28));
      const Status = m === 0 ? 'OPEN' : m === 1 ? 'APPROVED' : 'ATTESTED';
      claims.push({
        Id: randomUUID(),
        FtgId,
        AnstNr: e.AnstNr,
        Datum,
        Typ: 'UTLÄGG',
        LonKod: '650',
        Text: 'Parkering',
        Extratext: '',
        FromDatum: Datum,
        TomDatum: Datum,
        Antal: 1,
        Belopp: 50 + Math.floor(rnd() * 400),
        Moms: 0,
        Valuta: 'SEK',
        Valutakurs: 1,
        Varugrupp: '',
        Brukare: '',
        ResEnhet1: '',
        ResEnhet2: '',
        ResEnhet3: '',
        ResEnhet4: '',
        ResEnhet5: '',
        ResEnhet6: '',
        Status,
        Origin: 'MANUAL',
        GuideId: '',
        KvittoId: '',
        KvittoNamn: '',
        CreatedBy: 'bench',
        CreatedAt: Date.parse(Datum),
        UpdatedAt: Date.parse(Datum),
        ApprovedBy: Status === 'OPEN' ? '' : 'bench',
        ApprovedAt: Status === 'OPEN' ? 0 : Date.parse(Datum) + DAY,
        AttestedBy: Status === 'ATTESTED' ? 'bench' : '',
        AttestedAt: Status === 'ATTESTED' ? Date.parse(Datum) + 2 * DAY : 0,
        ExportedAt: 0,
      });
    }
  await bulk(db, 'compensations', claims);
  counts.compensations = claims.length;

  // documents: one per ten employees a year; a tenth for everyone, the rest for a department or one employee
  const docs = [];
  const grants = [];
  const depts = [...byDept.keys()];
  for (let i = 0; i < Math.floor(employees / 10); i++) {
    const Id = randomUUID();
    docs.push({
      FtgId,
      Id,
      Namn: `Dokument ${i}`,
      FileName: `dokument-${i}.pdf`,
      Format: 'PDF',
      Type: 'application/pdf',
      Size: 20_000,
      FileId: randomUUID(),
      UploadedBy: 'adm@demo.se',
      UploadedByNamn: 'Anders Admin Ek',
      UploadedAt: now - Math.floor(rnd() * 365) * DAY,
    });
    const roll = rnd();
    if (roll < 0.1) grants.push({ FtgId, DocId: Id, Kind: 'ALLA', Value: '' });
    else if (roll < 0.4) grants.push({ FtgId, DocId: Id, Kind: 'AVD', Value: depts[i % depts.length] });
    else grants.push({ FtgId, DocId: Id, Kind: 'ANST', Value: staff[(i * 7) % staff.length].AnstNr });
  }
  await bulk(db, 'documents', docs);
  await bulk(db, 'documents_access', grants);
  counts.documents = docs.length;

  // messages: the administrator's inbox in this company, a notice per five employees a year
  const inbox = Array.from({ length: Math.floor(employees / 5) }, (_, i) => ({
    Login: 'adm@demo.se',
    FtgId,
    Subject: `Meddelande ${i}`,
    Sender: 'Löneavdelningen',
    Body: 'Lönen är klar för perioden.',
    SentAt: now - Math.floor((i * 365 * DAY) / Math.max(1, employees / 5)),
    ReadAt: i % 4 === 0 ? null : now,
    SenderLogin: '',
    SentId: null,
  }));
  await bulk(db, 'messages', inbox);
  counts.messages = inbox.length;

  // staffing: a need per ten employees (a department's daily shift), its passes last month to next, most filled
  const needs = [];
  const passes = [];
  const firstOf = (date) => `${date.slice(0, 8)}01`;
  const from = firstOf(addDays(firstOf(todayIso), -31));
  const to = addDays(firstOf(addDays(firstOf(todayIso), 62)), -1);
  const shifts = [
    ['07:00', '15:30'],
    ['14:30', '22:00'],
    ['21:30', '07:30'],
  ];
  for (let i = 0; i < Math.floor(employees / 10); i++) {
    const Avdelning = depts[i % depts.length];
    const [Start, Slut] = shifts[i % shifts.length];
    const Id = `bench-need-${i}`;
    needs.push({
      FtgId,
      Id,
      Namn: `Pass ${i}`,
      Uppgift: '',
      Avdelning,
      ResEnh: '',
      Brukare: '',
      Start,
      Slut,
      Antal: 1,
      Kompetenser: '',
      Upprepning: 'DAILY',
      Faktor: 1,
      Dagar: '1234567',
      Manader: '',
      FromDatum: from,
      TomDatum: to,
      Schemalangd: 5,
      Helgdagar: 1,
      Delpass: 0,
      Kommentar: '',
      KopiaAv: '',
      Deleted: 0,
      CreatedAt: now,
      CreatedBy: 'bench',
    });
    const team = byDept.get(Avdelning);
    for (let d = from, n = 0; d <= to; d = addDays(d, 1), n++)
      passes.push({
        FtgId,
        Id: randomUUID(),
        BehovId: Id,
        Plats: 0,
        Datum: d,
        Start,
        Slut,
        AnstNr: rnd() < 0.85 ? team[(i * 7 + n) % team.length] : '',
        Status: d < todayIso ? 'FINALIZED' : 'PLANNED',
        Version: 1,
        UpdatedAt: now,
      });
  }
  await bulk(db, 'staffing_needs', needs);
  await bulk(db, 'staffing_passes', passes);
  counts.staffing_passes = passes.length;
  return counts;
}
