import { bankid } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';
import { audit, auditCountFromIp } from '../../../host/auth/audit';
import { hashPassword } from '../../../host/auth/password';
import { recordAttempt } from '../../../host/auth/throttle';
import { hashToken } from '../../../host/auth/tokens';
import { issuePasswordLink, mailAddressOf } from '../password-link';
import type { SecurityDeps } from '../deps';
import { securityDb } from '../tables';

const PER_LOGIN_HOURLY = 3;
const PER_IP_HOURLY = 20;
const HOUR = 3600_000;

/**
 * The own forgot-password flow (used when LONNA_FORGOT_PASSWORD_URL is not
 * set): POST /api/password/forgot mails a single-use, short-lived link;
 * POST /api/password/reset sets the new password and ends every session of
 * the account. The forgot call answers ok whatever the login, so it tells
 * nobody who has an account.
 */
export function passwordResetEndpoints(deps: SecurityDeps): EndpointBinding<Db>[] {
  return [
    handle<typeof bankid.signInOptions, Db>(bankid.signInOptions, () => ({ ForgotPasswordUrl: deps.forgotPasswordUrl })),

    handle<typeof bankid.forgotPassword, Db>(
      bankid.forgotPassword,
      async ({ body }, ctx) => {
        const db = securityDb(ctx.db);
        const login = body.Login.trim().toLowerCase();
        const now = deps.now().getTime();
        await audit(ctx.db, 'password.resetRequested', login, ctx.ip);
        if ((await auditCountFromIp(ctx.db, 'password.resetRequested', ctx.ip, now - HOUR)) > PER_IP_HOURLY) return { ok: true as const };
        const account = await db
          .selectFrom('accounts')
          .leftJoin('account_contacts', 'account_contacts.Login', 'accounts.Login')
          .select(['accounts.Login', 'accounts.Disabled', 'account_contacts.Email'])
          .where('accounts.Login', '=', login)
          .executeTakeFirst();
        if (!account || account.Disabled || !mailAddressOf(account.Login, account.Email)) return { ok: true as const };
        const recent = await db
          .selectFrom('password_resets')
          .select(db.fn.countAll<number>().as('n'))
          .where('login', '=', login)
          .where('created_at', '>', now - HOUR)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= PER_LOGIN_HOURLY) return { ok: true as const };
        try {
          await issuePasswordLink(deps, ctx.db, { login, locale: ctx.locale, kind: 'reset', ip: ctx.ip });
        } catch (e) {
          // the caller learns nothing either way; the operator finds it in the audit log
          await audit(ctx.db, 'password.resetRefused', login, ctx.ip, `mail not sent: ${(e as Error).message}`);
        }
        return { ok: true as const };
      },
      { transaction: 'manual' },
    ),

    handle<typeof bankid.resetPassword, Db>(
      bankid.resetPassword,
      async ({ body }, ctx) => {
        const db = securityDb(ctx.db);
        const now = deps.now().getTime();
        // single use: the first request to mark the row used wins
        const taken = await db
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', hashToken(body.Token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('login')
          .executeTakeFirst();
        if (!taken) {
          await audit(ctx.db, 'password.resetRefused', '', ctx.ip, 'invalid, used or expired token');
          ctx.fail(400, DV_CODES.badInput, 'security.resetInvalid', undefined, 'Token');
        }
        const login = taken!.login;
        const hash = await hashPassword(body.NewPassword);
        await db.updateTable('accounts').set({ PasswordHash: hash }).where('Login', '=', login).execute();
        // every other link of the account dies with this one, and so does every session
        await db.updateTable('password_resets').set({ used_at: now }).where('login', '=', login).where('used_at', 'is', null).execute();
        await deps.sessions.deleteForLogin(login);
        await recordAttempt(ctx.db, login, ctx.ip, true, now);
        await audit(ctx.db, 'password.reset', login, ctx.ip);
        return { ok: true as const };
      },
      { transaction: 'manual' },
    ),
  ];
}
