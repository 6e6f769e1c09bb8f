import { $account, pushFrameReceived, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $latest, mineCardPage } from '../src/cards/mine/model';
import type { LeaveApplication, Mine } from '../src/contracts';
import {
  $registerError,
  $saveError,
  $showDecided,
  applicationSubmitted,
  applicationsPage,
  check,
  decisionSubmitted,
  draftChanged,
  mine,
  registerable,
  registerSubmitted,
  showDecidedChanged,
  waiting,
} from '../src/pages/applications/model';

const MINE = 'GET /api/leaveapplications';
const ADMIN = 'GET /api/leaveapplications/admin';
const app = (Id: string, more: Partial<LeaveApplication> = {}): LeaveApplication => ({
  Id,
  AnstNr: '3',
  Namn: 'Per Persson',
  Avdelning: '10',
  Typ: 'SEM',
  BarnId: '',
  BarnNamn: '',
  FromDatum: '2026-09-07',
  TomDatum: '2026-09-11',
  Veckodagar: [1, 2, 3, 4, 5],
  Omfattning: 100,
  Orsak: '',
  SkapaTidrader: true,
  Status: 'REVIEW',
  Meddelande: '',
  BeslutAv: '',
  BeslutAt: 0,
  SkapadAt: 1,
  PlanId: '',
  Dagar: 5,
  UtanSchema: [],
  Veckodagsraknat: false,
  Bokade: 0,
  EjBokade: [],
  ...more,
});
const account = (Roll: string) => ({ Login: 'x@demo.se', Roll, AnstNr: Roll === 'PER' ? '3' : '' }) as never;
const body = {
  Typ: 'SEM' as const,
  FromDatum: '2026-09-07',
  TomDatum: '2026-09-11',
  Veckodagar: [1, 2, 3, 4, 5],
  Omfattning: 100,
  Orsak: '',
  SkapaTidrader: true,
};

function server() {
  const list: LeaveApplication[] = [app('a1', { Status: 'APPROVED', BeslutAt: 5 })];
  return fakeApi({
    [MINE]: () => ({
      body: {
        AnstNr: '3',
        Ansokningar: list,
        Barn: [],
        Planer: [],
        Semester: { Fran: '2026-04-01', Till: '2027-03-31', Ansokta: 0, Beviljade: 5, Saldo: null, SaldoDatum: '', AnsoktaSedan: 0, BeviljadeSedan: 0 },
      } satisfies Mine,
    }),
    'POST /api/leaveapplications': (call) => {
      const b = call.request.body as { TomDatum: string; FromDatum: string };
      if (b.TomDatum < b.FromDatum)
        return { status: 400, body: { dvCode: 40000, message: 'Till och med-datum kan inte vara före från-datum.', field: 'TomDatum' } };
      const created = app(`a${list.length + 1}`, { SkapadAt: 10 });
      list.push(created);
      return { body: created };
    },
    'GET /api/leaveapplications/check': () => ({
      body: {
        Dagar: 5,
        UtanSchema: [],
        Veckodagsraknat: false,
        Semester: { Fran: '2026-04-01', Till: '2027-03-31', Ansokta: 5, Beviljade: 5, Saldo: null, SaldoDatum: '', AnsoktaSedan: 0, BeviljadeSedan: 0 },
      },
    }),
    [ADMIN]: () => ({ body: list.filter((a) => a.Status === 'REVIEW') }),
    'POST /api/leaveapplications/a1/approve': () => ({ body: app('a1', { Status: 'APPROVED' }) }),
    'GET /api/leaveapplications/admin/employees': () => ({ body: [{ AnstNr: '3', Namn: 'Per Persson', Avdelning: '10', Barn: [{ Id: 'b1', Namn: 'Lisa' }] }] }),
    'POST /api/leaveapplications/admin': (call) => {
      const b = call.request.body as { AnstNr: string; TomDatum: string; FromDatum: string };
      if (b.TomDatum < b.FromDatum)
        return { status: 400, body: { dvCode: 40000, message: 'Till och med-datum kan inte vara före från-datum.', field: 'TomDatum' } };
      const created = app(`a${list.length + 1}`, { AnstNr: b.AnstNr, Status: 'APPROVED', SkapadAt: 10 });
      list.push(created);
      return { body: created };
    },
  });
}

