import { holidayOn, swedishToday } from '@lonna/core/validation';
import { absence, type CalendarRow, type Period } from '../src/contracts';
import { addDays, daysBetween, eachDay, isoWeekday } from '../src/domain/dates';
import { handle, type AbsenceCtx } from './db';
import { leaveIn } from './leave';
import { employeesOf } from './people';

/** a calendar shows at most this many days at once (a month view with its edge weeks fits) */
const MAX_DAYS = 62;
const EVERY_DAY = '1234567';

/** the notices and approved leave of these employees that touch [from, to]; an open notice lasts as far as the view goes */
async function periodsIn(ctx: AbsenceCtx, anstNrs: readonly string[] | null, from: string, to: string): Promise<Map<string, Period[]>> {
  let q = ctx.db
    .selectFrom('absence_notices')
    .select(['Id', 'AnstNr', 'Typ', 'FromDatum', 'FriskDatum', 'Omfattning'])
    .where('FtgId', '=', ctx.companyId)
    .where('FromDatum', '<=', to)
    .where((eb) => eb.or([eb('FriskDatum', '=', ''), eb('FriskDatum', '>', from)]));
  if (anstNrs !== null) q = q.where('AnstNr', 'in', anstNrs);
  const out = new Map<string, Period[]>();
  for (const n of await q.orderBy('FromDatum').execute()) {
    const list = out.get(n.AnstNr) ?? [];
    const last = n.FriskDatum ? addDays(n.FriskDatum, -1) : to;
    list.push({
      Id: n.Id,
      Typ: n.Typ as Period['Typ'],
      From: n.FromDatum,
      To: last,
      Omfattning: Number(n.Omfattning),
      Oppen: !n.FriskDatum,
      Kalla: 'notice',
      Veckodagar: EVERY_DAY,
    });
    out.set(n.AnstNr, list);
  }
  // approved leave beside them (the leave plugin's read model), in date order
  for (const [anstNr, leave] of await leaveIn(ctx, anstNrs, from, to))
    out.set(
      anstNr,
      [...(out.get(anstNr) ?? []), ...leave].sort((a, b) => a.From.localeCompare(b.From)),
    );
  return out;
}

/** whether a period is absence on a day: inside it and on one of its weekdays */
const absentOn = (p: Period, day: string) => p.From <= day && day <= p.To && p.Veckodagar.includes(String(isoWeekday(day)));

async function scopedPeople(ctx: AbsenceCtx) {
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return new Map();
  return employeesOf(ctx, scope.all ? null : scope.anstNrs);
}

/** Everyone in the caller's scope (of a department), with their absence in the period, and the period's holidays. */
export const calendar = handle(absence.calendar, async ({ query }, ctx) => {
  if (query.To < query.From) ctx.fail(400, 40000, 'absence.errors.periodOrder', undefined, 'To');
  if (daysBetween(query.From, query.To) >= MAX_DAYS) ctx.fail(400, 40000, 'absence.errors.periodLength', { days: MAX_DAYS }, 'To');
  const people = [...(await scopedPeople(ctx)).values()];
  const depts = new Set(people.map((p) => p.Avdelning));
  const shown = query.Avdelning ? people.filter((p) => p.Avdelning === query.Avdelning) : people;
  const periods = await periodsIn(
    ctx,
    shown.map((p) => p.AnstNr),
    query.From,
    query.To,
  );
  const Rader: CalendarRow[] = shown.map((p) => ({
    AnstNr: p.AnstNr,
    Namn: p.Namn,
    Avdelning: p.Avdelning,
    Perioder: (periods.get(p.AnstNr) ?? []).filter((x) => !query.Typ || x.Typ === query.Typ),
  }));
  const names = await ctx.db.selectFrom('departments').select(['Avdelning', 'Namn']).where('FtgId', '=', ctx.companyId).execute();
  const Avdelningar = names.filter((d) => depts.has(d.Avdelning)).sort((a, b) => a.Avdelning.localeCompare(b.Avdelning, 'sv', { numeric: true }));
  const Helgdagar = eachDay(query.From, query.To).flatMap((d) => {
    const h = holidayOn(d);
    return h ? [{ Datum: d, Namn: h.Namn, Typ: h.Typ }] : [];
  });
  return { Rader, Helgdagar, Avdelningar };
});

/** Who in the caller's scope is absent today (the administrators' dashboard card). */
export const absentToday = handle(absence.today, async (_req, ctx) => {
  const today = swedishToday(ctx.now());
  const people = await scopedPeople(ctx);
  const periods = await periodsIn(ctx, [...people.keys()], today, today);
  return [...people.values()].flatMap((p) =>
    (periods.get(p.AnstNr) ?? [])
      .filter((x) => absentOn(x, today))
      .slice(0, 1)
      .map((x) => ({ AnstNr: p.AnstNr, Namn: p.Namn, Typ: x.Typ, Omfattning: x.Omfattning })),
  );
});
