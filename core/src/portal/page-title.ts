import { combine, createEffect, sample, type Event, type Store } from 'effector';
import { $locale, $messagesVersion, translate } from '../i18n/runtime';
import { findRoute, type PortalRoute } from './registry';
import { $path } from './router';

/**
 * The browser tab names the page (WCAG 2.4.2): '<route title> – Lönna', the plugin's title when the route has
 * none, the app's name alone where no route matches. RouteDef.title and PluginDef.title are read here.
 */
export function createPageTitle(pluginTitle: (pluginId: string) => string | undefined, $routes: Store<readonly PortalRoute[]>): Store<string> {
  return combine($path, $routes, $locale, $messagesVersion, (path, routes, locale) => {
    const app = translate(locale, 'shell.appName');
    const route = findRoute(routes, path);
    const key = route ? (route.title ?? pluginTitle(route.pluginId)) : undefined;
    return key ? `${translate(locale, key)} – ${app}` : app;
  });
}

export const documentTitleSetFx = createEffect((title: string) => {
  if (typeof document !== 'undefined') document.title = title;
});

/** set on start and on every change (tests replace the effect) */
export function watchPageTitle($title: Store<string>, started: Event<void>): void {
  sample({ clock: [$title.updates, started], source: $title, target: documentTitleSetFx });
}
