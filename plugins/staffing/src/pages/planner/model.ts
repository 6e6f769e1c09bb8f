import { personName } from '@lonna/core/contracts';
import {
  $showInactiveEmployees,
  endpointFx,
  $staffingCalendarType,
  $staffingHours,
  createEndpointMutation,
  createPageData,
  createPageQuery,
  isApiError,
  lists,
  pageDataPurged,
  showInactiveEmployeesToggled,
  staffingCalendarTypeChanged,
  staffingHoursChanged,
} from '@lonna/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  type Pass,
  PLAN_PER_PAGE,
  type Plan,
  type PlanEmployee,
  type PlanQuery,
  pushTouches,
  STAFFING_RESOURCE,
  staffing,
  type Unfilled,
  type UnfilledQuery,
} from '../../contracts';
import { checkAssignment, type PlanPass, type Violation } from '../../domain/rules';
import { minutesOf } from '../../domain/rules/time';
import { daysOf, periodOf, stepAnchor, type PeriodType } from '../../shared/period';
import { todayFx, todayOnOpen } from '../../shared/today';
import { applyMutation as massApplyMutation } from './massplan-api';

/**
 * The planner (BemPlanner): employees × days of the chosen week or month, the passes of the visible needs, and the
 * assignment dialog whose warnings come from the shared rule code — the same functions the server runs on save.
 */

// ---- the period and the filters ----
export const periodStepped = createEvent<-1 | 1>();
export const todayPressed = createEvent();
export const calendarTypeChosen = createEvent<PeriodType>();
export const departmentChosen = createEvent<string>();
export const competenceChosen = createEvent<string>();
export const hoursChosen = createEvent<{ from: number; to: number }>();
export const inactiveToggled = createEvent<boolean>();

/** the day the period is built around ('' until the page has opened and asked for today; "today" returns to it) */
export const $anchor = createStore('').on(todayFx.doneData, (_, today) => today);
export const $calendarType = $staffingCalendarType.map((t): PeriodType => t);
sample({ clock: calendarTypeChosen, target: staffingCalendarTypeChanged });
sample({ clock: hoursChosen, target: staffingHoursChanged });
sample({ clock: inactiveToggled, target: showInactiveEmployeesToggled });
// a step is a day, a week or a month by the calendar type
sample({
  clock: periodStepped,
  source: { a: $anchor, type: $calendarType },
  filter: ({ a }) => a !== '',
  fn: ({ a, type }, dir) => stepAnchor(type, a, dir),
  target: $anchor,
});
sample({ clock: todayPressed, target: todayFx });

export const $department = createStore('').on(departmentChosen, (_, d) => d);
export const $competence = createStore('').on(competenceChosen, (_, k) => k);
export const $hours = $staffingHours;
export const $showInactive = $showInactiveEmployees;

export const $period = combine($anchor, $calendarType, (a, type) => (a ? periodOf(type, a) : null));

const $params = combine($period, $department, $competence, $showInactive, $hours, (p, Avdelning, Kompetens, inactive, h) =>
  p
    ? {
        query: {
          From: p.From,
          To: p.To,
          ...(Avdelning ? { Avdelning } : {}),
          ...(Kompetens ? { Kompetens } : {}),
          VisaInaktiva: inactive ? ('true' as const) : ('false' as const),
          // the unfilled row counts and sends the passes in the hour range (the rows' passes come whatever the hours)
          FranTimme: String(h.from),
          TillTimme: String(h.to),
          Page: '1',
          PerPage: String(PLAN_PER_PAGE),
        },
      }
    : null,
);

// ---- mutations ----
export const assignMutation = createEndpointMutation(staffing.assign, { name: 'staffing.assign', silent: true });
export const statusMutation = createEndpointMutation(staffing.setStatus, { name: 'staffing.setStatus', silent: true });
export const generateMutation = createEndpointMutation(staffing.generate, { name: 'staffing.generate', silent: true });

export const plan = createPageQuery({
  name: 'staffing.plan',
  endpoint: staffing.plan,
  params: $params,
  refreshOn: [
    // someone's change of a day in this period (or our own) reloads it: everyone looking at the week sees it live
    {
      event: 'resource-updated',
      resource: STAFFING_RESOURCE,
      when: (payload, params) => pushTouches(payload, (params as { query: { From: string } }).query.From, (params as { query: { To: string } }).query.To),
    },
    assignMutation.finished.success,
    statusMutation.finished.success,
    generateMutation.finished.success,
    massApplyMutation.finished.success,
  ],
});
export const plannerPage = createPageData({ loads: [plan, lists.departments, lists.competences, lists.employees, todayOnOpen()] });

