import { createDownload, createPageData, createPageQuery } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { DOCUMENTS_RESOURCE, type Document, documents } from '../../contracts';

/** "Nya dokument": the caller's unseen documents (spec §7: GET /documents?Seen=false), live through the push */
export const openFx = createDownload(documents.download);
export const unseen = createPageQuery({
  name: 'documents.card.unseen',
  endpoint: documents.list,
  params: createStore({ query: { Seen: 'false' as const } }, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: DOCUMENTS_RESOURCE }, openFx.done],
  silent: true,
});
export const unseenCard = createPageData({ loads: [unseen] });
export const $unseen = unseen.$data;
export const $failed = unseen.$error.map(Boolean);
/** opening one from the card marks it seen, as on the page */
export const cardDocumentOpened = createEvent<Document>();
sample({ clock: cardDocumentOpened, filter: openFx.pending.map((p) => !p), fn: (d) => ({ params: { Id: d.Id } }), target: openFx });
