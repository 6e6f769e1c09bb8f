import type { Role } from '@lonna/core/contracts';
import { call, signIn, type TestServer } from '../../support/test-server';

/** One demo account per role, all with access to company 1001 (README § Demo accounts). */
export const ROLE_LOGINS: Record<Role, string> = {
  LIC: 'lic@demo.se',
  ADM: 'adm@demo.se',
  FTG: 'ftg@demo.se',
  AVD: 'avd@demo.se',
  LSS: 'lss@demo.se',
  BRU: 'bru@demo.se',
  PER: 'per@demo.se',
};
export const HOME_COMPANY = '1001';
/** a company none of the non-admin demo accounts may use */
export const FOREIGN_COMPANY = '1006';

/**
 * Signed-in sessions per role, renewed when a call under test ended one
 * (logout, inactivity logout): the next cell starts from a live session again.
 */
export class RoleSessions {
  private readonly cookies = new Map<Role, string>();
  constructor(private readonly server: TestServer) {}

  async cookie(role: Role): Promise<string> {
    const known = this.cookies.get(role);
    if (known && (await call(this.server, 'GET', '/api/me', { cookie: known })).statusCode === 200) return known;
    const fresh = await signIn(this.server, ROLE_LOGINS[role], role === 'FTG' ? HOME_COMPANY : undefined);
    this.cookies.set(role, fresh);
    return fresh;
  }
}
