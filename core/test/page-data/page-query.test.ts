import { allSettled, createStore, fork } from 'effector';
import { Array as Arr, Record as Rec, String as Str } from 'runtypes';
import { describe, expect, it } from 'vitest';
import { sendFx } from '../../src/api/request';
import { defineEndpoint } from '../../src/contracts/endpoint';
import { createPageQuery } from '../../src/page-data';
import { pushFrameReceived } from '../../src/push/events';
import { companyChanged } from '../../src/session/model';
import { $account } from '../../src/session/state';
import { accountFixture } from '../../src/testing/fixtures';
import { fakeApi } from '../../src/testing/fake-api';

const days = defineEndpoint({
  id: 'test.days',
  method: 'GET',
  path: '/api/test/days',
  query: Rec({ AnstNr: Str }),
  reply: Arr(Rec({ AnstNr: Str, Datum: Str })),
  access: { companySelected: true },
});
const $anstNr = createStore('7');
const $params = $anstNr.map((AnstNr) => (AnstNr ? { query: { AnstNr } } : null));
const report = createPageQuery({
  name: 'test.days',
  endpoint: days,
  params: $params,
  refreshOn: [{ event: 'resource-updated', resource: 'tidrader', when: (p, params) => (p as { AnstNr: string }).AnstNr === params?.query?.AnstNr }],
});

/** a fake server whose replies the test releases one by one, in any order */
function slowServer() {
  const waiting: { anstNr: string; release: () => void }[] = [];
  const api = fakeApi({
    'GET /api/test/days': (call) => {
      const anstNr = String(call.request.query?.AnstNr);
      return new Promise((resolve) => {
        waiting.push({ anstNr, release: () => resolve({ body: [{ AnstNr: anstNr, Datum: '2026-11-18' }] }) });
      });
    },
  });
  const release = (anstNr: string) => waiting.find((w) => w.anstNr === anstNr)!.release();
  return { api, release, waiting };
}

describe('a page query', () => {
  it('is latest-wins: a slow reply for the previous employee never overwrites the current one', async () => {
    const server = slowServer();
    const scope = fork({ values: [[$anstNr, '7']], handlers: [[sendFx, server.api.handler]] });
    const opening = allSettled(report.opened, { scope });
    await Promise.resolve();
    const switching = allSettled($anstNr, { scope, params: '8' });
    await new Promise((r) => setTimeout(r, 0));
    expect(server.waiting.map((w) => w.anstNr)).toEqual(['7', '8']);
    server.release('8');
    server.release('7');
    await Promise.all([opening, switching]);
    expect(scope.getState(report.$data)).toEqual([{ AnstNr: '8', Datum: '2026-11-18' }]);
  });

  it('loads nothing while closed, and again when the params change while open', async () => {
    const api = fakeApi({ 'GET /api/test/days': (c) => ({ body: [{ AnstNr: String(c.request.query?.AnstNr), Datum: '2026-11-18' }] }) });
    const scope = fork({ values: [[$anstNr, '7']], handlers: [[sendFx, api.handler]] });
    await allSettled($anstNr, { scope, params: '9' });
    expect(api.calls).toHaveLength(0);
    await allSettled(report.opened, { scope });
    await allSettled($anstNr, { scope, params: '7' });
    expect(api.calls.map((c) => c.request.query)).toEqual([{ AnstNr: '9' }, { AnstNr: '7' }]);
    await allSettled(report.closed, { scope });
  });

  it('is purged on company change: no data of the previous company stays, and an open page loads the new one’s', async () => {
    let company = '1001';
    const api = fakeApi({ 'GET /api/test/days': () => ({ body: [{ AnstNr: '7', Datum: company === '1001' ? '2026-11-18' : '2026-11-19' }] }) });
    const scope = fork({
      values: [
        [$anstNr, '7'],
        [$account, accountFixture('FTG')],
      ],
      handlers: [[sendFx, api.handler]],
    });
    await allSettled(report.opened, { scope });
    expect(scope.getState(report.$data)).toEqual([{ AnstNr: '7', Datum: '2026-11-18' }]);
    await allSettled(report.closed, { scope });
    await allSettled(companyChanged, { scope, params: '1002' });
    expect(scope.getState(report.$data)).toBeNull();
    expect(api.calls).toHaveLength(1);

    company = '1002';
    await allSettled(report.opened, { scope });
    await allSettled(companyChanged, { scope, params: '1003' });
    expect(api.calls).toHaveLength(3);
    expect(scope.getState(report.$data)).toEqual([{ AnstNr: '7', Datum: '2026-11-19' }]);
  });

  it('refreshes on the push event it names, only for what it shows, only while open', async () => {
    const api = fakeApi({ 'GET /api/test/days': () => ({ body: [] }) });
    const scope = fork({ values: [[$anstNr, '7']], handlers: [[sendFx, api.handler]] });
    await allSettled(report.opened, { scope });
    expect(api.calls).toHaveLength(1);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'tidrader', payload: { AnstNr: '8' } } });
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'other', payload: { AnstNr: '7' } } });
    expect(api.calls).toHaveLength(1);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'tidrader', payload: { AnstNr: '7' } } });
    expect(api.calls).toHaveLength(2);
    await allSettled(report.closed, { scope });
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'tidrader', payload: { AnstNr: '7' } } });
    expect(api.calls).toHaveLength(2);
  });
});
