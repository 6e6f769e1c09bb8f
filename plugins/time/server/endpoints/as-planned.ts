import { randomUUID } from 'node:crypto';
import type { Role } from '@lonna/core/contracts';
import type { AuditEntryInput } from '@lonna/core/server';
import { TIME_CODES, time, type AsPlannedResult, type DayStatus } from '../../src/contracts';
import { eachDay } from '../../src/domain/dates';
import { checkRow, WORKED_TIME_CODE, type CleanRow } from '../../src/domain/row-rules';
import { rowsEditable } from '../../src/domain/status';
import { stockholm } from '../clock';
import { claimDay } from '../day-lock';
import { handle, type TimeCtx, type TimeRowsTable } from '../db';
import { announce } from '../push';
import { rowOut } from '../report';
import { ruleContext } from '../rule-context';
import { loadSchedules } from '../schedule';
import { visibleEmployee } from '../scope';

/**
 * Deviation reporting (issue 13): the planned shifts of a period are reported as worked with one action, and the
 * employee then changes only what differed. A day is written when it is scheduled, has no rows yet, is open for
 * the caller and is not in the future (a plan is not yet worked); every other day is left and listed with its
 * reason. The rows are the company's worked-time code with the schedule's start, end and hours, the employee's own
 * care recipient and result unit, and pass the same row rules as a typed row. One call, one transaction.
 */
async function reportAsPlanned(ctx: TimeCtx, body: { AnstNr: string; From: string; To: string }): Promise<AsPlannedResult> {
  const employee = await visibleEmployee(ctx, body.AnstNr);
  if (employee.Locked) ctx.fail(409, TIME_CODES.locked, 'time.errors.employeeLocked');
  const F = ctx.companyId;
  const today = stockholm(ctx.now()).date;
  const schedule = (await loadSchedules(ctx, [body.AnstNr])).get(body.AnstNr);
  const [defaults, days, withRows] = await Promise.all([
    ctx.db
      .selectFrom('employees')
      .select(['UseBrukare', 'Brukare', 'UseResEnhet1', 'ResEnhet1'])
      .where('FtgId', '=', F)
      .where('AnstNr', '=', body.AnstNr)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('time_days')
      .select(['Datum', 'Status'])
      .where('FtgId', '=', F)
      .where('AnstNr', '=', body.AnstNr)
      .where('Datum', '>=', body.From)
      .where('Datum', '<=', body.To)
      .execute(),
    ctx.db
      .selectFrom('time_rows')
      .select('Datum')
      .distinct()
      .where('FtgId', '=', F)
      .where('AnstNr', '=', body.AnstNr)
      .where('Datum', '>=', body.From)
      .where('Datum', '<=', body.To)
      .execute(),
  ]);
  const status = new Map(days.map((d) => [d.Datum, d.Status as DayStatus]));
  const reported = new Set(withRows.map((r) => r.Datum));
  const rules = await ruleContext(ctx, employee, WORKED_TIME_CODE);
  const clockAllowed = rules.variant !== 'hours';
  const result: AsPlannedResult = { Reported: 0, Skipped: [] };
  const audits: AuditEntryInput[] = [];
  const at = ctx.now().getTime();
  for (const Datum of eachDay(body.From, body.To)) {
    const plan = schedule?.on(Datum);
    if (!plan) continue;
    const skip = (Reason: AsPlannedResult['Skipped'][number]['Reason'], Message: string) => result.Skipped.push({ Datum, Reason, Message });
    if (Datum > today) {
      skip('future', ctx.t('time.asPlanned.future'));
      continue;
    }
    if (reported.has(Datum)) {
      skip('hasRows', ctx.t('time.asPlanned.hasRows'));
      continue;
    }
    if (!rowsEditable(status.get(Datum) ?? 'OPEN', ctx.account.Roll as Role)) {
      skip('locked', ctx.t('time.asPlanned.locked'));
      continue;
    }
    const checked = checkRow(
      {
        DayVersion: 0,
        TidKod: WORKED_TIME_CODE,
        Timmar: plan.Timmar,
        Start: clockAllowed ? plan.Start : '',
        Slut: clockAllowed ? plan.Slut : '',
        Brukare: Number(defaults.UseBrukare) ? defaults.Brukare : '',
        ResEnhet1: Number(defaults.UseResEnhet1) ? defaults.ResEnhet1 : '',
      },
      rules,
    );
    if ('problem' in checked) {
      const { field, rule, params } = checked.problem;
      skip('rule', ctx.t(`time.rules.${rule}`, { ...params, field: ctx.t(`time.fields.${field.replace(/\d$/, '')}`) }));
      continue;
    }
    await claimDay(ctx, body.AnstNr, Datum, 'any', [checked.row.Brukare]);
    const row: TimeRowsTable = {
      Id: randomUUID(),
      FtgId: F,
      AnstNr: body.AnstNr,
      Datum,
      ...(checked.row as CleanRow),
      Source: 'MANUAL',
      Origin: '',
      OriginRef: '',
      CreatedAt: at,
      UpdatedAt: at,
      UpdatedBy: ctx.account.Login,
    };
    await ctx.db.insertInto('time_rows').values(row).execute();
    audits.push({ entity: 'row', id: row.Id, event: 'created', action: 'create', before: null, after: rowOut(row), anstNr: body.AnstNr, date: Datum });
    result.Reported++;
  }
  await ctx.audit.record(...audits);
  if (result.Reported > 0) announce(ctx, { FtgId: F, AnstNr: body.AnstNr, From: body.From, To: body.To });
  return result;
}

export const asPlannedEndpoints = [handle(time.reportAsPlanned, ({ body }, ctx) => reportAsPlanned(ctx, body))];
