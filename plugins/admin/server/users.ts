import { personName } from '@lonna/core/contracts';
import { containsText, DV_CODES, pageOf } from '@lonna/core/server';
import type { Role } from '@lonna/core/contracts';
import { isValidEmail, normalisePhone, normalizePersonnummer } from '@lonna/core/validation';
import { admin, type User, type UserInput, type UserRow } from '../src/contracts';
import { endReasonOf, grantableOptions, mayGrantRole, supportOptionAllowed, USER_OPTIONS } from '../src/domain/users';
import { type AdminCtx, type AdminDb, handle } from './db';

const ADMIN_ROLES: readonly Role[] = ['LIC', 'ADM'];
const LOGIN_RE = /^[a-z0-9][a-z0-9._@+-]{1,49}$/;

// ---- reading ----

/** an account as the dialog edits it; null when there is none */
export async function readUser(db: AdminDb, login: string): Promise<User | null> {
  const row = await db.selectFrom('accounts').selectAll().where('Login', '=', login).executeTakeFirst();
  if (!row) return null;
  const [companies, options, departments, contact, last] = await Promise.all([
    db.selectFrom('account_companies').select('FtgId').where('Login', '=', login).orderBy('FtgId').execute(),
    db.selectFrom('account_options').select('Option').where('Login', '=', login).orderBy('Option').execute(),
    db.selectFrom('account_departments').select(['FtgId', 'Avdelning']).where('Login', '=', login).orderBy('FtgId').orderBy('Avdelning').execute(),
    db.selectFrom('account_contacts').select(['Email', 'Mobile']).where('Login', '=', login).executeTakeFirst(),
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.max('at').as('at'))
      .where('login', '=', login)
      .where('success', '=', 1)
      .executeTakeFirst(),
  ]);
  return {
    Login: row.Login,
    Namn: row.Namn,
    Roll: row.Roll as Role,
    Signatur: row.Signatur,
    PersNr: row.PersNr,
    Email: contact?.Email ?? '',
    Mobile: contact?.Mobile ?? '',
    FtgId: row.FtgId,
    Companies: companies.map((c) => c.FtgId),
    AnstNr: row.AnstNr,
    Brukare: row.Brukare,
    Avdelningar: departments,
    LoginTyp: row.LoginTyp as User['LoginTyp'],
    AccessOption: row.AccessOption,
    UserOptions: options.map((o) => o.Option),
    Disabled: Boolean(row.Disabled),
    CreatedAt: Number(row.CreatedAt),
    ...(last?.at != null ? { LastSignIn: Number(last.at) } : {}),
  };
}

async function mustRead(ctx: AdminCtx, login: string): Promise<User> {
  const user = await readUser(ctx.db, login);
  if (!user) ctx.fail(404, DV_CODES.notFound, 'admin.errors.noUser', { login }, 'Login');
  return user!;
}

/**
 * Accounts searched by name, login, e-mail or employee number, filtered by role, status and company, one page at a
 * time: counted and sliced by the database (thousands of accounts), paged by the wire's one rule (pageOf).
 */