export const $loading = plan.$pending;
export const $failed = plan.$error.map(Boolean);

/** the filters of a query, without its page and hours: the rows of one key belong together (hours pick passes, not rows) */
const keyOf = (q: PlanQuery) => JSON.stringify([q.From, q.To, q.Avdelning ?? '', q.Kompetens ?? '', q.VisaInaktiva ?? '']);
interface Head {
  key: string;
  /** the first page of rows and the period's unfilled passes */
  plan: Plan;
  /** how many rows the filters give (the dv-pagination header) */
  total: number;
}
/**
 * The plan on screen: the last answer of the first page, kept while the next period (or filter) loads, so the grid
 * never flashes empty; it shows its own days (not the new period's) and the page dims it meanwhile. Another company's
 * is never kept.
 */
const $head = createStore<Head | null>(null, { serialize: 'ignore' })
  .on(plan.query.finished.success, (_, { params, result }) => {
    const query = (params as { query: PlanQuery }).query;
    return { key: keyOf(query), plan: result.items, total: result.pagination?.Total ?? result.items.Employees.length };
  })
  .reset(pageDataPurged);
export const $plan = $head.map((h) => h?.plan ?? null);
export const $total = $head.map((h) => h?.total ?? 0);

// ---- the rows beyond the first page: asked for as the grid scrolls to them (a page costs the same in any company) ----
/** the rows in view (indexes, both ends included) */
export const rowsViewed = createEvent<{ first: number; last: number }>();
const $view = createStore({ first: 0, last: 0 }).on(rowsViewed, (_, v) => v);
const pagesOf = (v: { first: number; last: number }, total: number) => {
  const out: number[] = [];
  const lastPage = Math.min(Math.floor(v.last / PLAN_PER_PAGE) + 1, Math.ceil(total / PLAN_PER_PAGE));
  for (let p = Math.max(2, Math.floor(v.first / PLAN_PER_PAGE) + 1); p <= lastPage; p++) out.push(p);
  return out;
};
const rowsFx = endpointFx(staffing.plan, true);
/** several pages at once: every call starts before the first await (the Scope is kept) */
const pagesFx = createEffect(async ({ key, query, pages }: { key: string; query: PlanQuery; pages: number[] }) => {
  const { FranTimme: _f, TillTimme: _t, ...rows } = query;
  const replies = await Promise.all(pages.map((p) => rowsFx({ query: { ...rows, Page: String(p), PerPage: String(PLAN_PER_PAGE), Obemannade: 'false' } })));
  return { key, pages: replies.map((r, i) => ({ page: pages[i]!, plan: r.data as Plan })) };
});
/** page number → its rows, for the key on screen */
const $pages = createStore<{ key: string; pages: Record<number, Plan> }>({ key: '', pages: {} }, { serialize: 'ignore' })
  // new filters: every page goes; the same (a reload after a change): the pages out of view go, those in view stay
  // until their new answer has come
  .on($head.updates, (s, head) => {
    if (!head) return { key: '', pages: {} };
    if (head.key !== s.key) return { key: head.key, pages: {} };
    return s;
  })
  .on(pagesFx.doneData, (s, r) => (r.key === s.key ? { key: s.key, pages: { ...s.pages, ...Object.fromEntries(r.pages.map((x) => [x.page, x.plan])) } } : s))
  .reset(pageDataPurged);
/** the pages asked for under the key on screen (so that a scroll within a page asks nothing again) */
const $asked = createStore<Set<number>>(new Set(), { serialize: 'ignore' })
  .on($head.updates, () => new Set())
  .on(pagesFx, (s, { pages }) => new Set([...s, ...pages]))
  .on(pagesFx.fail, (s, { params }) => new Set([...s].filter((p) => !params.pages.includes(p))));
sample({
  clock: [rowsViewed, $head.updates],
  source: { head: $head, view: $view, asked: $asked, params: $params },
  filter: ({ head, view, asked, params }) =>
    head !== null && params !== null && head.key === keyOf(params.query) && pagesOf(view, head.total).some((p) => !asked.has(p)),
  fn: ({ head, view, asked, params }) => ({ key: head!.key, query: params!.query, pages: pagesOf(view, head!.total).filter((p) => !asked.has(p)) }),
  target: pagesFx,
});

