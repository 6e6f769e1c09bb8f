import type { ServerMigration } from '@lonna/core/server';
import type { PayslipsDb } from '../db';

const BALANCE_COLUMNS = [
  'SemBetTot',
  'SemBetUtb',
  'SemObeTot',
  'SemObeUtb',
  'SemSpaTot',
  'SemSpaUtb',
  'SemForTot',
  'SemForUtb',
  'KompSaldo',
  'FlexSaldo',
  'TidbankTim',
] as const;
const MONEY = ['Brutto', 'Skatt', 'Netto', 'TabellSkatt', 'EngangsSkatt', 'ArbAvgiftBel', 'AckBrutto', 'AckSkatt', 'AckNetto'] as const;

/** Imports, payslips, balances, the payroll system's API keys and BankID identifications. A migration that ran is never edited. */
export const initial: ServerMigration<PayslipsDb> = {
  async up(db) {
    await db.schema
      .createTable('payslips_imports')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('At', 'bigint', (c) => c.notNull())
      .addColumn('By', 'varchar(254)', (c) => c.notNull())
      .addColumn('Kalla', 'varchar(10)', (c) => c.notNull())
      .addColumn('Payslips', 'integer', (c) => c.notNull())
      .addColumn('Balances', 'integer', (c) => c.notNull())
      .addColumn('Replaced', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payslips_imports_company').on('payslips_imports').columns(['FtgId', 'At']).execute();

    let payslips = db.schema
      .createTable('payslips_payslips')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('PeriodId', 'varchar(40)', (c) => c.notNull())
      .addColumn('PeriodText', 'varchar(100)', (c) => c.notNull())
      .addColumn('BetalDatum', 'varchar(10)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(120)', (c) => c.notNull())
      .addColumn('SkatteTabell', 'varchar(10)', (c) => c.notNull())
      .addColumn('SkatteKolumn', 'varchar(10)', (c) => c.notNull());
    for (const m of MONEY) payslips = payslips.addColumn(m, 'double precision', (c) => c.notNull());
    await payslips
      .addColumn('Lines', 'text', (c) => c.notNull())
      .addColumn('Pdf', 'text', (c) => c.notNull())
      .addColumn('ImportId', 'varchar(40)', (c) => c.notNull())
      .addColumn('Notified', 'integer', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('payslips_payslips_period', ['FtgId', 'AnstNr', 'PeriodId'])
      .execute();
    await db.schema.createIndex('payslips_payslips_employee').on('payslips_payslips').columns(['FtgId', 'AnstNr', 'BetalDatum']).execute();
    await db.schema.createIndex('payslips_payslips_notify').on('payslips_payslips').columns(['Notified', 'BetalDatum']).execute();

    let balances = db.schema
      .createTable('payslips_balances')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('AnstNr', 'varchar(20)', (c) => c.notNull())
      .addColumn('Datum', 'varchar(10)', (c) => c.notNull());
    for (const b of BALANCE_COLUMNS) balances = balances.addColumn(b, 'double precision');
    await balances
      .addColumn('ImportId', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('payslips_balances_pk', ['FtgId', 'AnstNr', 'Datum'])
      .execute();

    await db.schema
      .createTable('payslips_keys')
      .addColumn('Id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Namn', 'varchar(60)', (c) => c.notNull())
      .addColumn('Prefix', 'varchar(20)', (c) => c.notNull())
      .addColumn('Hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .addColumn('CreatedBy', 'varchar(254)', (c) => c.notNull())
      .addColumn('LastUsedAt', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('payslips_identify_orders')
      .addColumn('OrderRef', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Login', 'varchar(254)', (c) => c.notNull())
      .addColumn('CreatedAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('payslips_identified')
      .addColumn('Login', 'varchar(254)', (c) => c.primaryKey())
      .addColumn('At', 'bigint', (c) => c.notNull())
      .execute();
  },
};
