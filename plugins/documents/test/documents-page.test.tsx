// @vitest-environment happy-dom
import { $account, $selectedCompanyId } from '@lonna/core';
import { accountFixture, fakeApi, renderPage, type RenderedPage } from '@lonna/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Document } from '../src/contracts';
import plugin from '../src/index';

const DOC: Document = {
  Id: 'd1',
  Namn: 'Personalhandbok 2026',
  Format: 'PDF',
  Storlek: 1_300_000,
  Uppladdare: 'Fredrik Företagsson',
  Uppladdad: Date.UTC(2026, 10, 18),
  Sedd: false,
  KanAndra: false,
};

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

describe('the documents page', () => {
  it('shows the caller’s documents with format, size in Swedish decimals and the unseen mark; a reader has no upload', async () => {
    const api = fakeApi({ 'GET /api/documents': () => ({ body: [DOC] }) });
    page = await renderPage({
      plugin,
      route: 'Documents',
      api,
      values: [
        [$account, accountFixture('PER')],
        [$selectedCompanyId, '1001'],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dokument' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Dokument' });
    expect(table.textContent).toContain('Personalhandbok 2026');
    expect(table.textContent).toContain('1,2 MB');
    expect(table.textContent).toContain('Ny');
    expect(screen.queryByRole('button', { name: 'Ladda upp' })).toBeNull();
  });

  it('the search narrows the list in the browser', async () => {
    const api = fakeApi({ 'GET /api/documents': () => ({ body: [DOC, { ...DOC, Id: 'd2', Namn: 'Anställningsavtal', Sedd: true }] }) });
    page = await renderPage({
      plugin,
      route: 'Documents',
      api,
      values: [
        [$account, accountFixture('PER')],
        [$selectedCompanyId, '1001'],
      ],
    });
    await act(async () => fireEvent.change(screen.getByRole('searchbox', { name: 'Sök dokument' }), { target: { value: 'avtal' } }));
    const table = screen.getByRole('table', { name: 'Dokument' });
    expect(table.textContent).toContain('Anställningsavtal');
    expect(table.textContent).not.toContain('Personalhandbok');
    expect(api.callsTo('GET /api/documents')).toHaveLength(1);
  });
});
