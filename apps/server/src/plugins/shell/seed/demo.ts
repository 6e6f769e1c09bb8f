import type { Insertable } from 'kysely';
import { hashPassword } from '../../../host/auth/password';
import type { CompaniesTable, Database, Db, EmployeesTable } from '../../../host/db/types';
import { orgnr, personnummer } from '../../../host/domain/luhn';
import {
  ARBSCHEMAN,
  BEMUPPGIFTER,
  BRUKARE,
  DEPARTMENTS,
  EGENSKAPER,
  KOMPETENSER,
  KONTON,
  LONKODER,
  OBREGLER,
  RESULT_UNITS,
  TIDKODER,
  VARUGRUPPER,
} from './company-data';
import { DEMO_COMPANIES, type DemoCompany } from './companies';
import { FIRST_NAMES, LAST_NAMES, pick, prng } from './names';

export const DEMO_PASSWORD = 'demo1234';

/** The demo accounts (README and the start-up banner list them). */
export const DEMO_ACCOUNTS = [
  { Login: 'lic@demo.se', Namn: 'Lena Licensdóttir Berg', Roll: 'LIC', companies: [] as string[], options: ['HRTIL', 'CPBEM'] },
  { Login: 'adm@demo.se', Namn: 'Anders Admin Ek', Roll: 'ADM', companies: [], options: ['HRTIL', 'CPBEM'] },
  // the vendor's support (issue 21): enters only the companies that allow support login (1012 in the demo)
  { Login: 'support@demo.se', Namn: 'Sam Supportsson', Roll: 'ADM', companies: [], options: ['SUPPORT'] },
  // a personal number of his own: he signs FK3059 time statements as the organiser with BankID
  { Login: 'ftg@demo.se', Namn: 'Fredrik Företagsson', Roll: 'FTG', companies: ['1001', '1002', '1003'], options: ['CPBEM', 'HRTIL'], PersNr: '197005152389' },
  { Login: 'ftg1@demo.se', Namn: 'Frida Ettström', Roll: 'FTG', companies: ['1002'], options: [] },
  { Login: 'avd@demo.se', Namn: 'Aisha Avdelningsson', Roll: 'AVD', companies: ['1001'], options: ['HRTIL', 'CPBEM'], departments: ['10'] },
  { Login: 'lss@demo.se', Namn: 'Lars Samordnare', Roll: 'LSS', companies: ['1001'], options: [] },
  { Login: 'bru@demo.se', Namn: 'Elsa Lindqvist', Roll: 'BRU', companies: ['1001'], options: [], Brukare: 'B001' },
  { Login: 'per@demo.se', Namn: 'Per Persson', Roll: 'PER', companies: ['1001'], options: [], employee: true },
  { Login: 'sms@demo.se', Namn: 'Sara Smsberg', Roll: 'PER', companies: ['1003'], options: [], employee: true, LoginTyp: 'S' },
  // for trying the live portal (push, inactivity, password change ending other sessions) without disturbing the others
  { Login: 'live@demo.se', Namn: 'Linnea Livgren', Roll: 'FTG', companies: ['1001'], options: [] },
  // for trying a saved language (English, French, Polish) without changing what the other demo users read
  { Login: 'lang@demo.se', Namn: 'Lisa Språkberg', Roll: 'FTG', companies: ['1002'], options: [] },
] as const;

