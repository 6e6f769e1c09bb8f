import { combine, createEffect, sample, type Event, type Store } from 'effector';
import { $locale, $messagesVersion, translate } from '../i18n/runtime';
import type { PortalPlugin } from '../plugin/types';
import { findRoute, type PortalRoute } from './registry';
import { $path } from './router';

/**
 * The browser tab names the page (WCAG 2.4.2): '<route title> – Lönna', the plugin's title when the route has
 * none, the app's name alone where no route matches. RouteDef.title and PluginDef.title are read here.
 */
export function createPageTitle(plugins: readonly PortalPlugin[], $routes: Store<readonly PortalRoute[]>): Store<string> {
  const pluginTitles = new Map(plugins.map((p) => [p.id, p.title]));
  return combine($path, $routes, $locale, $messagesVersion, (path, routes, locale) => {
    const app = translate(locale, 'shell.appName');
    const route = findRoute(routes, path);
    const key = route ? (route.title ?? pluginTitles.get(route.pluginId)) : undefined;
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
