import { createDownload, createEndpointMutation, snackbarShown, $locale, translate } from '@lonna/core';
import { createEvent, sample } from 'effector';
import { fk3059, type StatementKey } from '../contracts';

/** the statement as a PDF laid out like the form (the manual path, the archive) */
export const printStatementFx = createDownload(fk3059.print);

export const manuallySentMutation = createEndpointMutation(fk3059.manuallySent, { name: 'fk3059.manuallySent' });
/** the organiser marks a signed statement as sent by hand; a pending mark refuses a second click */
export const manuallySentClicked = createEvent<StatementKey>();
sample({ clock: manuallySentClicked, filter: manuallySentMutation.$pending.map((p) => !p), fn: (body) => ({ body }), target: manuallySentMutation.start });
sample({
  clock: manuallySentMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'fk3059.markedManuallySent'), color: 'success' as const }),
  target: snackbarShown,
});
