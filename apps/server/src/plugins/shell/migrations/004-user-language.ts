import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

/** The user's language is one of their saved settings (issue 13: chosen in settings and the user menu, not only at sign-in). */
export const userLanguage: ServerMigration<Db> = {
  async up(db) {
    await db.schema
      .alterTable('user_app_settings')
      .addColumn('Language', 'varchar(2)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
