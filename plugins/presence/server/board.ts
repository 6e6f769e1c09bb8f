import { personName } from '@lonna/core/contracts';
import { DV_CODES } from '@lonna/core/server';
import { ATER_MAX_AHEAD_MS, BOOKED_STATUS, PRESENCE_RESOURCE, presence, type PresenceEntry, type SetStatus } from '../src/contracts';
import { daysAfter, daysBefore, stockholm } from './clock';
import { handle, type PresenceCtx, type PresenceStatusTable } from './db';
import { bookedToday, currentStatus, latestPunches } from './derive';

/** how far back a clock punch still says something (older ones: the person has not punched for a week) */
export const PUNCH_LOOKBACK_DAYS = 7;
/** how far ahead a leave's booked days are followed to find its return */
const BOOKED_LOOKAHEAD_DAYS = 366;

interface Person {
  AnstNr: string;
  Namn: string;
  Avdelning: string;
}

/**
 * The people on the caller's board: the active employees of the selected company in the caller's role data scope
 * (the host's `ctx.scope`: FTG/ADM/LIC the company, AVD his departments, LSS his care recipients' assistants, PER
 * himself — but his department's colleagues, see ownDepartment), by name.
 */
async function boardPeople(ctx: PresenceCtx, only?: string): Promise<Person[]> {
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return [];
  const department = only === undefined ? await ownDepartment(ctx) : null;
  let q = ctx.db
    .selectFrom('employees as e')
    .leftJoin('departments as d', (j) => j.onRef('d.FtgId', '=', 'e.FtgId').onRef('d.Avdelning', '=', 'e.Avdelning'))
    .select(['e.AnstNr', 'e.FoNamn', 'e.EfNamn', 'd.Namn as AvdNamn'])
    .where('e.FtgId', '=', ctx.companyId)
    .where('e.Aktiv', '=', 1);
  if (department !== null) q = q.where('e.Avdelning', '=', department);
  else if (!scope.all) q = q.where('e.AnstNr', 'in', [...scope.anstNrs]);
  if (only !== undefined) q = q.where('e.AnstNr', '=', only);
  const rows = await q.execute();
  return rows
    .map((r) => ({ AnstNr: r.AnstNr, Namn: personName(r), Avdelning: r.AvdNamn ?? '' }))
    .sort((a, b) => a.Namn.localeCompare(b.Namn, 'sv') || a.AnstNr.localeCompare(b.AnstNr));
}

/**
 * The one exception to the role data scope (docs/SECURITY.md § Role data scope): a PER's board is his own department —
 * "colleagues in his company and department see the board" (issue 14). It shows only what a colleague tells
 * colleagues (name, department, status, comment, return); nothing else of theirs is read. null: the scope decides.
 */
async function ownDepartment(ctx: PresenceCtx): Promise<string | null> {
  const a = ctx.account;
  if (a.Roll !== 'PER' || a.AnstNr === '' || a.FtgId !== ctx.companyId) return null;
  const own = await ctx.db.selectFrom('employees').select('Avdelning').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', a.AnstNr).executeTakeFirst();
  return own?.Avdelning ? own.Avdelning : null;
}

/** the board lines of these people: each one's own status or his clock's, the latest wins */
async function entriesOf(ctx: PresenceCtx, people: readonly Person[]): Promise<PresenceEntry[]> {
  if (people.length === 0) return [];
  const now = ctx.now().getTime();
  const wanted = people.map((p) => p.AnstNr);
  const manual = new Map<string, PresenceStatusTable>();
  const punchRows = [];
  const bookedRows = [];
  const today = stockholm(now).date;
  // in slices: a large company's board stays within the databases' parameter limits
  for (let i = 0; i < wanted.length; i += 500) {
    const slice = wanted.slice(i, i + 500);
    for (const r of await ctx.db.selectFrom('presence_status').selectAll().where('FtgId', '=', ctx.companyId).where('AnstNr', 'in', slice).execute()) {
      manual.set(r.AnstNr, r);
    }
    punchRows.push(
      ...(await ctx.db
        .selectFrom('time_punches')
        .select(['AnstNr', 'Datum', 'In', 'Ut', 'CreatedAt'])
        .where('FtgId', '=', ctx.companyId)
        .where('AnstNr', 'in', slice)
        .where('Datum', '>=', daysBefore(stockholm(now).date, PUNCH_LOOKBACK_DAYS))
        .execute()),
    );
    // today's absence and leave, and the days after it (a leave's return); at most a year ahead is read
    bookedRows.push(
      ...(await ctx.db
        .selectFrom('time_rows')
        .select(['AnstNr', 'Datum', 'Origin'])
        .distinct()
        .where('FtgId', '=', ctx.companyId)
        .where('AnstNr', 'in', slice)
        .where('Origin', 'in', Object.keys(BOOKED_STATUS))
        .where('Datum', '>=', today)
        .where('Datum', '<=', daysAfter(today, BOOKED_LOOKAHEAD_DAYS))
        .execute()),
    );
  }
  const punches = latestPunches(punchRows, now);
  const booked = bookedToday(bookedRows, today);
  return people.map((p) => ({ ...p, ...currentStatus(manual.get(p.AnstNr), punches.get(p.AnstNr), booked.get(p.AnstNr)) }));
}

