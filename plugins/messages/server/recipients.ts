import { ADMIN_ROLES, ROLES, type Role } from '@lonna/core/contracts';
import { messages, type Recipients } from '../src/contracts';
import { RECIPIENT_RULES } from '../src/domain/recipient-rules';
import { handle, type MessagesCtx } from './db';

/** an account of the company that can receive messages */
export interface CompanyAccount {
  Login: string;
  Namn: string;
  Roll: Role;
  /** the employee this account is, in this company ('' when none) */
  AnstNr: string;
  /** that employee's department ('' when none) */
  Avdelning: string;
  Email: string;
}

/**
 * The accounts of the company (logins that may select it): LIC and ADM reach every company, the others through
 * account_companies. Disabled accounts receive nothing.
 */
export async function companyAccounts(ctx: MessagesCtx): Promise<CompanyAccount[]> {
  const ftgId = ctx.companyId;
  const rows = await ctx.db
    .selectFrom('accounts')
    .leftJoin('account_contacts', 'account_contacts.Login', 'accounts.Login')
    .leftJoin('employees', (j) =>
      j.onRef('employees.AnstNr', '=', 'accounts.AnstNr').onRef('employees.FtgId', '=', 'accounts.FtgId').on('employees.FtgId', '=', ftgId),
    )
    .select([
      'accounts.Login',
      'accounts.Namn',
      'accounts.Roll',
      'accounts.AnstNr',
      'employees.Avdelning',
      'employees.AnstNr as EmpNr',
      'account_contacts.Email',
    ])
    .where('accounts.Disabled', '=', 0)
    .where((eb) =>
      eb.or([
        eb('accounts.Roll', 'in', [...ADMIN_ROLES]),
        eb.exists(
          eb
            .selectFrom('account_companies')
            .select('Login')
            .whereRef('account_companies.Login', '=', 'accounts.Login')
            .where('account_companies.FtgId', '=', ftgId),
        ),
      ]),
    )
    .orderBy('accounts.Namn')
    .orderBy('accounts.Login')
    .execute();
  return rows.map((r) => ({
    Login: r.Login,
    Namn: r.Namn || r.Login,
    Roll: r.Roll as Role,
    AnstNr: r.EmpNr ?? '',
    Avdelning: r.Avdelning ?? '',
    Email: r.Email ?? '',
  }));
}

/**
 * Whom the caller may write to (README "Who may write to whom"): the whole company for FTG, ADM and LIC; everyone
 * else the company's administrators, the people of his data scope (ctx.scope), and — for an employee — the
 * supervisors and colleagues of his own department. Never himself.
 */
export async function allowedRecipients(ctx: MessagesCtx): Promise<{ accounts: CompanyAccount[]; roles: Role[]; departments: string[] }> {
  const all = (await companyAccounts(ctx)).filter((a) => a.Login !== ctx.account.Login);
  const role = ctx.account.Roll as Role;
  const rule = RECIPIENT_RULES[role];
  const allDepartments = (await ctx.db.selectFrom('departments').select(['Avdelning']).where('FtgId', '=', ctx.companyId).orderBy('Avdelning').execute()).map(
    (d) => d.Avdelning,
  );
  if (rule.wholeCompany) return { accounts: all, roles: [...ROLES], departments: allDepartments };

  const scope = await ctx.scope.employees();
  const ownDepartment =
    rule.ownDepartment && ctx.account.AnstNr !== '' && ctx.account.FtgId === ctx.companyId
      ? ((
          await ctx.db
            .selectFrom('employees')
            .select('Avdelning')
            .where('FtgId', '=', ctx.companyId)
            .where('AnstNr', '=', ctx.account.AnstNr)
            .executeTakeFirst()
        )?.Avdelning ?? '')
      : '';
  const supervisors = ownDepartment
    ? new Set(
        (
          await ctx.db.selectFrom('account_departments').select('Login').where('FtgId', '=', ctx.companyId).where('Avdelning', '=', ownDepartment).execute()
        ).map((r) => r.Login),
      )
    : new Set<string>();
  const accounts = all.filter(
    (a) =>
      (['FTG', ...ADMIN_ROLES] as Role[]).includes(a.Roll) ||
      (a.AnstNr !== '' && scope.includes(a.AnstNr)) ||
      supervisors.has(a.Login) ||
      (ownDepartment !== '' && a.Avdelning === ownDepartment),
  );
  const departments = rule.ownDepartments ? (ctx.account.departments[ctx.companyId] ?? []).filter((d) => allDepartments.includes(d)) : [];
  return { accounts, roles: [], departments };
}

export const listRecipients = handle(messages.recipients, async (_, ctx): Promise<Recipients> => {
  const allowed = await allowedRecipients(ctx);
  const names = await ctx.db.selectFrom('departments').select(['Avdelning', 'Namn']).where('FtgId', '=', ctx.companyId).execute();
  return {
    Accounts: allowed.accounts.map((a) => ({ Login: a.Login, Namn: a.Namn, Roll: a.Roll })),
    Roles: allowed.roles,
    Departments: allowed.departments.map((d) => ({ Avdelning: d, Namn: names.find((n) => n.Avdelning === d)?.Namn ?? d })),
  };
});
