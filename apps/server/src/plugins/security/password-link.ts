import type { Locale } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import { hashToken, newSessionToken } from '../../host/auth/tokens';
import { resetPasswordMail, welcomeMail } from '../../services/mail';
import type { SecurityDeps } from './deps';
import { securityDb } from './tables';

/** The own reset page of the portal (a standalone route); the token travels in the fragment. */
export const RESET_PAGE_PATH = '/reset-password';

/** A new account's link lives longer than a forgot-password link: the person may read the mail days later. */
export const WELCOME_TTL_MS = 72 * 3600_000;

export type PasswordLinkKind = 'reset' | 'welcome';

/** where the link goes: the contact e-mail, else a login that is an e-mail address; '' when there is none */
export function mailAddressOf(login: string, email: string | null | undefined): string {
  return email || (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(login) ? login : '');
}

/**
 * Issues a single-use set-password link for an active account and mails it: the forgot-password flow ('reset') and
 * an administrator's "send a link" ('welcome' for a new account). One rule for the token, its lifetime and the link.
 * Returns false when the account is unknown, disabled or has no address; a failing mail transport throws.
 */
export async function issuePasswordLink(
  deps: Pick<SecurityDeps, 'now' | 'publicUrl' | 'resetTtlMs' | 'mail'>,
  dbIn: Db,
  input: { login: string; locale: Locale; kind: PasswordLinkKind; ip: string },
): Promise<boolean> {
  const db = securityDb(dbIn);
  const account = await db
    .selectFrom('accounts')
    .leftJoin('account_contacts', 'account_contacts.Login', 'accounts.Login')
    .select(['accounts.Login', 'accounts.Namn', 'accounts.Disabled', 'account_contacts.Email'])
    .where('accounts.Login', '=', input.login)
    .executeTakeFirst();
  if (!account || account.Disabled) return false;
  const to = mailAddressOf(account.Login, account.Email);
  if (!to) return false;
  const now = deps.now().getTime();
  const ttl = input.kind === 'welcome' ? WELCOME_TTL_MS : deps.resetTtlMs;
  const token = newSessionToken();
  await db
    .insertInto('password_resets')
    .values({ token_hash: hashToken(token), login: account.Login, created_at: now, expires_at: now + ttl, used_at: null, ip: input.ip })
    .execute();
  const link = `${deps.publicUrl().replace(/\/$/, '')}${RESET_PAGE_PATH}#token=${token}`;
  const minutes = Math.round(ttl / 60_000);
  await deps.mail.send(
    input.kind === 'welcome'
      ? welcomeMail(input.locale, to, account.Namn, account.Login, link, Math.round(ttl / 3600_000))
      : resetPasswordMail(input.locale, to, account.Namn, link, minutes),
  );
  return true;
}
