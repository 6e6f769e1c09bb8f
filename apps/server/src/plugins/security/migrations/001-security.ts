import type { ServerMigration } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

/** Shared state of sign-in security, so several server instances behind a load balancer agree (see tables.ts). */
export const securityTables: ServerMigration<Db> = {
  async up(db, { dialect }) {
    const s = db.schema;
    await s
      .createTable('bankid_orders')
      .addColumn('order_ref', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('binding', 'varchar(64)', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('tokens_spent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('bankid_orders_binding').on('bankid_orders').column('binding').execute();
    await s
      .createTable('bankid_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('order_ref', 'varchar(64)', (c) => c.notNull().references('bankid_orders.order_ref').onDelete('cascade'))
      .addColumn('login', 'varchar(50)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('bankid_tokens_order').on('bankid_tokens').column('order_ref').execute();

    await s
      .createTable('sms_attempts')
      .addColumn('attempt_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('subject', 'varchar(128)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .execute();
    await s.createIndex('sms_attempts_subject').on('sms_attempts').columns(['subject', 'state']).execute();
    let sends = s.createTable('sms_sends');
    sends =
      dialect === 'postgres' ? sends.addColumn('id', 'serial', (c) => c.primaryKey()) : sends.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    await sends
      .addColumn('send_key', 'varchar(160)', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('sms_sends_key').on('sms_sends').columns(['send_key', 'at']).execute();
    await s
      .createTable('sms_proofs')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('subject', 'varchar(128)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('password_resets')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('login', 'varchar(50)', (c) => c.notNull().references('accounts.Login').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
    await s.createIndex('password_resets_login').on('password_resets').column('login').execute();

    await s
      .createTable('account_contacts')
      .addColumn('Login', 'varchar(50)', (c) => c.primaryKey().references('accounts.Login').onDelete('cascade'))
      .addColumn('Mobile', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('Email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
