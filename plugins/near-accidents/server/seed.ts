import { personName } from '@lonna/core/contracts';
import type { ReportStatus } from '../src/contracts';
import type { NearAccidentsDb } from './db';

/**
 * Demo reports in the care company (1001: HRTIL licence, switch on, handlers FTG and ADM): a few from Per Persson
 * (per@demo.se) and a few from other assistants, in every status, one sensitive. Dated back from the server's today.
 */
interface Demo {
  daysAgo: number;
  Klockslag: string;
  Rubrik: string;
  Plats: string;
  Beskrivning: string;
  MojligFoljd: string;
  Kanslig?: boolean;
  /** 'per' = per@demo.se; a number = the n-th other employee of the company */
  by: 'per' | number;
  steps: ReportStatus[];
  Beslut?: string;
}
const DEMO: Demo[] = [
  {
    daysAgo: 1,
    Klockslag: '07:40',
    Rubrik: 'Halkade på isfläck vid entrén',
    Plats: 'Brukarens bostad, Storgatan 12, entrén',
    Beskrivning: 'Trappan vid entrén var isig och inte sandad. Jag halkade men tog mig i räcket och föll inte.',
    MojligFoljd: 'Fall i trappan med risk för handleds- eller höftfraktur.',
    by: 'per',
    steps: ['NEW'],
  },
  {
    daysAgo: 4,
    Klockslag: '21:15',
    Rubrik: 'Lyften stannade mitt i förflyttning',
    Plats: 'Sovrummet hos brukare B001',
    Beskrivning: 'Taklyften stannade med brukaren i selen. Nödsänkningen fungerade och brukaren kom ner utan skada.',
    MojligFoljd: 'Brukaren kunde ha fallit ur selen eller blivit hängande länge.',
    by: 0,
    steps: ['NEW', 'RECEIVED', 'INPROGRESS'],
  },
  {
    daysAgo: 9,
    Klockslag: '14:00',
    Rubrik: 'Hotfull situation under kvällspasset',
    Plats: 'Brukarens bostad',
    Beskrivning: 'En anhörig blev aggressiv och hotade mig verbalt. Jag lämnade rummet och ringde arbetsledaren.',
    MojligFoljd: 'Fysiskt våld mot personal.',
    Kanslig: true,
    by: 1,
    steps: ['NEW', 'RECEIVED'],
  },
  {
    daysAgo: 23,
    Klockslag: '10:30',
    Rubrik: 'Lös sladd över golvet i tvättstugan',
    Plats: 'Tvättstugan, Lindvägen 4',
    Beskrivning: 'En förlängningssladd låg tvärs över gången. Jag snubblade men föll inte.',
    MojligFoljd: 'Fall mot tvättmaskinen.',
    by: 'per',
    steps: ['NEW', 'RECEIVED', 'INPROGRESS', 'RESOLVED'],
    Beslut: 'Sladden är borttagen och ett fast eluttag är monterat. Rutinen för skyddsrond omfattar nu tvättstugan.',
  },
];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;
const HANDLER = { Login: 'ftg@demo.se', Namn: 'Fredrik Företagsson' };

export async function seedDemoReports(db: NearAccidentsDb, now: Date): Promise<void> {
  const FtgId = '1001';
  const per = await db.selectFrom('accounts').select(['Login', 'Namn', 'AnstNr']).where('Login', '=', 'per@demo.se').executeTakeFirst();
  const others = await db
    .selectFrom('employees')
    .select(['AnstNr', 'FoNamn', 'EfNamn'])
    .where('FtgId', '=', FtgId)
    .where('AnstNr', '<>', per?.AnstNr ?? '')
    .orderBy('AnstNr')
    .limit(2)
    .execute();
  let n = 0;
  for (const d of DEMO) {
    const other = typeof d.by === 'number' ? others[d.by] : undefined;
    const reporter =
      d.by === 'per'
        ? per
          ? { Login: per.Login, Namn: per.Namn, AnstNr: per.AnstNr }
          : null
        : other
          ? { Login: `anst-${other.AnstNr}`, Namn: personName(other), AnstNr: other.AnstNr }
          : null;
    if (!reporter) continue;
    n += 1;
    const Id = `seed-near-accident-${n}`;
    const filed = now.getTime() - d.daysAgo * DAY + 2 * 3_600_000;
    const status = d.steps[d.steps.length - 1]!;
    await db
      .insertInto('near_accidents_reports')
      .values({
        FtgId,
        Id,
        Rubrik: d.Rubrik,
        Beskrivning: d.Beskrivning,
        Datum: iso(new Date(now.getTime() - d.daysAgo * DAY)),
        Klockslag: d.Klockslag,
        Plats: d.Plats,
        MojligFoljd: d.MojligFoljd,
        Kanslig: d.Kanslig ? 1 : 0,
        Status: status,
        ReporterLogin: reporter.Login,
        ReporterNamn: reporter.Namn,
        AnstNr: reporter.AnstNr,
        ResolverNamn: status === 'RESOLVED' ? HANDLER.Namn : '',
        Beslut: d.Beslut ?? '',
        CreatedAt: filed,
      })
      .execute();
    await db
      .insertInto('near_accidents_history')
      .values(
        d.steps.map((Status, i) => ({
          FtgId,
          ReportId: Id,
          Seq: i + 1,
          Status,
          At: filed + i * DAY,
          Login: i === 0 ? reporter.Login : HANDLER.Login,
          Namn: i === 0 ? reporter.Namn : HANDLER.Namn,
        })),
      )
      .execute();
  }
}
