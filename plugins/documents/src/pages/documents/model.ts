import { $accessContext, createDownload, createEndpointMutation, createPageData, createPageQuery, evaluateAccess, isApiError, lists } from '@lonna/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type AccessList, DOCUMENTS_RESOURCE, type Document, documents, type Upload } from '../../contracts';

/** The Documents page: the documents the caller may see, a filter and search, upload, access edit and delete. */

const mutation = <E extends Parameters<typeof createEndpointMutation>[0]>(e: E, name: string) =>
  createEndpointMutation(e, { name: `documents.${name}`, silent: true });
export const uploadMutation = mutation(documents.upload, 'upload');
export const accessMutation = mutation(documents.setAccess, 'setAccess');
export const removeMutation = mutation(documents.remove, 'remove');
/** opening a document: the file with the server's name and type; it is then seen (the list reloads) */
export const openDocumentFx = createDownload(documents.download);

// ---- the list ----
export type SeenFilter = 'all' | 'unseen';
export const seenFilterChosen = createEvent<SeenFilter>();
export const $seenFilter = createStore<SeenFilter>('all').on(seenFilterChosen, (_, f) => f);
export const searchChanged = createEvent<string>();
export const $search = createStore('').on(searchChanged, (_, s) => s);

export const documentList = createPageQuery({
  name: 'documents.list',
  endpoint: documents.list,
  params: $seenFilter.map((f) => ({ query: f === 'unseen' ? { Seen: 'false' as const } : {} })),
  // a document added, changed or removed for the caller (in any browser), or one he opened, reloads the list
  refreshOn: [
    { event: 'resource-updated', resource: DOCUMENTS_RESOURCE },
    uploadMutation.finished.success,
    accessMutation.finished.success,
    removeMutation.finished.success,
    openDocumentFx.done,
  ],
});
export const documentsPage = createPageData({ loads: [documentList] });

/** the search matches a part of the name, the format or the uploader (the list is the caller's, already small) */
export const $shown = combine(documentList.$data, $search, (list, search) => {
  const needle = search.trim().toLocaleLowerCase('sv');
  return (list ?? []).filter((d) => !needle || `${d.Namn} ${d.Format} ${d.Uppladdare}`.toLocaleLowerCase('sv').includes(needle));
});
export const $loading = documentList.$pending;
export const $loaded = documentList.$data.map((d) => d !== null);
export const $failed = documentList.$error.map(Boolean);

export const documentOpened = createEvent<Document>();
sample({ clock: documentOpened, filter: openDocumentFx.pending.map((p) => !p), fn: (d) => ({ params: { Id: d.Id } }), target: openDocumentFx });

// ---- upload ----
export const uploadOpened = createEvent();
export const uploadClosed = createEvent();
export const $uploadOpen = createStore(false)
  .on(uploadOpened, () => true)
  .reset(uploadClosed, uploadMutation.finished.success);

/** the file as the wire sends it: base64 without the data: prefix */
export const readFileFx = createEffect(async ({ file, Namn, Atkomst }: { file: File; Namn: string; Atkomst: AccessList }): Promise<Upload> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { FileName: file.name, Namn, Content: btoa(binary), Atkomst };
});
export const uploadSubmitted = createEvent<{ file: File; Namn: string; Atkomst: AccessList }>();
export const $uploading = combine(uploadMutation.$pending, readFileFx.pending, (a, b) => a || b);
// one upload at a time: a double click sends once
sample({ clock: uploadSubmitted, filter: $uploading.map((p) => !p), target: readFileFx });
sample({ clock: readFileFx.doneData, fn: (body) => ({ body }), target: uploadMutation.start });
export const documentUploaded = uploadMutation.finished.success;

// ---- access ----
export const accessEditOpened = createEvent<Document>();
export const accessEditClosed = createEvent();
export const $editing = createStore<Document | null>(null)
  .on(accessEditOpened, (_, d) => d)
  .reset(accessEditClosed, accessMutation.finished.success);
export const accessSubmitted = createEvent<{ Id: string; Atkomst: AccessList }>();
sample({
  clock: accessSubmitted,
  filter: accessMutation.$pending.map((p) => !p),
  fn: ({ Id, Atkomst }) => ({ params: { Id }, body: Atkomst }),
  target: accessMutation.start,
});
export const $savingAccess = accessMutation.$pending;
export const accessSaved = accessMutation.finished.success;

// ---- delete ----
export const deleteAsked = createEvent<Document>();
export const deleteCancelled = createEvent();
export const $deleting = createStore<Document | null>(null)
  .on(deleteAsked, (_, d) => d)
  .reset(deleteCancelled, removeMutation.finished.success);
export const deleteConfirmed = createEvent<string>();
sample({ clock: deleteConfirmed, filter: removeMutation.$pending.map((p) => !p), fn: (Id) => ({ params: { Id } }), target: removeMutation.start });
export const $removing = removeMutation.$pending;
export const documentDeleted = removeMutation.finished.success;

// ---- the picker's choices: the company's employees, departments and care recipients (cached lists) ----
export const pickerNeeded = createEvent();
sample({ clock: [uploadOpened, accessEditOpened], target: pickerNeeded });
sample({ clock: pickerNeeded, fn: () => undefined, target: [lists.employees.needed, lists.departments.needed, lists.careRecipients.needed] });
export const $employees = lists.employees.$items;
export const $departments = lists.departments.$items;
export const $careRecipients = lists.careRecipients.$items;

// ---- the server's answer to the last action: a field error to show under its field ----
export const $actionError = createStore<{ field?: string; message: string } | null>(null)
  .on([uploadMutation.finished.failure, accessMutation.finished.failure, removeMutation.finished.failure], (_, { error }) =>
    isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) },
  )
  .reset(uploadMutation.started, accessMutation.started, removeMutation.started, uploadOpened, uploadClosed, accessEditOpened, accessEditClosed);

/** may the caller upload (the endpoint's own rule, evaluated over the session: role and both switches) */
export const $canUpload = $accessContext.map((c) => (c ? evaluateAccess(documents.upload.access, c) : false));
