import { $portalInfo, createEndpointMutation, isApiError } from '@lonna/core';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { compensationGuides, type PerDiemInput } from '../../../contracts';
import { $ruleInForceLoading, rulesInForceForgotten } from '../rule-in-force';
import { guideFx, guideSaved } from '../../list/model';

/**
 * The per diem guide's dialog on /compensations: opened new or reopened from a row it made, sent once at a time; a
 * save closes it and reloads the list (guideSaved). The amounts are computed live in the view by the same rule the
 * server applies (src/rules/per-diem-guide.ts); the server's answer is the one stored.
 */
export interface PerDiemDialog {
  guideId: string | null;
  input: PerDiemInput | null;
}

export const $perDiemEnabled = $portalInfo.map((p) => Boolean(p?.EnableTraktamente));

export const perDiemOpened = createEvent<PerDiemDialog>();
export const perDiemClosed = createEvent();
export const perDiemSubmitted = createEvent<{ guideId: string | null; body: PerDiemInput }>();

export const perDiemMutation = createEndpointMutation(compensationGuides.perDiem, { name: 'compensations.perDiem', silent: true });
export const reopenPerDiemMutation = createEndpointMutation(compensationGuides.reopenPerDiem, { name: 'compensations.reopenPerDiem', silent: true });
const writes = [perDiemMutation, reopenPerDiemMutation] as const;

export const perDiemSaved = sample({ clock: writes.map((m) => m.finished.success), fn: () => undefined });
sample({ clock: perDiemSaved, target: guideSaved });

export const $perDiemSaving = combine(writes.map((m) => m.$pending)).map((l) => l.some(Boolean));
export const $perDiem = createStore<PerDiemDialog | null>(null, { serialize: 'ignore' })
  .on(perDiemOpened, (_, d) => d)
  .reset(perDiemClosed, perDiemSaved);

/** the server's refusal of the last save (its field and message), cleared on the next try */
export const $perDiemError = createStore<{ field?: string; message: string } | null>(null, { serialize: 'ignore' })
  .on(merge(writes.map((m) => m.finished.failure)), (_, { error }) => (isApiError(error) ? { field: error.field, message: error.message } : { message: '' }))
  .reset(perDiemOpened, perDiemClosed, perDiemSaved, merge(writes.map((m) => m.started)));

sample({
  clock: perDiemSubmitted,
  source: $perDiemSaving,
  filter: (busy, { guideId }) => !busy && guideId === null,
  fn: (_, { body }) => ({ body }),
  target: perDiemMutation.start,
});
sample({
  clock: perDiemSubmitted,
  source: $perDiemSaving,
  filter: (busy, { guideId }) => !busy && guideId !== null,
  fn: (_, { guideId, body }) => ({ params: { Id: guideId! }, body }),
  target: reopenPerDiemMutation.start,
});

// a row the guide made opens the guide again with its answers
sample({
  clock: guideFx.finished.success,
  filter: ({ result }) => result.Kind === 'PERDIEM',
  fn: ({ result }): PerDiemDialog => ({ guideId: result.Id, input: JSON.parse(result.Input) as PerDiemInput }),
  target: perDiemOpened,
});

// ---- what the summary computes with besides the shipped tables (../rule-in-force.ts) ----
// The company's travel rule in force on the departure date and its imported per diem table of the year come in one
// answer, asked for the departure date; no lookup per country (a year without Skatteverket's table is told by the
// calculation itself: "travel rule missing" only where the trip needs a table, not for days a company rule pays).
/** the lookup under way (the summary waits for it) */
export const $perDiemRatesLoading = $ruleInForceLoading;
// read again for each dialog: an administrator may have changed a rule or imported a table
sample({ clock: perDiemOpened, target: rulesInForceForgotten });
