import type { AccountInfo } from '@lonna/core/server';
import type { Directory } from '../../host/auth/directory';
import type { Db } from '../../host/db/types';

/** What an account's sign-in must be: A password, B BankID only, S password plus SMS code. */
export type EffectiveLoginType = 'A' | 'B' | 'S';

/**
 * The account's LoginTyp (spec: F per company, A username and password, B
 * BankID, S two-step SMS). F follows the LoginTyp switch of the account's own
 * company (PortalInfo.LoginTyp); a company that says F too, or none, means A.
 * BankID is accepted for every type: it is the stronger method.
 */
export async function effectiveLoginType(directory: Directory, db: Db, account: Pick<AccountInfo, 'LoginTyp' | 'FtgId'>): Promise<EffectiveLoginType> {
  if (account.LoginTyp === 'A' || account.LoginTyp === 'B' || account.LoginTyp === 'S') return account.LoginTyp;
  const company = account.FtgId ? await directory.company(account.FtgId, db) : null;
  const t = company?.portal.LoginTyp;
  return t === 'B' || t === 'S' ? t : 'A';
}
