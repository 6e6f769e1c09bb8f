import { pushFrameReceived, sendFx } from '@lonna/core';
import { fakeApi } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $absent, absentTodayCard } from '../src/cards/absent-today/model';
import type { Calendar, Notice } from '../src/contracts';
import { $anchor, $period, $rows, calendarPage, modeChosen, nextPressed, onlyAbsentToggled, todaySet, typeChosen } from '../src/pages/calendar/model';
import {
  $actionError,
  $children,
  $formEmployee,
  $notices,
  formEmployeeChosen,
  formOpened,
  noticeSubmitted,
  noticesPage,
  recoverySubmitted,
  filterChosen,
} from '../src/pages/notices/model';

const LIST = 'GET /api/absenceReports';
const notice = (Id: string, more: Partial<Notice> = {}): Notice => ({
  Id,
  AnstNr: '7',
  Namn: 'Karin Berg',
  Avdelning: '10',
  Typ: 'SJK',
  FromDatum: '2026-11-18',
  Omfattning: 100,
  BarnNamn: '',
  Kommentar: '',
  FriskDatum: '',
  Overhoppade: [],
  Tidslinje: [],
  Rapportor: 'Karin Berg',
  Skapad: 1,
  ...more,
});

/** a fake server: the open notices, whom one may report for, children, reporting and recovery */
function server() {
  let list: Notice[] = [notice('a')];
  return fakeApi({
    [LIST]: (call) => {
      const q = call.request.query as { Recovered?: string };
      return { body: list.filter((n) => (q.Recovered === 'false' ? !n.FriskDatum : q.Recovered === 'true' ? !!n.FriskDatum : true)) };
    },
    'GET /api/absenceReports/employees': () => ({
      body: [
        { AnstNr: '7', Namn: 'Karin Berg', Avdelning: '10' },
        { AnstNr: '8', Namn: 'Olle Ek', Avdelning: '10' },
      ],
    }),
    'GET /api/absenceReports/children': (call) => ({ body: (call.request.query as { AnstNr: string }).AnstNr === '8' ? [{ Id: 'c1', Namn: 'Lisa' }] : [] }),
    'POST /api/absenceReports': (call) => {
      const body = call.request.body as { Datum: string; AnstNr: string };
      if (body.Datum === '2026-09-01') return { status: 400, body: { dvCode: 40000, message: 'Från och med: högst 31 dagar bakåt.', field: 'Datum' } };
      const n = notice('b', { AnstNr: body.AnstNr });
      list = [n, ...list];
      return { body: n };
    },
    'PUT /api/absenceReports/a/recovery': (call) => {
      list = list.map((n) => (n.Id === 'a' ? { ...n, FriskDatum: (call.request.body as { FriskDatum: string }).FriskDatum } : n));
      return { body: list.find((n) => n.Id === 'a')! };
    },
    'GET /api/absencecalendar': () => ({
      body: {
        Rader: [
          {
            AnstNr: '7',
            Namn: 'Karin Berg',
            Avdelning: '10',
            Perioder: [{ Id: 'a', Typ: 'SJK', From: '2026-11-18', To: '2026-11-30', Omfattning: 100, Oppen: true, Kalla: 'notice', Veckodagar: '1234567' }],
          },
          { AnstNr: '8', Namn: 'Olle Ek', Avdelning: '10', Perioder: [] },
        ],
        Helgdagar: [],
        Avdelningar: [{ Avdelning: '10', Namn: 'Assistans' }],
      } satisfies Calendar,
    }),
    'GET /api/absencecalendar/today': () => ({ body: [{ AnstNr: '7', Namn: 'Karin Berg', Typ: 'SJK', Omfattning: 100 }] }),
  });
}

describe('absence notices page model', () => {
  it('loads the open notices (the spec’s Recovered=false), reloads on a push from another browser and on its own changes', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(noticesPage.opened, { scope });
    expect(scope.getState($notices).map((n) => n.Id)).toEqual(['a']);
    expect(api.callsTo(LIST)[0]!.request.query).toEqual({ Recovered: 'false' });
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'absenceReports', payload: { AnstNr: '8' } } });
    expect(api.callsTo(LIST)).toHaveLength(2);
    await allSettled(pushFrameReceived, { scope, params: { event: 'resource-updated', resource: 'narvarostatus' } });
    expect(api.callsTo(LIST)).toHaveLength(2);

    // the form starts on the first employee; choosing another lists his children
    await allSettled(formOpened, { scope });
    expect(scope.getState($formEmployee)).toBe('7');
    await allSettled(formEmployeeChosen, { scope, params: '8' });
    expect(scope.getState($children)).toEqual([{ Id: 'c1', Namn: 'Lisa' }]);

    // a bad date comes back as a field error; a good notice reloads the list
    await allSettled(noticeSubmitted, { scope, params: { AnstNr: '8', Typ: 'SJK', Datum: '2026-09-01', Omfattning: 100 } });
    expect(scope.getState($actionError)).toEqual({ field: 'Datum', message: 'Från och med: högst 31 dagar bakåt.' });
    await allSettled(noticeSubmitted, { scope, params: { AnstNr: '8', Typ: 'SJK', Datum: '2026-11-18', Omfattning: 100 } });
    expect(scope.getState($actionError)).toBeNull();
    expect(scope.getState($notices).map((n) => n.Id)).toEqual(['b', 'a']);

    // recovery closes it: it leaves the open list
    await allSettled(recoverySubmitted, { scope, params: { Id: 'a', FriskDatum: '2026-11-20' } });
    expect(scope.getState($notices).map((n) => n.Id)).toEqual(['b']);
    await allSettled(filterChosen, { scope, params: 'recovered' });
    expect(scope.getState($notices).map((n) => n.Id)).toEqual(['a']);
  });

  it('the calendar: month of the day, a week view, next period, only the absent by default, and the type filter is sent', async () => {
    const api = server();
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    await allSettled(todaySet, { scope, params: '2026-11-18' });
    await allSettled(calendarPage.opened, { scope });
    expect(scope.getState($period)).toEqual({ From: '2026-11-01', To: '2026-11-30' });
    expect(scope.getState($rows).map((r) => r.AnstNr)).toEqual(['7']);
    await allSettled(onlyAbsentToggled, { scope, params: false });
    expect(scope.getState($rows)).toHaveLength(2);
    await allSettled(modeChosen, { scope, params: 'week' });
    expect(scope.getState($period)).toEqual({ From: '2026-11-16', To: '2026-11-22' });
    await allSettled(nextPressed, { scope });
    expect(scope.getState($anchor)).toBe('2026-11-25');
    await allSettled(typeChosen, { scope, params: 'VAB' });
    expect(api.callsTo('GET /api/absencecalendar').at(-1)!.request.query).toEqual({ From: '2026-11-23', To: '2026-11-29', Typ: 'VAB' });
  });

  it('the administrators’ card lists who is absent today', async () => {
    const scope = fork({ handlers: [[sendFx, server().handler]] });
    await allSettled(absentTodayCard.opened, { scope });
    expect(scope.getState($absent)).toEqual([{ AnstNr: '7', Namn: 'Karin Berg', Typ: 'SJK', Omfattning: 100 }]);
  });
});
