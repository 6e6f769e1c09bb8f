import { $account, $selectedEmployee, $userAppSettings, employeeSelected, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $dialog,
  $page,
  $pagination,
  $rows,
  $saveError,
  $sort,
  $total,
  $visibleRows,
  dialogOpened,
  guideReopened,
  list,
  mileageSubmitted,
  monthStepped,
  pageChosen,
  sortChosen,
  sortClicked,
  thisMonthFx,
} from '../src/pages/list/model';
import { claimFields } from './support/claim';

const ROW = {
  ...claimFields({ Datum: '2026-11-16', Typ: 'MIL', LonKod: '620', Text: 'Hembesök', Antal: 6.4, Belopp: 160, Origin: 'MILEAGE', GuideId: 'g1' }),
  Id: 'c1',
  AnstNr: '3',
  Namn: 'Per Persson',
  KanAndras: false,
};
const PER = { Roll: 'PER', AnstNr: '3' } as never;
const TRIP = { AnstNr: '', Datum: '2026-11-16', FordonId: 'v1', Resa: 'Hembesök', StartMatare: 100, SlutMatare: 164, Km: null };

describe('compensations page model', () => {
  it('loads the month of the employee (PER: his own), steps months, reloads after a guide saved', async () => {
    const api = fakeApi({
      'GET /api/compensations': () => ({ body: [ROW] }),
      'POST /api/compensations/guides/mileage': () => ({ body: [ROW] }),
    });
    const scope = fork({
      values: [[$account, PER]],
      handlers: [
        [sendFx, api.handler],
        [thisMonthFx, () => '2026-11'],
      ],
    });
    await allSettled(list.opened, { scope });
    await allSettled(thisMonthFx, { scope });
    expect(scope.getState($rows)).toHaveLength(1);
    const first = api.callsTo('GET /api/compensations').at(-1)!;
    expect(first.request.query).toMatchObject({ From: '2026-11-01', To: '2026-11-30', AnstNr: '3' });

    await allSettled(monthStepped, { scope, params: -1 });
    expect(api.callsTo('GET /api/compensations').at(-1)!.request.query).toMatchObject({ From: '2026-10-01', To: '2026-10-31' });

    await allSettled(dialogOpened, { scope, params: { kind: 'mileage', guideId: null, input: null } });
    const before = api.callsTo('GET /api/compensations').length;
    await allSettled(mileageSubmitted, { scope, params: { guideId: null, body: TRIP } });
    expect(scope.getState($dialog)).toBeNull();
    expect(api.callsTo('GET /api/compensations').length).toBe(before + 1);
  });

  it('keeps the server’s field error and the dialog open', async () => {
    const api = fakeApi({
      'GET /api/compensations': () => ({ body: [] }),
      'POST /api/compensations/guides/mileage': () => ({ status: 400, body: { dvCode: 40000, message: 'Ange en sträcka.', field: 'SlutMatare' } }),
    });
    const scope = fork({
      values: [[$account, PER]],
      handlers: [
        [sendFx, api.handler],
        [thisMonthFx, () => '2026-11'],
      ],
    });
    await allSettled(dialogOpened, { scope, params: { kind: 'mileage', guideId: null, input: null } });
    await allSettled(mileageSubmitted, { scope, params: { guideId: null, body: { ...TRIP, SlutMatare: 50 } } });
    expect(scope.getState($saveError)).toEqual({ field: 'SlutMatare', message: 'Ange en sträcka.' });
    expect(scope.getState($dialog)?.kind).toBe('mileage');
  });

  it('reopens a guide-made row in its guide with the saved answers', async () => {
    const api = fakeApi({
      'GET /api/compensations': () => ({ body: [ROW] }),
      'GET /api/compensations/guides/g1': () => ({ body: { Id: 'g1', Kind: 'MILEAGE', AnstNr: '3', Input: JSON.stringify(TRIP) } }),
    });
    const scope = fork({
      values: [[$account, PER]],
      handlers: [
        [sendFx, api.handler],
        [thisMonthFx, () => '2026-11'],
      ],
    });
    await allSettled(guideReopened, { scope, params: ROW as never });
    expect(scope.getState($dialog)).toEqual({ kind: 'mileage', guideId: 'g1', input: TRIP });
  });

  it('sorts by a column (the same heading again turns it), pages by the user’s page size, totals every page', async () => {
    const rows = [
      { ...ROW, Id: 'a', Datum: '2026-11-03', Belopp: 50, Text: 'Buss', Status: 'ATTESTED' },
      { ...ROW, Id: 'b', Datum: '2026-11-20', Belopp: 300, Text: 'Äpple', Status: 'OPEN' },
      { ...ROW, Id: 'c', Datum: '2026-11-11', Belopp: 120, Text: 'apelsin', Status: 'LOCKED' },
    ];
    const api = fakeApi({ 'GET /api/compensations': () => ({ body: rows }) });
    const scope = fork({
      values: [
        [$account, PER],
        [$userAppSettings, { PaginationPerPage: 2 } as never],
      ],
      handlers: [
        [sendFx, api.handler],
        [thisMonthFx, () => '2026-11'],
      ],
    });
    await allSettled(list.opened, { scope });
    await allSettled(thisMonthFx, { scope });
    const ids = () => scope.getState($visibleRows).map((r) => r.Id);
    // newest first, as the server sends them
    expect(scope.getState($sort)).toEqual({ column: 'date', direction: 'desc' });
    expect(ids()).toEqual(['b', 'c']);
    expect(scope.getState($pagination)).toEqual({ Page: 1, PerPage: 2, Total: 3, TotalPages: 2 });
    expect(scope.getState($total)).toBe(470);
    await allSettled(pageChosen, { scope, params: 2 });
    expect(ids()).toEqual(['a']);

    // a new order starts again on page 1; amounts start with the largest, a second press turns it
    await allSettled(sortClicked, { scope, params: 'amount' });
    expect(scope.getState($page)).toBe(1);
    expect(ids()).toEqual(['b', 'c']);
    await allSettled(sortClicked, { scope, params: 'amount' });
    expect(ids()).toEqual(['a', 'c']);
    // words in Swedish order, case-blind (a, b … ä); statuses in their flow's order
    await allSettled(sortClicked, { scope, params: 'text' });
    await allSettled(pageChosen, { scope, params: 2 });
    expect([...scope.getState($rows)].length).toBe(3);
    expect(ids()).toEqual(['b']);
    await allSettled(sortChosen, { scope, params: { column: 'status', direction: 'asc' } });
    expect(ids()).toEqual(['b', 'a']);
  });

  it('an administrator sees one employee or, chosen again, all of his scope (no AnstNr)', async () => {
    const api = fakeApi({ 'GET /api/compensations': () => ({ body: [] }) });
    const scope = fork({
      values: [
        [$account, { Roll: 'FTG', AnstNr: '' } as never],
        [$selectedEmployee, { AnstNr: '7', FoNamn: 'Eva', EfNamn: 'Ek' } as never],
      ],
      handlers: [
        [sendFx, api.handler],
        [thisMonthFx, () => '2026-11'],
      ],
    });
    await allSettled(list.opened, { scope });
    await allSettled(thisMonthFx, { scope });
    expect(api.callsTo('GET /api/compensations').at(-1)!.request.query).toMatchObject({ AnstNr: '7' });
    await allSettled(employeeSelected, { scope, params: null });
    expect(api.callsTo('GET /api/compensations').at(-1)!.request.query).not.toHaveProperty('AnstNr');
  });
});