/** every row the filters give, in order: an employee, or null while his page has not come */
export const $rows = combine($head, $pages, (head, pages): (PlanEmployee | null)[] => {
  if (!head) return [];
  const rows: (PlanEmployee | null)[] = new Array(head.total).fill(null);
  const put = (plan: Plan, page: number) => plan.Employees.forEach((e, i) => (rows[(page - 1) * PLAN_PER_PAGE + i] = e));
  put(head.plan, 1);
  if (pages.key === head.key) for (const [p, plan] of Object.entries(pages.pages)) put(plan, Number(p));
  return rows.length > head.total ? rows.slice(0, head.total) : rows;
});
/** the employees loaded so far */
export const $employees = $rows.map((rows): PlanEmployee[] => rows.filter((e): e is PlanEmployee => e !== null));
// ---- the unfilled row (session 15): the first page carries each day's first few and its count; "+n" asks for the day ----
/** a day of the unfilled row opened ("+n") or closed ("Visa färre") */
export const unfilledDayToggled = createEvent<string>();
/** the days whose whole list is open, under the key on screen (new filters or period close them) */
const $openDaysOf = createStore<{ key: string; days: ReadonlySet<string> }>({ key: '', days: new Set() }, { serialize: 'ignore' })
  .on($head.updates, (s, head) => (head && head.key === s.key ? s : { key: head?.key ?? '', days: new Set() }))
  .on(unfilledDayToggled, (s, day) => {
    const days = new Set(s.days);
    if (!days.delete(day)) days.add(day);
    return { ...s, days };
  })
  .reset(pageDataPurged);
export const $openDays = $openDaysOf.map((s) => s.days);
/** the query of one day's whole list under the filters on screen (its hours and department) */
const dayQueryOf = (q: PlanQuery, day: string): UnfilledQuery => ({
  From: day,
  To: day,
  ...(q.Avdelning ? { Avdelning: q.Avdelning } : {}),
  ...(q.FranTimme !== undefined ? { FranTimme: q.FranTimme } : {}),
  ...(q.TillTimme !== undefined ? { TillTimme: q.TillTimme } : {}),
});
const unfilledFx = endpointFx(staffing.unfilled, true);
const dayListsFx = createEffect(async (queries: UnfilledQuery[]) => {
  const replies = await Promise.all(queries.map((query) => unfilledFx({ query })));
  return replies.map((r, i) => ({ q: JSON.stringify(queries[i]), list: (r.data as Unfilled).Passes }));
});
/** day → its whole list of unfilled passes, with the query it answered */
const $dayLists = createStore<Record<string, { q: string; list: Pass[] }>>({}, { serialize: 'ignore' })
  .on($openDaysOf.updates, (s, open) => Object.fromEntries(Object.entries(s).filter(([d]) => open.days.has(d))))
  .reset(pageDataPurged);
// an answer is kept only for the query its day would ask now (a late answer of other hours is dropped)
sample({
  clock: dayListsFx.doneData,
  source: { lists: $dayLists, params: $params, open: $openDays },
  fn: ({ lists, params, open }, replies) => {
    const next = { ...lists };
    for (const r of replies) {
      const q = JSON.parse(r.q) as UnfilledQuery;
      if (params && open.has(q.From) && JSON.stringify(dayQueryOf(params.query, q.From)) === r.q) next[q.From] = r;
    }
    return next;
  },
  target: $dayLists,
});
// a day opened asks for its list; the first page answered again (a change, a push, other hours) asks for every open day's
sample({
  clock: unfilledDayToggled,
  source: { open: $openDays, params: $params },
  filter: ({ open, params }, day) => open.has(day) && params !== null,
  fn: ({ params }, day) => [dayQueryOf(params!.query, day)],
  target: dayListsFx,
});
sample({
  clock: $head.updates,
  source: { open: $openDays, params: $params },
  filter: ({ open, params }, head) => head !== null && params !== null && open.size > 0 && head.key === keyOf(params.query),
  fn: ({ open, params }) => [...open].map((d) => dayQueryOf(params!.query, d)),
  target: dayListsFx,
});
/** day → how many unfilled passes it has in the hour range (the first page's counts) */
export const $unfilledCounts = $head.map((h) => new Map((h?.plan.Obemannade ?? []).map((d) => [d.Datum, d.Antal])));
/** the open days whose whole list is on its way */
export const $dayListsLoading = combine($openDays, $dayLists, (open, lists) => new Set([...open].filter((d) => !(d in lists))));

