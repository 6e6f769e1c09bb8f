// @vitest-environment happy-dom
import { $account, $selectedCompanyId } from '@lonna/core';
import { accountFixture, fakeApi, renderPage, type RenderedPage } from '@lonna/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Statement } from '../src/contracts';
import plugin from '../src/index';

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

const signed = { Namn: 'Per Persson', At: Date.parse('2026-11-02T08:00:00Z'), Valid: true };
const base: Statement = {
  AnstNr: '12',
  Namn: 'Per Persson',
  Brukare: 'B001',
  BrukareNamn: 'Elsa Lindqvist',
  Manad: '2026-10',
  Lines: [{ Datum: '2026-10-01', From: '08:00', Tom: '14:00', Typ: 'aktiv', Timmar: 6 }],
  Totals: { Aktiv: 6, Vante: 0, Beredskap: 0 },
  Deadline: '2026-12-05',
  Status: 'PENDING',
  Assistant: null,
  Organiser: null,
  Manual: [],
  Sending: null,
  TxId: '',
};
const month: Statement[] = [
  { ...base, AnstNr: '12', Namn: 'Per Persson', Assistant: signed },
  { ...base, AnstNr: '13', Namn: 'Anna Berg', Assistant: signed },
  { ...base, AnstNr: '14', Namn: 'Omar Said', Assistant: signed, Organiser: signed },
  {
    ...base,
    AnstNr: '15',
    Namn: 'Lena Ek',
    Assistant: signed,
    Organiser: signed,
    Sending: { State: 'FAILED', Message: 'Försäkringskassan tog inte emot tidsredovisningen: Ogiltig månad' },
  },
];

describe('the FK3059 pages', () => {
  it('an assistant without an entry in the employee register is told so, not shown an empty month', async () => {
    const api = fakeApi({});
    page = await renderPage({
      plugin,
      route: 'FK3059Assistent',
      api,
      values: [
        [$account, accountFixture('AVD', { AnstNr: '' })],
        [$selectedCompanyId, '1001'],
      ] as never,
    });
    expect(screen.getByText(/Du saknar en post i personalregistret/)).toBeTruthy();
  });

  it('the organiser sees a page of the month with the whole month’s counts; sign all and send all go to the server for the whole month', async () => {
    const counts = { All: 60, Unsigned: 20, ToSign: 12, Ready: 7, Queued: 1, Failed: 1, Manual: 3, Sent: 17 };
    const api = fakeApi({
      'GET /api/fk3059/anordnare': (call) => ({
        body: { Counts: counts, Statements: month },
        pagination: { Page: Number(call.request.query?.Page ?? 1), PerPage: 25, Total: 60, TotalPages: 3 },
      }),
      'POST /api/fk3059/sendAll': () => ({ body: { Queued: [{ AnstNr: '14', Brukare: 'B001' }], Refused: [] } }),
    });
    page = await renderPage({
      plugin,
      route: 'FK3059Anordnare',
      api,
      values: [
        [$account, accountFixture('AVD')],
        [$selectedCompanyId, '1001'],
      ] as never,
    });
    // the month's numbers, not the page's four
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Skriv under alla (12)' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Skicka till Försäkringskassan (7)' })).toBeTruthy();
    expect(screen.getByText('Försäkringskassan tog inte emot tidsredovisningen: Ogiltig månad')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skicka igen' })).toBeTruthy();
    expect(screen.getByText('Sida 1 av 3 · Tidsredovisningar: 60')).toBeTruthy();
    const first = api.callsTo('GET /api/fk3059/anordnare')[0]!.request.query;
    expect(first).toMatchObject({ Page: '1', PerPage: '25' });
    // the next page, then a stage: back to its first page, asked of the server
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nästa sida' })));
    await vi.waitFor(() => expect(api.callsTo('GET /api/fk3059/anordnare').at(-1)!.request.query).toMatchObject({ Page: '2' }));
    await act(async () => fireEvent.change(screen.getByLabelText('Visa'), { target: { value: 'ToSign' } }));
    await vi.waitFor(() => expect(api.callsTo('GET /api/fk3059/anordnare').at(-1)!.request.query).toMatchObject({ Stage: 'ToSign', Page: '1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Skicka till Försäkringskassan (7)' })));
    await vi.waitFor(() => expect(api.callsTo('POST /api/fk3059/sendAll')).toHaveLength(1));
    expect(api.callsTo('POST /api/fk3059/sendAll')[0]!.request.body).toEqual({ Manad: '2026-10' });
  });

  it('more waiting than one BankID order shows: the button says how many it signs', async () => {
    const counts = { All: 400, Unsigned: 0, ToSign: 340, Ready: 0, Queued: 0, Failed: 0, Manual: 0, Sent: 60 };
    const api = fakeApi({ 'GET /api/fk3059/anordnare': () => ({ body: { Counts: counts, Statements: month } }) });
    page = await renderPage({
      plugin,
      route: 'FK3059Anordnare',
      api,
      values: [
        [$account, accountFixture('AVD')],
        [$selectedCompanyId, '1001'],
      ] as never,
    });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Skriv under de första 100 av 340' })).toBeTruthy());
  });

  it('a month that shrinks under the page shown moves to its last page (the last ones sent, by anyone)', async () => {
    let pages = 3;
    const counts = { All: 60, Unsigned: 0, ToSign: 0, Ready: 7, Queued: 0, Failed: 0, Manual: 0, Sent: 0 };
    const api = fakeApi({
      'GET /api/fk3059/anordnare': (call) => ({
        body: { Counts: counts, Statements: month },
        pagination: { Page: Number(call.request.query?.Page ?? 1), PerPage: 25, Total: pages * 25, TotalPages: pages },
      }),
      'POST /api/fk3059/sendAll': () => ({ body: { Queued: [], Refused: [] } }),
    });
    page = await renderPage({
      plugin,
      route: 'FK3059Anordnare',
      api,
      values: [
        [$account, accountFixture('AVD')],
        [$selectedCompanyId, '1001'],
      ] as never,
    });
    await vi.waitFor(() => expect(screen.getByText(/^Sida 1 av 3/)).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nästa sida' })));
    await vi.waitFor(() => expect(screen.getByText(/^Sida 2 av 3/)).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nästa sida' })));
    await vi.waitFor(() => expect(screen.getByText(/^Sida 3 av 3/)).toBeTruthy());
    // the month loses a page (a refresh after the send): page 3 of 2 is not shown, page 2 is asked for
    pages = 2;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Skicka till Försäkringskassan (7)' })));
    await vi.waitFor(() => expect(screen.getByText(/^Sida 2 av 2/)).toBeTruthy());
    expect(api.callsTo('GET /api/fk3059/anordnare').at(-1)!.request.query).toMatchObject({ Page: '2' });
  });
});
