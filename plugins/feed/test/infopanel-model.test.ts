import { pushFrameReceived, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $items, feedCard } from '../src/cards/feed/model';
import type { FeedItem, Post } from '../src/contracts';
import {
  $deleting,
  $editing,
  $posts,
  $saveError,
  deleteConfirmed,
  deleteRequested,
  editorOpened,
  infopanelPage,
  postSubmitted,
  type Draft,
} from '../src/pages/infopanel/model';

const LIST = 'GET /api/infopanel';
const post = (Id: string, Rubrik: string, more: Partial<Post> = {}): Post => ({
  Id,
  Rubrik,
  Text: '',
  Bild: '',
  Fastnalad: false,
  Fran: '2026-11-18 08:00',
  Till: '',
  Foretag: [],
  Roller: [],
  Avdelningar: [],
  Status: 'published',
  Forfattare: 'Fredrik Företagsson',
  Andrad: '0',
  ...more,
});
const draft = (more: Partial<Draft> = {}): Draft => ({
  Rubrik: 'Brandövning',
  Text: '',
  Fran: '2026-11-18 08:00',
  Till: '',
  Fastnalad: false,
  Foretag: [],
  Roller: [],
  Avdelningar: ['10'],
  picture: null,
  ...more,
});

/** a fake server: the writer's list, create (a 400 for a window ending before it starts), change and delete */
function server() {
  let posts = [post('a', 'Välkommen', { Fastnalad: true })];
  return fakeApi({
    [LIST]: () => ({ body: posts }),
    'GET /api/infopanel/audience': () => ({ body: { Foretag: [], Roller: ['PER'], Avdelningar: [{ Avdelning: '10', Namn: 'Norr' }], AvdelningKravs: false } }),
    'POST /api/infopanel': (call) => {
      const body = call.request.body as Draft;
      if (body.Till && body.Till <= body.Fran)
        return { status: 400, body: { dvCode: 40000, message: 'Visas till måste ligga efter Visas från.', field: 'Till' } };
      const p = post(`n${posts.length}`, body.Rubrik, { Avdelningar: body.Avdelningar });
      posts = [p, ...posts];
      return { body: p };
    },
    'PUT /api/infopanel/a': (call) => {
      const body = call.request.body as Draft;
      posts = posts.map((p) => (p.Id === 'a' ? { ...p, Rubrik: body.Rubrik } : p));
      return { body: posts.find((p) => p.Id === 'a') };
    },
    'DELETE /api/infopanel/a': () => {
      posts = posts.filter((p) => p.Id !== 'a');
      return { body: { Id: 'a' } };
    },
    'GET /api/feed': () => ({
      body: posts.map(({ Id, Rubrik, Text, Bild, Fastnalad, Fran, Forfattare }): FeedItem => ({ Id, Rubrik, Text, Bild, Fastnalad, Fran, Forfattare })),
    }),
  });
}

describe('the /infopanel page model', () => {
  it('lists the posts, writes a new one once however often it is sent, and reads the list again', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(infopanelPage.opened, { scope });
    expect(scope.getState($posts).map((p) => p.Rubrik)).toEqual(['Välkommen']);

    await allSettled(editorOpened, { scope, params: 'new' });
    expect(api.callsTo('GET /api/infopanel/audience')).toHaveLength(1);
    await Promise.all([allSettled(postSubmitted, { scope, params: draft() }), allSettled(postSubmitted, { scope, params: draft() })]);
    expect(api.callsTo('POST /api/infopanel')).toHaveLength(1);
    expect(api.callsTo('POST /api/infopanel')[0]!.request.body).toEqual({ ...draft({}), picture: undefined, Avdelningar: ['10'] } as never);
    expect(scope.getState($editing)).toBeNull();
    expect(scope.getState($posts).map((p) => p.Rubrik)).toEqual(['Brandövning', 'Välkommen']);
  });

  it('keeps the dialog open with the server’s field error', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(infopanelPage.opened, { scope });
    await allSettled(editorOpened, { scope, params: 'new' });
    await allSettled(postSubmitted, { scope, params: draft({ Till: '2026-11-17 08:00' }) });
    expect(scope.getState($saveError)).toEqual({ field: 'Till', message: 'Visas till måste ligga efter Visas från.' });
    expect(scope.getState($editing)).toBe('new');
  });

  it('changes the post being edited, and deletes only after the confirmation', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(infopanelPage.opened, { scope });
    const first = scope.getState($posts)[0]!;
    await allSettled(editorOpened, { scope, params: first });
    await allSettled(postSubmitted, { scope, params: draft({ Rubrik: 'Välkommen!' }) });
    expect(api.callsTo('PUT /api/infopanel/a')[0]!.request.path).toBe('/api/infopanel/a');
    expect(scope.getState($posts).map((p) => p.Rubrik)).toEqual(['Välkommen!']);

    await allSettled(deleteRequested, { scope, params: scope.getState($posts)[0]! });
    expect(api.callsTo('DELETE /api/infopanel/a')).toHaveLength(0);
    await allSettled(deleteConfirmed, { scope });
    expect(api.callsTo('DELETE /api/infopanel/a')).toHaveLength(1);
    expect(scope.getState($deleting)).toBeNull();
    expect(scope.getState($posts)).toEqual([]);
  });
});

describe('the dashboard card model', () => {
  it('reads the feed when shown and again on the feed’s push frame only', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(feedCard.opened, { scope });
    expect(scope.getState($items)?.map((i) => i.Rubrik)).toEqual(['Välkommen']);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'feed', payload: { Id: 'x' } } });
    expect(api.callsTo('GET /api/feed')).toHaveLength(2);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'messages' } });
    expect(api.callsTo('GET /api/feed')).toHaveLength(2);
  });
});