async function insertChunked<T extends keyof Database & string>(db: Db, table: T, rows: Insertable<Database[T]>[], size = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

function companyRow(c: DemoCompany): Insertable<CompaniesTable> {
  const row: Record<string, unknown> = {
    FtgId: c.FtgId,
    Namn: c.Namn,
    Orgnr: orgnr(c.orgnr9),
    FtgKey: `FTG${c.FtgId}`,
    PictureId: '00000000-0000-0000-0000-000000000000',
    Archived: c.archived ? 1 : 0,
    requireSMSVerification: c.sms ? 1 : 0,
    BrukareNamnTyp: c.brukareNamnTyp ?? 'BRUKARE',
    Plus: c.plus ? 1 : 0,
    HasWebLon: 1,
    HasWebLonPlus: c.plus ? 1 : 0,
  };
  for (const [k, v] of Object.entries(c.flags ?? {})) row[k] = v ? 1 : 0;
  for (const n of [1, 2, 3, 4, 5, 6] as const) {
    const name = c.resultUnits?.[n];
    row[`OpenResEnhet${n}`] = name ? 1 : 0;
    row[`RegResEnh${n}`] = name ? 1 : 0;
    row[`RegisterResEnh${n}`] = name ? 1 : 0;
    row[`ResEnhet${n}Namn`] = name ?? '';
  }
  return row as unknown as Insertable<CompaniesTable>;
}

/** Employees with realistic names, valid personnummer, departments and one or two schedule periods. */
function employeesFor(
  c: { FtgId: string; profile: DemoCompany['profile']; employees: number; resultUnits?: DemoCompany['resultUnits']; useBrukare: boolean },
  rnd: () => number,
  today: Date,
) {
  const departments = DEPARTMENTS[c.profile];
  const level1 = c.resultUnits?.[1] ? (RESULT_UNITS[c.resultUnits[1]] ?? []) : [];
  const employees: EmployeesTable[] = [];
  const schedules: Database['employee_schedules'][] = [];
  const competences: Database['employee_kompetenser'][] = [];
  for (let i = 1; i <= c.employees; i++) {
    const AnstNr = String(i);
    const birth = new Date(Date.UTC(1960 + Math.floor(rnd() * 45), Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)));
    const locked = i > 3 && rnd() < 0.06;
    employees.push({
      FtgId: c.FtgId,
      AnstNr,
      FoNamn: pick(rnd, FIRST_NAMES),
      EfNamn: pick(rnd, LAST_NAMES),
      PersNr: personnummer(birth, 1 + Math.floor(rnd() * 998)),
      Avdelning: departments[i % departments.length]![0],
      Aktiv: locked ? 0 : 1,
      Locked: locked ? 1 : 0,
      ProfilePictureId: '00000000-0000-0000-0000-000000000000',
      UseBrukare: c.useBrukare ? 1 : 0,
      Brukare: c.useBrukare ? BRUKARE[i % BRUKARE.length]![0] : '',
      UseResEnhet1: level1.length ? 1 : 0,
      ResEnhet1: level1.length ? level1[i % level1.length]![0] : '',
      UseResEnhet2: 0,
      ResEnhet2: '',
      UseResEnhet3: 0,
      ResEnhet3: '',
      TidKodGrupp: 'STD',
      LonKodGrupp: i % 5 === 0 ? 'TIM' : 'MAN',
    });
    const start = new Date(Date.UTC(today.getUTCFullYear() - 1 - Math.floor(rnd() * 4), Math.floor(rnd() * 12), 1));
    const first = pick(rnd, ARBSCHEMAN).ArbSchema;
    schedules.push({ FtgId: c.FtgId, AnstNr, FromDatum: iso(start), UseArbSchema: 1, ArbSchema: first });
    if (rnd() < 0.3) {
      const change = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(rnd() * 12), 1));
      schedules.push({
        FtgId: c.FtgId,
        AnstNr,
        FromDatum: iso(change),
        UseArbSchema: 1,
        ArbSchema: pick(
          rnd,
          ARBSCHEMAN.filter((s) => s.ArbSchema !== first),
        ).ArbSchema,
      });
    }
    for (const k of KOMPETENSER) if (rnd() < 0.25) competences.push({ FtgId: c.FtgId, AnstNr, KompetensId: k[0] });
  }
  return { employees, schedules, competences };
}

