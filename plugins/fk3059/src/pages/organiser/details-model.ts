import { $accessContext, $locale, createEndpointMutation, createPageQuery, evaluateAccess, isApiError, snackbarShown, translate } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { detailsAccess, fk3059, type Details } from '../../contracts';

/** the company's details for FK's electronic report; only its administrators read and change them */
export const $canEditDetails = $accessContext.map((c) => (c ? evaluateAccess(detailsAccess, c) : false));

export const saveDetailsMutation = createEndpointMutation(fk3059.saveDetails, { name: 'fk3059.saveDetails', silent: true });
export const details = createPageQuery({
  name: 'fk3059.details',
  endpoint: fk3059.details,
  params: $canEditDetails.map((can) => (can ? {} : null)),
  refreshOn: [saveDetailsMutation.finished.success],
});

export const detailsSaved = createEvent<Omit<Details, 'Brukare'> & { Brukare: { Brukare: string; PersNr: string }[] }>();
sample({ clock: detailsSaved, filter: saveDetailsMutation.$pending.map((p) => !p), fn: (body) => ({ body }), target: saveDetailsMutation.start });
sample({
  clock: saveDetailsMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'fk3059.details.saved'), color: 'success' as const }),
  target: snackbarShown,
});

/** the server's refusal, on its field (a care recipient's personal number: `Brukare.<i>.PersNr`) */
export const $detailsError = createStore<{ field?: string; message: string } | null>(null)
  .on(saveDetailsMutation.finished.failure, (_, { error }) => (isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) }))
  .reset(saveDetailsMutation.started, saveDetailsMutation.finished.success);
