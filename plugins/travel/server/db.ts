import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';

/**
 * The tables this plugin owns (the host's — companies, employees, code lists — come typed from @lonna/core/server;
 * never redeclare them). Times are epoch ms, like the host's own tables.
 */
// biome-ignore lint/complexity/noBannedTypes: slice 1 owns no table yet
export type TravelTables = {};

/** the database as this plugin's handlers see it: the host's tables and its own */
export type TravelDb = PluginDb<TravelTables>;
export type TravelCtx = CompanyContext<TravelDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<TravelTables>();
/** the host's upload kind for receipts (PNG, JPEG, PDF), shared with compensations: a scanned receipt is one file */
export const RECEIPT_KIND = 'receipt';
