import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

/**
 * An LSS coordinator's responsibility list: the care recipients (Brukare) of a company an account answers for.
 * The role data scope (http/data-scope.ts) gives LSS the employees assigned to these care recipients.
 */
export const careResponsibilities: ServerMigration<Db> = {
  async up(db) {
    await db.schema
      .createTable('care_responsibilities')
      .addColumn('Login', 'varchar(50)', (c) => c.notNull())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Brukare', 'varchar(20)', (c) => c.notNull())
      .addPrimaryKeyConstraint('care_responsibilities_pk', ['Login', 'FtgId', 'Brukare'])
      .execute();
  },
};
