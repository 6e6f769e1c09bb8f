import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, evaluateAccess, type Access, type Role } from '@lonna/core/contracts';
// the spec's route table is a fixture of core's tests: routes themselves belong to the plugins
import { routeAccess } from '../../../../core/test/fixtures/spec-routes';
import { REPO_ROOT } from '../../src/build-server';
import { accessContext } from '../../src/host/http/register-endpoints';
import { call, DIALECTS, type TestServer } from '../support/test-server';
import { startHarnessServer } from './support/harness-server';
import { emptyRequest, inScopeIds, verdictOf } from './support/requests';
import { HOME_COMPANY, ROLE_LOGINS, RoleSessions } from './support/roles';
import { enableEverything, variantsFor } from './support/switches';

type RouteRow = { name: string; path: string; access: Access };

/** the client's route table: every plugin's route-access table in its contracts, over the spec's (routes no plugin serves yet) */
async function clientRoutes(): Promise<RouteRow[]> {
  return [...(await routeTables()).merged.values()];
}

async function routeTables(): Promise<{ merged: Map<string, RouteRow>; plugins: RouteRow[] }> {
  const rows = new Map<string, RouteRow>();
  const plugins: RouteRow[] = [];
  const add = (table: Record<string, unknown>) => {
    for (const [name, v] of Object.entries(table)) {
      if (v && typeof v === 'object' && 'path' in v && 'access' in v && typeof (v as RouteRow).path === 'string' && !(v as RouteRow).path.startsWith('/api')) {
        rows.set(name, { name, path: (v as RouteRow).path, access: (v as RouteRow).access });
      }
    }
  };
  add(routeAccess);
  const root = join(REPO_ROOT, 'plugins');
  for (const dir of readdirSync(root).sort()) {
    const pkgFile = join(root, dir, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const entry = (JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports?: Record<string, string> }).exports?.['./contracts'];
    if (!entry) continue;
    const mod = (await import(pathToFileURL(join(root, dir, entry)).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(mod)) {
      if (!/Access$/.test(exported) || !value || typeof value !== 'object') continue;
      add(value as Record<string, unknown>);
      for (const [name, v] of Object.entries(value))
        if (v && typeof v === 'object' && 'path' in v && 'access' in v) plugins.push({ name, ...(v as Omit<RouteRow, 'name'>) });
    }
  }
  return { merged: rows, plugins };
}

describe('the plugins own their routes', () => {
  it("a plugin route the spec names has the spec's path and access (the spec's table is a fixture)", async () => {
    const { plugins } = await routeTables();
    const named = plugins.filter((r) => r.name in routeAccess);
    expect(named.map((r) => r.name)).toEqual(expect.arrayContaining(['ApproveTime', 'Attestera', 'AttestlistaPrint']));
    for (const r of named)
      expect({ name: r.name, path: r.path, access: r.access }).toEqual({ name: r.name, ...routeAccess[r.name as keyof typeof routeAccess] });
  });
});

/**
 * The spec's route table (portal-shell-and-session.md §6) as fixtures: who may
 * open the route with every switch on, and which switches close it for everyone.
 */
const SPEC_ROWS: Record<string, { roles: Role[]; closedBy: string[] }> = {
  ApproveTime: { roles: ['PER', 'FTG', 'ADM', 'LIC', 'AVD'], closedBy: ['portal.EnableGodkannaView', 'company.KalUseLonReady'] },
  Attestera: { roles: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU'], closedBy: ['company.KalUseAttest'] },
  AttestlistaPrint: { roles: ['LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'], closedBy: [] },
  ProjektlistaPrint: { roles: ['LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'], closedBy: ['Plus', 'portal.EnableUtskriftProjektlista'] },
  AdminUsers: { roles: ['LIC', 'ADM'], closedBy: [] },
  AdminReminders: { roles: ['LIC', 'ADM'], closedBy: ['Plus'] },
  AdminPortalInfo: { roles: ['LIC', 'ADM', 'FTG'], closedBy: [] },
  LeavePlannerOverview: { roles: ['LIC', 'ADM', 'FTG', 'AVD'], closedBy: ['portal.EnableLeavePlanner', 'userOption HRTIL'] },
  FK3059Assistent: { roles: ['PER', 'AVD'], closedBy: ['portal.AcceptedDebitAccount'] },
  FK3059Anordnare: { roles: ['AVD', 'BRU', 'LSS', 'FTG', 'ADM', 'LIC'], closedBy: ['portal.AcceptedDebitAccount'] },
  PortalFeedAdmin: { roles: [...ROLES], closedBy: ['userOption HRTIL'] },
  Documents: { roles: [...ROLES], closedBy: ['portal.EnableDocumentsView'] },
  NearAccidentsReports: { roles: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'], closedBy: ['licenceOption HRTIL', 'portal.EnableNearAccidentsReports'] },
  AbsenceReports: { roles: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'], closedBy: ['licenceOption HRTIL', 'portal.EnableAbsenceReports'] },
  AbsenceCalendar: { roles: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'], closedBy: ['licenceOption HRTIL', 'portal.EnableFranvarokalender'] },
};

describe.each(DIALECTS)('client route table × server (%s)', (dialect) => {
  let server: TestServer;
  let sessions: RoleSessions;
  let routes: RouteRow[];
  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    sessions = new RoleSessions(server);
    routes = await clientRoutes();
  });
  afterAll(async () => server?.close());

  /** for every role: the client's verdict on the route and the server's on each endpoint serving it */
  async function verdicts(route: RouteRow) {
    const served = server.endpoints.filter((e) => isDeepStrictEqual(e.access, route.access));
    const out: { role: Role; client: boolean; server: string[] }[] = [];
    server.host.directory.invalidate();
    for (const role of ROLES) {
      const ctx = accessContext((await server.host.directory.account(ROLE_LOGINS[role]))!, (await server.host.directory.company(HOME_COMPANY))!);
      const answers: string[] = [];
      for (const d of served) {
        const { url, body } = emptyRequest(d, await inScopeIds(server, role));
        answers.push(
          String(verdictOf(await call(server, d.method, url, { cookie: await sessions.cookie(role), headers: { 'dv-selected-company': HOME_COMPANY }, body }))),
        );
      }
      out.push({ role, client: evaluateAccess(route.access, ctx), server: answers });
    }
    return { served, out };
  }

  it('every route the server serves agrees with the client for every role and every switch the route names', async () => {
    const wrong: string[] = [];
    let served = 0;
    for (const route of routes) {
      for (const variant of variantsFor(route.access)) {
        const undo = await variant.apply(server);
        try {
          const v = await verdicts(route);
          if (v.served.length) served += 1;
          for (const r of v.out)
            for (const got of r.server)
              if (got !== (r.client ? 'allow' : 'deny'))
                wrong.push(`${route.name} [${variant.label}] ${r.role}: client ${r.client ? 'allow' : 'deny'}, server ${got}`);
        } finally {
          await undo();
        }
      }
    }
    console.log(
      `route table (${dialect}): ${routes.length} client routes, ${served} route×switch settings with server endpoints, ${wrong.length} disagreements`,
    );
    expect(wrong).toEqual([]);
  }, 180_000);

  it.each(Object.entries(SPEC_ROWS))(
    'spec row %s: the client and every serving endpoint admit exactly its roles, and its switches close it',
    async (name, row) => {
      const route = routes.find((r) => r.name === name);
      expect(route, `route ${name} is in the client table`).toBeDefined();
      const undoAll = await enableEverything([route!.access]).apply(server);
      try {
        const open = await verdicts(route!);
        expect(
          open.out
            .filter((r) => r.client)
            .map((r) => r.role)
            .sort(),
        ).toEqual([...row.roles].sort());
        for (const r of open.out)
          expect(
            r.server.every((g) => g === (row.roles.includes(r.role) ? 'allow' : 'deny')),
            `${name} ${r.role}: ${r.server}`,
          ).toBe(true);
        for (const label of row.closedBy) {
          const variant = variantsFor(route!.access).find((v) => v.label.startsWith(label) && (v.label.endsWith('flipped') || v.label.endsWith('=false')));
          expect(variant, `${name}: a variant closing ${label}`).toBeDefined();
          const undo = await variant!.apply(server);
          try {
            const closed = await verdicts(route!);
            expect(
              closed.out.filter((r) => r.client).map((r) => r.role),
              `${name} with ${variant!.label}`,
            ).toEqual([]);
            expect(
              closed.out.flatMap((r) => r.server).every((g) => g === 'deny'),
              `${name} with ${variant!.label}: server`,
            ).toBe(true);
          } finally {
            await undo();
          }
        }
      } finally {
        await undoAll();
        server.host.directory.invalidate();
      }
    },
    180_000,
  );
});
