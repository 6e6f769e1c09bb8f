import { shell } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import { audit } from '../../../host/auth/audit';
import { checkPassword } from '../../security/check-password';
import { openSession } from '../../security/open-session';
import { recordAttempt } from '../../../host/auth/throttle';
import type { Db } from '../../../host/db/types';
import { defaultSalaryYear, salaryYears } from '../../../host/domain/salary-years';
import { buildAuthResponse, cachedAuthResponse } from '../auth-response';
import type { ShellDeps } from '../deps';

export function sessionEndpoints(deps: ShellDeps): EndpointBinding<Db>[] {
  const authResponse = (db: Db, ctx: HandlerContext<Db>, companyId: string | null, year: number | null) =>
    buildAuthResponse({
      db,
      directory: deps.directory,
      firstSalaryYear: deps.firstSalaryYear,
      today: deps.now(),
      account: ctx.account!,
      session: ctx.session!,
      companyId,
      year,
    });

  return [
    // Attempts and audit rows must survive a failed sign-in, so this handler keeps its own (single-statement) writes.
    handle<typeof shell.authenticate, Db>(
      shell.authenticate,
      async ({ body }, ctx) => {
        const now = deps.now().getTime();
        const login = await checkPassword(ctx, deps.throttle, body.Login, body.Password, now);
        // login types, the SMS step (SMSToken) and EnforceBankIDAuth: auth/security/policy.ts
        if ((await deps.policy.afterPassword(ctx, login, body.SMSToken)) === 'sms') return { requireSMSVerification: true as const };
        const response = await openSession(deps, ctx, login, 'PASSWORD');
        await recordAttempt(ctx.db, login, ctx.ip, true, now);
        await audit(ctx.db, 'login.ok', login, ctx.ip, body.SMSToken ? 'password+sms' : 'password');
        return response;
      },
      { transaction: 'manual' },
    ),

    // the reply is reused while its inputs are the cached ones (auth-response.ts)
    handle<typeof shell.me, Db>(shell.me, (_, ctx) =>
      cachedAuthResponse({
        db: ctx.db,
        directory: deps.directory,
        firstSalaryYear: deps.firstSalaryYear,
        today: deps.now(),
        account: ctx.account!,
        session: ctx.session!,
        companyId: ctx.companyId,
        year: ctx.year,
      }),
    ),

    /** forgets the session's company and year choice; the sign-in itself stays */
    handle<typeof shell.clearSession, Db>(shell.clearSession, async (_, ctx) => {
      await ctx.sessions.update({ ftgId: null, salaryYear: 0 });
      return { ok: true as const };
    }),

    handle<typeof shell.updateSessionUserAccount, Db>(
      shell.updateSessionUserAccount,
      async ({ body }, ctx) => {
        const account = ctx.account!;
        if (!account.companies.includes(body.FtgId)) ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: body.FtgId });
        const company = await deps.directory.company(body.FtgId, ctx.db);
        if (!company) ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: body.FtgId });
        await deps.policy.beforeCompany(ctx, company!, body.SMSToken);
        const year = defaultSalaryYear(salaryYears(deps.firstSalaryYear, deps.now()), deps.now());
        await ctx.sessions.update({ ftgId: body.FtgId, salaryYear: year });
        await audit(ctx.db, 'session.company', account.Login, ctx.ip, body.FtgId);
        return authResponse(ctx.db, ctx, body.FtgId, year);
      },
      { transaction: 'manual' },
    ),

    handle<typeof shell.logout, Db>(shell.logout, async (_, ctx) => {
      if (ctx.account) await audit(ctx.db, 'logout', ctx.account.Login, ctx.ip);
      await ctx.sessions.end();
      return { ok: true as const };
    }),
  ];
}
