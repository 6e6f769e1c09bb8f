import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';

/**
 * This plugin administers the host's own tables (portal_switches, and in the next slices accounts): it has none of
 * its own yet. The host's tables come typed from @lonna/core/server.
 */
export type AdminTables = Record<never, never>;

export type AdminDb = PluginDb<AdminTables>;
export type AdminCtx = CompanyContext<AdminDb>;
export const handle = handlerFor<AdminTables>();
