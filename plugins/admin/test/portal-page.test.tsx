// @vitest-environment happy-dom
import { $account, $portalInfo, $selectedCompanyId } from '@lonna/core';
import { defaultPortalInfo } from '@lonna/core/server';
import { accountFixture, fakeApi, renderPage, type RenderedPage } from '@lonna/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import plugin from '../src/index';

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

describe('the portal settings page', () => {
  it('shows every area with its settings explained, saves a switch the moment it turns, and shows the add-ons', async () => {
    const portal = { ...defaultPortalInfo(), EnableTidrapport: true };
    const api = fakeApi({
      'GET /api/companyplugins': () => ({ body: [{ Id: 'time', Version: '1.0.0', Enabled: true, Required: false }] }),
      'PUT /api/admin/portalinfo/EnableStamplingar': () => ({ body: { ...portal, EnableStamplingar: true } }),
    });
    page = await renderPage({
      plugin,
      route: 'AdminPortalInfo',
      api,
      values: [
        [$account, accountFixture('FTG')],
        [$selectedCompanyId, '1001'],
        [$portalInfo, portal],
      ] as never,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Portalinställningar' })).toBeTruthy();
    for (const area of ['Tid och stämpling', 'Ersättningar och resor', 'Personal och lön', 'Inloggning och avtal'])
      expect(screen.getByRole('heading', { level: 2, name: area })).toBeTruthy();
    expect(screen.getByText('Anställda stämplar in och ut; stämplingarna blir tidrader.')).toBeTruthy();
    const punches = screen.getByRole('switch', { name: /Stämplingar/ });
    expect(punches.getAttribute('aria-checked')).toBe('false');
    await act(async () => fireEvent.click(punches));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/admin/portalinfo/EnableStamplingar')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/portalinfo/EnableStamplingar')[0]!.request.body).toEqual({ Value: true });
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: /Stämplingar/ }).getAttribute('aria-checked')).toBe('true'));
    // an FTG sees the add-ons but cannot switch them (licensing is LIC's and ADM's)
    await vi.waitFor(() => expect(screen.getByText('Endast licensinnehavare och systemadministratörer slår av och på tillägg.')).toBeTruthy());
  });
});
