// @vitest-environment happy-dom
import { $account, $selectedCompanyId } from '@lonna/core';
import { accountFixture, fakeApi, renderPage, type RenderedPage } from '@lonna/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import plugin from '../src/index';
import { REPORT, SUMMARY } from './fixtures';

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

const values = [
  [$account, accountFixture('FTG')],
  [$selectedCompanyId, '1001'],
] as const;

describe('the near-accident reports page', () => {
  it('lists the reports under its heading, with status and sensitive mark', async () => {
    const api = fakeApi({
      'GET /api/hr/nearAccidentsReports': () => ({ body: [SUMMARY, { ...SUMMARY, Id: 'r2', Rubrik: 'Hot', Kanslig: true, Status: 'RECEIVED' }] }),
    });
    page = await renderPage({ plugin, route: 'NearAccidentsReports', api, values: values as never });
    expect(screen.getByRole('heading', { level: 1, name: 'Tillbud' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Tillbudsrapporter' });
    expect(list.textContent).toContain('Halkade på isfläck vid entrén');
    expect(list.textContent).toContain('Ny');
    expect(list.textContent).toContain('Mottagen');
    expect(list.textContent).toContain('Känslig');
  });

  it('opens a report with its history, the handler’s next step and the attachment limits', async () => {
    const api = fakeApi({
      'GET /api/hr/nearAccidentsReports': () => ({ body: [SUMMARY] }),
      [`GET /api/hr/nearAccidentsReports/${SUMMARY.Id}`]: () => ({ body: REPORT }),
    });
    page = await renderPage({ plugin, route: 'NearAccidentsReports', api, values: values as never });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Halkade på isfläck/ })));
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: SUMMARY.Rubrik })).toBeTruthy());
    const dialog = screen.getByRole('dialog', { name: SUMMARY.Rubrik });
    expect(dialog.textContent).toContain('Historik');
    expect(dialog.textContent).toContain('0 av 5 bilagor. PDF, PNG eller JPEG, högst 5 MB per fil.');
    expect(screen.getByRole('button', { name: 'Markera som Mottagen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skriv ut PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ta bort rapporten' })).toBeNull();
  });

  it('a refused delete (received meanwhile) closes the question and says why at the top of the report', async () => {
    const mine = { ...REPORT, KanHantera: false, KanSkrivaUt: false, KanTaBort: true };
    const api = fakeApi({
      'GET /api/hr/nearAccidentsReports': () => ({ body: [SUMMARY] }),
      [`GET /api/hr/nearAccidentsReports/${SUMMARY.Id}`]: () => ({ body: mine }),
      [`DELETE /api/hr/nearAccidentsReports/${SUMMARY.Id}`]: () => ({
        status: 409,
        body: { dvCode: 40900, message: 'Rapporten har redan tagits emot och kan inte tas bort.' },
      }),
    });
    page = await renderPage({ plugin, route: 'NearAccidentsReports', api, values: values as never });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Halkade på isfläck/ })));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Ta bort rapporten' })).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ta bort rapporten' })));
    const question = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Ta bort rapporten?' }));
    const confirm = [...question.querySelectorAll('button')].find((b) => b.textContent === 'Ta bort rapporten')!;
    await act(async () => fireEvent.click(confirm));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Rapporten har redan tagits emot och kan inte tas bort.'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ta bort rapporten?' })).toBeNull());
  });
});
