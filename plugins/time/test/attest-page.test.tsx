// @vitest-environment happy-dom
import { $account, $ftgInfo, $portalInfo, $selectedCompanyId, fetchFileFx } from '@lonna/core';
import { accountFixture, fakeApi, ftgInfoFixture, portalInfoFixture, renderPage, type RenderedPage } from '@lonna/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatusLine } from '../src/contracts';
import plugin from '../src/index';
import { todayReadFx } from '../src/shared/model';

const line = (AnstNr: string, Namn: string): StatusLine => ({
  AnstNr,
  Namn,
  Avdelning: '10',
  Timmar: 16,
  Dagar: 0,
  Open: 0,
  Approved: 0,
  Attested: 2,
  Locked: 0,
});

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

describe('the attest page', () => {
  it('lists the period’s employees and exports the chosen ones’ PAXml through the contract’s path', async () => {
    const api = fakeApi({ 'GET /api/attest': () => ({ body: [line('4', 'Peter Lind'), line('6', 'Maria Larsson')] }) });
    const files: unknown[] = [];
    page = await renderPage({
      plugin,
      route: 'Attestera',
      api,
      values: [
        [$account, accountFixture('FTG')],
        [$ftgInfo, ftgInfoFixture({ KalUseAttest: true })],
        [$portalInfo, portalInfoFixture()],
        [$selectedCompanyId, '1001'],
      ],
      handlers: [
        [todayReadFx, () => '2026-11-18'],
        [fetchFileFx, ({ request }: { request: unknown }) => (files.push(request), { fileName: 'paxml.xml' })],
      ],
    });
    expect(api.callsTo('GET /api/attest')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Maria Larsson (6)' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Exportera PAXml' }));
    });
    await page.settled();
    expect(files).toMatchObject([{ method: 'POST', path: '/api/attest/paxml', body: { AnstNr: ['6'] } }]);
    // exported days are locked: the list is read again
    expect(api.callsTo('GET /api/attest')).toHaveLength(2);
  });
});
