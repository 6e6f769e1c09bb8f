import { randomUUID } from 'node:crypto';
import { isValidTime, normalizeTime } from '@lonna/core/validation';
import { DV_CODES } from '@lonna/core/server';
import { TIME_CODES, time, type Punch, type ScheduleDay } from '../../src/contracts';
import { stockholm } from '../clock';
import { hhmmOf, hoursBetween, minutesOf } from '../../src/domain/dates';
import { claimDay } from '../day-lock';
import { handle, type TimeCtx, type TimePunchesTable } from '../db';
import { flagsOf } from '../rule-context';
import { loadSchedules } from '../schedule';
import { visibleEmployee } from '../scope';
import { announce, announcePunch } from '../push';
import { checkPunchIn, WORKED_TIME_CODE } from '../../src/domain/row-rules';

type Ctx = TimeCtx;
const PUNCH_TIDKOD = WORKED_TIME_CODE;
const DAY_MS = 86_400_000;

/**
 * Minutes a punch differs from the day's schedule when the portal warns about
 * deviating punches (UseAvvikandeStamplingVarning) and the difference passes
 * its limit; an unscheduled day deviates by the whole punch. 0 = no warning.
 */
export function deviation(p: { In: string; Ut: string }, s: ScheduleDay | null, limit: number): number {
  const diffs = s
    ? [Math.abs(minutesOf(p.In) - minutesOf(s.Start)), ...(p.Ut ? [Math.abs(minutesOf(p.Ut) - minutesOf(s.Slut))] : [])]
    : [p.Ut ? Math.round(hoursBetween(p.In, p.Ut) * 60) : 0];
  const worst = Math.max(...diffs);
  return worst > limit ? worst : 0;
}

async function punchOut(ctx: Ctx, row: TimePunchesTable): Promise<Punch> {
  const flags = flagsOf(ctx);
  let AvvikelseMinuter = 0;
  if (flags.UseAvvikandeStamplingVarning) {
    const s = (await loadSchedules(ctx, [row.AnstNr])).get(row.AnstNr)?.on(row.Datum) ?? null;
    AvvikelseMinuter = deviation(row, s, Number(flags.AvvikandeStamplingGransMinuter ?? 0));
  }
  return {
    Id: row.Id,
    AnstNr: row.AnstNr,
    Datum: row.Datum,
    In: row.In,
    Ut: row.Ut,
    Brukare: row.Brukare,
    ResEnhet1: row.ResEnhet1,
    RowId: row.RowId,
    AvvikelseMinuter,
    Version: Number(row.Version),
  };
}

async function openPunch(ctx: Ctx, anstNr: string): Promise<TimePunchesTable | undefined> {
  return ctx.db.selectFrom('time_punches').selectAll().where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).where('Ut', '=', '').executeTakeFirst();
}

/** punching is the employee's own act (a clock); administrators list, correct and delete */
function ownClock(ctx: Ctx, anstNr: string): void {
  const a = ctx.account;
  if (a.AnstNr === '' || a.AnstNr !== anstNr || a.FtgId !== ctx.companyId) ctx.fail(403, DV_CODES.forbidden, 'time.errors.ownPunchesOnly');
}

/** the time row a closed punch becomes (Source PUNCH, time code ARB) */
async function writePunchRow(ctx: Ctx, p: TimePunchesTable, at: number): Promise<string> {
  const db = ctx.db;
  const Timmar = hoursBetween(p.In, p.Ut);
  const values = {
    TidKod: PUNCH_TIDKOD,
    Timmar,
    Start: p.In,
    Slut: p.Ut,
    Brukare: p.Brukare,
    ResEnhet1: p.ResEnhet1,
    UpdatedAt: at,
    UpdatedBy: ctx.account.Login,
  };
  if (p.RowId) {
    await db.updateTable('time_rows').set(values).where('Id', '=', p.RowId).execute();
    return p.RowId;
  }
  const Id = randomUUID();
  await db
    .insertInto('time_rows')
    .values({
      Id,
      FtgId: p.FtgId,
      AnstNr: p.AnstNr,
      Datum: p.Datum,
      ...values,
      ResEnhet2: '',
      ResEnhet3: '',
      ResEnhet4: '',
      ResEnhet5: '',
      ResEnhet6: '',
      Konto: '',
      Text: '',
      Source: 'PUNCH',
      Origin: '',
      OriginRef: '',
      CreatedAt: at,
    })
    .execute();
  return Id;
}

