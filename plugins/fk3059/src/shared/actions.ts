import { $locale, createDownload, createEndpointMutation, snackbarShown, translate } from '@lonna/core';
import { createEvent, sample } from 'effector';
import { fk3059, type BatchBody, type SendReply, type StatementKey } from '../contracts';

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

export const sendMutation = createEndpointMutation(fk3059.send, { name: 'fk3059.send' });
/** the organiser sends signed statements to Försäkringskassan (or one again after a failure) */
export const sendClicked = createEvent<BatchBody>();
sample({ clock: sendClicked, filter: sendMutation.$pending.map((p) => !p), fn: (body) => ({ body }), target: sendMutation.start });

/** what became of a send: how many are on their way, and each refused statement with why (partial success) */
export function sendOutcome(locale: Parameters<typeof translate>[0], r: SendReply): { text: string; color: 'success' | 'warning' | 'error' } {
  const queued = translate(locale, 'fk3059.sendQueued', { count: r.Queued.length });
  if (!r.Refused.length) return { text: queued, color: 'success' };
  const refused = r.Refused.map((x) => `${x.Namn}: ${x.Message}`).join(' ');
  return {
    text: r.Queued.length ? `${queued} ${translate(locale, 'fk3059.sendRefused', { count: r.Refused.length })} ${refused}` : refused,
    color: r.Queued.length ? 'warning' : 'error',
  };
}
sample({ clock: sendMutation.finished.success, source: $locale, fn: (l, { result }) => sendOutcome(l, result as SendReply), target: snackbarShown });

export const sendAllMutation = createEndpointMutation(fk3059.sendAll, { name: 'fk3059.sendAll' });
/** the organiser sends every statement of the month that is ready (the server picks them, not the page shown) */
export const sendAllClicked = createEvent<string>();
sample({ clock: sendAllClicked, filter: sendAllMutation.$pending.map((p) => !p), fn: (Manad) => ({ body: { Manad } }), target: sendAllMutation.start });
sample({ clock: sendAllMutation.finished.success, source: $locale, fn: (l, { result }) => sendOutcome(l, result as SendReply), target: snackbarShown });

export const voidMutation = createEndpointMutation(fk3059.voidSignatures, { name: 'fk3059.void' });
/** the signatures of an unsent statement are voided so it can be corrected (the view asks first) */
export const voidConfirmed = createEvent<StatementKey>();
sample({ clock: voidConfirmed, filter: voidMutation.$pending.map((p) => !p), fn: (body) => ({ body }), target: voidMutation.start });
sample({
  clock: voidMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'fk3059.voided'), color: 'success' as const }),
  target: snackbarShown,
});
