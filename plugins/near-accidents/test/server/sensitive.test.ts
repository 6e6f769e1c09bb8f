import { ROLES, type Role } from '@lonna/core/contracts';
import { DEMO_LOGINS } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportSummary } from '../../src/contracts';
import { DIALECTS, json, pdf, REPORT, startServer, upload } from './support';

const BASE = '/api/hr/nearAccidentsReports';

/**
 * The sensitive rule over every role: a sensitive report is seen by its reporter and the company's handlers
 * (NearAccidentsReportsAdmins) — never by another employee, and not by an administrator who is not a handler. An
 * ordinary report is seen by whoever has the reporter in his role scope.
 */
describe.each(DIALECTS)('who sees a report, over every role, on %s', (dialect) => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let reporter: { login: string; anstNr: string };
  let sensitive: Report;
  let ordinary: Report;

  beforeAll(async () => {
    s = await startServer(dialect);
    // an assistant of department 10 (AVD's department) files both kinds, each with a file
    reporter = await s.addEmployeeAccount('assistent@test.se');
    const me = await s.signIn(reporter.login);
    const make = async (Kanslig: boolean, n: number) => {
      const r = json<Report>(await s.call('POST', BASE, { cookie: me, body: { ...REPORT, Rubrik: Kanslig ? 'Hot från anhörig' : 'Halt golv', Kanslig } }));
      const res = await s.call('POST', `${BASE}/${r.Id}/attachments`, { cookie: me, body: upload(pdf(`s${n}`)) });
      expect(res.statusCode, res.body).toBe(200);
      return json<Report>(res);
    };
    sensitive = await make(true, 1);
    ordinary = await make(false, 2);
  });
  afterAll(() => s.server.close());

  /** what one account can reach of a report: the list, the report, its file, its print */
  async function reach(login: string, r: Report) {
    const cookie = await s.signIn(login);
    const list = await s.call('GET', BASE, { cookie });
    if (list.statusCode === 403) return 'no route';
    const inList = json<ReportSummary[]>(list).some((x) => x.Id === r.Id);
    const one = (await s.call('GET', `${BASE}/${r.Id}`, { cookie })).statusCode;
    const file = (await s.call('GET', `/files/nearAccidentsReports/${r.Id}/${r.BilagaLista[0]!.Id}`, { cookie })).statusCode;
    const newOnes = json<ReportSummary[]>(await s.call('GET', `${BASE}?Status=NEW`, { cookie })).some((x) => x.Id === r.Id);
    const all = [inList, one === 200, file === 200, newOnes];
    expect(new Set(all).size, `${login}: list, report, file and Status=NEW agree`).toBe(1);
    return inList ? 'sees' : 'not';
  }

  // with every switch as seeded (1001: HRTIL, EnableNearAccidentsReports, handlers ["FTG", "ADM"])
  const expected: Record<Role, { sensitive: string; ordinary: string }> = {
    LIC: { sensitive: 'not', ordinary: 'sees' }, // an administrator who is no handler
    ADM: { sensitive: 'sees', ordinary: 'sees' },
    FTG: { sensitive: 'sees', ordinary: 'sees' },
    AVD: { sensitive: 'not', ordinary: 'sees' }, // the reporter's department head, no handler
    LSS: { sensitive: 'no route', ordinary: 'no route' },
    BRU: { sensitive: 'no route', ordinary: 'no route' },
    PER: { sensitive: 'not', ordinary: 'not' }, // another employee
  };

  it.each([...ROLES])('%s', async (role) => {
    expect({ sensitive: await reach(DEMO_LOGINS[role], sensitive), ordinary: await reach(DEMO_LOGINS[role], ordinary) }).toEqual(expected[role]);
  });

  it('the reporter sees both of his own', async () => {
    expect([await reach(reporter.login, sensitive), await reach(reporter.login, ordinary)]).toEqual(['sees', 'sees']);
  });

  it('handlers named by login: an FTG who is not named no longer sees the sensitive report (nor prints)', async () => {
    await s.setSwitch('NearAccidentsReportsAdmins', ['adm@demo.se']);
    try {
      expect(await reach('ftg@demo.se', sensitive)).toBe('not');
      expect(await reach('ftg@demo.se', ordinary)).toBe('sees');
      expect(await reach('adm@demo.se', sensitive)).toBe('sees');
      const ftg = await s.signIn('ftg@demo.se');
      expect((await s.call('GET', `/print/nearAccidentsReport/${ordinary.Id}`, { cookie: ftg })).statusCode).toBe(403);
      expect((await s.call('PUT', `${BASE}/${ordinary.Id}/status`, { cookie: ftg, body: { Status: 'RECEIVED' } })).statusCode).toBe(403);
    } finally {
      await s.setSwitch('NearAccidentsReportsAdmins', ['FTG', 'ADM']);
    }
  });

  it('never another company’s reports: a handler of 1001 choosing 1002 sees none of them', async () => {
    const lic = await s.signIn('lic@demo.se');
    const res = await s.call('GET', `${BASE}/${ordinary.Id}`, { cookie: lic, headers: { 'dv-selected-company': '1002' } });
    // 1002 has neither the HRTIL licence nor the switch: the route is closed there
    expect(res.statusCode).toBe(403);
  });
});
