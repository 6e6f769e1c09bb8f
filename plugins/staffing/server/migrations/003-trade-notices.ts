import type { ServerMigration } from '@lonna/core/server';
import type { StaffingDb } from '../db';

/**
 * How each person of a trade wants to hear of its steps (his shift-swap option, sent with his own step): the offerer's
 * on the trade, each interested colleague's on his interest. 'MAIL' for the rows of before. Never edited once run.
 */
export const tradeNotices: ServerMigration<StaffingDb> = {
  async up(db) {
    await db.schema
      .alterTable('staffing_trades')
      .addColumn('Avisering', 'varchar(4)', (c) => c.notNull().defaultTo('MAIL'))
      .execute();
    await db.schema
      .alterTable('staffing_trade_interests')
      .addColumn('Avisering', 'varchar(4)', (c) => c.notNull().defaultTo('MAIL'))
      .execute();
  },
};
