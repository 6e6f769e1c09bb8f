import { isApiError } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import type { MassPlan, MassResult } from '../../contracts';
import { applyMutation, exportScheduleFx, proposeMutation } from './massplan-api';
import { $department, $period, $plan } from './model';

/**
 * The mass planner (issue 18): the server proposes people for the period's unfilled passes (the shown department,
 * optionally one need) — a dry run shown in a dialog with every warning and every pass it could not fill — and only
 * "Verkställ" writes it, in one transaction; passes changed meanwhile come back as refused, in words.
 */

export const massOpened = createEvent();
export const massClosed = createEvent();
export const massNeedChosen = createEvent<string>();
export const proposePressed = createEvent();
export const applyPressed = createEvent();
export const exportPressed = createEvent();

export const $massOpen = createStore(false)
  .on(massOpened, () => true)
  .reset(massClosed);
/** '' = every need of the period */
export const $massNeed = createStore('')
  .on(massNeedChosen, (_, id) => id)
  .reset(massOpened);
export const $proposal = createStore<MassPlan | null>(null)
  .on(proposeMutation.finished.success, (_, { result }) => result)
  .reset(massOpened, massClosed, massNeedChosen, applyMutation.finished.success);
export const $massResult = createStore<MassResult | null>(null)
  .on(applyMutation.finished.success, (_, { result }) => result)
  .reset(massOpened, massClosed);
export const $massError = createStore<string | null>(null)
  .on([proposeMutation.finished.failure, applyMutation.finished.failure], (_, { error }) => (isApiError(error) ? error.message : String(error)))
  .reset(massOpened, massClosed, proposeMutation.started, applyMutation.started);
export const $massBusy = combine(proposeMutation.$pending, applyMutation.$pending, (a, b) => a || b);

/** the needs with unfilled passes in the period on screen (what a mass plan can fill), for the "one need" choice */
export const $periodNeeds = $plan.map((p) => p?.ObemannadeBehov ?? []);

sample({
  clock: proposePressed,
  source: { period: $period, Avdelning: $department, BehovId: $massNeed, busy: $massBusy },
  filter: ({ period, busy }) => period !== null && !busy,
  fn: ({ period, Avdelning, BehovId }) => ({
    body: { From: period!.From, To: period!.To, ...(Avdelning ? { Avdelning } : {}), ...(BehovId ? { BehovId } : {}) },
  }),
  target: proposeMutation.start,
});
sample({
  clock: applyPressed,
  source: { proposal: $proposal, busy: $massBusy },
  filter: ({ proposal, busy }) => proposal !== null && proposal.Proposals.length > 0 && !busy,
  fn: ({ proposal }) => ({
    body: { Assignments: proposal!.Proposals.map((p) => ({ PassId: p.PassId, AnstNr: p.AnstNr, Version: p.Version })) },
  }),
  target: applyMutation.start,
});
sample({
  clock: exportPressed,
  source: { period: $period, Avdelning: $department },
  filter: ({ period }) => period !== null,
  fn: ({ period, Avdelning }) => ({ query: { From: period!.From, To: period!.To, ...(Avdelning ? { Avdelning } : {}) } }),
  target: exportScheduleFx,
});
export const $exporting = exportScheduleFx.pending;
export const massApplied = applyMutation.finished.success;