/**
 * The caller as an active employee of the selected company (a status is always one's own). The access predicate has
 * let him in (he has an employee number); when that number is no active employee here, 404 says so.
 */
async function me(ctx: PresenceCtx): Promise<Person> {
  const a = ctx.account;
  const own = a.FtgId === ctx.companyId ? (await boardPeople(ctx, a.AnstNr))[0] : undefined;
  if (!own) ctx.fail(404, DV_CODES.notFound, 'presence.errors.notEmployeeHere');
  return own!;
}

async function myEntry(ctx: PresenceCtx, person: Person): Promise<PresenceEntry> {
  return (await entriesOf(ctx, [person]))[0]!;
}

function announce(ctx: PresenceCtx, anstNr: string): void {
  ctx.publish({ event: 'resource-updated', resource: PRESENCE_RESOURCE, payload: { AnstNr: anstNr } });
}

export const board = handle(presence.board, async (_req, ctx) => {
  const Entries = await entriesOf(ctx, await boardPeople(ctx));
  const a = ctx.account;
  const Me = a.AnstNr !== '' && a.FtgId === ctx.companyId ? (Entries.find((e) => e.AnstNr === a.AnstNr) ?? null) : null;
  return { Me, Entries };
});

/** the rules of a status beyond its model (a field error in the caller's language; nothing is written) */
function checkStatus(ctx: PresenceCtx, body: SetStatus): { Kommentar: string; Ater: number } {
  const Kommentar = (body.Kommentar ?? '').trim();
  const Ater = body.Ater ?? 0;
  const now = ctx.now().getTime();
  // the minute the user is in counts as now: "back 14:30" chosen at 14:30:20 is not in the past
  if (Ater !== 0 && Ater < now - (now % 60_000)) ctx.fail(400, DV_CODES.badInput, 'presence.errors.aterPast', {}, 'Ater');
  if (Ater > now + ATER_MAX_AHEAD_MS) ctx.fail(400, DV_CODES.badInput, 'presence.errors.aterTooFar', {}, 'Ater');
  return { Kommentar, Ater };
}

export const setStatus = handle(presence.set, async ({ body }, ctx) => {
  const person = await me(ctx);
  const { Kommentar, Ater } = checkStatus(ctx, body);
  const before = await ctx.db
    .selectFrom('presence_status')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', person.AnstNr)
    .executeTakeFirst();
  const row: PresenceStatusTable = {
    FtgId: ctx.companyId,
    AnstNr: person.AnstNr,
    Status: body.Status,
    Kommentar,
    Ater,
    SetAt: ctx.now().getTime(),
    SetBy: ctx.account.Login,
  };
  if (before) {
    await ctx.db
      .updateTable('presence_status')
      .set({ Status: row.Status, Kommentar, Ater, SetAt: row.SetAt, SetBy: row.SetBy })
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', '=', person.AnstNr)
      .execute();
  } else {
    await ctx.db.insertInto('presence_status').values(row).execute();
  }
  await ctx.audit.record({
    entity: 'status',
    id: person.AnstNr,
    event: before ? 'modified' : 'created',
    before: before ? { Status: before.Status, Kommentar: before.Kommentar, Ater: Number(before.Ater) } : null,
    after: { Status: row.Status, Kommentar, Ater },
    anstNr: person.AnstNr,
  });
  announce(ctx, person.AnstNr);
  return myEntry(ctx, person);
});

export const clearStatus = handle(presence.clear, async (_req, ctx) => {
  const person = await me(ctx);
  const before = await ctx.db
    .selectFrom('presence_status')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', person.AnstNr)
    .executeTakeFirst();
  if (before) {
    await ctx.db.deleteFrom('presence_status').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', person.AnstNr).execute();
    await ctx.audit.record({
      entity: 'status',
      id: person.AnstNr,
      event: 'deleted',
      before: { Status: before.Status, Kommentar: before.Kommentar, Ater: Number(before.Ater) },
      after: null,
      anstNr: person.AnstNr,
    });
    announce(ctx, person.AnstNr);
  }
  return myEntry(ctx, person);
});
