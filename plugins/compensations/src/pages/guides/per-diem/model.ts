import { $portalInfo, createEndpointMutation, endpointFx, isApiError } from '@lonna/core';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { compensationGuides, compensations, type PerDiemInput, type Traktamente } from '../../../contracts';
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

// ---- the year's rates as the server answers them (an administrator's import comes before the shipped tables) ----
/** the full-day amounts the summary uses, `year:Landskod` → SEK; null = "travel rule missing" (404 40420) */
export type PerDiemRates = Readonly<Record<string, number | null>>;
export const rateKey = (year: number, Landskod: string) => `${year}:${Landskod}`;

/** the summary step was reached (or the trip changed on it): the year and the countries of the trip */
export const perDiemRatesNeeded = createEvent<{ year: number; codes: readonly string[] }>();
const traktamenteFx = endpointFx(compensations.traktamente, true);
/** every country's lookup at once (all started before the first await, so the scope stays) */
export const perDiemRatesFx = createEffect(async ({ year, codes }: { year: number; codes: readonly string[] }) => {
  const answers = await Promise.all(
    codes.map((Landskod) =>
      traktamenteFx({ params: { year: String(year) }, query: { Landskod } }).then(
        (r) => (r.data as Traktamente).Heldag,
        (e: unknown) => (isApiError(e) && e.status === 404 ? null : undefined),
      ),
    ),
  );
  // an answer that failed otherwise (network) is left out: the shipped table stands in for it
  return Object.fromEntries(codes.flatMap((c, i) => (answers[i] === undefined ? [] : [[rateKey(year, c), answers[i]]]))) as PerDiemRates;
});
export const $perDiemRates = createStore<PerDiemRates>({}, { serialize: 'ignore' })
  .on(perDiemRatesFx.doneData, (known, found) => ({ ...known, ...found }))
  // an import on the settings screen may change any year: ask again next time
  .reset(perDiemOpened);

/** the lookups under way (the summary waits for them) */
export const $perDiemRatesLoading = combine(perDiemRatesFx.pending, $ruleInForceLoading, (a, b) => a || b);
// the company's travel rule in force on the departure date (./rule-in-force.ts): read again for each dialog
sample({ clock: perDiemOpened, target: rulesInForceForgotten });
sample({
  clock: perDiemRatesNeeded,
  source: $perDiemRates,
  fn: (known, { year, codes }) => ({ year, codes: codes.filter((c) => !(rateKey(year, c) in known)) }),
  filter: (known, { year, codes }) => codes.some((c) => !(rateKey(year, c) in known)),
  target: perDiemRatesFx,
});
