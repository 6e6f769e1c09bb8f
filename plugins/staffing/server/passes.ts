import { personName } from '@lonna/core/contracts';
import { DV_CODES, sqlPage } from '@lonna/core/server';
import { sql } from 'kysely';
import { swedishWallClock } from '@lonna/core/validation';
import {
  PERIOD_MAX_DAYS,
  STAFFING_CODES,
  STAFFING_RESOURCE,
  staffing,
  type Pass,
  type PlanEmployee,
  type PlanQuery,
  UNFILLED_SHOWN,
  type UnfilledDay,
  type UnfilledQuery,
} from '../src/contracts';
import { addDays, checkAssignment, dayIndex, mondayOf, type PlanPass } from '../src/domain/rules';
import { absenceDays, competencesOf } from './absence';
import { unscheduledOf } from './contracted';
import { handle, type StaffingCtx, type StaffingNeedsTable, type StaffingPassesTable } from './db';
import { generatePasses } from './generate';
import { needScope, needVisible } from './scope';
import { syncShift } from './shifts';
import { kompetenserOf, passWire, stateOf } from './wire';

export const wallNow = (ctx: StaffingCtx) => {
  const w = swedishWallClock(ctx.now());
  return `${w.date} ${w.time}`;
};

export function checkPeriod(ctx: StaffingCtx, from: string, to: string): void {
  if (to < from) ctx.fail(400, DV_CODES.badInput, 'staffing.errors.endBeforeStart', {}, 'To');
  if (dayIndex(to) - dayIndex(from) + 1 > PERIOD_MAX_DAYS) ctx.fail(400, DV_CODES.badInput, 'staffing.errors.periodTooLong', { days: PERIOD_MAX_DAYS }, 'To');
}

export async function visibleNeeds(ctx: StaffingCtx): Promise<StaffingNeedsTable[]> {
  const scope = await needScope(ctx);
  const rows = await ctx.db.selectFrom('staffing_needs').selectAll().where('FtgId', '=', ctx.companyId).execute();
  return rows.filter((r) => needVisible(scope, r));
}

/**
 * The planner's rows (issue 18, paged in session 13): a page of the employees in the caller's data scope (filtered, in
 * name order, cut in SQL by core's one paging rule), with their competences, absence days and passes of the period and
 * a day either side (so that the browser runs the same rules as the server) — plus, unless `Obemannade=false`, the
 * period's unfilled passes of the visible needs. A page costs the same in any company: its facts are read for its own
 * people only. Without `Page`/`PerPage` every row is one page (the bench, the API).
 */
export const plan = handle(staffing.plan, async ({ query }, ctx) => {
  checkPeriod(ctx, query.From, query.To);
  if (query.AnstNr) await ctx.scope.assertEmployee(query.AnstNr);
  const scope = await ctx.scope.employees();
  let q = ctx.db.selectFrom('employees').where('FtgId', '=', ctx.companyId);
  if (query.VisaInaktiva !== 'true') q = q.where('Aktiv', '=', 1);
  if (query.Avdelning) q = q.where('Avdelning', '=', query.Avdelning);
  if (query.AnstNr) q = q.where('AnstNr', '=', query.AnstNr);
  if (!scope.all) q = scope.anstNrs.length ? q.where('AnstNr', 'in', [...scope.anstNrs]) : q.where(sql<boolean>`1 = 0`);
  const kompetens = query.Kompetens;
  if (kompetens)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('employee_kompetenser as k')
          .select('k.AnstNr')
          .whereRef('k.FtgId', '=', 'employees.FtgId')
          .whereRef('k.AnstNr', '=', 'employees.AnstNr')
          .where('k.KompetensId', '=', kompetens),
      ),
    );
  const ordered = q.select(['AnstNr', 'FoNamn', 'EfNamn', 'Avdelning', 'Aktiv']).orderBy('EfNamn').orderBy('FoNamn').orderBy('AnstNr');
  let emps: Awaited<ReturnType<typeof ordered.execute>> = [];
  if (query.Page === undefined && query.PerPage === undefined) emps = ctx.paginate(await ordered.execute(), query);
  else {
    const page = await sqlPage(ctx, q, query);
    if (page) emps = await ordered.limit(page.limit).offset(page.offset).execute();
  }
  const nrs = emps.map((e) => e.AnstNr);
  const comps = await competencesOf(ctx, nrs);
  const away = await absenceDays(ctx, nrs, query.From, query.To);
  const unscheduled = await unscheduledOf(ctx, nrs, query.From, query.To);
  const needs = await visibleNeeds(ctx);
  const byId = new Map(needs.map((n) => [n.Id, n]));
  const allNeeds = new Map(
    (await ctx.db.selectFrom('staffing_needs').select(['Id', 'Namn', 'Kompetenser']).where('FtgId', '=', ctx.companyId).execute()).map((n) => [n.Id, n]),
  );
  const now = wallNow(ctx);
  const passes: Pass[] = [];
  // the rows' passes of the period and around it (the rules' edges), whoever's need they are
  if (nrs.length) {
    const rows = await ctx.db
      .selectFrom('staffing_passes')
      .selectAll()
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', 'in', nrs)
      .where('Datum', '>=', addDays(mondayOf(query.From), -1))
      .where('Datum', '<=', addDays(mondayOf(query.To), 7))
      .orderBy('Datum')
      .orderBy('Start')
      .execute();
    for (const r of rows) passes.push(passWire(r, byId.get(r.BehovId) ?? allNeeds.get(r.BehovId), now));
  }
  // the unfilled row: the first few of each day, each day's count, the needs with unfilled passes (never every pass)
  const unfilled = query.Obemannade !== 'false' && !query.AnstNr ? await unfilledRow(ctx, query, now) : { Passes: [], Obemannade: [], ObemannadeBehov: [] };
  passes.push(...unfilled.Passes);
  const Employees: PlanEmployee[] = emps.map((e) => ({
    AnstNr: e.AnstNr,
    Namn: personName(e),
    Avdelning: e.Avdelning,
    Aktiv: e.Aktiv === 1,
    Kompetenser: [...(comps.get(e.AnstNr) ?? [])].sort(),
    Franvaro: [...(away.get(e.AnstNr) ?? [])].sort(),
    Schemafri: unscheduled.get(e.AnstNr) ?? [],
  }));
  return { From: query.From, To: query.To, Employees, Passes: passes, Obemannade: unfilled.Obemannade, ObemannadeBehov: unfilled.ObemannadeBehov };
});

