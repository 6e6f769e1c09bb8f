import { createEndpointMutation, createPageData, createPageQuery, isApiError } from '@lonna/core';
import type { PictureUpload } from '@lonna/core/contracts';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { FEED_RESOURCE, feed, type Post, type PostInput } from '../../contracts';

/** The /infopanel page: the posts the writer manages, the write dialog (new or change), preview and delete. */

const mutation = <E extends Parameters<typeof createEndpointMutation>[0]>(e: E, name: string) =>
  createEndpointMutation(e, { name: `feed.${name}`, silent: true });
export const createMutation = mutation(feed.create, 'create');
export const updateMutation = mutation(feed.update, 'update');
export const removeMutation = mutation(feed.remove, 'remove');

export const postSaved = merge([createMutation.finished.success, updateMutation.finished.success]);
export const postRemoved = removeMutation.finished.success;

export const posts = createPageQuery({
  name: 'feed.posts',
  endpoint: feed.posts,
  params: createStore({}, { serialize: 'ignore' }),
  // another writer's post, or the job's window changes: the list reads again (the frames carry no post)
  refreshOn: [{ event: 'resource-updated', resource: FEED_RESOURCE }, postSaved, postRemoved],
});
export const $posts = posts.$data.map((l) => l ?? []);
export const $loading = posts.$pending;
export const $failed = posts.$error.map(Boolean);

// ---- the write dialog ----
/** null: closed; 'new': a new post; a post: changing it */
export const editorOpened = createEvent<Post | 'new'>();
export const editorClosed = createEvent();
export const $editing = createStore<Post | 'new' | null>(null)
  .on(editorOpened, (_, p) => p)
  .reset(editorClosed, postSaved);

export const audience = createPageQuery({
  name: 'feed.audience',
  endpoint: feed.audience,
  params: $editing.map((e) => (e ? {} : null)),
});
export const $audience = audience.$data;

/** a picture as the wire sends it: base64 without the data: prefix */
export const readPictureFx = createEffect(async (file: File): Promise<PictureUpload> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { Content: btoa(binary), Type: file.type as PictureUpload['Type'] };
});

export type Draft = Omit<PostInput, 'Bild'> & { picture: File | null };
export const postSubmitted = createEvent<Draft>();
export const $saving = combine(createMutation.$pending, updateMutation.$pending, readPictureFx.pending, (a, b, c) => a || b || c);
const $draft = createStore<Draft | null>(null).on(postSubmitted, (_, d) => d);
const send = createEvent<PostInput>();
// one save at a time: a double click saves once
const accepted = sample({ clock: postSubmitted, filter: $saving.map((s) => !s) });
sample({ clock: accepted, filter: (d) => d.picture !== null, fn: (d) => d.picture!, target: readPictureFx });
sample({ clock: accepted, filter: (d) => d.picture === null, fn: ({ picture: _p, ...body }) => body, target: send });
sample({ clock: readPictureFx.doneData, source: $draft, filter: Boolean, fn: ({ picture: _p, ...body }, Bild) => ({ ...body, Bild }), target: send });
sample({ clock: send, source: $editing, filter: (e) => e === 'new', fn: (_, body) => ({ body }), target: createMutation.start });
sample({
  clock: send,
  source: $editing,
  filter: (e): e is Post => e !== null && e !== 'new',
  fn: (p, body) => ({ params: { Id: (p as Post).Id }, body }),
  target: updateMutation.start,
});

/** the server's answer to the last save: a field error to show under its field, cleared on the next try */
export const $saveError = createStore<{ field?: string; message: string } | null>(null)
  .on([createMutation.finished.failure, updateMutation.finished.failure], (_, { error }) =>
    isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) },
  )
  .reset(createMutation.started, updateMutation.started, editorOpened, editorClosed);

// ---- preview and delete ----
export const previewOpened = createEvent<Post>();
export const previewClosed = createEvent();
export const $preview = createStore<Post | null>(null)
  .on(previewOpened, (_, p) => p)
  .reset(previewClosed);

export const deleteRequested = createEvent<Post>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
export const $deleting = createStore<Post | null>(null)
  .on(deleteRequested, (_, p) => p)
  .reset(deleteCancelled, postRemoved);
export const $removing = removeMutation.$pending;
sample({
  clock: deleteConfirmed,
  source: { post: $deleting, busy: $removing },
  filter: ({ post, busy }) => post !== null && !busy,
  fn: ({ post }) => ({ params: { Id: post!.Id } }),
  target: removeMutation.start,
});

export const infopanelPage = createPageData({ loads: [posts, audience] });
