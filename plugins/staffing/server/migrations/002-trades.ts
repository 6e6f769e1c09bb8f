import type { ServerMigration } from '@lonna/core/server';
import type { StaffingDb } from '../db';

/** Shift trade (PassbyteTyp): a trade per offered pass, and the colleagues who showed interest. Never edited once run. */
export const trades: ServerMigration<StaffingDb> = {
  async up(db) {
    await db.schema
      .createTable('staffing_trades')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Id', 'varchar(40)', (c) => c.notNull())
      .addColumn('PassId', 'varchar(40)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Typ', 'varchar(1)', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .addColumn('Tagare', 'varchar(20)', (c) => c.notNull())
      .addColumn('BeslutadAv', 'varchar(100)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('UpdatedAt', 'bigint', (c) => c.notNull())
      .addColumn('Version', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('staffing_trades_pk', ['FtgId', 'Id'])
      .execute();
    await db.schema.createIndex('staffing_trades_pass').on('staffing_trades').columns(['FtgId', 'PassId']).execute();
    await db.schema
      .createTable('staffing_trade_interests')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('TradeId', 'varchar(40)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('At', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('staffing_trade_interests_pk', ['FtgId', 'TradeId', 'AnstNr'])
      .execute();
  },
};