/**
 * The unfilled passes of the caller's needs (of the department, when one is chosen) in a period — not cancelled, and
 * overlapping the hour range when one is given — joined to their need (its name, competences). The one query behind
 * the unfilled row's counts, its first passes of a day and a day's whole list ("+n").
 */
async function unfilledQuery(ctx: StaffingCtx, q: UnfilledQuery, hours: boolean) {
  const scope = await needScope(ctx);
  let b = ctx.db
    .selectFrom('staffing_passes as p')
    .innerJoin('staffing_needs as n', (j) => j.onRef('n.Id', '=', 'p.BehovId').onRef('n.FtgId', '=', 'p.FtgId'))
    .where('p.FtgId', '=', ctx.companyId)
    .where('p.AnstNr', '=', '')
    .where('p.Status', '!=', 'CANCELLED')
    .where('p.Datum', '>=', q.From)
    .where('p.Datum', '<=', q.To);
  if (q.Avdelning) b = b.where('n.Avdelning', '=', q.Avdelning);
  if (!scope.all) {
    const deps = [...scope.departments];
    const care = [...scope.careRecipients];
    b = b.where((eb) =>
      eb.or([
        ...(deps.length ? [eb.and([eb('n.Avdelning', '!=', ''), eb('n.Avdelning', 'in', deps)])] : []),
        ...(care.length ? [eb.and([eb('n.Brukare', '!=', ''), eb('n.Brukare', 'in', care)])] : []),
        sql<boolean>`1 = 0`,
      ]),
    );
  }
  // a pass overlaps the hours when it starts before their end and ends after their start ('HH:MM' compares as text)
  if (hours && q.TillTimme !== undefined) b = b.where('p.Start', '<', `${q.TillTimme.padStart(2, '0')}:00`);
  if (hours && q.FranTimme !== undefined) b = b.where('p.Slut', '>', `${q.FranTimme.padStart(2, '0')}:00`);
  return b;
}
const UNFILLED_COLUMNS = [
  'p.FtgId',
  'p.Id',
  'p.BehovId',
  'p.Plats',
  'p.Datum',
  'p.Start',
  'p.Slut',
  'p.AnstNr',
  'p.Status',
  'p.Version',
  'p.UpdatedAt',
  'n.Namn',
  'n.Kompetenser',
] as const;

