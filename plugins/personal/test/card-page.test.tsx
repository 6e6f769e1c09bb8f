// @vitest-environment happy-dom
import { $account, $selectedCompanyId } from '@lonna/core';
import { accountFixture, fakeApi, renderPage, type RenderedPage } from '@lonna/core/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Card } from '../src/contracts';
import plugin from '../src/index';

const CARD: Card = {
  AnstNr: '3',
  Namn: 'Per Persson',
  Own: true,
  Address: {
    Current: {
      Id: 'a1',
      Gata: 'Storgatan 12',
      Postnr: '21142',
      Ort: 'Malmö',
      Land: 'Sverige',
      GallerFran: '2023-04-01',
      Status: 'ACCEPTED',
      Orsak: '',
      CreatedAt: 0,
      CreatedBy: 'demo',
    },
    History: [],
  },
  Contacts: [],
  Children: null,
  Vehicles: null,
  Bank: {
    Current: { Id: 'b1', Clearing: '6000', Konto: '123456789', Bank: 'Handelsbanken', Status: 'ACCEPTED', Orsak: '', CreatedAt: 0, SignedBy: '' },
    Pending: { Id: 'b2', Clearing: '5000', Konto: '1234560', Bank: 'SEB', Status: 'PENDING', Orsak: '', CreatedAt: 1, SignedBy: 'Per Persson' },
  },
};

let page: RenderedPage | null = null;
afterEach(() => {
  page?.unmount();
  page = null;
});

describe('the employee card page', () => {
  it('shows the switched-on sections: the address, the salary account waiting for approval; no child register', async () => {
    const api = fakeApi({
      'GET /api/employeeCard': () => ({ body: CARD }),
      'GET /api/employeeCard/employees': () => ({ body: [{ AnstNr: '3', Namn: 'Per Persson' }] }),
    });
    page = await renderPage({
      plugin,
      route: 'EmployeeCard',
      api,
      values: [
        [$account, accountFixture('PER')],
        [$selectedCompanyId, '1001'],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Personuppgifter' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Adress' }).textContent).toContain('211 42 Malmö');
    expect(screen.getByRole('region', { name: 'Lönekonto' }).textContent).toContain('Väntar på godkännande');
    expect(screen.queryByRole('region', { name: 'Barnregister' })).toBeNull();
  });

  it('an ICE contact without e-mail or phone shows the server’s field error under the e-mail field', async () => {
    const api = fakeApi({
      'GET /api/employeeCard': () => ({ body: CARD }),
      'GET /api/employeeCard/employees': () => ({ body: [] }),
      'POST /api/employeeCard/contacts': () => ({
        status: 400,
        body: { dvCode: 40000, message: 'En ICE-kontakt måste ha e-post eller telefonnummer.', field: 'Epost' },
      }),
    });
    page = await renderPage({
      plugin,
      route: 'EmployeeCard',
      api,
      values: [
        [$account, accountFixture('PER')],
        [$selectedCompanyId, '1001'],
      ],
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lägg till kontaktperson' })));
    fireEvent.change(screen.getByRole('textbox', { name: /^Förnamn/ }), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Efternamn/ }), { target: { value: 'Lind' } });
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: /ICE-kontakt/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spara' })));
    expect(await screen.findByText('En ICE-kontakt måste ha e-post eller telefonnummer.')).toBeTruthy();
  });
});
