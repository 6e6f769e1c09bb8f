import { render } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { Router } from 'wouter';
import { sendFx } from '../../src/api/request';
import { freshListCaches } from '../../src/cache/cached-list';
import { addMessages } from '../../src/i18n/runtime';
import { definePlugin } from '../../src/plugin';
import type { PortalPlugin } from '../../src/plugin/types';
import { createPortalModel, locationChanged, PortalContext, useScopedLocation } from '../../src/portal';
import { AppRoot } from '../../src/shell/app-root';
import sv from '../../src/shell/i18n/sv';
import { shellPlugin } from '../../src/shell/shell-plugin';
import type { fakeApi } from '../../src/testing';
import { useUnsavedChangesGuard } from '../../src/ui';

addMessages('shell', 'sv', sv);
addMessages('test', 'sv', {
  groups: { home: 'Översikt', time: 'Tid' },
  nav: { dashboard: 'Översikt', attest: 'Attestera' },
  hello: 'Välkommen till översikten',
});

function Dashboard() {
  return <h1>Välkommen till översikten</h1>;
}
function DirtyForm() {
  useUnsavedChangesGuard(true);
  return <h1>Ett formulär med ändringar</h1>;
}

/** a stand-in for the dashboard plugin (core's tests do not depend on plugin packages) */
export const testPlugin = definePlugin({
  id: 'test',
  version: '1.0.0',
  core: '^1.0.0',
  title: 'test.nav.dashboard',
  routes: [
    { name: 'Dashboard', path: '/dashboard', access: { companySelected: true }, page: async () => ({ default: Dashboard }) },
    { name: 'TestForm', path: '/form', access: { companySelected: true }, page: async () => ({ default: DirtyForm }) },
    {
      name: 'Attestera',
      path: '/attest',
      access: { all: [{ notRoles: ['PER'] }, { company: 'KalUseAttest' }] },
      page: async () => ({ default: () => <h1>Attest</h1> }),
    },
  ],
  drawerGroups: [
    { id: 'home', label: 'test.groups.home', order: 0 },
    { id: 'time', label: 'test.groups.time', order: 20 },
  ],
  drawer: [
    { route: 'Dashboard', label: 'test.nav.dashboard', group: 'home' },
    { route: 'Attestera', label: 'test.nav.attest', group: 'time' },
  ],
});

/** The portal's Root over a fake server, in a fresh Scope, at `path`. */
export async function renderPortal(api: ReturnType<typeof fakeApi>, path: string, plugins: PortalPlugin[] = [testPlugin]): Promise<{ scope: Scope }> {
  const model = createPortalModel([shellPlugin, ...plugins]);
  const scope = fork({ handlers: [[sendFx, api.handler]], values: freshListCaches() as never });
  // appStarted reads the browser's location (watchLocationFx), so the test starts the browser there
  window.history.replaceState(null, '', path);
  await allSettled(locationChanged, { scope, params: path });
  render(
    <Provider value={scope}>
      <PortalContext.Provider value={model}>
        <Router hook={useScopedLocation}>
          <AppRoot />
        </Router>
      </PortalContext.Provider>
    </Provider>,
  );
  return { scope };
}
