import { shell } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import { audit } from '../../auth/audit';
import { dummyHash, verifyPassword } from '../../auth/password';
import { lockedUntil, recordAttempt } from '../../auth/throttle';
import type { Db } from '../../db/types';
import { defaultSalaryYear, salaryYears } from '../../domain/salary-years';
import { autoSelectedCompany, buildAuthResponse } from '../auth-response';
import type { ShellDeps } from '../deps';

/** HH:MM in Swedish local time (the lock message names the time the user can retry). */
function clockTime(ms: number): string {
  return new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' }).format(new Date(ms));
}

export function sessionEndpoints(deps: ShellDeps): EndpointBinding<Db>[] {
  const authResponse = (db: Db, ctx: HandlerContext<Db>, companyId: string | null, year: number | null) =>
    buildAuthResponse({
      db, directory: deps.directory, firstSalaryYear: deps.firstSalaryYear, today: deps.now(),
      account: ctx.account!, session: ctx.session!, companyId, year,
    });

  return [
    // Attempts and audit rows must survive a failed sign-in, so this handler keeps its own (single-statement) writes.
    handle<typeof shell.authenticate, Db>(shell.authenticate, async ({ body }, ctx) => {
      const { db } = ctx;
      const login = body.Login.trim().toLowerCase();
      const now = deps.now().getTime();
      const until = await lockedUntil(db, login, ctx.ip, deps.throttle, now);
      if (until !== null) {
        await audit(db, 'login.locked', login, ctx.ip, `until ${new Date(until).toISOString()}`);
        ctx.fail(429, DV_CODES.tooManyAttempts, 'shell.tooManyAttempts', { time: clockTime(until) });
      }
      const row = await db.selectFrom('accounts').select(['Login', 'PasswordHash', 'LoginTyp', 'Disabled']).where('Login', '=', login).executeTakeFirst();
      if (!row || row.Disabled) {
        await verifyPassword(body.Password, await dummyHash()); // same time as a real check
        await recordAttempt(db, login, ctx.ip, false, now);
        await audit(db, 'login.unknown', login, ctx.ip);
        ctx.fail(401, DV_CODES.unknownLogin, 'shell.unknownLogin', undefined, 'Login');
      }
      if (!(await verifyPassword(body.Password, row!.PasswordHash))) {
        await recordAttempt(db, login, ctx.ip, false, now);
        await audit(db, 'login.failed', login, ctx.ip);
        ctx.fail(401, DV_CODES.wrongPassword, 'shell.wrongPassword', undefined, 'Password');
      }
      // Two-step accounts: the SMS step (a later issue) must succeed before a session exists.
      if (row!.LoginTyp === 'S') return { requireSMSVerification: true as const };

      await recordAttempt(db, login, ctx.ip, true, now);
      await audit(db, 'login.ok', login, ctx.ip);
      const account = (await deps.directory.account(login, db))!;
      const settings = await deps.directory.userAppSettings(login, db);
      const companyId = await autoSelectedCompany(deps.directory, db, account);
      const year = defaultSalaryYear(salaryYears(deps.firstSalaryYear, deps.now()), deps.now());
      const session = await ctx.sessions.start({
        login, ftgId: companyId, salaryYear: companyId ? year : 0, authMethod: 'PASSWORD', idleMinutes: settings.InactivityTimer,
      });
      return buildAuthResponse({
        db, directory: deps.directory, firstSalaryYear: deps.firstSalaryYear, today: deps.now(), account, session, companyId, year,
      });
    }, { transaction: 'manual' }),

    handle<typeof shell.me, Db>(shell.me, (_, ctx) => authResponse(ctx.db, ctx, ctx.companyId, ctx.year)),

    /** forgets the session's company and year choice; the sign-in itself stays */
    handle<typeof shell.clearSession, Db>(shell.clearSession, async (_, ctx) => {
      await ctx.sessions.update({ ftgId: null, salaryYear: 0 });
      return { ok: true as const };
    }),

    handle<typeof shell.updateSessionUserAccount, Db>(shell.updateSessionUserAccount, async ({ body }, ctx) => {
      const account = ctx.account!;
      if (!account.companies.includes(body.FtgId)) ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: body.FtgId });
      const company = await deps.directory.company(body.FtgId, ctx.db);
      if (!company) ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: body.FtgId });
      if (company!.ftgInfo.requireSMSVerification) ctx.fail(403, DV_CODES.smsRequired, 'shell.smsRequired');
      const year = defaultSalaryYear(salaryYears(deps.firstSalaryYear, deps.now()), deps.now());
      await ctx.sessions.update({ ftgId: body.FtgId, salaryYear: year });
      await audit(ctx.db, 'session.company', account.Login, ctx.ip, body.FtgId);
      return authResponse(ctx.db, ctx, body.FtgId, year);
    }),

    handle<typeof shell.logout, Db>(shell.logout, async (_, ctx) => {
      if (ctx.account) await audit(ctx.db, 'logout', ctx.account.Login, ctx.ip);
      await ctx.sessions.end();
      return { ok: true as const };
    }),
  ];
}
