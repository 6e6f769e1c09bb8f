import semver from 'semver';
import { PluginRegistrationError } from '../plugin/registration-error';

/**
 * The one core-range check, used by the portal (validatePlugins) and the server host alike: npm's own
 * semver reads every range an author may write ('>=1.0.0 <2.0.0', '^1 || ^2', '1.x'), so the two halves
 * can never disagree on what a range means. Pre-releases of core count as their release (1.1.0-rc.1 is 1.1.0).
 */
export function satisfiesRange(version: string, range: string): boolean {
  return semver.satisfies(version, range, { includePrerelease: true });
}

/** Throws a PluginRegistrationError (code 'core-range') naming the plugin when `coreVersion` is outside its `range`. */
export function checkCoreRange(pluginId: string, range: string, coreVersion: string, pluginVersion?: string): void {
  if (semver.validRange(range) === null) {
    throw new PluginRegistrationError(pluginId, 'core-range', `Plugin "${pluginId}" declares core range "${range}", which is not a semver range.`);
  }
  if (!satisfiesRange(coreVersion, range)) {
    const who = pluginVersion ? `Plugin "${pluginId}" ${pluginVersion}` : `Plugin "${pluginId}"`;
    throw new PluginRegistrationError(pluginId, 'core-range', `${who} needs @lonna/core ${range}, but this portal runs core ${coreVersion}.`);
  }
}
