import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { TIME_CODES, time, type RowInput, type TimeDay } from '../../src/contracts';
import { claimDay } from '../day-lock';
import { handle, type TimeCtx, type TimeRowsTable } from '../db';
import { loadDay, loadReport, rowOut } from '../report';
import { checkRow, MAX_DAY_HOURS, type CleanRow } from '../../src/domain/row-rules';
import { ruleContext } from '../rule-context';
import { loadSchedules } from '../schedule';
import { visibleEmployee, type EmployeeInfo } from '../scope';
import { announce } from '../push';

type Ctx = TimeCtx;

/** 400 naming the field, with the rule's message */
async function validRow(ctx: Ctx, employee: EmployeeInfo, input: RowInput): Promise<CleanRow> {
  const result = checkRow(input, await ruleContext(ctx, employee, input.TidKod));
  if ('problem' in result) {
    const { field, rule, params } = result.problem;
    ctx.fail(400, DV_CODES.badInput, `time.rules.${rule}`, { ...params, field: ctx.t(`time.fields.${field.replace(/\d$/, '')}`) }, field);
  }
  return (result as { row: CleanRow }).row;
}

async function dayReply(ctx: Ctx, anstNr: string, datum: string): Promise<TimeDay> {
  const schedules = await loadSchedules(ctx, [anstNr]);
  return loadDay(ctx, anstNr, datum, schedules.get(anstNr));
}

/**
 * The day's reply after a row written to it, read inside the call's transaction: hour codes of a day may not pass
 * 24 h, and a day that does refuses the call (nothing of it is kept). The reply's own totals are the check, where a
 * read of its own was another round trip (issue 22).
 */
async function dayAfterWrite(ctx: Ctx, anstNr: string, datum: string): Promise<TimeDay> {
  const day = await dayReply(ctx, anstNr, datum);
  const hours = day.Reported.Hours;
  if (hours > MAX_DAY_HOURS + 0.001) ctx.fail(400, DV_CODES.badInput, 'time.rules.dayOver24', { date: datum, hours }, 'Timmar');
  return day;
}

function writable(ctx: Ctx, employee: EmployeeInfo): void {
  if (employee.Locked) ctx.fail(409, TIME_CODES.locked, 'time.errors.employeeLocked');
}

async function rowInScope(ctx: Ctx, id: string): Promise<{ row: TimeRowsTable; employee: EmployeeInfo }> {
  const row = await ctx.db.selectFrom('time_rows').selectAll().where('Id', '=', id).where('FtgId', '=', ctx.companyId).executeTakeFirst();
  if (!row) ctx.fail(404, DV_CODES.notFound, 'time.errors.rowNotFound');
  const employee = await visibleEmployee(ctx, row!.AnstNr);
  return { row: row!, employee };
}

/** a punched or booked row changes where it was made (the punch, the notice or application), never here */
function refuseMadeElsewhere(ctx: Ctx, row: TimeRowsTable): void {
  if (row.Source === 'PUNCH') ctx.fail(409, TIME_CODES.locked, 'time.errors.punchRow');
  if (row.Source === 'BOOKED') ctx.fail(409, TIME_CODES.locked, 'time.errors.bookedRow');
}

