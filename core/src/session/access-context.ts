import { combine } from 'effector';
import type { AccessContext } from '../contracts/access';
import { $account, $ftgInfo, $licence, $portalInfo } from './state';

/**
 * What every access predicate is evaluated against (core/src/contracts/access.ts).
 * null until signed in with a company, so routes and drawer stay hidden before.
 */
export const $accessContext = combine($account, $ftgInfo, $portalInfo, $licence, (account, ftg, portal, licence): AccessContext | null => {
  if (!account || !ftg) return null;
  return {
    role: account.Roll,
    plus: licence?.HasPlus ?? false,
    licenceOptions: licence?.HasLicensOption ?? [],
    userOptions: account.UserOption.map((o) => o.Option),
    portal: (portal ?? {}) as Record<string, unknown>,
    company: ftg as unknown as Record<string, unknown>,
    hasEmployeeNumber: account.AnstNr.trim().length > 0,
  };
});
