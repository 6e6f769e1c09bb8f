import { personName } from '@lonna/core/contracts';
import { DV_CODES } from '@lonna/core/server';
import { TIDRADER_RESOURCE } from '@lonna/plugin-time/contracts';
import { MASS_SHOWN, type MassNotFilled, type MassProposal, type MassShown, STAFFING_RESOURCE, staffingMass } from '../src/contracts';
import { createPlanIndex, type MassEmployee, type MassPass, proposeMassPlan } from '../src/domain/massplan';
import { addDays, checkAssignment, mondayOf, type PlanPass } from '../src/domain/rules';
import { absenceDays, competencesOf } from './absence';
import { contractedWeeklyMinutes, unscheduledOf } from './contracted';
import { handle, type StaffingCtx, type StaffingNeedsTable, type StaffingPassesTable } from './db';
import { checkPeriod, visibleNeeds, wallNow } from './passes';
import { SCHEMA, SHIFT_SOURCE } from './shifts';
import { kompetenserOf, stateOf } from './wire';

/** the passes of the company with someone on them, not cancelled, in [from, to] (the rules' neighbourhood) */
async function staffedPasses(ctx: StaffingCtx, from: string, to: string) {
  return ctx.db
    .selectFrom('staffing_passes')
    .innerJoin('staffing_needs', (j) =>
      j.onRef('staffing_needs.Id', '=', 'staffing_passes.BehovId').onRef('staffing_needs.FtgId', '=', 'staffing_passes.FtgId'),
    )
    .select([
      'staffing_passes.Id',
      'staffing_passes.AnstNr',
      'staffing_passes.Datum',
      'staffing_passes.Start',
      'staffing_passes.Slut',
      'staffing_needs.Kompetenser',
    ])
    .where('staffing_passes.FtgId', '=', ctx.companyId)
    .where('staffing_passes.AnstNr', '!=', '')
    .where('staffing_passes.Status', '!=', 'CANCELLED')
    .where('staffing_passes.Datum', '>=', from)
    .where('staffing_passes.Datum', '<=', to)
    .execute();
}
const toPlan = (p: { Id: string; AnstNr: string; Datum: string; Start: string; Slut: string; Kompetenser: string }): PlanPass => ({
  Id: p.Id,
  AnstNr: p.AnstNr,
  Datum: p.Datum,
  Start: p.Start,
  Slut: p.Slut,
  Kompetenser: kompetenserOf(p.Kompetenser),
});
/** the rules look a week around the period: the Sunday before its first week, the Monday after its last */
const edges = (from: string, to: string) => ({ lo: addDays(mondayOf(from), -1), hi: addDays(mondayOf(to), 7) });

/** the active employees in the caller's data scope (optionally of one department), with the rules' facts */
async function candidates(ctx: StaffingCtx, from: string, to: string, avdelning?: string) {
  const scope = await ctx.scope.employees();
  let q = ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn', 'Avdelning']).where('FtgId', '=', ctx.companyId).where('Aktiv', '=', 1);
  if (avdelning) q = q.where('Avdelning', '=', avdelning);
  const emps = (await q.execute()).filter((e) => scope.includes(e.AnstNr));
  const nrs = scope.all && !avdelning ? null : emps.map((e) => e.AnstNr);
  const [comps, away, contracted, unscheduled] = await Promise.all([
    competencesOf(ctx, nrs),
    absenceDays(ctx, nrs, from, to),
    contractedWeeklyMinutes(ctx, nrs, from),
    unscheduledOf(ctx, nrs, from, to),
  ]);
  const people: MassEmployee[] = emps.map((e) => ({
    AnstNr: e.AnstNr,
    Avdelning: e.Avdelning,
    facts: { absence: away.get(e.AnstNr) ?? new Set(), competences: comps.get(e.AnstNr) ?? new Set() },
    ...(contracted.has(e.AnstNr) ? { weeklyMinutes: contracted.get(e.AnstNr) } : {}),
    ...(unscheduled.has(e.AnstNr) ? { unscheduled: new Set(unscheduled.get(e.AnstNr)) } : {}),
  }));
  return { people, names: new Map(emps.map((e) => [e.AnstNr, personName(e)])) };
}

/**
 * The dry run: the unfilled passes of the period (the caller's needs, optionally one department or one need) that
 * have not begun, and the fairest person the shared rules accept for each. Writes nothing.
 */
