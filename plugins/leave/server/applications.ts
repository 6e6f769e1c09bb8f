import { swedishToday } from '@lonna/core/validation';
import { sql } from 'kysely';
import type { LeaveApplication, VacationDays } from '../src/contracts';
import type { LeaveState } from '../src/domain/states';
import { vacationYearOf } from '../src/domain/vacation-year';
import { latestVacationBalance } from './balance';
import type { LeaveApplicationsTable, LeaveCtx } from './db';

/** The reading side of applications: rows with the employee's and the child's names, as the wire spells them. */

type Row = LeaveApplicationsTable & { Namn: string | null; Avdelning: string | null; BarnNamn: string | null };

export function wire(r: Row): LeaveApplication {
  return {
    Id: r.Id,
    AnstNr: r.AnstNr,
    Namn: r.Namn ?? '',
    Avdelning: r.Avdelning ?? '',
    Typ: r.Typ as LeaveApplication['Typ'],
    BarnId: r.BarnId,
    BarnNamn: r.BarnNamn ?? '',
    FromDatum: r.FromDatum,
    TomDatum: r.TomDatum,
    Veckodagar: [...r.Veckodagar].map(Number),
    Omfattning: Number(r.Omfattning),
    Orsak: r.Orsak,
    SkapaTidrader: Boolean(Number(r.SkapaTidrader)),
    Status: r.Status as LeaveState,
    Meddelande: r.Meddelande,
    BeslutAv: r.BeslutAv,
    BeslutAt: Number(r.BeslutAt),
    SkapadAt: Number(r.SkapadAt),
    PlanId: r.PlanId,
    Dagar: Number(r.Dagar),
    UtanSchema: JSON.parse(r.UtanSchema) as string[],
    Veckodagsraknat: Boolean(Number(r.Veckodagsraknat)),
    Bokade: Number(r.Bokade),
    EjBokade: JSON.parse(r.EjBokade) as LeaveApplication['EjBokade'],
  };
}

/** the company's applications joined with names; the caller narrows it (employee, scope, state, dates) */
export function selectApplications(ctx: LeaveCtx) {
  return ctx.db
    .selectFrom('leave_applications as a')
    .leftJoin('employees as e', (j) => j.onRef('e.FtgId', '=', 'a.FtgId').onRef('e.AnstNr', '=', 'a.AnstNr'))
    .leftJoin('personal_children as c', (j) => j.onRef('c.FtgId', '=', 'a.FtgId').onRef('c.AnstNr', '=', 'a.AnstNr').onRef('c.Id', '=', 'a.BarnId'))
    .selectAll('a')
    .select([sql<string>`${sql.ref('e.FoNamn')} || ' ' || ${sql.ref('e.EfNamn')}`.as('Namn'), 'e.Avdelning as Avdelning', 'c.Namn as BarnNamn'])
    .where('a.FtgId', '=', ctx.companyId);
}

export async function applicationById(ctx: LeaveCtx, id: string): Promise<LeaveApplication | null> {
  const row = await selectApplications(ctx).where('a.Id', '=', id).executeTakeFirst();
  return row ? wire(row as Row) : null;
}

export async function listApplications(q: ReturnType<typeof selectApplications>): Promise<LeaveApplication[]> {
  // the id last: a stable order, so pages cut in SQL neither repeat nor skip an application
  const rows = await q.orderBy('a.FromDatum').orderBy('a.SkapadAt').orderBy('a.Id').execute();
  return rows.map((r) => wire(r as Row));
}

/**
 * The vacation days of the vacation year `day` falls in: applied (in review) and approved, in days (a part of a day
 * counts its part); and the paid days left on the latest balances from payroll (the payslips plugin, when installed)
 * with the days applied and approved since that date (payroll has not counted them yet).
 */
export async function vacationDays(ctx: LeaveCtx, anstNr: string, day: string): Promise<VacationDays> {
  const [Fran, Till] = vacationYearOf(day);
  const balance = await latestVacationBalance(ctx, anstNr, swedishToday(ctx.now()));
  const rows = await ctx.db
    .selectFrom('leave_applications')
    .select(['Status', 'Dagar', 'Omfattning'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .where('Typ', '=', 'SEM')
    .where('Status', 'in', ['REVIEW', 'APPROVED'])
    .where('FromDatum', '>=', Fran)
    .where('FromDatum', '<=', Till)
    .execute();
  const since = balance ? await daysSince(ctx, anstNr, balance.Datum) : { AnsoktaSedan: 0, BeviljadeSedan: 0 };
  return {
    Fran,
    Till,
    Ansokta: daysOf(rows, 'REVIEW'),
    Beviljade: daysOf(rows, 'APPROVED'),
    Saldo: balance?.Saldo ?? null,
    SaldoDatum: balance?.Datum ?? '',
    ...since,
  };
}

/** the days of the applications in a state (a part of a day counts its part), to two decimals */
const daysOf = (rows: readonly { Status: string; Dagar: number; Omfattning: number }[], status: string) =>
  Math.round(rows.filter((r) => r.Status === status).reduce((s, r) => s + (Number(r.Dagar) * Number(r.Omfattning)) / 100, 0) * 100) / 100;

/** the vacation days applied for and approved starting after a day (whatever the vacation year) */
async function daysSince(ctx: LeaveCtx, anstNr: string, day: string): Promise<{ AnsoktaSedan: number; BeviljadeSedan: number }> {
  const rows = await ctx.db
    .selectFrom('leave_applications')
    .select(['Status', 'Dagar', 'Omfattning'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .where('Typ', '=', 'SEM')
    .where('Status', 'in', ['REVIEW', 'APPROVED'])
    .where('FromDatum', '>', day)
    .execute();
  return { AnsoktaSedan: daysOf(rows, 'REVIEW'), BeviljadeSedan: daysOf(rows, 'APPROVED') };
}
