import type { BankIdAuthService } from '../../bankid/auth-service';
import type { MailTransport } from '../../mail';
import type { SmsCodeService } from '../../sms';
import type { Directory } from '../directory';
import type { SessionStore } from '../session-store';
import type { ThrottleConfig } from '../throttle';

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
