// @vitest-environment happy-dom
import { $account, $selectedCompanyId } from '@lonna/core';
import { accountFixture, fakeApi, renderPage, type RenderedPage } from '@lonna/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PresenceEntry } from '../src/contracts';
import plugin from '../src/index';

const entry = (AnstNr: string, Namn: string, Status: PresenceEntry['Status'], Kommentar = ''): PresenceEntry => ({
  AnstNr,
  Namn,
  Avdelning: 'Assistans',
  Status,
  Kommentar,
  Sedan: Status === 'NONE' ? 0 : Date.parse('2026-11-18T07:00:00Z'),
  Ater: 0,
  Kalla: Status === 'NONE' ? 'NONE' : 'MANUAL',
});
const ME = entry('7', 'Per Persson', 'NONE');
const BOARD = { Me: ME, Entries: [ME, entry('3', 'Åsa Öberg', 'MEETING', 'Arbetsplatsträff')] };

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

describe('the presence page', () => {
  it('shows the own status form and the colleagues with their status and comment', async () => {
    const api = fakeApi({ 'GET /api/presenceStatus': () => ({ body: BOARD }) });
    page = await renderPage({
      plugin,
      route: 'PresenceStatus',
      api,
      values: [
        [$account, accountFixture('PER')],
        [$selectedCompanyId, '1001'],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Närvarostatus' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Min status' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Närvarostatus för kollegor' });
    expect(table.textContent).toContain('Åsa Öberg');
    expect(table.textContent).toContain('I möte');
    expect(table.textContent).toContain('Arbetsplatsträff');
  });

  it('a comment over 100 characters is a field error under the comment, and nothing is sent', async () => {
    const api = fakeApi({ 'GET /api/presenceStatus': () => ({ body: BOARD }), 'PUT /api/presenceStatus': () => ({ body: ME }) });
    page = await renderPage({
      plugin,
      route: 'PresenceStatus',
      api,
      values: [
        [$account, accountFixture('PER')],
        [$selectedCompanyId, '1001'],
      ],
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Kommentar/ }), { target: { value: 'x'.repeat(101) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spara status' })));
    expect(screen.getByRole('textbox', { name: /^Kommentar/ }).getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Kommentar får innehålla högst 100 tecken.');
    expect(api.callsTo('PUT /api/presenceStatus')).toHaveLength(0);
  });
});
