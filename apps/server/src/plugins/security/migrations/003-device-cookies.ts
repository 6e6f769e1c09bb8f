import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that signed in
 * to an account before is a trusted device of that account, and its failures are counted on their own.
 */
export const deviceCookies: ServerMigration<Db> = {
  async up(db) {
    await db.schema
      .alterTable('login_attempts')
      .addColumn('device', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('login_attempts_device_idx').on('login_attempts').columns(['device', 'at']).execute();
    await db.schema
      .createTable('trusted_devices')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('login', 'varchar(50)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trusted_devices_login_idx').on('trusted_devices').columns(['login']).execute();
  },
};
