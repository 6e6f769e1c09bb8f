import { defineServerPlugin, type ServerPlugin } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import type { SecurityDeps } from './deps';
import { bankIdEndpoints } from './endpoints/bankid';
import { passwordResetEndpoints } from './endpoints/password-reset';
import { smsEndpoints } from './endpoints/sms';
import { securityMessages } from './messages';
import { securityTables } from './migrations/001-security';
import { auditIndex } from './migrations/002-audit-index';
import { deviceCookies } from './migrations/003-device-cookies';
import { seedSecurity } from './seed';

/**
 * Sign-in security (issue 4): BankID sign-in, the SMS step, the own password
 * reset, and the shared tables behind them. The shell's /authenticate and
 * company selection ask its SignInPolicy (policy.ts).
 */
export function securityServerPlugin(deps: SecurityDeps): ServerPlugin<Db> {
  return defineServerPlugin<Db>({
    id: 'security',
    version: '1.0.0',
    migrations: { '001-security': securityTables, '002-audit-index': auditIndex, '003-device-cookies': deviceCookies },
    endpoints: [...bankIdEndpoints(deps), ...smsEndpoints(deps), ...passwordResetEndpoints(deps)],
    seed: (db) => seedSecurity(db, deps.now()),
    messages: securityMessages,
  });
}

export type { SecurityDeps } from './deps';
export { createSignInPolicy, type SignInPolicy } from './policy';
export { MULTI_ACCOUNT_PERSNR, SECURITY_DEMO_ACCOUNTS } from './seed';
export { RESET_PAGE_PATH } from './password-link';
