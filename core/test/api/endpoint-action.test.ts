import { isInvalidDataError } from '@farfetched/core';
import { allSettled, createStore, fork } from 'effector';
import { Number as Num, Record as Rec, String as Str } from 'runtypes';
import { describe, expect, it } from 'vitest';
import { createEndpointAction } from '../../src/api/endpoint-action';
import { isApiError } from '../../src/api/api-error';
import { sendFx } from '../../src/api/request';
import { defineEndpoint } from '../../src/contracts/endpoint';
import { fakeApi } from '../../src/testing/fake-api';

const save = defineEndpoint({
  id: 'test.save',
  method: 'PUT',
  path: '/api/test/:Id',
  params: Rec({ Id: Str }),
  body: Rec({ Namn: Str }),
  reply: Rec({ Id: Str, Version: Num }),
  access: { roles: ['PER'] },
});

describe('createEndpointAction: the shell’s light mutation', () => {
  it('sends the call, answers the checked reply, and is pending only while it runs', async () => {
    const action = createEndpointAction(save, { silent: true });
    const $seen = createStore<string[]>([])
      .on(action.started, (s) => [...s, 'started'])
      .on(action.finished.success, (s, { result }) => [...s, `success ${result.Id} v${result.Version}`])
      .on(action.finished.finally, (s, { status }) => [...s, `finally ${status}`]);
    const api = fakeApi({ 'PUT /api/test/7': () => ({ body: { Id: '7', Version: 2 } }) });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(action.start, { scope, params: { params: { Id: '7' }, body: { Namn: 'A' } } });
    expect(scope.getState($seen)).toEqual(['started', 'success 7 v2', 'finally done']);
    expect(api.calls[0]!.request).toMatchObject({ method: 'PUT', path: '/api/test/7', body: { Namn: 'A' }, silent: true });
    expect(scope.getState(action.$pending)).toBe(false);
  });

  it('fails with the server’s error, and with InvalidDataError when the reply breaks the endpoint’s model', async () => {
    const action = createEndpointAction(save);
    const $errors = createStore<string[]>([]).on(action.finished.failure, (s, { error }) => [
      ...s,
      isApiError(error) ? `api ${error.status}` : isInvalidDataError({ error }) ? 'invalid data' : 'other',
    ]);
    const api = fakeApi({
      'PUT /api/test/1': () => ({ status: 400, body: { dvCode: 40001, message: 'Namn saknas', field: 'Namn' } }),
      'PUT /api/test/2': () => ({ body: { Id: 2, Version: 'x' } }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(action.start, { scope, params: { params: { Id: '1' }, body: { Namn: '' } } });
    await allSettled(action.start, { scope, params: { params: { Id: '2' }, body: { Namn: 'B' } } });
    expect(scope.getState($errors)).toEqual(['api 400', 'invalid data']);
  });
});