async function seedCompany(db: Db, c: DemoCompany, rnd: () => number, today: Date): Promise<EmployeesTable[]> {
  const F = c.FtgId;
  await db.insertInto('companies').values(companyRow(c)).execute();
  if (c.licenceOptions?.length)
    await insertChunked(
      db,
      'company_licence_options',
      c.licenceOptions.map((Option) => ({ FtgId: F, Option })),
    );
  const switches: { FtgId: string; Name: string; Value: string }[] = c.switches.map((Name) => ({ FtgId: F, Name, Value: 'true' }));
  switches.push({ FtgId: F, Name: 'PassbyteTyp', Value: JSON.stringify(c.passbyteTyp ?? 'X') });
  switches.push({ FtgId: F, Name: 'LoginTyp', Value: JSON.stringify(c.sms ? 'S' : 'A') });
  if (c.switches.includes('EnableNearAccidentsReports')) switches.push({ FtgId: F, Name: 'NearAccidentsReportsAdmins', Value: JSON.stringify(['FTG', 'ADM']) });
  if (c.switches.includes('UseAvvikandeStamplingVarning')) switches.push({ FtgId: F, Name: 'AvvikandeStamplingGransMinuter', Value: '15' });
  await insertChunked(db, 'portal_switches', switches);

  await insertChunked(
    db,
    'departments',
    DEPARTMENTS[c.profile].map(([Avdelning, Namn]) => ({ FtgId: F, Avdelning, Namn })),
  );
  const units = Object.entries(c.resultUnits ?? {}).flatMap(([lvl, name]) =>
    (RESULT_UNITS[name as string] ?? []).map(([ResEnh, Namn]) => ({ FtgId: F, Niva: Number(lvl), ResEnh, Namn })),
  );
  if (units.length) await insertChunked(db, 'result_units', units);
  await insertChunked(
    db,
    'tidkoder',
    TIDKODER.map(([TidKod, BenText, Enhet]) => ({ FtgId: F, TidKod, BenText, Enhet, TidKodGrupp: 'STD' })),
  );
  await insertChunked(
    db,
    'lonkoder',
    LONKODER.map(([LonKod, BenText]) => ({ FtgId: F, LonKod, BenText, LonKodGrupp: LonKod === '110' ? 'TIM' : 'MAN' })),
  );
  await insertChunked(
    db,
    'varugrupper',
    VARUGRUPPER.map(([Id, Namn]) => ({ FtgId: F, Id, Namn })),
  );
  await insertChunked(
    db,
    'kontoreg',
    KONTON.map(([Konto, BenText]) => ({ FtgId: F, Konto, BenText })),
  );
  await insertChunked(
    db,
    'kompetenser',
    KOMPETENSER.map(([Id, Namn]) => ({ FtgId: F, Id, Namn })),
  );
  await insertChunked(
    db,
    'arbscheman',
    ARBSCHEMAN.map(({ ArbSchema, BenText }) => ({ FtgId: F, ArbSchema, BenText })),
  );
  await insertChunked(
    db,
    'arbschema_dagar',
    ARBSCHEMAN.flatMap(({ ArbSchema, days }) =>
      days.map(([Vecka, Veckodag, Start, Slut, Rast]) => ({
        FtgId: F,
        ArbSchema,
        Vecka,
        Veckodag,
        Start,
        Slut,
        Rast,
        Timmar: hours(Start, Slut, Rast),
      })),
    ),
  );
  const useBrukare = Boolean(c.flags?.UseLSS);
  if (useBrukare) {
    await insertChunked(
      db,
      'brukare',
      BRUKARE.map(([Brukare, FoNamn, EfNamn]) => ({ FtgId: F, Brukare, FoNamn, EfNamn })),
    );
    await insertChunked(db, 'brukaransv', [
      { FtgId: F, Sign: 'LS', Namn: 'Lars Samordnare' },
      { FtgId: F, Sign: 'MH', Namn: 'Mona Hedlund' },
    ]);
  }
  if (c.plus) {
    await insertChunked(
      db,
      'bemuppgift',
      BEMUPPGIFTER.map(([Id, Namn, Deleted]) => ({ FtgId: F, Id, Namn, Deleted: Deleted ? 1 : 0 })),
    );
    await insertChunked(
      db,
      'obregler',
      OBREGLER.map(([OBRegelID, BenText]) => ({ FtgId: F, OBRegelID, BenText })),
    );
    await insertChunked(
      db,
      'egenskaper',
      EGENSKAPER.map(([Id, Namn]) => ({ FtgId: F, Id, Namn })),
    );
  }
  const { employees, schedules, competences } = employeesFor({ ...c, useBrukare }, rnd, today);
  await insertChunked(db, 'employees', employees);
  await insertChunked(db, 'employee_schedules', schedules);
  if (competences.length) await insertChunked(db, 'employee_kompetenser', competences);
  return employees;
}

function hours(start: string, end: string, breakMinutes: number): number {
  const m = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
  return Math.round(((m(end) - m(start) - breakMinutes) / 60) * 100) / 100;
}