export const massPropose = handle(staffingMass.propose, async ({ body }, ctx) => {
  checkPeriod(ctx, body.From, body.To);
  const visible = (await visibleNeeds(ctx)).filter((n) => n.Deleted === 0);
  // a need of another company or outside the caller's scope is not found, as everywhere else in this plugin
  if (body.BehovId && !visible.some((n) => n.Id === body.BehovId)) ctx.fail(404, DV_CODES.notFound, 'staffing.errors.notFound');
  const needs = visible.filter((n) => (!body.Avdelning || n.Avdelning === body.Avdelning) && (!body.BehovId || n.Id === body.BehovId));
  const byNeed = new Map(needs.map((n) => [n.Id, n]));
  const now = wallNow(ctx);
  const openRows = (
    await ctx.db
      .selectFrom('staffing_passes')
      .selectAll()
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', '=', '')
      .where('Status', '=', 'PLANNED')
      .where('Datum', '>=', body.From)
      .where('Datum', '<=', body.To)
      .execute()
  ).filter((p) => byNeed.has(p.BehovId) && stateOf(p, now) === 'PLANNED');
  const { people, names } = await candidates(ctx, body.From, body.To, body.Avdelning);
  const { lo, hi } = edges(body.From, body.To);
  const existing = (await staffedPasses(ctx, lo, hi)).map(toPlan);
  const open: MassPass[] = openRows.map((p) => {
    const n = byNeed.get(p.BehovId) as StaffingNeedsTable;
    return { Id: p.Id, AnstNr: '', Datum: p.Datum, Start: p.Start, Slut: p.Slut, Kompetenser: kompetenserOf(n.Kompetenser), Avdelning: n.Avdelning };
  });
  const result = proposeMassPlan(open, people, existing, body.From, body.To);
  const rows = new Map(openRows.map((p) => [p.Id, p]));
  // what the dialog names of a pass; the apply needs only its id and version
  const named = (id: string) => {
    const p = rows.get(id) as StaffingPassesTable;
    return { Id: p.Id, BehovId: p.BehovId, Namn: byNeed.get(p.BehovId)?.Namn ?? '', Datum: p.Datum, Start: p.Start, Slut: p.Slut };
  };
  const Proposals: MassProposal[] = result.Proposals.map((x) => ({
    PassId: x.PassId,
    Version: (rows.get(x.PassId) as StaffingPassesTable).Version,
    AnstNr: x.AnstNr,
  }));
  const Shown: MassShown[] = result.Proposals.filter((x, i) => i < MASS_SHOWN || x.Warnings.length > 0).map((x) => ({
    Pass: named(x.PassId),
    AnstNr: x.AnstNr,
    AnstNamn: names.get(x.AnstNr) ?? x.AnstNr,
    Warnings: x.Warnings,
  }));
  const NotFilled: MassNotFilled[] = result.NotFilled.map((x) => ({
    Pass: named(x.PassId),
    Reasons: Object.entries(x.Reasons).map(([Rule, Antal]) => ({ Rule, Antal: Antal ?? 0 })),
  }));
  return { From: body.From, To: body.To, Proposals, Shown, NotFilled };
});

/**
 * Applies a proposal in the call's one transaction. Each assignment is checked again on the stored plan as it is now,
 * in the order given: a pass that changed since the dry run (version, someone on it, begun, cancelled, out of the
 * caller's needs) or an assignment the rules now refuse is left out and reported in words; the rest are written with
 * their schedule rows, audited, and pushed once for the period and once per employee.
 */