export const rowEndpoints = [
  handle(time.report, async ({ query }, ctx) => {
    await visibleEmployee(ctx, query.AnstNr);
    const schedules = await loadSchedules(ctx, [query.AnstNr]);
    return loadReport(ctx, query.AnstNr, query.From, query.To, schedules.get(query.AnstNr));
  }),

  handle(time.addRow, async ({ body }, ctx) => {
    const employee = await visibleEmployee(ctx, body.AnstNr);
    writable(ctx, employee);
    const clean = await validRow(ctx, employee, body);
    await claimDay(ctx, body.AnstNr, body.Datum, body.DayVersion, [clean.Brukare]);
    const at = ctx.now().getTime();
    const row: TimeRowsTable = {
      Id: randomUUID(),
      FtgId: ctx.companyId,
      AnstNr: body.AnstNr,
      Datum: body.Datum,
      ...clean,
      Source: 'MANUAL',
      Origin: '',
      OriginRef: '',
      CreatedAt: at,
      UpdatedAt: at,
      UpdatedBy: ctx.account.Login,
    };
    await ctx.db.insertInto('time_rows').values(row).execute();
    const day = await dayAfterWrite(ctx, body.AnstNr, body.Datum);
    await ctx.audit.record({
      entity: 'row',
      id: row.Id,
      event: 'created',
      action: 'create',
      before: null,
      after: rowOut(row),
      anstNr: body.AnstNr,
      date: body.Datum,
    });
    announce(ctx, { FtgId: ctx.companyId, AnstNr: body.AnstNr, From: body.Datum, To: body.Datum });
    return day;
  }),

  handle(time.editRow, async ({ params, body }, ctx) => {
    const { row, employee } = await rowInScope(ctx, params.Id);
    writable(ctx, employee);
    refuseMadeElsewhere(ctx, row);
    const clean = await validRow(ctx, employee, body);
    await claimDay(ctx, row.AnstNr, row.Datum, body.DayVersion, [row.Brukare, clean.Brukare]);
    const at = ctx.now().getTime();
    const updated: TimeRowsTable = { ...row, ...clean, UpdatedAt: at, UpdatedBy: ctx.account.Login };
    await ctx.db
      .updateTable('time_rows')
      .set({ ...clean, UpdatedAt: at, UpdatedBy: ctx.account.Login })
      .where('Id', '=', row.Id)
      .execute();
    const day = await dayAfterWrite(ctx, row.AnstNr, row.Datum);
    await ctx.audit.record({
      entity: 'row',
      id: row.Id,
      event: 'modified',
      action: 'update',
      before: rowOut(row),
      after: rowOut(updated),
      anstNr: row.AnstNr,
      date: row.Datum,
    });
    announce(ctx, { FtgId: ctx.companyId, AnstNr: row.AnstNr, From: row.Datum, To: row.Datum });
    return day;
  }),

  handle(time.deleteRow, async ({ params, query }, ctx) => {
    const { row, employee } = await rowInScope(ctx, params.Id);
    writable(ctx, employee);
    refuseMadeElsewhere(ctx, row);
    await claimDay(ctx, row.AnstNr, row.Datum, Number(query.DayVersion), [row.Brukare]);
    await ctx.db.deleteFrom('time_rows').where('Id', '=', row.Id).execute();
    await ctx.audit.record({
      entity: 'row',
      id: row.Id,
      event: 'deleted',
      action: 'delete',
      before: rowOut(row),
      after: null,
      anstNr: row.AnstNr,
      date: row.Datum,
    });
    announce(ctx, { FtgId: ctx.companyId, AnstNr: row.AnstNr, From: row.Datum, To: row.Datum });
    return dayReply(ctx, row.AnstNr, row.Datum);
  }),

  handle(time.audit, async ({ query }, ctx) => {
    await visibleEmployee(ctx, query.AnstNr);
    const entries = await ctx.audit.list({ anstNr: query.AnstNr, from: query.From, to: query.To, limit: 500 });
    return entries.map((e) => ({ At: e.At, Login: e.Login, Datum: e.Datum, Entity: e.Entity, Action: e.Action, Old: e.Old, New: e.New }));
  }),

  handle(time.calendar, async ({ query }, ctx) => {
    await visibleEmployee(ctx, query.AnstNr);
    const schedules = await loadSchedules(ctx, [query.AnstNr]);
    return loadReport(ctx, query.AnstNr, query.From, query.To, schedules.get(query.AnstNr));
  }),

  handle(time.schedule, async ({ query }, ctx) => {
    await visibleEmployee(ctx, query.AnstNr);
    const schedules = await loadSchedules(ctx, [query.AnstNr]);
    const report = await loadReport(ctx, query.AnstNr, query.From, query.To, schedules.get(query.AnstNr));
    // the schedule view shows the plan only: no rows
    return { ...report, Days: report.Days.map((d) => ({ ...d, Rows: [] })), Totals: [] };
  }),
];
