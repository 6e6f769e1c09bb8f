import { DV_CODES, type HandlerContext } from '@lonna/core/server';
import type { CompanyRecord, Directory } from '../../host/auth/directory';
import type { Db } from '../../host/db/types';
import { smsSubject, type SmsCodeService } from '../../services/sms';
import { audit } from '../../host/auth/audit';
import { effectiveLoginType } from './login-type';

/**
 * The server-side rules of how one may sign in and enter a company, asked by
 * the shell's /authenticate and updateSessionUserAccount handlers:
 * login types (A, B, S, F), the SMS step and EnforceBankIDAuth.
 */
export interface SignInPolicy {
  /** after a correct password: 'open' starts the session, 'sms' answers requireSMSVerification; refusals throw */
  afterPassword(ctx: HandlerContext<Db>, login: string, smsToken: string | undefined): Promise<'open' | 'sms'>;
  /** before the session switches to the company; refusals throw */
  beforeCompany(ctx: HandlerContext<Db>, company: CompanyRecord, smsToken: string | undefined): Promise<void>;
}

export function createSignInPolicy(deps: { directory: Directory; sms: SmsCodeService }): SignInPolicy {
  return {
    async afterPassword(ctx, login, smsToken) {
      const account = await deps.directory.account(login, ctx.db);
      if (!account) ctx.fail(401, DV_CODES.unknownLogin, 'shell.unknownLogin', undefined, 'Login');
      const type = await effectiveLoginType(deps.directory, ctx.db, account!);
      if (type === 'B') {
        await audit(ctx.db, 'login.refused', login, ctx.ip, 'login type B: BankID only');
        ctx.fail(403, DV_CODES.forbidden, 'security.bankIdRequired');
      }
      if (type !== 'S') return 'open';
      if (smsToken === undefined || smsToken === '') {
        await audit(ctx.db, 'login.smsRequired', login, ctx.ip);
        return 'sms';
      }
      if (!(await deps.sms.consumeProof({ token: smsToken, subject: smsSubject.login(login) }))) {
        await audit(ctx.db, 'sms.failed', login, ctx.ip, 'proof not valid');
        ctx.fail(403, DV_CODES.forbidden, 'security.smsProofInvalid', undefined, 'SMSToken');
      }
      return 'open';
    },

    async beforeCompany(ctx, company, smsToken) {
      const login = ctx.account!.Login;
      const FtgId = company.ftgInfo.FtgId;
      if (company.enforceBankIdAuth && ctx.session!.authMethod !== 'BANKID') {
        await audit(ctx.db, 'session.companyRefused', login, ctx.ip, `${FtgId}: EnforceBankIDAuth`);
        ctx.fail(403, DV_CODES.forbidden, 'security.companyRequiresBankId');
      }
      if (!company.ftgInfo.requireSMSVerification) return;
      if (smsToken === undefined || smsToken === '') ctx.fail(403, DV_CODES.smsRequired, 'shell.smsRequired');
      if (!(await deps.sms.consumeProof({ token: smsToken!, subject: smsSubject.company(login, FtgId) }))) {
        await audit(ctx.db, 'sms.failed', login, ctx.ip, `${FtgId}: proof not valid`);
        ctx.fail(403, DV_CODES.smsRequired, 'security.smsProofInvalid', undefined, 'SMSToken');
      }
    },
  };
}