/** the unfilled row of the first page: counted by the database, and only the first UNFILLED_SHOWN of each day sent */
async function unfilledRow(
  ctx: StaffingCtx,
  q: PlanQuery,
  now: string,
): Promise<{ Passes: Pass[]; Obemannade: UnfilledDay[]; ObemannadeBehov: { Id: string; Namn: string }[] }> {
  const shown = await unfilledQuery(ctx, q, true);
  const counts = await shown
    .select(['p.Datum', (eb) => eb.fn.countAll<number | string>().as('Antal')])
    .groupBy('p.Datum')
    .orderBy('p.Datum')
    .execute();
  // the first few of each day by the list's order (start, end, id): a window over the same rows
  const first = await ctx.db
    .selectFrom(
      shown
        .select([
          ...UNFILLED_COLUMNS,
          sql<number>`row_number() over (partition by ${sql.ref('p.Datum')} order by ${sql.ref('p.Start')}, ${sql.ref('p.Slut')}, ${sql.ref('p.Id')})`.as('Nr'),
        ])
        .as('u'),
    )
    .selectAll()
    .where('u.Nr', '<=', UNFILLED_SHOWN)
    .orderBy('u.Datum')
    .orderBy('u.Nr')
    .execute();
  const needs = await (await unfilledQuery(ctx, q, false)).select(['n.Id', 'n.Namn']).distinct().orderBy('n.Namn').orderBy('n.Id').execute();
  return {
    Passes: first.map((r) => passWire(r, r, now)),
    Obemannade: counts.map((c) => ({ Datum: c.Datum, Antal: Number(c.Antal) })),
    ObemannadeBehov: needs.map((n) => ({ Id: n.Id, Namn: n.Namn })),
  };
}

/** a day's (or a period's) whole list of unfilled passes in the hour range: the unfilled row's "+n" */
export const unfilled = handle(staffing.unfilled, async ({ query }, ctx) => {
  checkPeriod(ctx, query.From, query.To);
  const rows = await (await unfilledQuery(ctx, query, true))
    .select([...UNFILLED_COLUMNS])
    .orderBy('p.Datum')
    .orderBy('p.Start')
    .orderBy('p.Slut')
    .orderBy('p.Id')
    .execute();
  const now = wallNow(ctx);
  return { From: query.From, To: query.To, Passes: rows.map((r) => passWire(r, r, now)) };
});

/** makes the passes of the visible needs for a period (idempotent) */
export const generate = handle(staffing.generate, async ({ body }, ctx) => {
  checkPeriod(ctx, body.From, body.To);
  const needs = (await visibleNeeds(ctx)).filter((n) => n.Deleted === 0);
  const Skapade = await generatePasses(ctx.db, ctx.companyId, needs, body.From, body.To, ctx.now().getTime());
  if (Skapade > 0) {
    await ctx.audit.record({
      entity: 'period',
      id: `${body.From}..${body.To}`,
      event: 'created',
      action: 'generate',
      before: null,
      after: { Skapade },
      date: body.From,
    });
    ctx.publish({ event: 'resource-updated', resource: STAFFING_RESOURCE, payload: body });
  }
  return { Skapade };
});

