// @vitest-environment happy-dom
import { $account, $ftgInfo, $portalInfo, $selectedCompanyId } from '@lonna/core';
import { accountFixture, fakeApi, ftgInfoFixture, portalInfoFixture, renderPage, type RenderedPage } from '@lonna/core/testing';
import { screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeReport } from '../src/contracts';
import plugin from '../src/index';
import { tidraderUpdated, todayReadFx } from '../src/shared/model';

const report: TimeReport = {
  AnstNr: '7',
  From: '2026-11-01',
  To: '2026-11-30',
  ScheduledHours: 8,
  Days: [
    {
      Datum: '2026-11-18',
      Vecka: 47,
      Status: 'OPEN',
      Version: 1,
      Holiday: null,
      Schedule: null,
      ApprovedBy: '',
      ApprovedAt: 0,
      AttestedBy: '',
      AttestedAt: 0,
      Reported: { Hours: 6.5, Days: 0 },
      Rows: [
        {
          Id: 'r1',
          AnstNr: '7',
          Datum: '2026-11-18',
          TidKod: 'ARB',
          Timmar: 6.5,
          Start: '',
          Slut: '',
          Brukare: '',
          ResEnhet1: '',
          ResEnhet2: '',
          ResEnhet3: '',
          ResEnhet4: '',
          ResEnhet5: '',
          ResEnhet6: '',
          Konto: '',
          Text: '',
          Source: 'MANUAL',
          UpdatedBy: 'per@demo.se',
          UpdatedAt: 1,
        },
      ],
    },
  ],
  // the server's totals: the page shows these, it sums nothing of its own per code
  Totals: [{ TidKod: 'ARB', Timmar: 6.5, Enhet: 'h' }],
  Reported: { Hours: 6.5, Days: 0 },
};

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

describe('the time report page', () => {
  it('loads the signed-in employee’s month when it opens, and stops when it closes', async () => {
    const api = fakeApi({ 'GET /api/tidrapport': () => ({ body: report }) });
    page = await renderPage({
      plugin,
      route: 'Tidrapport',
      api,
      values: [
        [$account, accountFixture('PER', { AnstNr: '7' })],
        [$ftgInfo, ftgInfoFixture()],
        [$portalInfo, portalInfoFixture({ EnableTidrapport: true })],
        [$selectedCompanyId, '1001'],
      ],
      handlers: [[todayReadFx, () => '2026-11-18']],
    });
    expect(api.callsTo('GET /api/tidrapport').map((c) => c.request.query)).toEqual([{ AnstNr: '7', From: '2026-11-01', To: '2026-11-30' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Tidrapport' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Dagar i perioden' }).querySelectorAll('li[data-date]')).toHaveLength(1);
    expect(screen.getByText('ARB ·', { exact: false })).toBeTruthy();
    const { scope } = page;
    page.unmount();
    page = null;
    // closed: another user's change to the same days no longer reloads anything
    await allSettled(tidraderUpdated, { scope, params: { resource: 'tidrader', FtgId: '1001', AnstNr: '7', From: '2026-11-18', To: '2026-11-18' } });
    expect(api.callsTo('GET /api/tidrapport')).toHaveLength(1);
  });
});
