import { formatMessage, type Locale, type Messages } from '@lonna/core/server';
import { isValidEmail } from '@lonna/core/validation';
import { serverMessages } from '../src/i18n/server-messages';
import type { LeaveAction } from '../src/domain/states';
import type { LeaveApplicationsTable, LeaveCtx } from './db';

const LOCALES: readonly Locale[] = ['sv', 'en', 'fr', 'pl'];

/** a server message in a given language (the recipient's, not the caller's) */
function tIn(locale: Locale, key: string, params?: Record<string, unknown>): string {
  let node: string | Messages | undefined = serverMessages[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? formatMessage(node, params) : key;
}

/**
 * The employee hears a decision by mail too (the push reaches only an open portal): each of his accounts in the
 * company with a mail address (its contact address, or its login when that is one), in the language the account chose
 * ('' = Swedish, the portal's default). Sent by the host after the decision's transaction has committed.
 */
export async function mailDecision(ctx: LeaveCtx, row: LeaveApplicationsTable, action: LeaveAction, message: string): Promise<void> {
  if (action !== 'approve' && action !== 'deny' && action !== 'revert') return;
  const accounts = await ctx.db
    .selectFrom('accounts')
    .leftJoin('account_contacts', 'account_contacts.Login', 'accounts.Login')
    .leftJoin('user_app_settings', 'user_app_settings.Login', 'accounts.Login')
    .select(['accounts.Login', 'account_contacts.Email', 'user_app_settings.Language'])
    .where('accounts.FtgId', '=', ctx.companyId)
    .where('accounts.AnstNr', '=', row.AnstNr)
    .where('accounts.Disabled', '=', 0)
    .execute();
  for (const a of accounts) {
    const to = a.Email || (isValidEmail(a.Login) ? a.Login : '');
    if (!to) continue;
    const locale = LOCALES.find((l) => l === a.Language) ?? 'sv';
    const params = { type: tIn(locale, `mail.types.${row.Typ}`), from: row.FromDatum, to: row.TomDatum, by: ctx.account.Namn || ctx.account.Login };
    const lines = [tIn(locale, `mail.${action}`, params)];
    if (message.trim()) lines.push('', tIn(locale, 'mail.message', { message: message.trim() }));
    lines.push('', tIn(locale, 'mail.footer'));
    ctx.notify.mail({ to, subject: tIn(locale, `mail.subject.${action}`, params), text: lines.join('\n') });
  }
}
