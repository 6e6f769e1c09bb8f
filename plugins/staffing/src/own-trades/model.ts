import { $locale, createEndpointMutation, createPageData, createPageQuery, isApiError, snackbarShown, translate } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { type MyTrades, STAFFING_RESOURCE, staffing, TRADE_RESOURCE, type Trade } from '../contracts';
import { checkAssignment, type PlanPass, type Violation } from '../domain/rules';
import { $shiftSwapOptions, shiftSwapOptionsNeeded } from './options';

/**
 * The employee's side of shift trade, shown on the time plugin's schedule and calendar (a day action on each day, the
 * "Passbyten" section of the schedule): his planned passes (offer one), his offers (withdraw; with PassbyteTyp A
 * approve an interested colleague), and colleagues' open trades he may take — the same work-time rules the server runs
 * are checked here first, on his own planned passes and competences. One load for the page, however many days show it.
 */
export const offerMutation = createEndpointMutation(staffing.offer, { name: 'staffing.offer', silent: true });
export const withdrawMutation = createEndpointMutation(staffing.withdraw, { name: 'staffing.withdraw', silent: true });
export const interestMutation = createEndpointMutation(staffing.interest, { name: 'staffing.interest', silent: true });
export const decideMutation = createEndpointMutation(staffing.decideOwn, { name: 'staffing.decideOwn', silent: true });
const mutations = [offerMutation, withdrawMutation, interestMutation, decideMutation] as const;

export const myTrades = createPageQuery({
  name: 'staffing.myTrades',
  endpoint: staffing.myTrades,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [
    { event: 'resource-updated', resource: TRADE_RESOURCE },
    { event: 'resource-updated', resource: STAFFING_RESOURCE },
    ...mutations.map((m) => m.finished.success),
  ],
});
export const ownTradesData = createPageData({ loads: [myTrades, { opened: shiftSwapOptionsNeeded }] });
export const $data = myTrades.$data;
export const $loading = myTrades.$pending;
export const $failed = myTrades.$error.map(Boolean);

export const offerPressed = createEvent<string>();
export const withdrawPressed = createEvent<Trade>();
export const interestPressed = createEvent<Trade>();
export const decidePressed = createEvent<{ trade: Trade; Tagare: string; Godkann: boolean }>();

const $busy = combine(
  mutations.map((m) => m.$pending),
  (p) => p.some(Boolean),
);
export const $pending = $busy;
const idle = $busy.map((b) => !b);

// my notice option goes with my own step: the server keeps it with the trade (or my interest) and tells me as I chose
sample({
  clock: offerPressed,
  source: $shiftSwapOptions,
  filter: idle,
  fn: (o, PassId) => ({ body: { PassId, Avisering: o.notice } }),
  target: offerMutation.start,
});
sample({ clock: withdrawPressed, filter: idle, fn: (t) => ({ params: { Id: t.Id }, body: { Version: t.Version } }), target: withdrawMutation.start });
sample({
  clock: interestPressed,
  source: $shiftSwapOptions,
  filter: idle,
  fn: (o, t) => ({ params: { Id: t.Id }, body: { Version: t.Version, Avisering: o.notice } }),
  target: interestMutation.start,
});
sample({
  clock: decidePressed,
  filter: idle,
  fn: ({ trade, Tagare, Godkann }) => ({ params: { Id: trade.Id }, body: { Tagare, Godkann, Version: trade.Version } }),
  target: decideMutation.start,
});

/** the server's refusal of the last step (a broken rule, a trade someone else just changed) */
export const $error = createStore<string | null>(null).reset(...mutations.map((m) => m.started));
const messageOf = (error: unknown) => (isApiError(error) ? error.message : String(error));
$error.on(
  mutations.map((m) => m.finished.failure.map((p) => messageOf(p.error))),
  (_, message) => message,
);
export const stepDone = sample({ clock: mutations.map((m) => m.finished.success), fn: () => undefined });
// one snackbar per step, however many days render the action
sample({ clock: stepDone, source: $locale, fn: (l) => ({ text: translate(l, 'staffing.trade.done'), color: 'success' as const }), target: snackbarShown });
sample({
  clock: $error.updates,
  source: $locale,
  filter: (_, e) => e !== null,
  fn: (_, text) => ({ text: text as string, color: 'error' as const }),
  target: snackbarShown,
});

const active = (t: Trade) => t.Status === 'OPEN' || t.Status === 'INTEREST';
const asPlan = (p: { Id: string; Datum: string; Start: string; Slut: string; Kompetenser: readonly string[] }, AnstNr: string): PlanPass => ({
  Id: p.Id,
  AnstNr,
  Datum: p.Datum,
  Start: p.Start,
  Slut: p.Slut,
  Kompetenser: p.Kompetenser,
});

/** what the work-time rules say about me taking each colleague's pass (the server checks again, with absence) */
export function takerViolations(d: MyTrades, t: Trade): Violation[] {
  const mine = d.Passes.map((p) => asPlan(p, d.AnstNr));
  return checkAssignment(asPlan({ ...t, Id: t.PassId }, d.AnstNr), mine, { absence: new Set(), competences: new Set(d.Kompetenser) });
}

export const $view = combine($data, $shiftSwapOptions, (d, options) => {
  if (!d) return null;
  const offers = new Map(d.Trades.filter((t) => t.AnstNr === d.AnstNr && active(t)).map((t) => [t.PassId, t]));
  return {
    anstNr: d.AnstNr,
    typ: d.Typ,
    /** my planned passes ahead, each with its open trade (null = not offered) */
    passes: d.Passes.map((p) => ({ pass: p, trade: offers.get(p.Id) ?? null })),
    myOffers: d.Trades.filter((t) => t.AnstNr === d.AnstNr && active(t)),
    // with the option "only passes I may take", a pass the rules refuse me is left out (unless I already asked for it)
    colleagues: d.Trades.filter((t) => t.AnstNr !== d.AnstNr && active(t))
      .map((t) => ({
        trade: t,
        interested: t.Intressen.some((i) => i.AnstNr === d.AnstNr),
        violations: takerViolations(d, t),
      }))
      .filter((c) => !options.onlyTakeable || c.interested || c.violations.length === 0),
    history: d.Trades.filter((t) => !active(t)),
  };
});
