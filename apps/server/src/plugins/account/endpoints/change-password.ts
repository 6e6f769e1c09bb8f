import { account } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding } from '@lonna/core/server';
import { audit } from '../../../host/auth/audit';
import { hashPassword, verifyPassword } from '../../../host/auth/password';
import { lockedUntil, recordAttempt } from '../../../host/auth/throttle';
import { endOtherSessionsOfAccount } from '../../../host/http/request-of';
import type { Db } from '../../../host/db/types';
import type { AccountDeps } from '../deps';

function clockTime(ms: number): string {
  return new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' }).format(new Date(ms));
}

/**
 * POST /api/changepassword. Wrong current passwords count against the same
 * throttle as sign-in (a stolen session cannot guess the password faster than a
 * stranger), so the handler keeps its own transaction: the failed attempt stays
 * written while the call fails. On success the password changes, every session of
 * the account ends and this caller gets a fresh one (new token, same company
 * and year), all audit-logged.
 */
export function changePasswordEndpoint(deps: AccountDeps): EndpointBinding<Db> {
  return handle<typeof account.changePassword, Db>(
    account.changePassword,
    async ({ body }, ctx) => {
      const { db } = ctx;
      const login = ctx.account!.Login;
      const session = ctx.session!;
      // refuse before any check or write: nothing to learn, nothing to count
      if (body.NewPassword === body.CurrentPassword) ctx.fail(400, DV_CODES.badInput, 'account.samePassword', undefined, 'NewPassword');

      const now = deps.now().getTime();
      const until = await lockedUntil(db, login, ctx.ip, deps.throttle, now);
      if (until !== null) {
        await audit(db, 'password.locked', login, ctx.ip, `until ${new Date(until).toISOString()}`);
        ctx.fail(429, DV_CODES.tooManyAttempts, 'account.tooManyAttempts', { time: clockTime(until) });
      }
      const row = await db.selectFrom('accounts').select('PasswordHash').where('Login', '=', login).executeTakeFirstOrThrow();
      if (!(await verifyPassword(body.CurrentPassword, row.PasswordHash))) {
        await recordAttempt(db, login, ctx.ip, false, now);
        await audit(db, 'password.failed', login, ctx.ip);
        // 400, not 401: a 401 would end the session on the client (spec §8)
        ctx.fail(400, DV_CODES.badInput, 'account.wrongCurrentPassword', undefined, 'CurrentPassword');
      }

      const hash = await hashPassword(body.NewPassword);
      const ended = await db.transaction().execute(async (trx) => {
        await trx.updateTable('accounts').set({ PasswordHash: hash }).where('Login', '=', login).execute();
        const sessions = await trx.selectFrom('sessions').select('token_hash').where('login', '=', login).execute();
        await trx.deleteFrom('sessions').where('login', '=', login).execute();
        await recordAttempt(trx as Db, login, ctx.ip, true, now);
        await audit(trx as Db, 'password.changed', login, ctx.ip, `sessions ended: ${sessions.length}`);
        return sessions.map((s) => s.token_hash);
      });
      ended.forEach((h) => deps.forgetSession(h));

      // the caller stays signed in on a new token (session rotation after a credential change)
      const settings = await deps.directory.userAppSettings(login, db);
      await ctx.sessions.start({
        login,
        ftgId: session.ftgId,
        salaryYear: session.salaryYear,
        authMethod: session.authMethod,
        idleMinutes: settings.InactivityTimer,
      });
      await endOtherSessionsOfAccount(ctx, login, 'passwordChanged');
      return { ok: true as const };
    },
    { transaction: 'manual' },
  );
}
