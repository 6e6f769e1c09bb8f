import { validatePlugins } from '../plugin/validate';
import { shellPlugin } from '../shell/shell-plugin';
import { CORE_VERSION } from '../version';
import { assemble, type Portal, type PortalConfig } from './create-portal';

/**
 * Assemble the portal: validate the plugins (clear errors for a duplicate id or an incompatible core range), register
 * their messages, derive routes and drawer from access predicates, and return the Scope and the React root.
 * In a file of its own: the production app uses createLazyPortal, and the sign-in screen then never carries semver.
 */
export function createPortal(config: PortalConfig): Portal {
  validatePlugins([shellPlugin, ...config.plugins], CORE_VERSION);
  return assemble(config, null);
}
