import {
  $account,
  $ftgInfo,
  $locale,
  $portalInfo,
  createPageData,
  createPageQuery,
  lists,
  snackbarShown,
  translate,
  type ApiError,
  type Locale,
} from '@lonna/core';
import type { PerListaItem } from '@lonna/core/contracts';
import { combine, createEvent, createStore, merge, sample, type Event } from 'effector';
import { deletePunchMutation, editPunchMutation, punchInMutation, punchOutMutation } from '../../api';
import { time, TIME_CODES, type Punch, type PunchList } from '../../contracts';
import { clientPunchInContext } from '../../domain/client-rules';
import { checkPunchIn } from '../../domain/row-rules';
import { showRefusal, type FieldError } from '../../shared/field-error';
import { $anstNr, $period, refreshWanted, timeViewOpened } from '../../shared/model';

/** Stamplingar: the clock (punch in and out) and the list of punches with corrections. */
const $request = combine($anstNr, $period, (AnstNr, p) => (AnstNr && p ? { query: { AnstNr, From: p.From, To: p.To } } : null));

/** the punches of the period and the open one; reloaded after every clock action and correction */
export const punches = createPageQuery({
  name: 'time.punches',
  endpoint: time.punches,
  params: $request,
  // a write's reply goes into the list at once and the list is refetched (withPunch below); a refused punch (already
  // in or out in another window) shows the clock as the server has it
  refreshOn: [refreshWanted, punchInMutation.finished.failure, punchOutMutation.finished.failure],
});

/**
 * A punch as the server just wrote it (the reply, at its new version) put in the list: the list shows it at once and
 * is refetched. Until then the list held the punch as it was before the write, and a correction opened from it
 * right after punching out carried the old version and got 409 (e2e, phone, session 13).
 */
export function withPunch(list: PunchList, p: Punch, period: { From: string; To: string } | null): PunchList {
  const inPeriod = !period || (p.Datum >= period.From && p.Datum <= period.To);
  const others = list.Punches.filter((x) => x.Id !== p.Id);
  // the server's order: newest day first, then newest punch in
  const Punches = inPeriod ? [...others, p].sort((a, b) => b.Datum.localeCompare(a.Datum) || b.In.localeCompare(a.In)) : others;
  const Open = p.Ut === '' ? p : list.Open?.Id === p.Id ? null : list.Open;
  return { ...list, Open, Punches };
}
export function withoutPunch(list: PunchList, id: string): PunchList {
  return { ...list, Open: list.Open?.Id === id ? null : list.Open, Punches: list.Punches.filter((x) => x.Id !== id) };
}
const punchWritten = merge([punchInMutation.finished.success, punchOutMutation.finished.success, editPunchMutation.finished.success]).map(
  ({ result }) => result as Punch,
);
const punchRemoved = deletePunchMutation.finished.success.map(({ params }) => (params as { params: { Id: string } }).params.Id);
sample({
  clock: punchWritten,
  source: { paged: punches.query.$data, period: $period },
  filter: ({ paged }) => Boolean(paged?.items),
  fn: ({ paged, period }, p) => ({ ...paged!, items: withPunch(paged!.items, p, period ? { From: period.From, To: period.To } : null) }),
  target: punches.query.replaced,
});
sample({
  clock: punchRemoved,
  source: punches.query.$data,
  filter: (paged) => Boolean(paged?.items),
  fn: (paged, id) => ({ ...paged!, items: withoutPunch(paged!.items, id) }),
  target: punches.query.replaced,
});
sample({ clock: [punchWritten, punchRemoved], fn: () => undefined, target: refreshWanted });
export const punchesPage = createPageData({ loads: [punches, lists.careRecipients, lists.resultUnits, { opened: timeViewOpened }] });
export const punchesOpened = punchesPage.opened;
export const punchesClosed = punchesPage.closed;
export const $punches = punches.$data;
export const $loading = punches.$pending;