/** every pass loaded: the open days' whole lists, then the first page's (its rows' and the unfilled row's first few), then the other pages' — the later the fresher */
const $allPasses = combine($head, $pages, $dayLists, (head, pages, lists): Pass[] => {
  if (!head) return [];
  const byId = new Map<string, Pass>();
  for (const { list } of Object.values(lists)) for (const p of list) byId.set(p.Id, p);
  for (const p of head.plan.Passes) byId.set(p.Id, p);
  if (pages.key === head.key) for (const plan of Object.values(pages.pages)) for (const p of plan.Passes) byId.set(p.Id, p);
  return [...byId.values()];
});
/** the days of the plan on screen (the period's own until its first answer) */
export const $days = combine($plan, $period, (p, period) => (p ? daysOf(p) : period ? daysOf(period) : []));
/** the plan on screen is not the period asked for yet */
export const $stale = combine($plan, $period, $loading, (p, period, loading) => loading && p !== null && (p.From !== period?.From || p.To !== period?.To));

// ---- what the grid shows ----
const overlapsHours = (p: Pass, h: { from: number; to: number }) => minutesOf(p.Start) < h.to * 60 && minutesOf(p.Slut) > h.from * 60;
/** a pass the grid shows: in the period and the hour range, not cancelled */
const shown = (x: Pass, p: { From: string; To: string }, h: { from: number; to: number }) =>
  x.Datum >= p.From && x.Datum <= p.To && x.Status !== 'CANCELLED' && overlapsHours(x, h);
type Cells = Map<string, Map<string, Pass[]>>;
/**
 * The cells of one answer's rows (employee → day → passes), kept per answer (session 15): when a page of rows comes
 * while scrolling, the rows of the other pages keep their very cells, so the grid's memoised rows (and their rule
 * check) are not rendered again — before, every row in view rendered anew with each page.
 */
const cellCache = new WeakMap<Plan, { key: string; cells: Cells }>();
function cellsOf(plan: Plan, period: { From: string; To: string }, h: { from: number; to: number }): Cells {
  const key = `${period.From}|${period.To}|${h.from}|${h.to}`;
  const hit = cellCache.get(plan);
  if (hit?.key === key) return hit.cells;
  const cells: Cells = new Map();
  for (const p of plan.Passes) {
    if (!p.AnstNr || !shown(p, period, h)) continue;
    let row = cells.get(p.AnstNr);
    if (!row) cells.set(p.AnstNr, (row = new Map()));
    const cell = row.get(p.Datum);
    if (cell) cell.push(p);
    else row.set(p.Datum, [p]);
  }
  cellCache.set(plan, { key, cells });
  return cells;
}
/** employee → day → passes (the grid's cells): each row's from its own page's answer */
export const $cells = combine($head, $pages, $hours, (head, pages, h) => {
  const m: Cells = new Map();
  if (!head) return m;
  const add = (plan: Plan) => {
    for (const [anstNr, row] of cellsOf(plan, head.plan, h)) m.set(anstNr, row);
  };
  add(head.plan);
  if (pages.key === head.key) for (const plan of Object.values(pages.pages)) add(plan);
  return m;
});
/**
 * day → the unfilled passes the row shows: an open day's whole list once it has come, otherwise the first page's first
 * few (a page of rows coming while scrolling never renders the row again)
 */
export const $unfilled = combine($head, $dayLists, $hours, (head, lists, h) => {
  const m = new Map<string, Pass[]>();
  if (!head) return m;
  const add = (p: Pass) => {
    if (p.AnstNr || !shown(p, head.plan, h)) return;
    const l = m.get(p.Datum);
    if (l) l.push(p);
    else m.set(p.Datum, [p]);
  };
  for (const p of head.plan.Passes) if (!(p.Datum in lists)) add(p);
  for (const { list } of Object.values(lists)) for (const p of list) add(p);
  return m;
});
/** the unfilled passes of the period in the hour range (counted by the server: the row holds only a few a day) */
export const $unfilledCount = $unfilledCounts.map((m) => [...m.values()].reduce((n, c) => n + c, 0));

