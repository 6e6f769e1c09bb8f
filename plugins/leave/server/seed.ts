import { addDays, isoOf, mondayOf } from '../src/domain/dates';
import type { LeaveApplicationsTable, LeaveDb } from './db';

/**
 * Demo leave for company 1001 (dated around the server's today, the clock tests fix): per@demo.se's own applications
 * in every state, a few colleagues' waiting for the administrator, and one open summer plan for department 10 with
 * some wishes. Seeded approvals created no time rows (SkapaTidrader off): the time report's demo stays its own.
 */
const F = '1001';
type Seeded = Pick<LeaveApplicationsTable, 'Typ' | 'Status' | 'Orsak' | 'Meddelande'> & { start: number; len: number; omf?: number; barn?: boolean };

const PER: Seeded[] = [
  { Typ: 'SEM', Status: 'APPROVED', Orsak: 'Höstlov med familjen', Meddelande: 'Trevlig ledighet!', start: -40, len: 5 },
  { Typ: 'KOMP', Status: 'DENIED', Orsak: 'Kompledigt efter helgjouren', Meddelande: 'Vi är för få den veckan – välj gärna en annan dag.', start: -12, len: 1 },
  { Typ: 'TJL', Status: 'REVERTED', Orsak: 'Flytt', Meddelande: 'Återtagen på din begäran.', start: -20, len: 2 },
  { Typ: 'SEM', Status: 'REVIEW', Orsak: 'Jul och nyår', Meddelande: '', start: 28, len: 10 },
  { Typ: 'FLD', Status: 'REVIEW', Orsak: 'Inskolning på förskolan', Meddelande: '', start: 60, len: 5, omf: 50, barn: true },
];
const COLLEAGUES: Seeded[] = [
  { Typ: 'SEM', Status: 'REVIEW', Orsak: 'Sportlov', Meddelande: '', start: 80, len: 5 },
  { Typ: 'TJL', Status: 'REVIEW', Orsak: 'Studier', Meddelande: '', start: 35, len: 3 },
  { Typ: 'KOMP', Status: 'APPROVED', Orsak: '', Meddelande: 'OK', start: 7, len: 1 },
];

export async function seedDemoLeave(db: LeaveDb, now: Date): Promise<void> {
  const today = isoOf(now.getTime());
  const at = now.getTime();
  const per = await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirst();
  if (!per) return;
  const employees = await db.selectFrom('employees').select(['AnstNr', 'Avdelning']).where('FtgId', '=', F).where('Aktiv', '=', 1).orderBy('AnstNr').execute();
  const others = employees.filter((e) => e.AnstNr !== per.AnstNr);
  const child = await db.selectFrom('personal_children').select('Id').where('FtgId', '=', F).where('AnstNr', '=', per.AnstNr).executeTakeFirst();
  const rows: LeaveApplicationsTable[] = [];
  const add = (anstNr: string, s: Seeded, i: number, planId = '', from?: string, to?: string) => {
    const f = from ?? mondayOf(addDays(today, s.start));
    const t = to ?? addDays(f, s.len - 1 + Math.floor((s.len - 1) / 5) * 2);
    const decided = s.Status !== 'REVIEW';
    rows.push({
      Id: `seed-leave-${rows.length + 1}`,
      FtgId: F,
      AnstNr: anstNr,
      Typ: s.barn && !child ? 'TJL' : s.Typ,
      BarnId: s.barn && child ? child.Id : '',
      FromDatum: f,
      TomDatum: t,
      Veckodagar: '12345',
      Omfattning: s.barn && child ? (s.omf ?? 100) : 100,
      Orsak: s.Orsak,
      SkapaTidrader: 0,
      Status: s.Status,
      Meddelande: s.Meddelande,
      BeslutAv: decided ? 'Fredrik Företagsson' : '',
      BeslutAt: decided ? at - (10 - i) * 3_600_000 : 0,
      PlanId: planId,
      Dagar: s.len,
      UtanSchema: '[]',
      Veckodagsraknat: 0,
      Bokade: 0,
      EjBokade: '[]',
      SkapadAv: 'demo',
      SkapadAt: at - (20 - i) * 86_400_000,
      AndradAt: at - (20 - i) * 86_400_000,
    });
  };
  PER.forEach((s, i) => add(per.AnstNr, s, i));
  COLLEAGUES.forEach((s, i) => {
    const e = others[i * 3];
    if (e) add(e.AnstNr, s, i);
  });
  // the coming summer's plan for department 10: four weeks each for a few, one with only two
  const year = Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) >= 7 ? 1 : 0);
  const planId = 'seed-plan-summer';
  await db
    .insertInto('leave_plans')
    .values({
      Id: planId,
      FtgId: F,
      Namn: `Sommarsemester ${year}`,
      Avdelning: '10',
      FromDatum: `${year}-06-01`,
      TomDatum: `${year}-08-31`,
      MinBemanning: 3,
      Status: 'OPEN',
      SkapadAv: 'Fredrik Företagsson',
      SkapadAt: at - 5 * 86_400_000,
    })
    .execute();
  const dept = others.filter((e) => e.Avdelning === '10').slice(0, 4);
  const starts = ['06-22', '07-06', '07-13', '07-27'];
  dept.forEach((e, i) => {
    const f = mondayOf(`${year}-${starts[i]!}`);
    const weeks = i === 3 ? 2 : 4;
    add(e.AnstNr, { Typ: 'SEM', Status: 'REVIEW', Orsak: 'Sommarsemester', Meddelande: '', start: 0, len: weeks * 5 }, i, planId, f, addDays(f, weeks * 7 - 3));
  });
  if (rows.length) await db.insertInto('leave_applications').values(rows).execute();
}
