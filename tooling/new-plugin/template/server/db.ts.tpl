import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';

/**
 * The tables this plugin owns (the host's — companies, employees, code lists — come typed from @lonna/core/server;
 * never redeclare them). Times are epoch ms, like the host's own tables.
 */
export interface __Name__EntriesTable {
  Id: string;
  FtgId: string;
  Rubrik: string;
  Datum: string;
  CreatedBy: string;
  CreatedAt: number;
}
export interface __Name__Tables {
  __table___entries: __Name__EntriesTable;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type __Name__Db = PluginDb<__Name__Tables>;
export type __Name__Ctx = CompanyContext<__Name__Db>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<__Name__Tables>();
