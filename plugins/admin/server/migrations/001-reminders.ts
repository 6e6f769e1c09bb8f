import type { ServerMigration } from '@lonna/core/server';
import type { AdminDb } from '../db';

/** Reminders per company and what they sent (the history the page shows and the once-a-day guard). */
export const reminders: ServerMigration<AdminDb> = {
  async up(db) {
    await db.schema
      .createTable('admin_reminders')
      .addColumn('Id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(100)', (c) => c.notNull())
      .addColumn('Trigger', 'varchar(20)', (c) => c.notNull())
      .addColumn('DaysBefore', 'integer', (c) => c.notNull())
      .addColumn('DayOfMonth', 'integer', (c) => c.notNull())
      .addColumn('Klockslag', 'varchar(5)', (c) => c.notNull())
      .addColumn('Method', 'varchar(4)', (c) => c.notNull())
      .addColumn('TargetRoles', 'varchar(100)', (c) => c.notNull())
      .addColumn('TargetLogins', 'text', (c) => c.notNull())
      .addColumn('Message', 'varchar(500)', (c) => c.notNull())
      .addColumn('Active', 'integer', (c) => c.notNull())
      // the Swedish day it last sent: claiming the day with a conditional update is what makes it once
      .addColumn('LastSentDate', 'varchar(10)', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(50)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('admin_reminders_ftg').on('admin_reminders').column('FtgId').execute();
    await db.schema
      .createTable('admin_reminder_sends')
      .addColumn('Id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('ReminderId', 'varchar(36)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(100)', (c) => c.notNull())
      .addColumn('At', 'bigint', (c) => c.notNull())
      .addColumn('Login', 'varchar(50)', (c) => c.notNull())
      .addColumn('To', 'varchar(200)', (c) => c.notNull())
      .addColumn('Method', 'varchar(4)', (c) => c.notNull())
      .addColumn('Status', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('admin_reminder_sends_ftg').on('admin_reminder_sends').columns(['FtgId', 'At']).execute();
  },
};
