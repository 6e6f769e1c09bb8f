import { createEvent, sample } from 'effector';
import { sessionReceived } from '../session/model';
import { $account } from '../session/state';
import { rememberLoginFx } from '../session/storage';
import { bankIdSignedIn, bankIdStarted } from './model';

/**
 * The BankID widget hands its sign-in to the session like a password login:
 * the session data is stored, the account's theme applied (the theme model
 * follows sessionReceived) and the login and method remembered. Kept apart
 * from model.ts so the widget's model stays testable on its own; imported for
 * its effect by the BankID tab (listed under "sideEffects" in core/package.json,
 * or bundlers would drop it).
 */
sample({ clock: bankIdSignedIn, target: sessionReceived });
sample({ clock: bankIdSignedIn, fn: (r) => ({ login: r.UserAccount.Login, method: 'BANKID' }), target: rememberLoginFx });

/** own-account mode: re-authenticate the signed-in account with the personal number on file (Type 0) */
export const reauthenticationRequested = createEvent();
sample({
  clock: reauthenticationRequested,
  source: $account,
  filter: Boolean,
  fn: (a) => ({ type: 0 as const, ownLogin: a.Login }),
  target: bankIdStarted,
});
