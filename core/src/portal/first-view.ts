import { allSettled, type Scope } from 'effector';
import { $locale } from '../i18n/runtime';
import { $authenticated } from '../session/state';
import { loadDateFnsLocaleFx } from '../ui/date-locale';
import type { PortalModel } from './model';
import { $path, locationChanged, matchPath } from './router';

/**
 * The server's first view of a page (issue 22, the dashboard's largest paint): run the portal's start in the request's
 * Scope (the session, the company, the plugins the company uses), go to `path`, and let the page load what its first
 * screen shows (`PageModule.firstView`). True when the page has a first view and the Scope now holds it; false when
 * the page has none, the session is gone or the user may not open the page — the server then sends the splash.
 */
export async function prepareFirstView(scope: Scope, model: PortalModel, start: () => Promise<void>, path: string, now: Date): Promise<boolean> {
  await start();
  await allSettled(locationChanged, { scope, params: path });
  if (!scope.getState($authenticated)) return false;
  const here = scope.getState($path);
  const route = scope.getState(model.$routes).find((r) => !r.standalone && matchPath(r.path, here));
  if (!route) return false;
  const page = await route.page();
  if (!page.firstView) return false;
  await page.firstView({ scope, model, now });
  // month and weekday names in the view's language: the browser loads them when the language is chosen (an effect
  // the server's render never runs), so the server loads them here; without it an English view showed Swedish dates
  await allSettled(loadDateFnsLocaleFx, { scope, params: scope.getState($locale) });
  return true;
}