/** The whole demo: companies, their registers and the demo accounts. Called only on an empty database. */
export async function seedDemo(db: Db, today: Date): Promise<void> {
  const rnd = prng(20261121);
  const employeesByCompany = new Map<string, EmployeesTable[]>();
  for (const c of DEMO_COMPANIES) employeesByCompany.set(c.FtgId, await seedCompany(db, c, rnd, today));

  const hash = await hashPassword(DEMO_PASSWORD);
  const now = today.getTime();
  for (const a of DEMO_ACCOUNTS) {
    const home = a.companies[0] ?? '';
    let AnstNr = '';
    let PersNr: string = 'PersNr' in a ? a.PersNr : '';
    let Namn: string = a.Namn;
    if ('employee' in a && a.employee) {
      // the account is one of the company's employees: use that register row (name, personnummer)
      const emp = employeesByCompany.get(home)!.find((e) => !e.Locked && e.Avdelning === '10')!;
      const [fo, ...ef] = a.Namn.split(' ');
      await db
        .updateTable('employees')
        .set({ FoNamn: fo!, EfNamn: ef.join(' ') })
        .where('FtgId', '=', home)
        .where('AnstNr', '=', emp.AnstNr)
        .execute();
      AnstNr = emp.AnstNr;
      PersNr = emp.PersNr;
      Namn = a.Namn;
    }
    await db
      .insertInto('accounts')
      .values({
        Login: a.Login,
        Namn,
        Roll: a.Roll,
        Signatur: initials(a.Namn),
        PersNr,
        FtgId: home,
        AnstNr,
        Brukare: 'Brukare' in a ? a.Brukare : '',
        LoginTyp: 'LoginTyp' in a ? a.LoginTyp : 'A',
        AccessOption: '',
        PasswordHash: hash,
        Disabled: 0,
        CreatedAt: now,
      })
      .execute();
    if (a.companies.length)
      await insertChunked(
        db,
        'account_companies',
        a.companies.map((FtgId) => ({ Login: a.Login, FtgId })),
      );
    if (a.options.length)
      await insertChunked(
        db,
        'account_options',
        a.options.map((Option) => ({ Login: a.Login, Option })),
      );
    if ('departments' in a)
      await insertChunked(
        db,
        'account_departments',
        a.departments.map((Avdelning) => ({ Login: a.Login, FtgId: home, Avdelning })),
      );
  }
  // the LSS coordinator answers for the first two care recipients of each care company (B001 is bru@demo.se's own)
  for (const a of DEMO_ACCOUNTS.filter((x) => x.Roll === 'LSS')) {
    for (const FtgId of a.companies.filter((f) => DEMO_COMPANIES.find((c) => c.FtgId === f)?.flags?.UseLSS)) {
      await insertChunked(
        db,
        'care_responsibilities',
        BRUKARE.slice(0, 2).map(([Brukare]) => ({ Login: a.Login, FtgId, Brukare })),
      );
    }
  }
  await db
    .insertInto('user_app_settings')
    .values({
      Login: 'ftg@demo.se',
      DateFilterPeriodType: 'W',
      InitialDateFilter: 'CURRENT',
      PaginationPerPage: 50,
      InactivityTimer: 120,
      Theme: 'dark',
      Language: '',
    })
    .execute();
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

/** A 5,000-employee company for the bench ("Storföretaget"); the demo seed leaves it out. */
export async function seedBigCompany(db: Db, employees: number, today = new Date(), FtgId = '9000'): Promise<string> {
  const company: DemoCompany = {
    FtgId,
    Namn: 'Storföretaget Sverige AB',
    orgnr9: '556000990',
    profile: 'transport',
    employees,
    plus: true,
    licenceOptions: ['HRTIL'],
    flags: { KalUseAttest: true, KalUseLonReady: true },
    resultUnits: { 1: 'Fordon' },
    passbyteTyp: 'C',
    switches: ['EnableLonebesked', 'EnableSaldon', 'EnableTidrapport', 'EnableStamplingar', 'EnableBemanningView', 'EnableGodkannaView'],
  };
  await seedCompany(db, company, prng(5000), today);
  return FtgId;
}
