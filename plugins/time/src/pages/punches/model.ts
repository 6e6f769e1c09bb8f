import { $account, $locale, $portalInfo, createPageData, createPageQuery, lists, snackbarShown, translate, type Locale } from '@lonna/core';
import { combine, createEvent, createStore, sample, type Event } from 'effector';
import { deletePunchMutation, editPunchMutation, punchInMutation, punchOutMutation } from '../../api';
import { time, type Punch } from '../../contracts';
import { $anstNr, $period, refreshWanted, timeViewOpened } from '../../shared/model';

/** Stamplingar: the clock (punch in and out) and the list of punches with corrections. */
const $request = combine($anstNr, $period, (AnstNr, p) => (AnstNr && p ? { query: { AnstNr, From: p.From, To: p.To } } : null));

/** the punches of the period and the open one; reloaded after every clock action and correction */
export const punches = createPageQuery({
  name: 'time.punches',
  endpoint: time.punches,
  params: $request,
  refreshOn: [
    refreshWanted,
    punchInMutation.finished.finally,
    punchOutMutation.finished.finally,
    editPunchMutation.finished.success,
    deletePunchMutation.finished.success,
  ],
});
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
// the employee's usual care recipient and result unit are the first choice
sample({
  clock: [lists.employees.$items, $anstNr],
  source: { items: lists.employees.$items, anstNr: $anstNr },
  fn: ({ items, anstNr }) => {
    const e = (items ?? []).find((x) => x.AnstNr === anstNr);
    return { Brukare: e?.PerStatus.UseBrukare ? e.PerStatus.Brukare : '', ResEnhet1: e?.PerStatus.UseResEnhet1 ? e.PerStatus.ResEnhet1 : '' };
  },
  target: $clockForm,
});
export const punchInClicked = createEvent();
export const punchOutClicked = createEvent();
sample({
  clock: punchInClicked,
  source: { anstNr: $anstNr, form: $clockForm },
  fn: ({ anstNr, form }) => ({
    body: { AnstNr: anstNr, ...(form.Brukare ? { Brukare: form.Brukare } : {}), ...(form.ResEnhet1 ? { ResEnhet1: form.ResEnhet1 } : {}) },
  }),
  target: punchInMutation.start,
});
sample({ clock: punchOutClicked, source: $anstNr, fn: (AnstNr) => ({ body: { AnstNr } }), target: punchOutMutation.start });
export const $clockPending = combine(punchInMutation.$pending, punchOutMutation.$pending, (a, b) => a || b);

// ---- corrections ----
export const punchOpened = createEvent<Punch>();
export const punchFieldChanged = createEvent<{ In?: string; Ut?: string; OverMidnight?: boolean }>();
export const punchEditClosed = createEvent();
export const punchSaved = createEvent();
export const punchDeleted = createEvent();
export const $punchEdit = createStore<{ punch: Punch; In: string; Ut: string; OverMidnight: boolean } | null>(null)
  // a stored night shift (end before start) was confirmed when it was saved
  .on(punchOpened, (_, punch) => ({ punch, In: punch.In, Ut: punch.Ut, OverMidnight: Boolean(punch.Ut) && punch.Ut < punch.In }))
  .on(punchFieldChanged, (e, p) => (e ? { ...e, ...p } : e))
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

// ---- success said in words (issue 13: a punch changed or deleted without a word) ----
function say<T>(clock: Event<T>, text: (l: Locale, done: T) => string) {
  sample({ clock, source: $locale, fn: (l, done) => ({ text: text(l, done), color: 'success' as const }), target: snackbarShown });
}
say(punchInMutation.finished.success, (l, { result }) => translate(l, 'time.punches.saidIn', { time: result.In }));
say(punchOutMutation.finished.success, (l, { result }) => translate(l, 'time.punches.saidOut', { time: result.Ut }));
say(editPunchMutation.finished.success, (l) => translate(l, 'time.punches.saidEdited'));
say(deletePunchMutation.finished.success, (l) => translate(l, 'time.punches.saidDeleted'));
