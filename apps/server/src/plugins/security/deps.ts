import type { BankIdAuthService } from '../../services/bankid/auth-service';
import type { MailTransport } from '../../services/mail';
import type { SmsCodeService } from '../../services/sms';
import type { Directory } from '../../host/auth/directory';
import type { SessionStore } from '../../host/auth/session-store';
import type { ThrottleConfig } from '../../host/auth/throttle';

/** What the sign-in security endpoints need from the host. */
export interface SecurityDeps {
  directory: Directory;
  sessions: SessionStore;
  throttle: ThrottleConfig;
  firstSalaryYear: number;
  now(): Date;
  bankid: BankIdAuthService;
  sms: SmsCodeService;
  mail: MailTransport;
  /** LONNA_FORGOT_PASSWORD_URL, or '' for the portal's own reset flow */
  forgotPasswordUrl: string;
  /** the origin links in mail and SMS point to: LONNA_PUBLIC_URL, or in demo mode the bound address; never a request header */
  publicUrl(): string;
  /** how long a reset link works */
  resetTtlMs: number;
  /** BankID starts per address and minute */
  bankIdStartsPerMinute: number;
}
