import type { ServerMigration } from '@lonna/core/server';
import type { LeaveDb } from '../db';

/**
 * A plan's wishes by the plan (issue 22): the planner and the plans' counts read them by PlanId, which no index
 * started with — each read went through every application of the company.
 */
export const planIndex: ServerMigration<LeaveDb> = {
  async up(db) {
    await db.schema.createIndex('leave_applications_plan').on('leave_applications').columns(['FtgId', 'PlanId', 'Status']).execute();
  },
};
