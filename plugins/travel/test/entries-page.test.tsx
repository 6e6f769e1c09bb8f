// @vitest-environment happy-dom
import { $account, $selectedCompanyId } from '@lonna/core';
import { accountFixture, fakeApi, renderPage, type RenderedPage } from '@lonna/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import plugin from '../src/index';

const ENTRY = { Id: 'e1', Rubrik: 'Personalmöte', Datum: '2026-11-18', CreatedBy: 'Fredrik Företagsson', CreatedAt: 0 };

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

describe('the travel page', () => {
  it('shows the company’s entries under its heading', async () => {
    const api = fakeApi({ 'GET /api/travel': () => ({ body: [ENTRY] }) });
    page = await renderPage({
      plugin,
      route: 'Travel',
      api,
      values: [
        [$account, accountFixture('FTG')],
        [$selectedCompanyId, '1001'],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reseräkningar' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Poster' }).textContent).toContain('Personalmöte');
  });

  it('sends one request per save, and none with an empty title', async () => {
    const api = fakeApi({
      'GET /api/travel': () => ({ body: [] }),
      'POST /api/travel': (call) => ({ body: { ...ENTRY, ...(call.request.body as object) } }),
    });
    page = await renderPage({
      plugin,
      route: 'Travel',
      api,
      values: [
        [$account, accountFixture('FTG')],
        [$selectedCompanyId, '1001'],
      ],
    });
    const add = screen.getByRole('button', { name: 'Lägg till' });
    await act(async () => fireEvent.click(add));
    expect(api.callsTo('POST /api/travel')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Rubrik/ }), { target: { value: 'Julbord' } });
    await act(async () => {
      fireEvent.click(add);
      fireEvent.click(add);
    });
    // both clicks happened before the reply: the second was refused, not queued
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /^Rubrik/ })).toHaveProperty('value', ''));
    expect(api.callsTo('POST /api/travel').map((c) => (c.request.body as { Rubrik: string }).Rubrik)).toEqual(['Julbord']);
  });
});