// ---- the assignment dialog ----
export const passOpened = createEvent<string>();
export const dialogClosed = createEvent();
export const candidateChosen = createEvent<string>();
export const assignmentSubmitted = createEvent();
export const statusSubmitted = createEvent<'FINALIZED' | 'CANCELLED'>();
export const generatePressed = createEvent();

/**
 * A pass dragged onto an employee's row (or the unfilled row: `AnstNr` ''), on its own day: the pick dialog's flow
 * without the pick — the same candidate row, the same live check, the same save — which saves by itself when no rule
 * stops it and otherwise opens the dialog on the warnings. The pick dialog stays the keyboard's way.
 */
export const passDropped = createEvent<{ PassId: string; AnstNr: string }>();

export const $openPassId = createStore<string | null>(null)
  .on(passOpened, (_, id) => id)
  .on(passDropped, (_, d) => d.PassId)
  .reset(dialogClosed, assignMutation.finished.success, statusMutation.finished.success);
export const $openPass = combine($allPasses, $openPassId, (all, id) => (id ? (all.find((x) => x.Id === id) ?? null) : null));
/** the drop being checked and saved; null once it is saved, refused, or the planner took over in the dialog */
const $drop = createStore<{ PassId: string; AnstNr: string } | null>(null)
  .on(passDropped, (_, d) => d)
  .reset(passOpened, dialogClosed, candidateChosen, assignMutation.finished.finally, statusMutation.started);
export const $candidate = createStore('')
  .on(candidateChosen, (_, a) => a)
  .on(passOpened, () => '')
  .on(passDropped, (_, d) => d.AnstNr);
// the dialog starts on the one on the pass (a drop starts on the one it was dropped on)
sample({
  clock: $openPass.updates,
  source: $drop,
  filter: (drop, p) => p !== null && drop?.PassId !== p.Id,
  fn: (_, p) => p!.AnstNr,
  target: $candidate,
});

const toPlanPass = (p: Pass, AnstNr = p.AnstNr): PlanPass => ({ Id: p.Id, AnstNr, Datum: p.Datum, Start: p.Start, Slut: p.Slut, Kompetenser: p.Kompetenser });

/**
 * The candidate's own row for the open pass's day (his competences, absence and passes of that week and a day either
 * side — what the server's check reads), asked for as he is chosen: the grid holds only the rows in view.
 */
const candidateKey = (anstNr: string, datum: string) => `${anstNr}|${datum}`;
const candidateRowFx = endpointFx(staffing.plan, true);
const candidateFx = createEffect(async ({ AnstNr, Datum }: { AnstNr: string; Datum: string }) => {
  const r = await candidateRowFx({ query: { From: Datum, To: Datum, AnstNr, VisaInaktiva: 'true', Obemannade: 'false' } });
  return { key: candidateKey(AnstNr, Datum), plan: r.data as Plan };
});
const $candidateRows = createStore<Record<string, Plan>>({}, { serialize: 'ignore' })
  .on(candidateFx.doneData, (s, r) => ({ ...s, [r.key]: r.plan }))
  .reset(passOpened, dialogClosed, assignMutation.finished.success, pageDataPurged);
sample({
  clock: [$candidate.updates, $openPass.updates],
  source: { pass: $openPass, anstNr: $candidate, rows: $candidateRows },
  filter: ({ pass, anstNr, rows }) => pass !== null && anstNr !== '' && !(candidateKey(anstNr, pass.Datum) in rows),
  fn: ({ pass, anstNr }) => ({ AnstNr: anstNr, Datum: pass!.Datum }),
  target: candidateFx,
});
const $candidateRow = combine($openPass, $candidate, $candidateRows, (pass, anstNr, rows) =>
  pass && anstNr ? (rows[candidateKey(anstNr, pass.Datum)] ?? null) : null,
);
/** the candidate's row is on its way: the rules cannot be told yet (Save waits) */
export const $checking = combine($openPass, $candidate, $candidateRow, (pass, anstNr, row) => pass !== null && anstNr !== '' && row === null);
/**
 * The live check: the candidate on the open pass next to his other passes — the shared rules, linear in one person's
 * passes (well under a frame).
 */
