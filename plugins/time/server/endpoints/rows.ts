import { randomUUID } from 'node:crypto';
import { DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import { TIME_CODES, time, type RowInput, type TimeDay } from '../../src/contracts';
import { auditChange } from '../audit';
import { claimDay } from '../day-lock';
import { asTimeDb, type HostDb, type TimeRowsTable } from '../db';
import { loadDay, loadReport, rowOut } from '../report';
import { checkRow, MAX_DAY_HOURS, type CleanRow } from '../../src/domain/row-rules';
import { ruleContext } from '../rule-context';
import { loadSchedules } from '../schedule';
import { visibleEmployee, type EmployeeInfo } from '../scope';
import type { TimeDeps } from '../deps';
import { announce } from '../push';

type Ctx = HandlerContext<HostDb>;

/** 400 naming the field, with the rule's message */
async function validRow(ctx: Ctx, employee: EmployeeInfo, input: RowInput): Promise<CleanRow> {
  const result = checkRow(input, await ruleContext(ctx, employee, input.TidKod));
  if ('problem' in result) {
    const { field, rule, params } = result.problem;
    ctx.fail(400, DV_CODES.badInput, `time.rules.${rule}`, { ...params, field: ctx.t(`time.fields.${field.replace(/\d$/, '')}`) }, field);
  }
  return (result as { row: CleanRow }).row;
}

/** hour codes of a day may not pass 24 h (checked after the write, inside the transaction) */
async function checkDayTotal(ctx: Ctx, anstNr: string, datum: string): Promise<void> {
  const db = asTimeDb(ctx.db);
  const [rows, dayCodes] = await Promise.all([
    db.selectFrom('time_rows').select(['TidKod', 'Timmar']).where('FtgId', '=', ctx.companyId!).where('AnstNr', '=', anstNr).where('Datum', '=', datum).execute(),
    db.selectFrom('tidkoder').select('TidKod').where('FtgId', '=', ctx.companyId!).where('Enhet', '=', 'dag').execute(),
  ]);
  const days = new Set(dayCodes.map((c) => c.TidKod));
  const hours = rows.filter((r) => !days.has(r.TidKod)).reduce((sum, r) => sum + Number(r.Timmar), 0);
  if (hours > MAX_DAY_HOURS + 0.001) ctx.fail(400, DV_CODES.badInput, 'time.rules.dayOver24', { date: datum, hours: Math.round(hours * 100) / 100 }, 'Timmar');
}

async function dayReply(ctx: Ctx, anstNr: string, datum: string): Promise<TimeDay> {
  const schedules = await loadSchedules(asTimeDb(ctx.db), ctx.companyId!, [anstNr]);
  return loadDay(asTimeDb(ctx.db), ctx.companyId!, anstNr, datum, schedules.get(anstNr));
}

function writable(ctx: Ctx, employee: EmployeeInfo): void {
  if (employee.Locked) ctx.fail(409, TIME_CODES.locked, 'time.errors.employeeLocked');
}

async function rowInScope(ctx: Ctx, id: string): Promise<{ row: TimeRowsTable; employee: EmployeeInfo }> {
  const row = await asTimeDb(ctx.db).selectFrom('time_rows').selectAll().where('Id', '=', id).where('FtgId', '=', ctx.companyId!).executeTakeFirst();
  if (!row) ctx.fail(404, DV_CODES.notFound, 'time.errors.rowNotFound');
  const employee = await visibleEmployee(ctx, row!.AnstNr);
  return { row: row!, employee };
}

export function rowEndpoints(deps: TimeDeps): EndpointBinding<HostDb>[] {
  return [
    handle<typeof time.report, HostDb>(time.report, async ({ query }, ctx) => {
      await visibleEmployee(ctx, query.AnstNr);
      const schedules = await loadSchedules(asTimeDb(ctx.db), ctx.companyId!, [query.AnstNr]);
      return loadReport(asTimeDb(ctx.db), ctx.companyId!, query.AnstNr, query.From, query.To, schedules.get(query.AnstNr));
    }),

    handle<typeof time.addRow, HostDb>(time.addRow, async ({ body }, ctx) => {
      const employee = await visibleEmployee(ctx, body.AnstNr);
      writable(ctx, employee);
      const clean = await validRow(ctx, employee, body);
      await claimDay(ctx, body.AnstNr, body.Datum, body.DayVersion);
      const at = deps.now().getTime();
      const row: TimeRowsTable = {
        Id: randomUUID(), FtgId: ctx.companyId!, AnstNr: body.AnstNr, Datum: body.Datum, ...clean, Source: 'MANUAL',
        CreatedAt: at, UpdatedAt: at, UpdatedBy: ctx.account!.Login,
      };
      await asTimeDb(ctx.db).insertInto('time_rows').values(row).execute();
      await checkDayTotal(ctx, body.AnstNr, body.Datum);
      await auditChange(asTimeDb(ctx.db), { login: ctx.account!.Login, ftgId: ctx.companyId!, anstNr: body.AnstNr, datum: body.Datum, entity: 'row', entityId: row.Id, action: 'create', old: null, new: rowOut(row), at });
      announce(ctx, { FtgId: ctx.companyId!, AnstNr: body.AnstNr, From: body.Datum, To: body.Datum });
      return dayReply(ctx, body.AnstNr, body.Datum);
    }),

    handle<typeof time.editRow, HostDb>(time.editRow, async ({ params, body }, ctx) => {
      const { row, employee } = await rowInScope(ctx, params.Id);
      writable(ctx, employee);
      if (row.Source === 'PUNCH') ctx.fail(409, TIME_CODES.locked, 'time.errors.punchRow');
      const clean = await validRow(ctx, employee, body);
      await claimDay(ctx, row.AnstNr, row.Datum, body.DayVersion);
      const at = deps.now().getTime();
      const updated: TimeRowsTable = { ...row, ...clean, UpdatedAt: at, UpdatedBy: ctx.account!.Login };
      await asTimeDb(ctx.db).updateTable('time_rows').set({ ...clean, UpdatedAt: at, UpdatedBy: ctx.account!.Login }).where('Id', '=', row.Id).execute();
      await checkDayTotal(ctx, row.AnstNr, row.Datum);
      await auditChange(asTimeDb(ctx.db), { login: ctx.account!.Login, ftgId: ctx.companyId!, anstNr: row.AnstNr, datum: row.Datum, entity: 'row', entityId: row.Id, action: 'update', old: rowOut(row), new: rowOut(updated), at });
      announce(ctx, { FtgId: ctx.companyId!, AnstNr: row.AnstNr, From: row.Datum, To: row.Datum });
      return dayReply(ctx, row.AnstNr, row.Datum);
    }),

    handle<typeof time.deleteRow, HostDb>(time.deleteRow, async ({ params, query }, ctx) => {
      const { row, employee } = await rowInScope(ctx, params.Id);
      writable(ctx, employee);
      if (row.Source === 'PUNCH') ctx.fail(409, TIME_CODES.locked, 'time.errors.punchRow');
      await claimDay(ctx, row.AnstNr, row.Datum, Number(query.DayVersion));
      await asTimeDb(ctx.db).deleteFrom('time_rows').where('Id', '=', row.Id).execute();
      const at = deps.now().getTime();
      await auditChange(asTimeDb(ctx.db), { login: ctx.account!.Login, ftgId: ctx.companyId!, anstNr: row.AnstNr, datum: row.Datum, entity: 'row', entityId: row.Id, action: 'delete', old: rowOut(row), new: null, at });
      announce(ctx, { FtgId: ctx.companyId!, AnstNr: row.AnstNr, From: row.Datum, To: row.Datum });
      return dayReply(ctx, row.AnstNr, row.Datum);
    }),

    handle<typeof time.audit, HostDb>(time.audit, async ({ query }, ctx) => {
      await visibleEmployee(ctx, query.AnstNr);
      const rows = await asTimeDb(ctx.db).selectFrom('time_audit').select(['At', 'Login', 'Datum', 'Entity', 'Action', 'Old', 'New'])
        .where('FtgId', '=', ctx.companyId!).where('AnstNr', '=', query.AnstNr).where('Datum', '>=', query.From).where('Datum', '<=', query.To)
        .orderBy('Id', 'desc').limit(500).execute();
      return rows.map((r) => ({ ...r, At: Number(r.At) }));
    }),

    handle<typeof time.calendar, HostDb>(time.calendar, async ({ query }, ctx) => {
      await visibleEmployee(ctx, query.AnstNr);
      const schedules = await loadSchedules(asTimeDb(ctx.db), ctx.companyId!, [query.AnstNr]);
      return loadReport(asTimeDb(ctx.db), ctx.companyId!, query.AnstNr, query.From, query.To, schedules.get(query.AnstNr));
    }),

    handle<typeof time.schedule, HostDb>(time.schedule, async ({ query }, ctx) => {
      await visibleEmployee(ctx, query.AnstNr);
      const schedules = await loadSchedules(asTimeDb(ctx.db), ctx.companyId!, [query.AnstNr]);
      const report = await loadReport(asTimeDb(ctx.db), ctx.companyId!, query.AnstNr, query.From, query.To, schedules.get(query.AnstNr));
      // the schedule view shows the plan only: no rows
      return { ...report, Days: report.Days.map((d) => ({ ...d, Rows: [] })), Totals: [] };
    }),
  ];
}
