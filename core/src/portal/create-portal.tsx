import { allSettled, createEffect, fork, sample, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { $locale, loadLocaleFx, registerMessages } from '../i18n/runtime';
import { registerCoreMessages } from './core-messages';
import type { Locale, PortalPlugin } from '../plugin/types';
import { watchConnectivityFx } from '../api/network-state';
import { $favouriteCompanies } from '../company/model';
import { appStarted, loginSubmitted } from '../session/model';
import { $authenticated } from '../session/state';
import { inactivityAcknowledgedMutation, inactivityLogoutMutation } from '../session/inactivity';
import { languageChosen } from '../shell/language-picker/model';
import { $tab } from '../shell/sign-in/model';
import { $theme } from '../theme/model';
import { AppRoot } from '../shell/app-root';
import { $forgotPasswordUrl } from '../shell/sign-in/model';
import { shellPlugin } from '../shell/shell-plugin';
import { CORE_VERSION } from '../version';
import { PortalContext } from './context';
import { sendFx, type ApiResponse, type SendParams } from '../api/request';
import { uncachedLists } from '../cache/cached-list';
import { useScopedLocation } from './location-hook';
import { isChunkLoadFailure } from './lazy-page';
import { createPortalModel, type PortalModel } from './model';
import { watchLocationFx } from './router';
import { watchClientErrorsFx } from './error-logger';
import { $legacyPortalUrl } from '../shell/drawer/legacy-portal';
// the app's push token goes to the server after sign-in (spec §7)
import '../push/device-token';
import { $storeLinks, watchInstallPromptFx, type StoreLinks } from '../shell/install-app/model';

export interface PortalConfig {
  /** plugins the portal starts with (the sign-in screen's JavaScript carries them: keep it to what it needs) */
  plugins: readonly PortalPlugin[];

  /** the external reset form behind "Forgot your password?" */
  forgotPasswordUrl?: string;
  /** the mobile apps' store pages (sign-in screen badges); a null link hides its badge */
  storeLinks?: Partial<StoreLinks>;
  /** the earlier portal the drawer links to until LEGACY_PORTAL_UNTIL (spec §9); none by default */
  legacyPortalUrl?: string;
}

export interface Portal {
  scope: Scope;
  Root: ComponentType;
  /** fires appStarted in the portal's Scope: session check, storage, location, each plugin's `started` */
  started: () => Promise<void>;
  model: PortalModel;
  /** the start-up models (see startupUnits) */
  units: typeof startupUnits;
  /**
   * Another Scope of the same portal, its API answered by `send` instead of fetch: the server renders each request's
   * first view in a Scope of its own (apps/portal/src/first-view.tsx). The plugins and the model are made once.
   */
  fork: (send: (params: SendParams) => Promise<ApiResponse>, locale?: Locale) => Pick<Portal, 'scope' | 'Root' | 'started'>;
}

// the browser's location and connectivity join the Scope once the app starts
sample({ clock: appStarted, target: [watchLocationFx, watchConnectivityFx, watchClientErrorsFx, watchInstallPromptFx] });

/**
 * Models that do start-up work on appStarted (theme, language, favourites, the
 * last sign-in tab). Their views live in lazy chunks, so the portal holds them
 * here: that keeps them — and their appStarted wiring — in the first chunk.
 */
const startupUnits = {
  $theme,
  $favouriteCompanies,
  $signInTab: $tab,
  languageChosen,
  // the idle sign-out's server marker: a reload shows the inactivity screen again (session/inactivity.ts)
  inactivityLogout: inactivityLogoutMutation,
  inactivityAcknowledged: inactivityAcknowledgedMutation,
};

export interface LazyPortalConfig extends PortalConfig {
  /**
   * the installed plugins (apps/portal/src/plugins.ts) as a dynamic import: loaded once the user has signed in, so
   * the sign-in screen downloads neither their registries nor the validation's semver (issue 22). The signed-in
   * shell waits for them; every plugin, `plugins` too, is validated then (a broken list is a console error).
   */
  lazyPlugins: () => Promise<readonly PortalPlugin[]>;
}

/** createPortal for the production app: the installed plugins come after sign-in (see LazyPortalConfig). */
export function createLazyPortal(config: LazyPortalConfig): Portal {
  return assemble(config, config.lazyPlugins);
}

/**
 * Assemble the portal (createPortal validates first): register the plugins' messages, derive routes and drawer from
 * access predicates, and return the Scope and the React root.
 */
export function assemble(config: PortalConfig, lazyPlugins: LazyPortalConfig['lazyPlugins'] | null): Portal {
  const plugins = [shellPlugin, ...config.plugins];
  registerCoreMessages();
  for (const p of config.plugins) if (p.messages) registerMessages(p.id, p.messages);

  const model = createPortalModel(plugins, { pending: lazyPlugins !== null });
  if (lazyPlugins) loadAfterSignIn(model, plugins, lazyPlugins);
  const values: unknown[] = [
    ...(config.forgotPasswordUrl ? [[$forgotPasswordUrl, config.forgotPasswordUrl] as const] : []),
    ...(config.legacyPortalUrl ? [[$legacyPortalUrl, config.legacyPortalUrl] as const] : []),
    ...(config.storeLinks ? [[$storeLinks, { ...$storeLinks.defaultState, ...config.storeLinks }] as const] : []),
  ];

  function rootOf(scope: Scope): ComponentType {
    return function Root() {
      return (
        <Provider value={scope}>
          <PortalContext.Provider value={model}>
            <Router hook={useScopedLocation}>
              <AppRoot />
            </Router>
          </PortalContext.Provider>
        </Provider>
      );
    };
  }
  function scoped(scope: Scope): Pick<Portal, 'scope' | 'Root' | 'started'> {
    return {
      scope,
      Root: rootOf(scope),
      started: async () => {
        await allSettled(appStarted, { scope });
      },
    };
  }

  return {
    ...scoped(fork({ values: values as never })),
    model,
    units: startupUnits,
    // the device's language until the session's saved one arrives, as in the browser (shell/language-picker)
    // and no list kept between requests: each request's Scope asks the server itself (cache/cached-list.ts)
    fork: (send, locale) =>
      scoped(fork({ values: [...values, ...uncachedLists(), ...(locale ? [[$locale, locale]] : [])] as never, handlers: [[sendFx, send]] as never })),
  };
}

/** the installed plugins' registries, fetched on the first sign-in of the page's life (once: the import is cached) */
function loadAfterSignIn(model: PortalModel, first: readonly PortalPlugin[], load: () => Promise<readonly PortalPlugin[]>): void {
  const loadPluginsFx = createEffect(async () => {
    const [more, { validatePlugins: validate }] = await Promise.all([load(), import('../plugin/validate')]);
    validate([...first, ...more], CORE_VERSION);
    for (const p of more) if (p.messages) registerMessages(p.id, p.messages);
    return more;
  });
  // from the moment the user submits the sign-in form (the download overlaps the server's password check), or a
  // session already there; loading twice is harmless (the import is cached, added plugins are not added again)
  sample({ clock: loginSubmitted, filter: loadPluginsFx.pending.map((p) => !p), target: loadPluginsFx });
  sample({ clock: $authenticated, filter: (signedIn) => signedIn, target: loadPluginsFx });
  sample({ clock: loadPluginsFx.doneData, target: model.pluginsAdded });
  // their messages in the language on screen
  sample({ clock: loadPluginsFx.done, source: $locale, target: loadLocaleFx });
  // a plugin list that does not validate is a broken build: say so (offline, the next sign-in tries again)
  sample({
    clock: loadPluginsFx.failData,
    filter: (e) => !isChunkLoadFailure(e),
    target: createEffect((e: Error) => console.error('The installed plugins could not be loaded:', e)),
  });
}
