import { checkCoreRange as checkRange, PluginCompatError } from '../contracts/plugin-compat';
import { PluginRegistrationError } from '../plugin/registration-error';

export { satisfiesRange } from '../contracts/plugin-compat';

/**
 * The portal's face of the one core-range rule (contracts/plugin-compat, shared with the server): the same check,
 * reported as a PluginRegistrationError (code 'core-range') naming the plugin, as validatePlugins reports.
 */
export function checkCoreRange(pluginId: string, range: string, coreVersion: string, pluginVersion?: string): void {
  try {
    checkRange({ id: pluginId, version: pluginVersion, core: range }, coreVersion, 'portal');
  } catch (e) {
    if (e instanceof PluginCompatError) throw new PluginRegistrationError(pluginId, 'core-range', e.message);
    throw e;
  }
}
