import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { sendFx } from '../api/request';
import { freshListCaches } from '../cache/cached-list';
import { addMessages, loadLocaleFx, localeChanged } from '../i18n/runtime';
import type { Locale, PortalPlugin } from '../plugin/types';
import { PortalContext } from '../portal/context';
import { registerCoreMessages } from '../portal/core-messages';
import { useScopedLocation } from '../portal/location-hook';
import { createPortalModel } from '../portal/model';
import { locationChanged } from '../portal/router';
import { shellPlugin } from '../shell/shell-plugin';
import { UnsavedChangesProvider } from '../ui/form/unsaved-changes';
import type { fakeApi } from './fake-api';

export interface RenderPageOptions {
  /** the plugin the page belongs to: its messages load, its routes are the portal's */
  plugin: PortalPlugin;
  /** the route whose page (its lazy entry, as the portal loads it) is rendered */
  route: string;
  /** the server behind sendFx */
  api: ReturnType<typeof fakeApi>;
  /** the store values of the signed-in session (fixtures), as for fork */
  values?: readonly (readonly [unknown, unknown])[];
  /** more fork handlers (a fixed clock: `[todayReadFx, () => '2026-11-18']`) */
  handlers?: readonly (readonly [unknown, unknown])[];
  /** the browser's path; default the route's own path */
  path?: string;
  locale?: Locale;
}

export interface RenderedPage {
  scope: Scope;
  container: HTMLElement;
  /** wait until every effect the page started has settled (replies, timers of the fake API) */
  settled: () => Promise<void>;
  unmount: () => void;
}

/**
 * Render one plugin page as the portal would: its own Scope over the fake API, the plugin's and core's messages,
 * the scoped router at `path`, the portal model and the shell's providers; a page made by definePage opens its
 * data on mount and closes it on unmount. Plugin tests need nothing from apps/. Query the DOM with
 * @testing-library's `screen` (happy-dom or jsdom environment).
 */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage> {
  const route = options.plugin.routes?.find((r) => r.name === options.route);
  if (!route) throw new Error(`renderPage: plugin "${options.plugin.id}" has no route "${options.route}"`);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  registerCoreMessages();
  const locale = options.locale ?? 'sv';
  if (options.plugin.messages) addMessages(options.plugin.id, locale, (await options.plugin.messages[locale]()).default);
  const Page = (await route.page()).default;

  const model = createPortalModel([shellPlugin, options.plugin]);
  const scope = fork({
    values: [...freshListCaches(), ...(options.values ?? [])] as never,
    handlers: [[sendFx, options.api.handler], [loadLocaleFx, async () => undefined], ...(options.handlers ?? [])] as never,
  });
  await allSettled(localeChanged, { scope, params: locale });
  const path = options.path ?? route.path;
  if (typeof window !== 'undefined') window.history.replaceState(null, '', path);
  await allSettled(locationChanged, { scope, params: path });

  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | null = null;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <Provider value={scope}>
        <PortalContext.Provider value={model}>
          <Router hook={useScopedLocation}>
            <UnsavedChangesProvider>
              <Suspense fallback={null}>
                <Page />
              </Suspense>
            </UnsavedChangesProvider>
          </Router>
        </PortalContext.Provider>
      </Provider>,
    );
  });
  const settled = async () => {
    await act(async () => {
      await allSettled(scope);
    });
  };
  await settled();
  return {
    scope,
    container,
    settled,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
