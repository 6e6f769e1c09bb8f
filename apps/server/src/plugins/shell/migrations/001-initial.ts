import type { CreateTableBuilder } from 'kysely';
import type { ServerMigration, SqlDialect } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';

// Booleans are integer 0/1 on both dialects; times are bigint epoch ms.
const flag = <T extends string>(t: CreateTableBuilder<T, any>, name: string) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));
const text = <T extends string>(t: CreateTableBuilder<T, any>, name: string) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
const autoId = <T extends string>(t: CreateTableBuilder<T, any>, dialect: SqlDialect) =>
  dialect === 'postgres' ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

const N = [1, 2, 3, 4, 5, 6];

export const initial: ServerMigration<Db> = {
  async up(db, { dialect }) {
    const s = db.schema;

    // companies: FtgInfo fields + licence flags
    let companies = s.createTable('companies').addColumn('FtgId', 'varchar(20)', (c) => c.primaryKey());
    for (const c of ['Namn', 'Orgnr', 'FtgKey', 'PictureId']) companies = text(companies, c);
    for (const c of [
      'Archived',
      'requireSMSVerification',
      'Momspliktig',
      'UseLSS',
      'UsePerSchema',
      'UseFKSignering',
      'KalUseLonReady',
      'KalUseAttest',
      ...N.map((n) => `OpenResEnhet${n}`),
      ...N.map((n) => `RegResEnh${n}`),
      ...N.map((n) => `RegisterResEnh${n}`),
      'Plus',
      'HasWebLon',
      'HasWebLonPlus',
      'EnforceBankIDAuth',
    ])
      companies = flag(companies, c);
    companies = companies.addColumn('BrukareNamnTyp', 'varchar(16)', (c) => c.notNull().defaultTo('BRUKARE'));
    for (const n of N) companies = text(companies, `ResEnhet${n}Namn`);
    await companies.execute();

    await s
      .createTable('company_licence_options')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull().references('companies.FtgId').onDelete('cascade'))
      .addColumn('Option', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('company_licence_options_pk', ['FtgId', 'Option'])
      .execute();

    await s
      .createTable('portal_switches')
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull().references('companies.FtgId').onDelete('cascade'))
      .addColumn('Name', 'varchar(64)', (c) => c.notNull())
      .addColumn('Value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('portal_switches_pk', ['FtgId', 'Name'])
      .execute();

    let accounts = s.createTable('accounts').addColumn('Login', 'varchar(50)', (c) => c.primaryKey());
    for (const c of ['Namn', 'Signatur', 'PersNr', 'FtgId', 'AnstNr', 'Brukare', 'AccessOption', 'PasswordHash']) accounts = text(accounts, c);
    accounts = accounts.addColumn('Roll', 'varchar(3)', (c) => c.notNull()).addColumn('LoginTyp', 'varchar(1)', (c) => c.notNull().defaultTo('A'));
    accounts = flag(accounts, 'Disabled').addColumn('CreatedAt', 'bigint', (c) => c.notNull());
    await accounts.execute();

    await s
      .createTable('account_companies')
      .addColumn('Login', 'varchar(50)', (c) => c.notNull().references('accounts.Login').onDelete('cascade'))
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull().references('companies.FtgId').onDelete('cascade'))
      .addPrimaryKeyConstraint('account_companies_pk', ['Login', 'FtgId'])
      .execute();
    await s
      .createTable('account_options')
      .addColumn('Login', 'varchar(50)', (c) => c.notNull().references('accounts.Login').onDelete('cascade'))
      .addColumn('Option', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('account_options_pk', ['Login', 'Option'])
      .execute();
    await s
      .createTable('account_departments')
      .addColumn('Login', 'varchar(50)', (c) => c.notNull().references('accounts.Login').onDelete('cascade'))
      .addColumn('FtgId', 'varchar(20)', (c) => c.notNull())
      .addColumn('Avdelning', 'varchar(20)', (c) => c.notNull())
      .addPrimaryKeyConstraint('account_departments_pk', ['Login', 'FtgId', 'Avdelning'])
      .execute();

    await s
      .createTable('sessions')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('login', 'varchar(50)', (c) => c.notNull().references('accounts.Login').onDelete('cascade'))
      .addColumn('ftg_id', 'varchar(20)')
      .addColumn('salary_year', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('auth_method', 'varchar(16)', (c) => c.notNull())
      .addColumn('auth_time', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen', 'bigint', (c) => c.notNull())
      .addColumn('idle_ms', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
    await s.createIndex('sessions_login_idx').on('sessions').column('login').execute();

    await autoId(s.createTable('login_attempts'), dialect)
      .addColumn('login', 'varchar(50)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('success', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('login_attempts_login_idx').on('login_attempts').columns(['login', 'at']).execute();
    await s.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'at']).execute();

    await s
      .createTable('user_app_settings')
      .addColumn('Login', 'varchar(50)', (c) => c.primaryKey().references('accounts.Login').onDelete('cascade'))
      .addColumn('DateFilterPeriodType', 'varchar(1)', (c) => c.notNull())
      .addColumn('InitialDateFilter', 'varchar(16)', (c) => c.notNull())
      .addColumn('PaginationPerPage', 'integer', (c) => c.notNull())
      .addColumn('InactivityTimer', 'integer', (c) => c.notNull())
      .addColumn('Theme', 'varchar(8)', (c) => c.notNull())
      .execute();

    let frontendLog = autoId(s.createTable('frontend_log'), dialect).addColumn('at', 'bigint', (c) => c.notNull());
    for (const c of ['login', 'ip', 'message', 'stack', 'url', 'context']) frontendLog = text(frontendLog, c);
    await frontendLog.execute();

    let audit = autoId(s.createTable('audit_log'), dialect).addColumn('at', 'bigint', (c) => c.notNull());
    for (const c of ['event', 'login', 'ip', 'detail']) audit = text(audit, c);
    await audit.execute();
    await s.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();

    // ---- company data: every table carries FtgId and is keyed by it ----
    const companyTable = async (name: string, key: string[], columns: [string, 'text' | 'integer' | 'flag' | 'real'][]) => {
      let t = s.createTable(name).addColumn('FtgId', 'varchar(20)', (c) => c.notNull().references('companies.FtgId').onDelete('cascade'));
      for (const [col, type] of columns) {
        t =
          type === 'text'
            ? text(t, col)
            : type === 'flag'
              ? flag(t, col)
              : t.addColumn(col, type === 'real' ? 'double precision' : 'integer', (c) => c.notNull().defaultTo(0));
      }
      await t.addPrimaryKeyConstraint(`${name}_pk`, ['FtgId', ...key] as any).execute();
    };
    await companyTable(
      'departments',
      ['Avdelning'],
      [
        ['Avdelning', 'text'],
        ['Namn', 'text'],
      ],
    );
    await companyTable(
      'result_units',
      ['Niva', 'ResEnh'],
      [
        ['Niva', 'integer'],
        ['ResEnh', 'text'],
        ['Namn', 'text'],
      ],
    );
    await companyTable(
      'tidkoder',
      ['TidKod'],
      [
        ['TidKod', 'text'],
        ['BenText', 'text'],
        ['Enhet', 'text'],
        ['TidKodGrupp', 'text'],
      ],
    );
    await companyTable(
      'lonkoder',
      ['LonKod'],
      [
        ['LonKod', 'text'],
        ['BenText', 'text'],
        ['LonKodGrupp', 'text'],
      ],
    );
    await companyTable(
      'varugrupper',
      ['Id'],
      [
        ['Id', 'text'],
        ['Namn', 'text'],
      ],
    );
    await companyTable(
      'kontoreg',
      ['Konto'],
      [
        ['Konto', 'text'],
        ['BenText', 'text'],
      ],
    );
    await companyTable(
      'brukare',
      ['Brukare'],
      [
        ['Brukare', 'text'],
        ['FoNamn', 'text'],
        ['EfNamn', 'text'],
      ],
    );
    await companyTable(
      'brukaransv',
      ['Sign'],
      [
        ['Sign', 'text'],
        ['Namn', 'text'],
      ],
    );
    await companyTable(
      'kompetenser',
      ['Id'],
      [
        ['Id', 'text'],
        ['Namn', 'text'],
      ],
    );
    await companyTable(
      'employee_kompetenser',
      ['AnstNr', 'KompetensId'],
      [
        ['AnstNr', 'text'],
        ['KompetensId', 'text'],
      ],
    );
    await companyTable(
      'arbscheman',
      ['ArbSchema'],
      [
        ['ArbSchema', 'text'],
        ['BenText', 'text'],
      ],
    );
    await companyTable(
      'arbschema_dagar',
      ['ArbSchema', 'Vecka', 'Veckodag'],
      [
        ['ArbSchema', 'text'],
        ['Vecka', 'integer'],
        ['Veckodag', 'integer'],
        ['Start', 'text'],
        ['Slut', 'text'],
        ['Rast', 'integer'],
        ['Timmar', 'real'],
      ],
    );
    await companyTable(
      'bemuppgift',
      ['Id'],
      [
        ['Id', 'text'],
        ['Namn', 'text'],
        ['Deleted', 'flag'],
      ],
    );
    await companyTable(
      'obregler',
      ['OBRegelID'],
      [
        ['OBRegelID', 'text'],
        ['BenText', 'text'],
      ],
    );
    await companyTable(
      'egenskaper',
      ['Id'],
      [
        ['Id', 'text'],
        ['Namn', 'text'],
      ],
    );
    await companyTable(
      'employees',
      ['AnstNr'],
      [
        ['AnstNr', 'text'],
        ['FoNamn', 'text'],
        ['EfNamn', 'text'],
        ['PersNr', 'text'],
        ['Avdelning', 'text'],
        ['Aktiv', 'flag'],
        ['Locked', 'flag'],
        ['ProfilePictureId', 'text'],
        ['UseBrukare', 'flag'],
        ['Brukare', 'text'],
        ['UseResEnhet1', 'flag'],
        ['ResEnhet1', 'text'],
        ['UseResEnhet2', 'flag'],
        ['ResEnhet2', 'text'],
        ['UseResEnhet3', 'flag'],
        ['ResEnhet3', 'text'],
        ['TidKodGrupp', 'text'],
        ['LonKodGrupp', 'text'],
      ],
    );
    await s.createIndex('employees_avdelning_idx').on('employees').columns(['FtgId', 'Avdelning']).execute();
    await companyTable(
      'employee_schedules',
      ['AnstNr', 'FromDatum'],
      [
        ['AnstNr', 'text'],
        ['FromDatum', 'text'],
        ['UseArbSchema', 'flag'],
        ['ArbSchema', 'text'],
      ],
    );
  },
};