/** punching is the employee's own clock: shown when the view is on the user themself */
export const $ownClock = combine($account, $anstNr, (a, anstNr) => Boolean(a?.AnstNr) && a!.AnstNr === anstNr);
export const $isEmployee = $account.map((a) => a?.Roll === 'PER');
export const $timeLocked = combine($portalInfo, $isEmployee, (p, per) => Boolean(p?.LockStamplingTid) && per);
export const $deleteLocked = combine($portalInfo, $isEmployee, (p, per) => Boolean(p?.LockStamplingDelete) && per);

// ---- the clock ----
export const clockFieldChanged = createEvent<{ Brukare?: string; ResEnhet1?: string }>();
export const $clockForm = createStore({ Brukare: '', ResEnhet1: '' }).on(clockFieldChanged, (f, p) => ({ ...f, ...p }));
// the employee's usual care recipient and result unit are the first choice — until the user chooses: a reload of the
// employee list (a push after any register edit) must not undo the choice; another employee starts afresh
const $clockChosen = createStore(false)
  .on(clockFieldChanged, () => true)
  .reset($anstNr.updates);
const usualOf = ({ items, anstNr }: { items: readonly PerListaItem[] | null; anstNr: string }) => {
  const e = (items ?? []).find((x) => x.AnstNr === anstNr);
  return { Brukare: e?.PerStatus.UseBrukare ? e.PerStatus.Brukare : '', ResEnhet1: e?.PerStatus.UseResEnhet1 ? e.PerStatus.ResEnhet1 : '' };
};
sample({ clock: $anstNr, source: { items: lists.employees.$items, anstNr: $anstNr }, fn: usualOf, target: $clockForm });
sample({
  clock: lists.employees.$items,
  source: { items: lists.employees.$items, anstNr: $anstNr, chosen: $clockChosen },
  filter: ({ chosen }) => !chosen,
  fn: usualOf,
  target: $clockForm,
});
export const punchInClicked = createEvent();
export const punchOutClicked = createEvent();
export const $clockPending = combine(punchInMutation.$pending, punchOutMutation.$pending, (a, b) => a || b);
const $flags = combine($ftgInfo, $portalInfo, (f, p) => ({ ...(f ?? {}), ...(p ?? {}) }) as Record<string, unknown>);
const $clockLists = combine({ careRecipients: lists.careRecipients.$items, resultUnits: lists.resultUnits.$items });

/** the clock's field error: the server's punch-in rule run before sending, or the server's 400 naming the field */
// any change of the clock's fields clears it: the user's choice, or the employee's usual care recipient arriving
export const $clockError = createStore<FieldError | null>(null).reset($clockForm.updates, punchInMutation.finished.success, punchesClosed);
// "Stämpla in" before a required care recipient is chosen: the field says so and nothing is sent (the server's 400)
const clockChecked = sample({
  clock: punchInClicked,
  source: { form: $clockForm, flags: $flags, lists: $clockLists, pending: $clockPending },
  filter: ({ pending }) => !pending,
  fn: ({ form, flags, lists: l }) => checkPunchIn(form, clientPunchInContext(flags, l as never)),
});
sample({ clock: clockChecked, filter: (r) => 'problem' in r, fn: (r) => (r as { problem: FieldError }).problem, target: $clockError });
sample({
  clock: clockChecked,
  source: $anstNr,
  filter: (_, r) => 'punch' in r,
  fn: (AnstNr, r) => {
    const { Brukare, ResEnhet1 } = (r as { punch: { Brukare: string; ResEnhet1: string } }).punch;
    return { body: { AnstNr, ...(Brukare ? { Brukare } : {}), ...(ResEnhet1 ? { ResEnhet1 } : {}) } };
  },
  target: punchInMutation.start,
});
showRefusal(
  punchInMutation.finished.failure.map(({ error }) => error as ApiError),
  { field: $clockError },
);
sample({
  clock: punchOutClicked,
  source: { AnstNr: $anstNr, pending: $clockPending },
  filter: ({ pending }) => !pending,
  fn: ({ AnstNr }) => ({ body: { AnstNr } }),
  target: punchOutMutation.start,
});

