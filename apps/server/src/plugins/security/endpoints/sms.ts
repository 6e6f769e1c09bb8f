import { bankid } from '@lonna/core/contracts';
import { ApiError, DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';
import { smsSubject, SmsServiceError } from '../../../services/sms';
import { audit } from '../../../host/auth/audit';
import { checkPassword } from '../check-password';
import type { SecurityDeps } from '../deps';
import { effectiveLoginType } from '../login-type';
import { securityDb } from '../tables';

type Purpose = { Purpose: 'login'; Login: string; Password: string } | { Purpose: 'company'; FtgId: string };

/**
 * POST /api/authenticate/requestSMSVerificationCode and …/validateSMSVerificationCode.
 * Sign-in (Purpose login): the password is checked again on both calls, so a
 * code is only ever sent to, and accepted for, someone who knows it. Company
 * step (Purpose company): the signed-in account and a company of its access
 * list that requires SMS verification.
 */
export function smsEndpoints(deps: SecurityDeps): EndpointBinding<Db>[] {
  /** whose code it is: the subject it is bound to and the login (for the phone and the audit log) */
  async function subjectOf(ctx: HandlerContext<Db>, body: Purpose): Promise<{ subject: string; login: string }> {
    if (body.Purpose === 'login') {
      const login = await checkPassword(ctx, deps.throttle, body.Login, body.Password, deps.now().getTime());
      const account = (await deps.directory.account(login, ctx.db))!;
      if ((await effectiveLoginType(deps.directory, ctx.db, account)) !== 'S') ctx.fail(400, DV_CODES.badInput, 'security.smsNotRequired');
      return { subject: smsSubject.login(login), login };
    }
    if (!ctx.account) ctx.fail(401, DV_CODES.noSession, 'server.noSession');
    const login = ctx.account!.Login;
    if (!ctx.account!.companies.includes(body.FtgId)) ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: body.FtgId });
    const company = await deps.directory.company(body.FtgId, ctx.db);
    if (!company?.ftgInfo.requireSMSVerification) ctx.fail(400, DV_CODES.badInput, 'security.smsNotRequired');
    return { subject: smsSubject.company(login, body.FtgId), login };
  }

  async function smsCall<T>(ctx: HandlerContext<Db>, login: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (!(e instanceof SmsServiceError)) throw e;
      const event =
        e.kind === 'locked' ? 'sms.locked' : e.kind === 'rateLimited' || e.kind === 'noPhone' || e.kind === 'sendFailed' ? 'sms.refused' : 'sms.failed';
      await audit(ctx.db, event, login, ctx.ip, e.kind);
      const body = e.toBody(ctx.locale);
      throw new ApiError(e.status, body.dvCode, body.message, body.field);
    }
  }

  return [
    handle<typeof bankid.requestSmsCode, Db>(
      bankid.requestSmsCode,
      async ({ body }, ctx) => {
        const { subject, login } = await subjectOf(ctx, body as Purpose);
        const contact = await securityDb(ctx.db).selectFrom('account_contacts').select('Mobile').where('Login', '=', login).executeTakeFirst();
        const sent = await smsCall(ctx, login, () => deps.sms.requestCode({ subject, phone: contact?.Mobile ?? '', locale: ctx.locale }));
        await audit(ctx.db, 'sms.sent', login, ctx.ip, `${body.Purpose}${body.Purpose === 'company' ? ` ${body.FtgId}` : ''} to ${sent.SentTo}`);
        return sent;
      },
      { transaction: 'manual' },
    ),

    handle<typeof bankid.validateSmsCode, Db>(
      bankid.validateSmsCode,
      async ({ body }, ctx) => {
        const { subject, login } = await subjectOf(ctx, body as Purpose);
        const proof = await smsCall(ctx, login, () => deps.sms.verifyCode({ attemptId: body.AttemptId, subject, code: body.SMSCode }));
        await audit(ctx.db, 'sms.ok', login, ctx.ip, body.Purpose);
        return proof;
      },
      { transaction: 'manual' },
    ),
  ];
}
