import { $portalInfo, createEndpointMutation, isApiError } from '@lonna/core';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { compensationGuides, type RepresentationInput } from '../../../contracts';
import { $rows, guideFx, guideSaved } from '../../list/model';
import { rulesInForceForgotten } from '../rule-in-force';

/**
 * The representation guide's dialog on /compensations: opened new or reopened from a row it made (with the receipt's
 * name), sent once at a time; a save closes it and reloads the list.
 */
export interface RepresentationDialog {
  guideId: string | null;
  input: Omit<RepresentationInput, 'Kvitto'> | null;
  receiptName: string;
}

export const $representationEnabled = $portalInfo.map((p) => Boolean(p?.EnableRepresentation));

export const representationOpened = createEvent<RepresentationDialog>();
export const representationClosed = createEvent();
export const representationSubmitted = createEvent<{ guideId: string | null; body: RepresentationInput }>();

export const representationMutation = createEndpointMutation(compensationGuides.representation, { name: 'compensations.representation', silent: true });
export const reopenRepresentationMutation = createEndpointMutation(compensationGuides.reopenRepresentation, {
  name: 'compensations.reopenRepresentation',
  silent: true,
});
const writes = [representationMutation, reopenRepresentationMutation] as const;

export const representationSaved = sample({ clock: writes.map((m) => m.finished.success), fn: () => undefined });
sample({ clock: representationSaved, target: guideSaved });

export const $representationSaving = combine(writes.map((m) => m.$pending)).map((l) => l.some(Boolean));
export const $representation = createStore<RepresentationDialog | null>(null, { serialize: 'ignore' })
  .on(representationOpened, (_, d) => d)
  .reset(representationClosed, representationSaved);

// the company's maximum per person is read again for each dialog (./rule-in-force.ts)
sample({ clock: representationOpened, target: rulesInForceForgotten });

export const $representationError = createStore<{ field?: string; message: string } | null>(null, { serialize: 'ignore' })
  .on(merge(writes.map((m) => m.finished.failure)), (_, { error }) => (isApiError(error) ? { field: error.field, message: error.message } : { message: '' }))
  .reset(representationOpened, representationClosed, representationSaved, merge(writes.map((m) => m.started)));

sample({
  clock: representationSubmitted,
  source: $representationSaving,
  filter: (busy, { guideId }) => !busy && guideId === null,
  fn: (_, { body }) => ({ body }),
  target: representationMutation.start,
});
sample({
  clock: representationSubmitted,
  source: $representationSaving,
  filter: (busy, { guideId }) => !busy && guideId !== null,
  fn: (_, { guideId, body }) => ({ params: { Id: guideId! }, body }),
  target: reopenRepresentationMutation.start,
});

sample({
  clock: guideFx.finished.success,
  source: $rows,
  filter: (_, { result }) => result.Kind === 'REPR',
  fn: (rows, { result }): RepresentationDialog => ({
    guideId: result.Id,
    input: JSON.parse(result.Input) as RepresentationDialog['input'],
    receiptName: rows.find((r) => r.GuideId === result.Id)?.KvittoNamn ?? '',
  }),
  target: representationOpened,
});
