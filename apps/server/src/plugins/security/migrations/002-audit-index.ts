import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

/** Rate limits count recent audit events per address (BankID starts, reset requests): keep that a range scan. */
export const auditIndex: ServerMigration<Db> = {
  async up(db) {
    await db.schema.createIndex('audit_log_event_ip_at').on('audit_log').columns(['event', 'ip', 'at']).execute();
  },
};
