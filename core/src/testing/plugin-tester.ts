import { fork } from 'effector';
import type { AccessContext } from '../contracts/access';
import type { PortalPlugin } from '../plugin/types';
import { validatePlugins } from '../plugin/validate';
import { createPortalModel, routeAllowed } from '../portal/model';
import { CORE_VERSION } from '../version';

/**
 * Check a plugin against the running core and ask which of its routes a given
 * user would see: `createPluginTester(plugin).visibleRoutes({ role: 'PER', ... })`.
 */
export function createPluginTester(plugin: PortalPlugin) {
  validatePlugins([plugin], CORE_VERSION);
  const model = createPortalModel([plugin]);
  return {
    model,
    scope: () => fork(),
    visibleRoutes: (ctx: AccessContext) => model.allRoutes.filter((r) => routeAllowed(r, ctx)).map((r) => r.name),
    explain: (route: string, ctx: AccessContext) => model.explain(route, ctx),
  };
}

/** An AccessContext with nothing granted; spread what a case needs. */
export function accessContext(over: Partial<AccessContext> = {}): AccessContext {
  return { role: 'PER', plus: false, licenceOptions: [], userOptions: [], portal: {}, company: {}, hasEmployeeNumber: false, ...over };
}