export const punchEndpoints = [
  handle(time.punches, async ({ query }, ctx) => {
    await visibleEmployee(ctx, query.AnstNr);
    const rows = await ctx.db
      .selectFrom('time_punches')
      .selectAll()
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', '=', query.AnstNr)
      .where('Datum', '>=', query.From)
      .where('Datum', '<=', query.To)
      .orderBy('Datum', 'desc')
      .orderBy('In', 'desc')
      .execute();
    const open = await openPunch(ctx, query.AnstNr);
    const Today = stockholm(ctx.now()).date;
    const TodaySchedule = (await loadSchedules(ctx, [query.AnstNr])).get(query.AnstNr)?.on(Today) ?? null;
    return { Open: open ? await punchOut(ctx, open) : null, Punches: await Promise.all(rows.map((r) => punchOut(ctx, r))), Today, TodaySchedule };
  }),

  handle(time.punchIn, async ({ body }, ctx) => {
    const employee = await visibleEmployee(ctx, body.AnstNr);
    ownClock(ctx, body.AnstNr);
    if (employee.Locked) ctx.fail(409, TIME_CODES.locked, 'time.errors.employeeLocked');
    if (await openPunch(ctx, body.AnstNr)) ctx.fail(409, TIME_CODES.conflict, 'time.errors.alreadyIn');
    // the clock's own rule (checkPunchIn), with the company's lists read for the values chosen
    const db = ctx.db;
    const Brukare = (body.Brukare ?? '').trim();
    const ResEnhet1 = (body.ResEnhet1 ?? '').trim();
    const [care, unit] = await Promise.all([
      Brukare ? db.selectFrom('brukare').select('Brukare').where('FtgId', '=', ctx.companyId).where('Brukare', '=', Brukare).executeTakeFirst() : undefined,
      ResEnhet1
        ? db
            .selectFrom('result_units')
            .select('ResEnh')
            .where('FtgId', '=', ctx.companyId)
            .where('Niva', '=', 1)
            .where('ResEnh', '=', ResEnhet1)
            .executeTakeFirst()
        : undefined,
    ]);
    const checked = checkPunchIn(
      { Brukare, ResEnhet1 },
      { flags: flagsOf(ctx), careRecipients: new Set(care ? [care.Brukare] : []), resultUnits1: new Set(unit ? [unit.ResEnh] : []) },
    );
    if ('problem' in checked) {
      const { field, rule, params } = checked.problem;
      ctx.fail(400, DV_CODES.badInput, `time.rules.${rule}`, { ...params, field: ctx.t(`time.fields.${field.replace(/\d$/, '')}`) }, field);
    }
    const now = ctx.now();
    const local = stockholm(now);
    await claimDay(ctx, body.AnstNr, local.date, 'any', [Brukare]);
    const row: TimePunchesTable = {
      Id: randomUUID(),
      FtgId: ctx.companyId,
      AnstNr: body.AnstNr,
      Datum: local.date,
      In: local.time,
      Ut: '',
      Brukare,
      ResEnhet1,
      RowId: '',
      Version: 0,
      CreatedAt: now.getTime(),
      UpdatedBy: ctx.account.Login,
    };
    await db.insertInto('time_punches').values(row).execute();
    await ctx.audit.record({
      entity: 'punch',
      id: row.Id,
      event: 'created',
      action: 'in',
      before: null,
      after: { In: row.In },
      anstNr: row.AnstNr,
      date: row.Datum,
    });
    announcePunch(ctx, { FtgId: row.FtgId, AnstNr: row.AnstNr, Datum: row.Datum });
    return punchOut(ctx, row);
  }),

  handle(time.punchOut, async ({ body }, ctx) => {
    await visibleEmployee(ctx, body.AnstNr);
    ownClock(ctx, body.AnstNr);
    const open = await openPunch(ctx, body.AnstNr);
    if (!open) ctx.fail(409, TIME_CODES.conflict, 'time.errors.notIn');
    const now = ctx.now();
    if (now.getTime() - Number(open!.CreatedAt) >= DAY_MS) ctx.fail(409, TIME_CODES.conflict, 'time.errors.punchTooLong');
    // whole started minutes: a punch out in the minute of the punch in counts one minute
    let Ut = stockholm(now).time;
    if (Ut === open!.In) Ut = hhmmOf((minutesOf(open!.In) + 1) % (24 * 60));
    await claimDay(ctx, open!.AnstNr, open!.Datum, 'any', [open!.Brukare]);
    const closed: TimePunchesTable = { ...open!, Ut, Version: Number(open!.Version) + 1, UpdatedBy: ctx.account.Login };
    closed.RowId = await writePunchRow(ctx, closed, now.getTime());
    const moved = await ctx.db
      .updateTable('time_punches')
      .set({ Ut, RowId: closed.RowId, Version: closed.Version, UpdatedBy: closed.UpdatedBy })
      .where('Id', '=', open!.Id)
      .where('Version', '=', Number(open!.Version))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) ctx.fail(409, TIME_CODES.conflict, 'time.errors.conflict', { date: open!.Datum });
    await ctx.audit.record({
      entity: 'punch',
      id: closed.Id,
      event: 'modified',
      action: 'out',
      before: { In: open!.In, Ut: '' },
      after: { In: closed.In, Ut },
      anstNr: closed.AnstNr,
      date: closed.Datum,
    });
    announce(ctx, { FtgId: closed.FtgId, AnstNr: closed.AnstNr, From: closed.Datum, To: closed.Datum });
    announcePunch(ctx, { FtgId: closed.FtgId, AnstNr: closed.AnstNr, Datum: closed.Datum });
    return punchOut(ctx, closed);
  }),

  handle(time.editPunch, async ({ params, body }, ctx) => {
    const db = ctx.db;
    const p = await db.selectFrom('time_punches').selectAll().where('Id', '=', params.Id).where('FtgId', '=', ctx.companyId).executeTakeFirst();
    if (!p) ctx.fail(404, DV_CODES.notFound, 'time.errors.punchNotFound');
    await visibleEmployee(ctx, p!.AnstNr);
    if (flagsOf(ctx).LockStamplingTid && ctx.account.Roll === 'PER') ctx.fail(409, TIME_CODES.locked, 'time.errors.punchTimeLocked');
    if (!body.In.trim()) ctx.fail(400, DV_CODES.badInput, 'time.rules.required', { field: ctx.t('time.fields.In') }, 'In');
    if (!isValidTime(body.In)) ctx.fail(400, DV_CODES.badInput, 'time.rules.invalidTime', { field: ctx.t('time.fields.In') }, 'In');
    if (!isValidTime(body.Ut)) ctx.fail(400, DV_CODES.badInput, 'time.rules.invalidTime', { field: ctx.t('time.fields.Ut') }, 'Ut');
    const In = normalizeTime(body.In);
    const Ut = normalizeTime(body.Ut);
    if (p!.Ut !== '' && !Ut) ctx.fail(400, DV_CODES.badInput, 'time.rules.required', { field: ctx.t('time.fields.Ut') }, 'Ut');
    if (Ut && Ut === In) ctx.fail(400, DV_CODES.badInput, 'time.rules.endEqualsStart', { field: ctx.t('time.fields.Ut') }, 'Ut');
    // 14:00–09:00 is a 19-hour night shift only when the user says so (issue 13, bug 4): never silently
    if (Ut && minutesOf(Ut) < minutesOf(In) && !body.OverMidnight) {
      ctx.fail(400, DV_CODES.badInput, 'time.rules.endBeforeStart', { field: ctx.t('time.fields.Ut') }, 'Ut');
    }
    if (Number(p!.Version) !== body.Version) ctx.fail(409, TIME_CODES.conflict, 'time.errors.conflict', { date: p!.Datum });
    await claimDay(ctx, p!.AnstNr, p!.Datum, 'any', [p!.Brukare]);
    const at = ctx.now().getTime();
    const edited: TimePunchesTable = { ...p!, In, Ut, Version: Number(p!.Version) + 1, UpdatedBy: ctx.account.Login };
    if (Ut) edited.RowId = await writePunchRow(ctx, edited, at);
    const moved = await db
      .updateTable('time_punches')
      .set({ In, Ut, RowId: edited.RowId, Version: edited.Version, UpdatedBy: edited.UpdatedBy })
      .where('Id', '=', p!.Id)
      .where('Version', '=', body.Version)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) ctx.fail(409, TIME_CODES.conflict, 'time.errors.conflict', { date: p!.Datum });
    await ctx.audit.record({
      entity: 'punch',
      id: p!.Id,
      event: 'modified',
      action: 'update',
      before: { In: p!.In, Ut: p!.Ut },
      after: { In, Ut },
      anstNr: p!.AnstNr,
      date: p!.Datum,
    });
    announce(ctx, { FtgId: p!.FtgId, AnstNr: p!.AnstNr, From: p!.Datum, To: p!.Datum });
    announcePunch(ctx, { FtgId: p!.FtgId, AnstNr: p!.AnstNr, Datum: p!.Datum });
    return punchOut(ctx, edited);
  }),

  handle(time.deletePunch, async ({ params }, ctx) => {
    const db = ctx.db;
    const p = await db.selectFrom('time_punches').selectAll().where('Id', '=', params.Id).where('FtgId', '=', ctx.companyId).executeTakeFirst();
    if (!p) ctx.fail(404, DV_CODES.notFound, 'time.errors.punchNotFound');
    await visibleEmployee(ctx, p!.AnstNr);
    if (flagsOf(ctx).LockStamplingDelete && ctx.account.Roll === 'PER') ctx.fail(409, TIME_CODES.locked, 'time.errors.punchDeleteLocked');
    await claimDay(ctx, p!.AnstNr, p!.Datum, 'any', [p!.Brukare]);
    if (p!.RowId) await db.deleteFrom('time_rows').where('Id', '=', p!.RowId).execute();
    await db.deleteFrom('time_punches').where('Id', '=', p!.Id).execute();
    await ctx.audit.record({
      entity: 'punch',
      id: p!.Id,
      event: 'deleted',
      action: 'delete',
      before: { In: p!.In, Ut: p!.Ut },
      after: null,
      anstNr: p!.AnstNr,
      date: p!.Datum,
    });
    announce(ctx, { FtgId: p!.FtgId, AnstNr: p!.AnstNr, From: p!.Datum, To: p!.Datum });
    announcePunch(ctx, { FtgId: p!.FtgId, AnstNr: p!.AnstNr, Datum: p!.Datum });
    return { ok: true as const };
  }),
];