export const listUsers = handle(admin.users, async ({ query }, ctx) => {
  const base = () => {
    let q = ctx.db.selectFrom('accounts').leftJoin('account_contacts', 'account_contacts.Login', 'accounts.Login');
    const search = query.Search?.trim();
    if (search) {
      q = q.where((eb) =>
        eb.or((['accounts.Login', 'accounts.Namn', 'accounts.AnstNr', 'account_contacts.Email'] as const).map((c) => containsText(eb.ref(c), search))),
      );
    }
    if (query.Roll) q = q.where('accounts.Roll', '=', query.Roll);
    const status = query.Status ?? 'active';
    if (status !== 'all') q = q.where('accounts.Disabled', '=', status === 'disabled' ? 1 : 0);
    if (query.Ftg) {
      const ftg = query.Ftg;
      q = q.where((eb) =>
        eb.or([
          eb('accounts.Roll', 'in', ADMIN_ROLES),
          eb.exists(eb.selectFrom('account_companies as ac').select('ac.Login').whereRef('ac.Login', '=', 'accounts.Login').where('ac.FtgId', '=', ftg)),
        ]),
      );
    }
    return q;
  };
  const total = Number(
    (
      await base()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const { info, start, end } = pageOf(total, query);
  ctx.setPagination(info);
  const rows = await base()
    .select(['accounts.Login', 'accounts.Namn', 'accounts.Roll', 'accounts.AnstNr', 'accounts.FtgId', 'accounts.Disabled', 'account_contacts.Email'])
    .orderBy('accounts.Namn')
    .orderBy('accounts.Login')
    .limit(Math.max(end - start, 0))
    .offset(start)
    .execute();
  const logins = rows.map((r) => r.Login);
  const access = logins.length
    ? await ctx.db.selectFrom('account_companies').select(['Login', 'FtgId']).where('Login', 'in', logins).orderBy('FtgId').execute()
    : [];
  return rows.map(
    (r): UserRow => ({
      Login: r.Login,
      Namn: r.Namn,
      Roll: r.Roll as Role,
      Email: r.Email ?? '',
      AnstNr: r.AnstNr,
      FtgId: r.FtgId,
      Companies: access.filter((a) => a.Login === r.Login).map((a) => a.FtgId),
      Disabled: Boolean(r.Disabled),
    }),
  );
});

/** the companies this administrator may grant, with their departments and care recipients */
export const userChoices = handle(admin.userChoices, async (_input, ctx) => {
  const mine = [...ctx.account.companies];
  if (!mine.length) return { Companies: [], Departments: [], Brukare: [], UserOptions: [...grantableOptions(ctx.account.Roll)] };
  const [companies, departments, brukare] = await Promise.all([
    ctx.db.selectFrom('companies').select(['FtgId', 'Namn']).where('FtgId', 'in', mine).where('Archived', '=', 0).orderBy('Namn').execute(),
    ctx.db.selectFrom('departments').select(['FtgId', 'Avdelning', 'Namn']).where('FtgId', 'in', mine).orderBy('FtgId').orderBy('Avdelning').execute(),
    ctx.db.selectFrom('brukare').select(['FtgId', 'Brukare', 'FoNamn', 'EfNamn']).where('FtgId', 'in', mine).orderBy('FtgId').orderBy('Brukare').execute(),
  ]);
  return {
    Companies: companies,
    Departments: departments,
    Brukare: brukare.map((b) => ({ FtgId: b.FtgId, Brukare: b.Brukare, Namn: personName(b) })),
    UserOptions: [...grantableOptions(ctx.account.Roll)],
  };
});

export const getUser = handle(admin.user, async ({ params }, ctx) => mustRead(ctx, params.Login));

// ---- the rules of a change ----

const fieldError = (ctx: AdminCtx, field: string, key: string, params?: Record<string, unknown>): never =>
  ctx.fail(400, DV_CODES.badInput, `admin.errors.${key}`, params, field);

/**
 * The account as it will be stored, or a field error: formats (personal number, e-mail, mobile), what the role
 * needs (an employee for PER, a care recipient for BRU, departments for AVD), and what this administrator may
 * grant (roles up to his own, companies he administers; never his own role, login or access).
 */
async function checked(ctx: AdminCtx, input: UserInput, before: User | null): Promise<UserInput> {
  const own = ctx.account;
  const login = input.Login.trim().toLowerCase();
  if (!LOGIN_RE.test(login)) fieldError(ctx, 'Login', 'login');
  if (before && login !== before.Login) fieldError(ctx, 'Login', 'loginFixed');
  // the century of a 10-digit number follows the server's clock
  const typed = input.PersNr.trim();
  const persNr = typed === '' ? '' : normalizePersonnummer(typed, ctx.now());
  if (typed && !persNr) fieldError(ctx, 'PersNr', 'persNr');
  const email = input.Email.trim();
  if (email && !isValidEmail(email)) fieldError(ctx, 'Email', 'email');
  // stored as E.164, the form the SMS provider takes
  const mobile = input.Mobile.trim() === '' ? '' : (normalisePhone(input.Mobile) ?? '');
  if (input.Mobile.trim() && !mobile) fieldError(ctx, 'Mobile', 'mobile');

  // what this administrator may do
  const self = before?.Login === own.Login;
  if (self && input.Roll !== before!.Roll) fieldError(ctx, 'Roll', 'ownRole');
  if (self && input.Disabled) fieldError(ctx, 'Disabled', 'ownDisable');
  if (!mayGrantRole(own.Roll, input.Roll) || (before && !mayGrantRole(own.Roll, before.Roll))) fieldError(ctx, 'Roll', 'roleAbove');
  const grantable = new Set(own.companies);
  const companies = [...new Set(input.Companies)].sort();
  const notMine = companies.find((c) => !grantable.has(c) && !before?.Companies.includes(c));
  if (notMine) fieldError(ctx, 'Companies', 'companyNotYours', { company: notMine });
  const kept = before?.Companies.find((c) => !grantable.has(c) && !companies.includes(c));
  if (kept) fieldError(ctx, 'Companies', 'companyNotYours', { company: kept });
  const admin = ADMIN_ROLES.includes(input.Roll);
  if (!admin && companies.length === 0) fieldError(ctx, 'Companies', 'noCompany');
  const home = input.FtgId || companies[0] || '';
  if (home && companies.length && !companies.includes(home)) fieldError(ctx, 'FtgId', 'homeCompany');
  if (home && !(await ctx.db.selectFrom('companies').select('FtgId').where('FtgId', '=', home).executeTakeFirst())) fieldError(ctx, 'FtgId', 'homeCompany');

  // what the role needs
  const anstNr = input.AnstNr.trim();
  if (input.Roll === 'PER' && !anstNr) fieldError(ctx, 'AnstNr', 'anstNrRequired');
  if (anstNr) {
    const employee = await ctx.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', home).where('AnstNr', '=', anstNr).executeTakeFirst();
    if (!employee) fieldError(ctx, 'AnstNr', 'noEmployee', { anstNr });
  }
  const brukare = input.Roll === 'BRU' ? input.Brukare.trim() : '';
  if (input.Roll === 'BRU') {
    if (!brukare) fieldError(ctx, 'Brukare', 'brukareRequired');
    const found = await ctx.db.selectFrom('brukare').select('Brukare').where('FtgId', '=', home).where('Brukare', '=', brukare).executeTakeFirst();
    if (!found) fieldError(ctx, 'Brukare', 'noBrukare', { brukare });
  }
  const avdelningar = input.Roll === 'AVD' ? dedupe(input.Avdelningar) : [];
  if (input.Roll === 'AVD') {
    if (!avdelningar.length) fieldError(ctx, 'Avdelningar', 'departmentRequired');
    for (const d of avdelningar) {
      if (!companies.includes(d.FtgId)) fieldError(ctx, 'Avdelningar', 'departmentCompany', { department: d.Avdelning });
      const found = await ctx.db
        .selectFrom('departments')
        .select('Avdelning')
        .where('FtgId', '=', d.FtgId)
        .where('Avdelning', '=', d.Avdelning)
        .executeTakeFirst();
      if (!found) fieldError(ctx, 'Avdelningar', 'noDepartment', { department: d.Avdelning });
    }
  }
  const options = [...new Set(input.UserOptions)].sort();
  const unknown = options.find((o) => !(USER_OPTIONS as readonly string[]).includes(o));
  if (unknown) fieldError(ctx, 'UserOptions', 'userOption', { option: unknown });
  if (!supportOptionAllowed(ctx.account.Roll, input.Roll, before?.UserOptions ?? [], options)) fieldError(ctx, 'UserOptions', 'supportOption');

  return {
    ...input,
    Login: login,
    Namn: input.Namn.trim(),
    Signatur: input.Signatur.trim(),
    PersNr: persNr,
    Email: email,
    Mobile: mobile,
    FtgId: home,
    Companies: companies,
    AnstNr: anstNr,
    Brukare: brukare,
    Avdelningar: avdelningar,
    UserOptions: options,
  };
}

function dedupe(list: readonly { FtgId: string; Avdelning: string }[]) {
  const seen = new Map(list.map((d) => [`${d.FtgId}\u0000${d.Avdelning}`, d]));
  return [...seen.values()].sort((a, b) => a.FtgId.localeCompare(b.FtgId) || a.Avdelning.localeCompare(b.Avdelning));
}

/** the companies where this account is an active company administrator */
const ftgCompaniesOf = (u: Pick<User, 'Roll' | 'Disabled' | 'Companies'> | null) => (u && u.Roll === 'FTG' && !u.Disabled ? u.Companies : []);

/** a company must keep an administrator: the change may not take away its last active FTG */
async function keepLastAdministrator(ctx: AdminCtx, before: User, after: UserInput): Promise<void> {
  const lost = ftgCompaniesOf(before).filter((c) => !ftgCompaniesOf(after).includes(c));
  for (const ftgId of lost) {
    const others = await ctx.db
      .selectFrom('accounts')
      .innerJoin('account_companies', 'account_companies.Login', 'accounts.Login')
      .select('accounts.Login')
      .where('account_companies.FtgId', '=', ftgId)
      .where('accounts.Roll', '=', 'FTG')
      .where('accounts.Disabled', '=', 0)
      .where('accounts.Login', '!=', before.Login)
      .executeTakeFirst();
    if (!others) {
      const company = await ctx.db.selectFrom('companies').select('Namn').where('FtgId', '=', ftgId).executeTakeFirst();
      const field = after.Disabled ? 'Disabled' : after.Roll !== 'FTG' ? 'Roll' : 'Companies';
      fieldError(ctx, field, 'lastAdministrator', { company: company?.Namn ?? ftgId });
    }
  }
}

// ---- writing ----

async function write(ctx: AdminCtx, u: UserInput, created: boolean): Promise<void> {
  const row = {
    Namn: u.Namn,
    Roll: u.Roll,
    Signatur: u.Signatur,
    PersNr: u.PersNr,
    FtgId: u.FtgId,
    AnstNr: u.AnstNr,
    Brukare: u.Brukare,
    LoginTyp: u.LoginTyp,
    AccessOption: u.AccessOption,
    Disabled: u.Disabled ? 1 : 0,
  };
  if (created)
    await ctx.db
      .insertInto('accounts')
      .values({ ...row, Login: u.Login, PasswordHash: '', CreatedAt: ctx.now().getTime() })
      .execute();
  else await ctx.db.updateTable('accounts').set(row).where('Login', '=', u.Login).execute();
  await ctx.db.deleteFrom('account_companies').where('Login', '=', u.Login).execute();
  if (u.Companies.length)
    await ctx.db
      .insertInto('account_companies')
      .values(u.Companies.map((FtgId) => ({ Login: u.Login, FtgId })))
      .execute();
  await ctx.db.deleteFrom('account_options').where('Login', '=', u.Login).execute();
  if (u.UserOptions.length)
    await ctx.db
      .insertInto('account_options')
      .values(u.UserOptions.map((Option) => ({ Login: u.Login, Option })))
      .execute();
  await ctx.db.deleteFrom('account_departments').where('Login', '=', u.Login).execute();
  if (u.Avdelningar.length)
    await ctx.db
      .insertInto('account_departments')
      .values(u.Avdelningar.map((d) => ({ Login: u.Login, ...d })))
      .execute();
  await ctx.db.deleteFrom('account_contacts').where('Login', '=', u.Login).execute();
  if (u.Email || u.Mobile) await ctx.db.insertInto('account_contacts').values({ Login: u.Login, Email: u.Email, Mobile: u.Mobile }).execute();
}

/** what the audit log keeps of an account (never the password) */
const audited = (u: UserInput | User): Record<string, unknown> => {
  const { Login, Namn, Roll, Signatur, PersNr, Email, Mobile, FtgId, Companies, AnstNr, Brukare, Avdelningar, LoginTyp, AccessOption, UserOptions, Disabled } =
    u;
  return { Login, Namn, Roll, Signatur, PersNr, Email, Mobile, FtgId, Companies, AnstNr, Brukare, Avdelningar, LoginTyp, AccessOption, UserOptions, Disabled };
};

/** A new account; with SendLink it gets a welcome mail with a set-password link (it has no password until then). */
export const createUser = handle(admin.createUser, async ({ body }, ctx) => {
  const { SendLink, ...input } = body;
  const user = await checked(ctx, input, null);
  if (await ctx.db.selectFrom('accounts').select('Login').where('Login', '=', user.Login).executeTakeFirst())
    fieldError(ctx, 'Login', 'loginTaken', { login: user.Login });
  if (SendLink && !user.Email && !isValidEmail(user.Login)) fieldError(ctx, 'Email', 'emailForLink');
  await write(ctx, user, true);
  await ctx.audit.record({ entity: 'account', id: user.Login, event: 'created', before: null, after: audited(user) });
  if (SendLink && !user.Disabled) ctx.administration.sendPasswordLink(user.Login, 'welcome');
  ctx.administration.accessChanged();
  return mustRead(ctx, user.Login);
});

/**
 * A change to an account. It takes effect at once: cached access decisions are dropped, and when the change takes
 * something away (access, role, a company, the data the account is known by) every session of the account ends and
 * its open portals show the spec's message.
 */
export const updateUser = handle(admin.updateUser, async ({ params, body }, ctx) => {
  const before = await mustRead(ctx, params.Login);
  const user = await checked(ctx, body, before);
  await keepLastAdministrator(ctx, before, user);
  await write(ctx, user, false);
  await ctx.audit.record({ entity: 'account', id: user.Login, event: 'modified', before: audited(before), after: audited(user) });
  const reason = endReasonOf(before, user);
  if (reason) ctx.administration.endSessions(user.Login, reason);
  ctx.administration.accessChanged();
  return mustRead(ctx, user.Login);
});

/** a set-password link by mail, to the contact e-mail (or a login that is an address) */
export const sendPasswordLink = handle(admin.sendPasswordLink, async ({ params }, ctx) => {
  const user = await mustRead(ctx, params.Login);
  if (!mayGrantRole(ctx.account.Roll, user.Roll)) fieldError(ctx, 'Login', 'roleAbove');
  if (user.Disabled) fieldError(ctx, 'Login', 'disabledNoLink');
  const to = user.Email || (isValidEmail(user.Login) ? user.Login : '');
  if (!to) fieldError(ctx, 'Email', 'emailForLink');
  ctx.administration.sendPasswordLink(user.Login, 'reset');
  await ctx.audit.record({ entity: 'account', id: user.Login, event: 'modified', action: 'passwordLink', before: null, after: { SentTo: to } });
  return { SentTo: to };
});
