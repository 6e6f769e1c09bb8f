import { createDownload, createEndpointMutation, createPageData, createPageQuery, isApiError, pushFrameReceived } from '@lonna/core';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { type AttachmentUpload, deletedIdOf, nearAccidents, type NewReport, REPORTS_RESOURCE, type ReportStatus, type StatusChange } from '../../contracts';

/** The near-accident reports page: the reports the caller may see, one report opened, and its actions. */

const mutation = <E extends Parameters<typeof createEndpointMutation>[0]>(e: E, name: string) =>
  createEndpointMutation(e, { name: `near-accidents.${name}`, silent: true });
export const createMutation = mutation(nearAccidents.create, 'create');
export const statusMutation = mutation(nearAccidents.setStatus, 'setStatus');
export const removeMutation = mutation(nearAccidents.remove, 'remove');
export const attachMutation = mutation(nearAccidents.addAttachment, 'addAttachment');
export const detachMutation = mutation(nearAccidents.removeAttachment, 'removeAttachment');
export const printReportFx = createDownload(nearAccidents.print);
export const downloadAttachmentFx = createDownload(nearAccidents.attachment);

/** a change to the open report (its deletion closes it instead: asking for it again would be a 404) */
const reportChanged = merge([
  createMutation.finished.success,
  statusMutation.finished.success,
  attachMutation.finished.success,
  detachMutation.finished.success,
]);
const changed = merge([reportChanged, removeMutation.finished.success]);

// ---- the list ----
export const statusFilterChosen = createEvent<ReportStatus | ''>();
export const $statusFilter = createStore<ReportStatus | ''>('').on(statusFilterChosen, (_, s) => s);
export const reports = createPageQuery({
  name: 'near-accidents.reports',
  endpoint: nearAccidents.list,
  params: $statusFilter.map((Status) => ({ query: Status ? { Status } : {} })),
  // a report filed, moved or deleted by anyone reloads the list (the push carries no report data)
  refreshOn: [{ event: 'resource-updated', resource: REPORTS_RESOURCE }, changed],
});
export const $reports = reports.$data.map((list) => list ?? []);
export const $loading = reports.$pending;

// ---- one report ----
export const reportOpened = createEvent<string>();
export const reportClosed = createEvent();
export const $openId = createStore<string | null>(null)
  .on(reportOpened, (_, id) => id)
  .on(createMutation.finished.success, (_, { result }) => result.Id)
  .reset(reportClosed, removeMutation.finished.success);
export const report = createPageQuery({
  name: 'near-accidents.report',
  endpoint: nearAccidents.get,
  params: $openId.map((Id) => (Id ? { params: { Id } } : null)),
  refreshOn: [{ event: 'resource-updated', resource: REPORTS_RESOURCE, when: (payload, p) => deletedIdOf(payload) !== p?.params?.Id }, reportChanged],
});
// the open report was deleted (by its reporter, maybe in another browser): it closes
sample({
  clock: pushFrameReceived,
  source: $openId,
  filter: (id, frame) => frame.resource === REPORTS_RESOURCE && id !== null && deletedIdOf(frame.payload) === id,
  target: reportClosed,
});
/** the open report (null while another one's answer is still the query's) */
export const $report = combine(report.$data, $openId, (r, id) => (r && r.Id === id ? r : null));

export const reportsPage = createPageData({ loads: [reports, report] });

// ---- filing ----
export const formOpened = createEvent();
export const formClosed = createEvent();
export const $formOpen = createStore(false)
  .on(formOpened, () => true)
  .reset(formClosed, createMutation.finished.success);
/** one send at a time: a double click files once */
export const reportSubmitted = createEvent<NewReport>();
sample({ clock: reportSubmitted, filter: createMutation.$pending.map((p) => !p), fn: (body) => ({ body }), target: createMutation.start });
export const reportFiled = createMutation.finished.success;
export const $filing = createMutation.$pending;

// ---- handling ----
export const statusSubmitted = createEvent<StatusChange & { Id: string }>();
sample({
  clock: statusSubmitted,
  filter: statusMutation.$pending.map((p) => !p),
  fn: ({ Id, ...body }) => ({ params: { Id }, body }),
  target: statusMutation.start,
});
export const $statusSaving = statusMutation.$pending;
export const statusChanged = statusMutation.finished.success;

export const deleteConfirmed = createEvent<string>();
sample({ clock: deleteConfirmed, filter: removeMutation.$pending.map((p) => !p), fn: (Id) => ({ params: { Id } }), target: removeMutation.start });
export const $deleting = removeMutation.$pending;
export const reportDeleted = removeMutation.finished.success;
export const deleteFailed = removeMutation.finished.failure;

// ---- attachments ----
/** the file as the wire sends it: base64 without the data: prefix */
export const readFileFx = createEffect(async ({ Id, file }: { Id: string; file: File }): Promise<{ Id: string; body: AttachmentUpload }> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { Id, body: { Content: btoa(binary), Type: file.type as AttachmentUpload['Type'], FileName: file.name } };
});
export const fileAttached = createEvent<{ Id: string; file: File }>();
const $attaching = combine(attachMutation.$pending, readFileFx.pending, (a, b) => a || b);
sample({ clock: fileAttached, filter: $attaching.map((p) => !p), target: readFileFx });
sample({ clock: readFileFx.doneData, fn: ({ Id, body }) => ({ params: { Id }, body }), target: attachMutation.start });
export { $attaching };
export const attachmentAdded = attachMutation.finished.success;
export const attachmentRemoved = createEvent<{ Id: string; FileId: string }>();
sample({ clock: attachmentRemoved, filter: detachMutation.$pending.map((p) => !p), fn: (params) => ({ params }), target: detachMutation.start });

// ---- the server's answer to the last action: a field error to show under its field ----
export const $actionError = createStore<{ field?: string; message: string } | null>(null)
  .on(
    [
      createMutation.finished.failure,
      statusMutation.finished.failure,
      removeMutation.finished.failure,
      attachMutation.finished.failure,
      detachMutation.finished.failure,
    ],
    (_, { error }) => (isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) }),
  )
  .reset(
    createMutation.started,
    statusMutation.started,
    removeMutation.started,
    attachMutation.started,
    detachMutation.started,
    reportOpened,
    reportClosed,
    formOpened,
    changed,
  );
