import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { TimeDaysReadModel } from '@lonna/plugin-time/contracts';

/**
 * The admin plugin administers the host's own tables (portal_switches, accounts, audit_events) and keeps its
 * reminders; it reads the time plugin's published day states for the reminders' triggers.
 */
export interface AdminTables {
  admin_reminders: {
    Id: string;
    FtgId: string;
    Namn: string;
    Trigger: string;
    DaysBefore: number;
    DayOfMonth: number;
    Klockslag: string;
    Method: string;
    /** JSON arrays */
    TargetRoles: string;
    TargetLogins: string;
    Message: string;
    Active: number;
    LastSentDate: string;
    CreatedBy: string;
  };
  admin_reminder_sends: {
    Id: string;
    FtgId: string;
    ReminderId: string;
    Namn: string;
    At: number;
    Login: string;
    To: string;
    Method: string;
    Status: string;
  };
  /** the time plugin's published read model (read only) */
  time_days: TimeDaysReadModel;
}

export type AdminDb = PluginDb<AdminTables>;
export type AdminCtx = CompanyContext<AdminDb>;
export const handle = handlerFor<AdminTables>();
