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

  it('the organiser signs the waiting ones together and sends the signed ones; a failed one says FK’s words and can go again', async () => {
    const api = fakeApi({
      'GET /api/fk3059/anordnare': () => ({ body: month }),
      'POST /api/fk3059/send': () => ({ body: { Queued: [{ AnstNr: '14', Brukare: 'B001' }], Refused: [] } }),
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
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Skriv under alla (2)' })).toBeTruthy());
    expect(screen.getByText('Försäkringskassan tog inte emot tidsredovisningen: Ogiltig månad')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skicka igen' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Skicka till Försäkringskassan (2)' })));
    await vi.waitFor(() => expect(api.callsTo('POST /api/fk3059/send')).toHaveLength(1));
    expect(api.callsTo('POST /api/fk3059/send')[0]!.request.body).toEqual({
      Manad: '2026-10',
      Statements: [
        { AnstNr: '14', Brukare: 'B001' },
        { AnstNr: '15', Brukare: 'B001' },
      ],
    });
  });
});
