import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { TimePunchesReadModel, TimeRowsReadModel } from '@lonna/plugin-time/contracts';

/**
 * The table this plugin owns, and the time plugin's published read model of its clock punches (read only: "in" and
 * "out" are derived from them, never copied). Times are epoch ms, like the host's own tables.
 */
export interface PresenceStatusTable {
  FtgId: string;
  AnstNr: string;
  /** one of STATUSES (src/contracts.ts) */
  Status: string;
  Kommentar: string;
  /** expected return, epoch ms; 0 = none */
  Ater: number;
  /** when the person set it, epoch ms (the server's clock) */
  SetAt: number;
  SetBy: string;
}
export interface PresenceTables {
  presence_status: PresenceStatusTable;
  time_punches: TimePunchesReadModel;
  time_rows: TimeRowsReadModel;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type PresenceDb = PluginDb<PresenceTables>;
export type PresenceCtx = CompanyContext<PresenceDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<PresenceTables>();
