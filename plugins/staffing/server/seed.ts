import { swedishToday } from '@lonna/core/validation';
import { addDays, mondayOf } from '../src/domain/rules';
import type { StaffingDb, StaffingNeedsTable } from './db';
import { generatePasses } from './generate';
import { SCHEMA, SHIFT_SOURCE } from './shifts';

/**
 * The demo of company 1001 (Omsorgen Personlig Assistans AB): round-the-clock assistance for Elsa Lindqvist (B001,
 * team Norr) — night, morning and evening every day, and a two-person lift three mornings a week that needs the lift
 * competence — from this week's Monday for eight weeks, five weeks of passes made. This week and next are partly
 * staffed (weekdays), so the overview and the dashboard card show both covered and open passes. The staffed passes are
 * their people's schedule, as when the planner assigns them (time_planned_shifts) — never per@demo.se's employee's:
 * his cyclic schedule is what the other plugins' demo and browser tests read.
 */
const F = '1001';
type DemoNeed = Pick<StaffingNeedsTable, 'Id' | 'Namn' | 'Uppgift' | 'Start' | 'Slut' | 'Antal' | 'Kompetenser' | 'Upprepning' | 'Dagar'>;
const NEEDS: DemoNeed[] = [
  { Id: 'seed-need-natt', Namn: 'Natt hos Elsa', Uppgift: 'NATT', Start: '00:00', Slut: '07:00', Antal: 1, Kompetenser: '', Upprepning: 'DAILY', Dagar: '' },
  {
    Id: 'seed-need-morgon',
    Namn: 'Morgon hos Elsa',
    Uppgift: 'MORG',
    Start: '07:00',
    Slut: '15:00',
    Antal: 1,
    Kompetenser: 'HLR',
    Upprepning: 'DAILY',
    Dagar: '',
  },
  { Id: 'seed-need-kvall', Namn: 'Kväll hos Elsa', Uppgift: 'KVALL', Start: '15:00', Slut: '22:00', Antal: 1, Kompetenser: '', Upprepning: 'DAILY', Dagar: '' },
  {
    Id: 'seed-need-lyft',
    Namn: 'Dubbelbemanning lyft',
    Uppgift: 'DAG',
    Start: '08:00',
    Slut: '12:00',
    Antal: 2,
    Kompetenser: 'LYFT',
    Upprepning: 'WEEKLY',
    Dagar: '135',
  },
];

export async function seedDemoNeeds(db: StaffingDb, now: Date): Promise<void> {
  const company = await db.selectFrom('companies').select('FtgId').where('FtgId', '=', F).executeTakeFirst();
  if (!company) return;
  const monday = mondayOf(swedishToday(now));
  const rows: StaffingNeedsTable[] = NEEDS.map((n) => ({
    ...n,
    FtgId: F,
    Avdelning: '10',
    ResEnh: '',
    Brukare: 'B001',
    Faktor: 1,
    Manader: '',
    FromDatum: monday,
    TomDatum: addDays(monday, 8 * 7 - 1),
    Schemalangd: 5,
    Helgdagar: 1,
    Delpass: 0,
    Kommentar: '',
    KopiaAv: '',
    Deleted: 0,
    CreatedAt: now.getTime(),
    CreatedBy: 'Fredrik Företagsson',
  }));
  await db.insertInto('staffing_needs').values(rows).execute();
  await generatePasses(db, F, rows, monday, addDays(monday, 5 * 7 - 1), now.getTime());

  // the team's active people, those with the lift and CPR competences first for the passes that need them
  const per = await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirst();
  const team = (await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', F).where('Avdelning', '=', '10').where('Aktiv', '=', 1).execute())
    .map((e) => e.AnstNr)
    .filter((a) => a !== per?.AnstNr);
  const comps = await db.selectFrom('employee_kompetenser').select(['AnstNr', 'KompetensId']).where('FtgId', '=', F).execute();
  const has = (k: string) => team.filter((a) => comps.some((c) => c.AnstNr === a && c.KompetensId === k));
  const hlr = has('HLR');
  const lift = has('LYFT');
  const others = team.filter((a) => !hlr.includes(a) && !lift.includes(a));
  // one person per need and week, Monday–Friday; weekends left open (the overview shows them understaffed)
  const plan: [string, string | undefined, number][] = [
    ['seed-need-morgon', hlr[0], 0],
    ['seed-need-kvall', others[0], 0],
    ['seed-need-natt', others[1], 0],
    ['seed-need-morgon', hlr[1] ?? hlr[0], 1],
    ['seed-need-kvall', others[2] ?? others[0], 1],
  ];
  for (const [need, anstNr, week] of plan) {
    if (!anstNr) continue;
    const from = addDays(monday, week * 7);
    await db
      .updateTable('staffing_passes')
      .set({ AnstNr: anstNr, Version: 1 })
      .where('FtgId', '=', F)
      .where('BehovId', '=', need)
      .where('Datum', '>=', from)
      .where('Datum', '<=', addDays(from, 4))
      .execute();
  }
  // one of the two lift places on Monday and Wednesday of this week
  if (lift[0]) {
    await db
      .updateTable('staffing_passes')
      .set({ AnstNr: lift[0], Version: 1 })
      .where('FtgId', '=', F)
      .where('BehovId', '=', 'seed-need-lyft')
      .where('Plats', '=', 0)
      .where('Datum', 'in', [monday, addDays(monday, 2)])
      .execute();
  }
  // the staffed passes in their people's schedule, exactly as an assignment in the portal writes them (shifts.ts)
  const staffed = await db
    .selectFrom('staffing_passes')
    .select(['Id', 'AnstNr', 'Datum', 'Start', 'Slut'])
    .where('FtgId', '=', F)
    .where(
      'BehovId',
      'in',
      NEEDS.map((n) => n.Id),
    )
    .where('AnstNr', '!=', '')
    .execute();
  if (staffed.length)
    await db
      .insertInto('time_planned_shifts')
      .values(
        staffed.map((p) => ({
          FtgId: F,
          AnstNr: p.AnstNr,
          Datum: p.Datum,
          Start: p.Start,
          Slut: p.Slut,
          Rast: 0,
          Schema: SCHEMA,
          Source: SHIFT_SOURCE,
          SourceId: p.Id,
        })),
      )
      .execute();
}