async function loadPass(ctx: StaffingCtx, id: string, version: number): Promise<{ pass: StaffingPassesTable; need: StaffingNeedsTable }> {
  const pass = await ctx.db.selectFrom('staffing_passes').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  const need =
    pass && (await ctx.db.selectFrom('staffing_needs').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', pass.BehovId).executeTakeFirst());
  if (!pass || !need || !needVisible(await needScope(ctx), need)) ctx.fail(404, DV_CODES.notFound, 'staffing.errors.notFound');
  if (pass.Version !== version) ctx.fail(409, STAFFING_CODES.stale, 'staffing.errors.stale');
  return { pass, need };
}

export async function save(
  ctx: StaffingCtx,
  before: StaffingPassesTable,
  patch: Partial<StaffingPassesTable>,
  need: StaffingNeedsTable,
  action: string,
): Promise<Pass> {
  const after: StaffingPassesTable = { ...before, ...patch, Version: before.Version + 1, UpdatedAt: ctx.now().getTime() };
  const res = await ctx.db
    .updateTable('staffing_passes')
    .set({ ...patch, Version: after.Version, UpdatedAt: after.UpdatedAt })
    .where('FtgId', '=', ctx.companyId)
    .where('Id', '=', before.Id)
    .where('Version', '=', before.Version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) ctx.fail(409, STAFFING_CODES.stale, 'staffing.errors.stale');
  await syncShift(ctx, before, after);
  const strip = (p: StaffingPassesTable) => ({ AnstNr: p.AnstNr, Status: p.Status, Datum: p.Datum, Start: p.Start, Slut: p.Slut });
  await ctx.audit.record({
    entity: 'pass',
    id: before.Id,
    event: 'modified',
    action,
    before: strip(before),
    after: strip(after),
    anstNr: after.AnstNr || before.AnstNr || undefined,
    date: before.Datum,
  });
  ctx.publish({ event: 'resource-updated', resource: STAFFING_RESOURCE, payload: { From: before.Datum, To: before.Datum } });
  return passWire(after, need, wallNow(ctx));
}

/**
 * Puts an employee on a pass ('' takes him off). The same rules the planner ran in the browser run again here on the
 * stored plan: a broken rule is a 409 in the rule's words and nothing is written.
 */
export const assign = handle(staffing.assign, async ({ params, body }, ctx) => {
  // someone outside the caller's data scope is the host's explained 403, whatever the pass
  if (body.AnstNr !== '') await ctx.scope.assertEmployee(body.AnstNr);
  const { pass, need } = await loadPass(ctx, params.Id, body.Version);
  const state = stateOf(pass, wallNow(ctx));
  if (state === 'FINALIZED' || state === 'CANCELLED') ctx.fail(409, STAFFING_CODES.stale, 'staffing.errors.closed');
  if (body.AnstNr !== '') await refuseBrokenRules(ctx, pass, need, body.AnstNr);
  return save(ctx, pass, { AnstNr: body.AnstNr }, need, body.AnstNr ? 'assign' : 'unassign');
});

/**
 * The shared work-time rules for putting `anstNr` on `pass`, on the stored plan (his other passes around that week,
 * his absence and competences): a broken rule is a 409 in the rule's words (field AnstNr) and nothing is written.
 * The planner's assignment and a shift trade's taker go through it alike.
 */
export async function refuseBrokenRules(ctx: StaffingCtx, pass: StaffingPassesTable, need: StaffingNeedsTable, anstNr: string): Promise<void> {
  const body = { AnstNr: anstNr };
  const emp = await ctx.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', body.AnstNr).executeTakeFirst();
  if (!emp) ctx.fail(400, DV_CODES.badInput, 'staffing.errors.unknownCode', { code: body.AnstNr }, 'AnstNr');
  const from = addDays(mondayOf(pass.Datum), -1);
  const to = addDays(mondayOf(pass.Datum), 7);
  const others = await ctx.db
    .selectFrom('staffing_passes')
    .innerJoin('staffing_needs', (j) =>
      j.onRef('staffing_needs.Id', '=', 'staffing_passes.BehovId').onRef('staffing_needs.FtgId', '=', 'staffing_passes.FtgId'),
    )
    .select(['staffing_passes.Id', 'staffing_passes.Datum', 'staffing_passes.Start', 'staffing_passes.Slut', 'staffing_needs.Kompetenser'])
    .where('staffing_passes.FtgId', '=', ctx.companyId)
    .where('staffing_passes.AnstNr', '=', body.AnstNr)
    .where('staffing_passes.Status', '!=', 'CANCELLED')
    .where('staffing_passes.Datum', '>=', from)
    .where('staffing_passes.Datum', '<=', to)
    .execute();
  const mine: PlanPass[] = others.map((o) => ({
    Id: o.Id,
    AnstNr: body.AnstNr,
    Datum: o.Datum,
    Start: o.Start,
    Slut: o.Slut,
    Kompetenser: kompetenserOf(o.Kompetenser),
  }));
  const candidate: PlanPass = {
    Id: pass.Id,
    AnstNr: body.AnstNr,
    Datum: pass.Datum,
    Start: pass.Start,
    Slut: pass.Slut,
    Kompetenser: kompetenserOf(need.Kompetenser),
  };
  const facts = {
    absence: (await absenceDays(ctx, [body.AnstNr], pass.Datum, pass.Datum)).get(body.AnstNr) ?? new Set<string>(),
    competences: (await competencesOf(ctx, [body.AnstNr])).get(body.AnstNr) ?? new Set<string>(),
  };
  const broken = checkAssignment(candidate, mine, facts);
  if (broken.length) {
    const words = broken.map((v) => ctx.t(`staffing.rules.${v.rule}`, v.params)).join('; ');
    ctx.fail(409, STAFFING_CODES.rule, 'staffing.errors.rules', { rules: words }, 'AnstNr');
  }
}

/** finalizes a staffed pass that has begun, or cancels a pass that is not closed yet */
export const setStatus = handle(staffing.setStatus, async ({ params, body }, ctx) => {
  const { pass, need } = await loadPass(ctx, params.Id, body.Version);
  const state = stateOf(pass, wallNow(ctx));
  if (state === 'FINALIZED' || state === 'CANCELLED') ctx.fail(409, STAFFING_CODES.stale, 'staffing.errors.closed');
  if (body.Status === 'FINALIZED' && (state !== 'ONGOING' || pass.AnstNr === '')) ctx.fail(409, STAFFING_CODES.stale, 'staffing.errors.notOngoing');
  return save(ctx, pass, { Status: body.Status }, need, body.Status === 'FINALIZED' ? 'finalize' : 'cancel');
});
