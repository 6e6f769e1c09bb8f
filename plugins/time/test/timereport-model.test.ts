import { $account, $ftgInfo, $portalInfo, $selectedEmployee, employeeSelected, sendFx } from '@lonna/core';
import { accountFixture, employeeFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '@lonna/core/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { TimeDay, TimeReport } from '../src/contracts';
import { $editor, $fieldError, $report, formChanged, rowAdded, saved, timeReportOpened } from '../src/pages/timereport/model';
import { tidraderUpdated, todayReadFx } from '../src/shared/model';

const day = (Datum: string, Version = 0, rows: TimeDay['Rows'] = []): TimeDay => ({
  Datum,
  Vecka: 47,
  Status: 'OPEN',
  Version,
  Holiday: null,
  Schedule: { ArbSchema: 'DAG', Start: '08:00', Slut: '17:00', Rast: 60, Timmar: 8 },
  Rows: rows,
  Reported: { Hours: rows.reduce((s, r) => s + r.Timmar, 0), Days: 0 },
  ApprovedBy: '',
  ApprovedAt: 0,
  AttestedBy: '',
  AttestedAt: 0,
});
const report = (version: number): TimeReport => ({
  AnstNr: '7',
  From: '2026-11-01',
  To: '2026-11-30',
  Days: [day('2026-11-18', version)],
  Totals: [],
  Reported: { Hours: 0, Days: 0 },
  ScheduledHours: 8,
});

function setup(addReply: () => { status?: number; body?: unknown }) {
  let version = 3;
  const api = fakeApi({
    'GET /api/tidrapport': () => ({ body: report(version) }),
    // like the server: a saved row bumps the day's version
    'POST /api/tidrapport/rader': () => {
      const reply = addReply();
      if (!reply.status) version += 1;
      return reply;
    },
  });
  const scope = fork({
    values: [
      [$account, accountFixture('PER', { AnstNr: '7' })],
      [$ftgInfo, ftgInfoFixture({ UseLSS: false })],
      [$portalInfo, portalInfoFixture({ AllowKlockslag: false, UseMandatoryKlockslag: false })],
    ],
    handlers: [
      [sendFx, api.handler],
      [todayReadFx, () => '2026-11-18'],
    ],
  });
  return {
    scope,
    api,
    bump: () => {
      version += 1;
    },
  };
}

describe('time report model', () => {
  it('loads the user’s own month and checks a row with the server’s rules before sending', async () => {
    const { scope, api } = setup(() => ({ body: day('2026-11-18', 4) }));
    await allSettled(timeReportOpened, { scope });
    expect(api.callsTo('GET /api/tidrapport')[0]!.request.query).toEqual({ AnstNr: '7', From: '2026-11-01', To: '2026-11-30' });
    expect(scope.getState($report)?.Days).toHaveLength(1);

    await allSettled(rowAdded, { scope, params: '2026-11-18' });
    // the first row of a scheduled day starts as the plan (deviation reporting)
    expect(scope.getState($editor)?.form.Timmar).toBe(8);
    await allSettled(formChanged, { scope, params: { Timmar: null } });
    await allSettled(saved, { scope });
    expect(scope.getState($fieldError)).toMatchObject({ field: 'Timmar', rule: 'required' });
    expect(api.callsTo('POST /api/tidrapport/rader')).toHaveLength(0);

    await allSettled(formChanged, { scope, params: { Timmar: 4, Start: '08:00', Slut: '12:00' } });
    await allSettled(saved, { scope });
    expect(scope.getState($fieldError)).toMatchObject({ field: 'Start', rule: 'clockNotAllowed' });

    await allSettled(formChanged, { scope, params: { Start: '', Slut: '' } });
    await allSettled(saved, { scope });
    expect(api.callsTo('POST /api/tidrapport/rader')[0]!.request.body).toMatchObject({
      AnstNr: '7',
      Datum: '2026-11-18',
      DayVersion: 3,
      TidKod: 'ARB',
      Timmar: 4,
    });
    expect(scope.getState($editor)).toBeNull();
    expect(scope.getState($report)!.Days[0]!.Version).toBe(4);
  });

  it('keeps the user’s input on 409, says so and reloads the day', async () => {
    const ctx = setup(() => ({ status: 409, body: { dvCode: 40900, message: 'Någon annan har ändrat dagen.' } }));
    await allSettled(timeReportOpened, { scope: ctx.scope });
    await allSettled(rowAdded, { scope: ctx.scope, params: '2026-11-18' });
    await allSettled(formChanged, { scope: ctx.scope, params: { Timmar: 6, Text: 'Kväll' } });
    ctx.bump();
    await allSettled(saved, { scope: ctx.scope });
    const editor = ctx.scope.getState($editor)!;
    expect(editor.conflict).toBe(true);
    expect(editor.form).toMatchObject({ Timmar: 6, Text: 'Kväll' });
    expect(ctx.api.callsTo('GET /api/tidrapport')).toHaveLength(2);
    expect(ctx.scope.getState($report)!.Days[0]!.Version).toBe(4);
  });
});

describe('a change by someone else while the editor is open', () => {
  it('is not overwritten: the save carries the version the editor opened with and gets 409', async () => {
    const ctx = setup(() => ({ status: 409, body: { dvCode: 40900, message: 'Någon annan har ändrat dagen.' } }));
    await allSettled(timeReportOpened, { scope: ctx.scope });
    await allSettled(rowAdded, { scope: ctx.scope, params: '2026-11-18' });
    await allSettled(formChanged, { scope: ctx.scope, params: { Timmar: 2 } });
    // the push shows the other user's change: the day moves to version 4 under the open editor
    ctx.bump();
    await allSettled(tidraderUpdated, { scope: ctx.scope, params: { resource: 'tidrader', FtgId: '1001', AnstNr: '7', From: '2026-11-18', To: '2026-11-18' } });
    expect(ctx.scope.getState($report)!.Days[0]!.Version).toBe(4);
    await allSettled(saved, { scope: ctx.scope });
    expect(ctx.api.callsTo('POST /api/tidrapport/rader')[0]!.request.body).toMatchObject({ DayVersion: 3 });
    expect(ctx.scope.getState($editor)).toMatchObject({ conflict: true, version: 4, form: { Timmar: 2 } });
  });
});

describe('refreshing on another user’s change', () => {
  it('reloads on a push for the same employee and period, not for another', async () => {
    const { scope, api } = setup(() => ({ body: day('2026-11-18', 4) }));
    await allSettled(timeReportOpened, { scope });
    expect(api.callsTo('GET /api/tidrapport')).toHaveLength(1);
    await allSettled(tidraderUpdated, { scope, params: { resource: 'tidrader', FtgId: '1001', AnstNr: '8', From: '2026-11-18', To: '2026-11-18' } });
    expect(api.callsTo('GET /api/tidrapport')).toHaveLength(1);
    await allSettled(tidraderUpdated, { scope, params: { resource: 'tidrader', FtgId: '1001', AnstNr: '7', From: '2026-12-02', To: '2026-12-02' } });
    expect(api.callsTo('GET /api/tidrapport')).toHaveLength(1);
    await allSettled(tidraderUpdated, { scope, params: { resource: 'tidrader', FtgId: '1001', AnstNr: '7', From: '2026-11-18', To: '2026-11-18' } });
    expect(api.callsTo('GET /api/tidrapport')).toHaveLength(2);
  });
});

describe('switching employee while a reply is on its way', () => {
  it('never lets a slow reply for the previous employee overwrite the current one (the editor takes its version from the right report)', async () => {
    const waiting = new Map<string, () => void>();
    const api = fakeApi({
      'GET /api/tidrapport': (call) => {
        const AnstNr = String(call.request.query?.AnstNr);
        const body: TimeReport = { ...report(AnstNr === '7' ? 11 : 22), AnstNr };
        return new Promise((resolve) => waiting.set(AnstNr, () => resolve({ body })));
      },
    });
    const scope = fork({
      values: [
        [$account, accountFixture('FTG')],
        [$ftgInfo, ftgInfoFixture()],
        [$portalInfo, portalInfoFixture()],
        [$selectedEmployee, employeeFixture('7')],
      ],
      handlers: [
        [sendFx, api.handler],
        [todayReadFx, () => '2026-11-18'],
      ],
    });
    const opening = allSettled(timeReportOpened, { scope });
    await new Promise((r) => setTimeout(r, 0));
    const switching = allSettled(employeeSelected, { scope, params: employeeFixture('8') });
    await new Promise((r) => setTimeout(r, 0));
    expect([...waiting.keys()]).toEqual(['7', '8']);
    waiting.get('8')!();
    waiting.get('7')!();
    await Promise.all([opening, switching]);
    expect(scope.getState($report)).toMatchObject({ AnstNr: '8', Days: [{ Version: 22 }] });
    await allSettled(rowAdded, { scope, params: '2026-11-18' });
    expect(scope.getState($editor)?.version).toBe(22);
  });

  it('computes the hours from start, end and break where the company reports clock times', async () => {
    const { scope } = setup(() => ({ body: day('2026-11-18', 4) }));
    // clock times allowed in this company
    await allSettled($portalInfo, { scope, params: portalInfoFixture({ AllowKlockslag: true, UseMandatoryKlockslag: false }) } as never);
    await allSettled(timeReportOpened, { scope });
    await allSettled(rowAdded, { scope, params: '2026-11-18' });
    // the plan: 08:00–17:00 with a 60 minute break = 8 h
    expect(scope.getState($editor)?.form).toMatchObject({ Start: '08:00', Slut: '17:00', Rast: '60', Timmar: 8 });
    await allSettled(formChanged, { scope, params: { Slut: '16:30' } });
    expect(scope.getState($editor)?.form.Timmar).toBe(7.5);
    await allSettled(formChanged, { scope, params: { Rast: '30' } });
    expect(scope.getState($editor)?.form.Timmar).toBe(8);
  });
});