export const massApply = handle(staffingMass.apply, async ({ body }, ctx) => {
  const wanted = body.Assignments;
  if (new Set(wanted.map((a) => a.PassId)).size !== wanted.length) ctx.fail(400, DV_CODES.badInput, 'staffing.massplanErrors.duplicate', {}, 'Assignments');
  // someone outside the caller's data scope refuses the whole call (the host's explained 403): nothing is written
  await ctx.scope.assertEmployees([...new Set(wanted.map((a) => a.AnstNr))]);
  const needs = new Map((await visibleNeeds(ctx)).map((n) => [n.Id, n]));
  const stored = new Map<string, StaffingPassesTable>();
  const ids = wanted.map((a) => a.PassId);
  for (let i = 0; i < ids.length; i += 500)
    for (const p of await ctx.db
      .selectFrom('staffing_passes')
      .selectAll()
      .where('FtgId', '=', ctx.companyId)
      .where('Id', 'in', ids.slice(i, i + 500))
      .execute())
      stored.set(p.Id, p);
  const dates = [...stored.values()].map((p) => p.Datum).sort();
  const from = dates[0] ?? '';
  const to = dates[dates.length - 1] ?? '';
  const nrs = [...new Set(wanted.map((a) => a.AnstNr))];
  const known = new Set(
    (await ctx.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', ctx.companyId).where('Aktiv', '=', 1).execute()).map((e) => e.AnstNr),
  );
  const [comps, away] = from ? await Promise.all([competencesOf(ctx, nrs), absenceDays(ctx, nrs, from, to)]) : [new Map(), new Map()];
  const index = createPlanIndex(from, to);
  if (from) {
    const { lo, hi } = edges(from, to);
    for (const p of await staffedPasses(ctx, lo, hi)) index.add(toPlan(p));
  }
  const now = wallNow(ctx);
  const at = ctx.now().getTime();
  const Refused: { PassId: string; AnstNr: string; Reason: string }[] = [];
  const written: StaffingPassesTable[] = [];
  for (const a of wanted) {
    const p = stored.get(a.PassId);
    const need = p && needs.get(p.BehovId);
    const refuse = (key: string, params?: Record<string, unknown>) => Refused.push({ PassId: a.PassId, AnstNr: a.AnstNr, Reason: ctx.t(key, params) });
    if (!p || !need) refuse('staffing.errors.notFound');
    else if (p.Version !== a.Version || p.AnstNr !== '' || stateOf(p, now) !== 'PLANNED') refuse('staffing.massplanErrors.changed');
    else if (!known.has(a.AnstNr)) refuse('staffing.errors.unknownCode', { code: a.AnstNr });
    else {
      const candidate: PlanPass = { Id: p.Id, AnstNr: a.AnstNr, Datum: p.Datum, Start: p.Start, Slut: p.Slut, Kompetenser: kompetenserOf(need.Kompetenser) };
      const facts = { absence: away.get(a.AnstNr) ?? new Set<string>(), competences: comps.get(a.AnstNr) ?? new Set<string>() };
      const broken = checkAssignment(candidate, index.around(a.AnstNr, index.candidate(candidate)), facts);
      if (broken.length) refuse('staffing.errors.rules', { rules: broken.map((v) => ctx.t(`staffing.rules.${v.rule}`, v.params)).join('; ') });
      else {
        const res = await ctx.db
          .updateTable('staffing_passes')
          .set({ AnstNr: a.AnstNr, Version: p.Version + 1, UpdatedAt: at })
          .where('FtgId', '=', ctx.companyId)
          .where('Id', '=', p.Id)
          .where('Version', '=', p.Version)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) refuse('staffing.massplanErrors.changed');
        else {
          index.add(candidate);
          written.push({ ...p, AnstNr: a.AnstNr, Version: p.Version + 1, UpdatedAt: at });
        }
      }
    }
  }
  if (written.length) await record(ctx, written);
  return { Applied: written.length, Refused };
});

/** the schedule rows (as a single assignment writes them), the audit entries and the pushes of an apply */
async function record(ctx: StaffingCtx, written: readonly StaffingPassesTable[]): Promise<void> {
  const shifts = written.map((p) => ({
    FtgId: ctx.companyId,
    AnstNr: p.AnstNr,
    Datum: p.Datum,
    Start: p.Start,
    Slut: p.Slut,
    Rast: 0,
    Schema: SCHEMA,
    Source: SHIFT_SOURCE,
    SourceId: p.Id,
  }));
  for (let i = 0; i < shifts.length; i += 200) {
    const chunk = shifts.slice(i, i + 200);
    await ctx.db
      .deleteFrom('time_planned_shifts')
      .where('FtgId', '=', ctx.companyId)
      .where('Source', '=', SHIFT_SOURCE)
      .where(
        'SourceId',
        'in',
        chunk.map((s) => s.SourceId),
      )
      .execute();
    await ctx.db.insertInto('time_planned_shifts').values(chunk).execute();
  }
  await ctx.audit.record(
    ...written.map((p) => ({
      entity: 'pass',
      id: p.Id,
      event: 'modified' as const,
      action: 'massplan',
      before: { AnstNr: '', Status: p.Status, Datum: p.Datum, Start: p.Start, Slut: p.Slut },
      after: { AnstNr: p.AnstNr, Status: p.Status, Datum: p.Datum, Start: p.Start, Slut: p.Slut },
      anstNr: p.AnstNr,
      date: p.Datum,
    })),
  );
  const days = written.map((p) => p.Datum).sort();
  ctx.publish({ event: 'resource-updated', resource: STAFFING_RESOURCE, payload: { From: days[0], To: days[days.length - 1] } });
  const perEmployee = new Map<string, { From: string; To: string }>();
  for (const p of written) {
    const r = perEmployee.get(p.AnstNr);
    if (!r) perEmployee.set(p.AnstNr, { From: p.Datum, To: p.Datum });
    else {
      if (p.Datum < r.From) r.From = p.Datum;
      if (p.Datum > r.To) r.To = p.Datum;
    }
  }
  for (const [AnstNr, r] of perEmployee)
    ctx.publish({
      event: 'resource-updated',
      resource: TIDRADER_RESOURCE,
      payload: { resource: TIDRADER_RESOURCE, FtgId: ctx.companyId, AnstNr, ...r },
    });
}