export const $warnings = combine($candidateRow, $openPass, $candidate, (row, pass, anstNr): Violation[] => {
  if (!row || !pass || !anstNr) return [];
  const emp = row.Employees.find((e) => e.AnstNr === anstNr);
  if (!emp) return [];
  const others = row.Passes.filter((x) => x.AnstNr === anstNr && x.Status !== 'CANCELLED').map((x) => toPlanPass(x));
  return checkAssignment(toPlanPass(pass, anstNr), others, { absence: new Set(emp.Franvaro), competences: new Set(emp.Kompetenser) });
});

/** the candidate's cyclic work schedule has no work on the open pass's day: said in the dialog, not a rule */
export const $candidateUnscheduled = combine($candidateRow, $openPass, $candidate, (row, pass, anstNr) => {
  const emp = row && pass && anstNr ? row.Employees.find((e) => e.AnstNr === anstNr) : undefined;
  return emp && pass ? emp.Schemafri.includes(pass.Datum) : false;
});

/** whom the dialog offers: the active employees of the caller's register (the host's list), whatever rows are loaded */
export const $candidates = combine(lists.employees.$items, $showInactive, (items, inactive) =>
  (items ?? [])
    .filter((e) => e.Aktiv || inactive)
    // the grid's order (the server's: last name, first name, number — compared by code unit as SQL does)
    .sort((a, b) => cmp(a.EfNamn, b.EfNamn) || cmp(a.FoNamn, b.FoNamn) || cmp(a.AnstNr, b.AnstNr))
    .map((e) => ({ AnstNr: e.AnstNr, Namn: personName(e) })),
);
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** a drop whose check has come back clean: saved at once (the dialog never shows) */
const $dropReady = combine($drop, $openPass, $checking, $warnings, (drop, pass, checking, warnings) =>
  drop &&
  pass &&
  pass.Id === drop.PassId &&
  pass.AnstNr !== drop.AnstNr &&
  !checking &&
  warnings.length === 0 &&
  (pass.Status === 'PLANNED' || pass.Status === 'ONGOING')
    ? drop
    : null,
);
/** a drop on its way: the dialog waits unless a rule stops it or the server refuses (then it shows why) */
export const $dropping = combine($drop, $warnings, (drop, warnings) => drop !== null && warnings.length === 0);
// his row could not be read: the dialog shows the pass and the pick, as after a click
$drop.reset(candidateFx.fail);
sample({
  clock: $dropReady.updates,
  source: { pass: $openPass, pending: assignMutation.$pending },
  filter: (s, ready) => ready !== null && s.pass !== null && !s.pending,
  fn: ({ pass }, ready) => ({ params: { Id: pass!.Id }, body: { AnstNr: ready!.AnstNr, Version: pass!.Version } }),
  target: assignMutation.start,
});
// a drop where it already is (its own row) changes nothing
sample({
  clock: passDropped,
  source: $allPasses,
  filter: (all, d) => all.find((x) => x.Id === d.PassId)?.AnstNr === d.AnstNr,
  target: dialogClosed,
});

sample({
  clock: assignmentSubmitted,
  source: { pass: $openPass, AnstNr: $candidate, pending: assignMutation.$pending },
  filter: ({ pass, pending }) => pass !== null && !pending,
  fn: ({ pass, AnstNr }) => ({ params: { Id: pass!.Id }, body: { AnstNr, Version: pass!.Version } }),
  target: assignMutation.start,
});
sample({
  clock: statusSubmitted,
  source: { pass: $openPass, pending: statusMutation.$pending },
  filter: ({ pass, pending }) => pass !== null && !pending,
  fn: ({ pass }, Status) => ({ params: { Id: pass!.Id }, body: { Status, Version: pass!.Version } }),
  target: statusMutation.start,
});
sample({
  clock: generatePressed,
  source: { period: $period, pending: generateMutation.$pending },
  filter: ({ period, pending }) => period !== null && !pending,
  fn: ({ period }) => ({ body: { From: period!.From, To: period!.To } }),
  target: generateMutation.start,
});

export const $saving = combine(assignMutation.$pending, statusMutation.$pending, (a, b) => a || b);
export const $generating = generateMutation.$pending;
/** the server's refusal of the last save, in its words (a rule, a stale pass) */
export const $saveError = createStore<string | null>(null)
  .on([assignMutation.finished.failure, statusMutation.finished.failure], (_, { error }) => (isApiError(error) ? error.message : String(error)))
  .reset(passOpened, dialogClosed, candidateChosen, assignMutation.started, statusMutation.started);
export const assignmentSaved = assignMutation.finished.success;
export const passesGenerated = generateMutation.finished.success;