describe('the leave applications page model', () => {
  it('the employee version loads his own applications (never the admin list), sends once, reads again, shows the field error', async () => {
    const api = server();
    const scope = fork({ values: [[$account, account('PER')]], handlers: [[sendFx, api.handler]] });
    await allSettled(applicationsPage.opened, { scope });
    expect(api.callsTo(MINE)).toHaveLength(1);
    expect(api.callsTo(ADMIN)).toHaveLength(0);
    expect(scope.getState(mine.$data)?.Ansokningar).toHaveLength(1);
    // a double click sends once; the list is read again after it
    await Promise.all([
      allSettled(applicationSubmitted, { scope, params: { id: null, body } }),
      allSettled(applicationSubmitted, { scope, params: { id: null, body } }),
    ]);
    expect(api.callsTo('POST /api/leaveapplications')).toHaveLength(1);
    expect(api.callsTo(MINE)).toHaveLength(2);
    expect(scope.getState(mine.$data)?.Ansokningar).toHaveLength(2);
    await allSettled(applicationSubmitted, { scope, params: { id: null, body: { ...body, TomDatum: '2026-09-01' } } });
    expect(scope.getState($saveError)).toMatchObject({ field: 'TomDatum' });
    // the administrator decided in another browser: the push reads the list again
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'ledighetsansokningar', payload: { AnstNr: '3' } } });
    expect(api.callsTo(MINE)).toHaveLength(3);
  });

  it('the period being filled in is checked against the schedule once it is a whole period', async () => {
    const api = server();
    const scope = fork({ values: [[$account, account('PER')]], handlers: [[sendFx, api.handler]] });
    await allSettled(applicationsPage.opened, { scope });
    await allSettled(draftChanged, { scope, params: { FromDatum: '2026-09-07', TomDatum: '', Veckodagar: [1] } });
    expect(api.callsTo('GET /api/leaveapplications/check')).toHaveLength(0);
    await allSettled(draftChanged, { scope, params: { FromDatum: '2026-09-07', TomDatum: '2026-09-11', Veckodagar: [5, 1] } });
    expect(api.callsTo('GET /api/leaveapplications/check')).toHaveLength(1);
    expect(api.callsTo('GET /api/leaveapplications/check')[0]!.request.query).toMatchObject({ Veckodagar: '15' });
    expect(scope.getState(check.$data)?.Dagar).toBe(5);
  });

  it('the admin version asks the spec’s call for the open ones, decides, and shows every state on request', async () => {
    const api = server();
    const scope = fork({ values: [[$account, account('FTG')]], handlers: [[sendFx, api.handler]] });
    await allSettled(applicationsPage.opened, { scope });
    expect(api.callsTo(MINE)).toHaveLength(0);
    expect(api.callsTo(ADMIN)[0]!.request.query).toMatchObject({ Approved: 'false', Denied: 'false' });
    await allSettled(decisionSubmitted, { scope, params: { id: 'a1', action: 'approve', Meddelande: 'OK' } });
    expect(api.callsTo('POST /api/leaveapplications/a1/approve')[0]!.request.body).toEqual({ Meddelande: 'OK' });
    expect(api.callsTo(ADMIN)).toHaveLength(2);
    await allSettled(showDecidedChanged, { scope, params: true });
    expect(scope.getState($showDecided)).toBe(true);
    const last = api.callsTo(ADMIN).at(-1)!;
    expect(last.request.query).not.toHaveProperty('Approved');
    expect(scope.getState(waiting.$data)).not.toBeNull();
  });

  it('the admin version registers leave for an employee: whom it may, one send, a field error, the list read again', async () => {
    const api = server();
    const scope = fork({ values: [[$account, account('FTG')]], handlers: [[sendFx, api.handler]] });
    await allSettled(applicationsPage.opened, { scope });
    expect(scope.getState(registerable.$data)?.map((p) => p.AnstNr)).toEqual(['3']);
    await allSettled(registerSubmitted, { scope, params: { ...body, AnstNr: '3', TomDatum: '2026-09-01' } });
    expect(scope.getState($registerError)).toMatchObject({ field: 'TomDatum' });
    const before = api.callsTo(ADMIN).length;
    await Promise.all([
      allSettled(registerSubmitted, { scope, params: { ...body, AnstNr: '3', Meddelande: 'Per telefon' } }),
      allSettled(registerSubmitted, { scope, params: { ...body, AnstNr: '3', Meddelande: 'Per telefon' } }),
    ]);
    const sent = api.callsTo('POST /api/leaveapplications/admin');
    expect(sent).toHaveLength(2); // the refused one and one of the double click
    expect(sent[1]!.request.body).toMatchObject({ AnstNr: '3', Meddelande: 'Per telefon' });
    expect(scope.getState($registerError)).toBeNull();
    expect(api.callsTo(ADMIN).length).toBe(before + 1);
  });

  it('the employee never asks whom to register for', async () => {
    const api = server();
    const scope = fork({ values: [[$account, account('PER')]], handlers: [[sendFx, api.handler]] });
    await allSettled(applicationsPage.opened, { scope });
    expect(api.callsTo('GET /api/leaveapplications/admin/employees')).toHaveLength(0);
  });

  it('the employee’s card shows his latest applications first', async () => {
    const api = server();
    const scope = fork({ values: [[$account, account('PER')]], handlers: [[sendFx, api.handler]] });
    await allSettled(mineCardPage.opened, { scope });
    expect(scope.getState($latest)?.map((a) => a.Id)).toEqual(['a1']);
  });
});
