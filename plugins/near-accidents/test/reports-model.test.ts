import { addMessages, pushFrameReceived, sendFx, snackbarShown } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, createWatch, fork, scopeBind } from 'effector';
import { describe, expect, it } from 'vitest';
import { $newReports, newReportsCard } from '../src/cards/new-reports/model';
import sv from '../src/i18n/sv';
import { reportNoticeReceived } from '../src/notice';
import {
  $actionError,
  $openId,
  $report,
  $reports,
  reportOpened,
  reportsPage,
  reportSubmitted,
  statusFilterChosen,
  statusSubmitted,
} from '../src/pages/reports/model';
import { NEW_REPORT, REPORT, SUMMARY } from './fixtures';

const LIST = 'GET /api/hr/nearAccidentsReports';

describe('near-accident reports page model', () => {
  it('loads the list on open, asks the server for Status=NEW when filtered, and reloads on the company push', async () => {
    const api = fakeApi({ [LIST]: () => ({ body: [SUMMARY] }) });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(reportsPage.opened, { scope });
    expect(scope.getState($reports)).toEqual([SUMMARY]);
    await allSettled(statusFilterChosen, { scope, params: 'NEW' });
    expect(api.callsTo(LIST).at(-1)!.request.query).toEqual({ Status: 'NEW' });
    const before = api.callsTo(LIST).length;
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'nearAccidentsReports' } });
    expect(api.callsTo(LIST).length).toBe(before + 1);
  });

  it('files a report once for a double click and opens it; the list reloads', async () => {
    const api = fakeApi({
      [LIST]: () => ({ body: [] }),
      'POST /api/hr/nearAccidentsReports': () => new Promise((done) => setTimeout(() => done({ body: { ...REPORT, Id: 'r2' } }), 20)),
      'GET /api/hr/nearAccidentsReports/r2': () => ({ body: { ...REPORT, Id: 'r2' } }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(reportsPage.opened, { scope });
    // the second click comes while the first is on its way
    await Promise.all([allSettled(reportSubmitted, { scope, params: NEW_REPORT }), allSettled(reportSubmitted, { scope, params: NEW_REPORT })]);
    expect(api.callsTo('POST /api/hr/nearAccidentsReports')).toHaveLength(1);
    expect(scope.getState($openId)).toBe('r2');
    expect(scope.getState($report)?.Id).toBe('r2');
  });

  it('keeps the server’s field error of a status change (the decision) for its field', async () => {
    const api = fakeApi({
      [LIST]: () => ({ body: [SUMMARY] }),
      [`GET /api/hr/nearAccidentsReports/${SUMMARY.Id}`]: () => ({ body: REPORT }),
      [`PUT /api/hr/nearAccidentsReports/${SUMMARY.Id}/status`]: () => ({
        status: 400,
        body: { dvCode: 40000, message: 'Beslut: skriv vad som har beslutats.', field: 'Beslut' },
      }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(reportsPage.opened, { scope });
    await allSettled(reportOpened, { scope, params: SUMMARY.Id });
    await allSettled(statusSubmitted, { scope, params: { Id: SUMMARY.Id, Status: 'RESOLVED' } });
    expect(scope.getState($actionError)).toEqual({ field: 'Beslut', message: 'Beslut: skriv vad som har beslutats.' });
  });

  it('a notice push becomes a snackbar in the user’s language; a malformed one is ignored', async () => {
    addMessages('near-accidents', 'sv', sv);
    const scope = fork();
    const shown: unknown[] = [];
    const unwatch = createWatch({ unit: snackbarShown, scope, fn: (s) => shown.push(s) });
    // launched, not settled: the snackbar's own timer need not run out
    const received = scopeBind(reportNoticeReceived, { scope });
    received({ Id: 'r1', Rubrik: 'Lös sladd', Status: 'RECEIVED', Kind: 'status' });
    received({ Id: 'r1' });
    unwatch();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toEqual({ text: 'Din tillbudsrapport ”Lös sladd” har nu status Mottagen.', color: 'info' });
  });

  it('a push saying the open report was deleted closes it, without asking for it again (a 404)', async () => {
    const ONE = `GET /api/hr/nearAccidentsReports/${SUMMARY.Id}`;
    const api = fakeApi({ [LIST]: () => ({ body: [SUMMARY] }), [ONE]: () => ({ body: REPORT }) });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(reportsPage.opened, { scope });
    await allSettled(reportOpened, { scope, params: SUMMARY.Id });
    expect(api.callsTo(ONE)).toHaveLength(1);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'nearAccidentsReports', payload: { Deleted: SUMMARY.Id } } });
    expect(scope.getState($openId)).toBeNull();
    expect(api.callsTo(ONE)).toHaveLength(1);
  });

  it('the dashboard card asks for the new reports and reloads on the company push', async () => {
    const api = fakeApi({ [LIST]: () => ({ body: [SUMMARY] }) });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(newReportsCard.opened, { scope });
    expect(scope.getState($newReports)).toEqual([SUMMARY]);
    expect(api.callsTo(LIST)[0]!.request.query).toEqual({ Status: 'NEW' });
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'nearAccidentsReports' } });
    expect(api.callsTo(LIST)).toHaveLength(2);
  });
});