// ---- corrections ----
export const punchOpened = createEvent<Punch>();
export const punchFieldChanged = createEvent<{ In?: string; Ut?: string; OverMidnight?: boolean }>();
export const punchEditClosed = createEvent();
export const punchSaved = createEvent();
export const punchDeleted = createEvent();
export interface PunchEdit {
  /** the punch as the dialog read it: its Version is what the save carries */
  punch: Punch;
  In: string;
  Ut: string;
  OverMidnight: boolean;
  /** someone else changed the punch while the dialog was open: what the user typed is kept, the version is the new one */
  conflict: boolean;
}
// a stored night shift (end before start) was confirmed when it was saved
const overMidnightOf = (p: Punch) => Boolean(p.Ut) && p.Ut < p.In;
const readPunch = (punch: Punch, conflict = false): PunchEdit => ({ punch, In: punch.In, Ut: punch.Ut, OverMidnight: overMidnightOf(punch), conflict });

/**
 * The open dialog follows the list: a newer version of its punch (the refetch after a write, a push, focus) is read
 * again when the user has typed nothing, and otherwise becomes the version the save carries while the dialog keeps
 * the typed times and says that someone else changed the punch (the time report's editor does the same after 409).
 */
export function followList(edit: PunchEdit | null, list: PunchList | null): PunchEdit | null {
  if (!edit || !list) return edit;
  const current = [...list.Punches, ...(list.Open ? [list.Open] : [])].find((p) => p.Id === edit.punch.Id);
  if (!current || current.Version <= edit.punch.Version) return edit;
  const typed = edit.In !== edit.punch.In || edit.Ut !== edit.punch.Ut || edit.OverMidnight !== overMidnightOf(edit.punch);
  return typed ? { ...edit, punch: current, conflict: true } : readPunch(current, edit.conflict);
}

export const $punchEdit = createStore<PunchEdit | null>(null)
  .on(punchOpened, (_, punch) => readPunch(punch))
  .on(punchFieldChanged, (e, p) => (e ? { ...e, ...p } : e))
  .on(punches.$data, followList)
  .reset(punchEditClosed, editPunchMutation.finished.success, deletePunchMutation.finished.success, punchesClosed);
sample({
  clock: punchSaved,
  source: $punchEdit,
  filter: Boolean,
  fn: (e) => ({ params: { Id: e.punch.Id }, body: { Version: e.punch.Version, In: e.In, Ut: e.Ut, ...(e.OverMidnight ? { OverMidnight: true } : {}) } }),
  target: editPunchMutation.start,
});
sample({ clock: punchDeleted, source: $punchEdit, filter: Boolean, fn: (e) => ({ params: { Id: e.punch.Id } }), target: deletePunchMutation.start });
export const $punchSaving = combine(editPunchMutation.$pending, deletePunchMutation.$pending, (a, b) => a || b);
// 409: someone else saved the punch first. The dialog keeps the typed times, says so and reads the list again (followList).
const editRefused = editPunchMutation.finished.failure.map(({ error }) => error as ApiError);
const isConflict = (e: ApiError) => e.status === 409 && e.dvCode === TIME_CODES.conflict;
const conflicted = sample({ clock: editRefused, filter: isConflict });
$punchEdit.on(conflicted, (e) => (e ? { ...e, conflict: true } : e));
sample({ clock: conflicted, fn: () => undefined, target: refreshWanted });
// the writes are silent (api.ts): any other refusal is said in a snackbar, as the shell would
showRefusal(editRefused, { unless: isConflict });
showRefusal(deletePunchMutation.finished.failure.map(({ error }) => error as ApiError));

// ---- success said in words (issue 13: a punch changed or deleted without a word) ----
function say<T>(clock: Event<T>, text: (l: Locale, done: T) => string) {
  sample({ clock, source: $locale, fn: (l, done) => ({ text: text(l, done), color: 'success' as const }), target: snackbarShown });
}
say(punchInMutation.finished.success, (l, { result }) => translate(l, 'time.punches.saidIn', { time: result.In }));
say(punchOutMutation.finished.success, (l, { result }) => translate(l, 'time.punches.saidOut', { time: result.Ut }));
say(editPunchMutation.finished.success, (l) => translate(l, 'time.punches.saidEdited'));
say(deletePunchMutation.finished.success, (l) => translate(l, 'time.punches.saidDeleted'));
