import { sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Card } from '../src/contracts';
import { $card, $formError, card, cardPage, childSubmitted, contactSubmitted, employeeChosen } from '../src/pages/card/model';

const CARD: Card = {
  AnstNr: '3',
  Namn: 'Per Persson',
  Own: true,
  Address: { Current: null, History: [] },
  Contacts: [],
  Children: [],
  Vehicles: [],
  Bank: { Current: null, Pending: null },
};

describe('employee card page model', () => {
  it('loads the own card when the page opens, another employee’s when chosen, and again after a save', async () => {
    const contacts: unknown[] = [];
    const api = fakeApi({
      'GET /api/employeeCard': (call) => {
        const q = (call.request as { query?: { AnstNr?: string } }).query ?? {};
        return { body: { ...CARD, AnstNr: q.AnstNr ?? '3', Own: !q.AnstNr, Contacts: contacts } };
      },
      'POST /api/employeeCard/contacts': (call) => {
        const saved = { Id: 'c1', Epost: '', Telefon: '', Mobil: '', PersNr: '', ...(call.request.body as object) };
        contacts.push(saved);
        return { body: saved };
      },
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(card.opened, { scope });
    expect(scope.getState($card)).toMatchObject({ AnstNr: '3', Own: true });

    await allSettled(contactSubmitted, {
      scope,
      params: { Id: null, body: { AnstNr: '3', Fornamn: 'Anna', Efternamn: 'Lind', Relation: 'PARTNER', Ice: true, Mobil: '070-123 45 67' } },
    });
    expect(scope.getState($card)?.Contacts).toHaveLength(1);
    expect(api.callsTo('GET /api/employeeCard')).toHaveLength(2);

    await allSettled(employeeChosen, { scope, params: '7' });
    expect(scope.getState($card)).toMatchObject({ AnstNr: '7', Own: false });
  });

  it('keeps the server’s field error for its form and field, and clears it on the next try', async () => {
    const api = fakeApi({
      'GET /api/employeeCard': () => ({ body: CARD }),
      'POST /api/employeeCard/children': () => ({
        status: 400,
        body: { dvCode: 40000, message: 'Inkommande uttagna dagar kan inte vara fler än tilldelade dagar.', field: 'DagarInkommande' },
      }),
      'POST /api/employeeCard/contacts': () => ({
        status: 400,
        body: { dvCode: 40000, message: 'En ICE-kontakt måste ha e-post eller telefonnummer.', field: 'Epost' },
      }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(childSubmitted, {
      scope,
      params: { Id: null, body: { AnstNr: '3', PersNr: '202003121234', DagarTilldelade: 1, DagarInkommande: 2, DagarUttagna: 0 } },
    });
    expect(scope.getState($formError)).toEqual({
      form: 'child',
      field: 'DagarInkommande',
      message: 'Inkommande uttagna dagar kan inte vara fler än tilldelade dagar.',
    });
    await allSettled(contactSubmitted, { scope, params: { Id: null, body: { AnstNr: '3', Fornamn: 'A', Efternamn: 'B', Relation: 'OTHER', Ice: true } } });
    expect(scope.getState($formError)).toMatchObject({ form: 'contact', field: 'Epost' });
  });
});

describe('employee card page model for an administrator', () => {
  it('starts from the first employee of his scope when he has no card of his own', async () => {
    const api = fakeApi({
      'GET /api/employeeCard': (call) => {
        const q = (call.request as { query?: { AnstNr?: string } }).query ?? {};
        // the server answers the first employee of his scope when he is none himself
        return { body: { ...CARD, AnstNr: q.AnstNr ?? '12', Own: false } };
      },
      'GET /api/employeeCard/employees': () => ({ body: [{ AnstNr: '12', Namn: 'Anna Andersson' }] }),
    });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(cardPage.opened, { scope });
    expect(scope.getState($card)).toMatchObject({ AnstNr: '12', Own: false });
  });
});
