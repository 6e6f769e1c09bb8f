import { personName } from '@lonna/core/contracts';
import { formatMessage, type Locale, type Messages } from '@lonna/core/server';
import { isValidEmail } from '@lonna/core/validation';
import type { TradeNoticeChannel } from '../src/contracts';
import { serverMessages } from '../src/i18n/server-messages';
import type { StaffingCtx } from './db';

const LOCALES: readonly Locale[] = ['sv', 'en', 'fr', 'pl'];

/** a server message in the recipient's language (not the caller's) */
function tIn(locale: Locale, key: string, params?: Record<string, unknown>): string {
  let node: string | Messages | undefined = serverMessages[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? formatMessage(node, params) : key;
}

export type TradeStep = 'interest' | 'approve' | 'deny' | 'withdraw';
/** what each person hears: the text key of his mail */
export interface TradeNotice {
  anstNr: string;
  text: 'interest' | 'approvedOfferer' | 'approvedTaker' | 'approvedOther' | 'deny' | 'withdraw';
}
export interface TradeFacts {
  step: TradeStep;
  datum: string;
  start: string;
  slut: string;
  need: string;
  /** the offerer, the colleague who took it (approve) or showed interest (interest), and everyone interested */
  offerer: string;
  taker: string;
  interested: readonly string[];
  /** how each of them wants to hear of it (his shift-swap option, stored with his offer or interest); absent: mail */
  channels: ReadonlyMap<string, string>;
}
const byMail = (c: string | undefined) => c === undefined || c === 'MAIL' || c === 'BOTH';
const bySms = (c: string | undefined) => c === 'SMS' || c === 'BOTH';
/** the channel a stored option names ('MAIL' for anything unknown) */
export const channelOf = (c: string | undefined): TradeNoticeChannel => (c === 'SMS' || c === 'BOTH' || c === 'NONE' ? c : 'MAIL');

/**
 * Who is told of a step besides the push (everyone involved, never the one who took the step): interest → the
 * offerer; approve → the offerer, the taker and the other interested colleagues; deny → the offerer and the
 * interested; withdraw → the interested. An offer mails nobody: the colleagues who could take it see it on their
 * schedule (push), and mailing a whole department for every offer would be noise.
 */
export function noticesOf(f: TradeFacts, actor: string): TradeNotice[] {
  const out: TradeNotice[] = [];
  const others = f.interested.filter((a) => a !== f.taker);
  if (f.step === 'interest') out.push({ anstNr: f.offerer, text: 'interest' });
  if (f.step === 'approve') {
    out.push({ anstNr: f.offerer, text: 'approvedOfferer' }, { anstNr: f.taker, text: 'approvedTaker' });
    for (const a of others) out.push({ anstNr: a, text: 'approvedOther' });
  }
  if (f.step === 'deny') {
    out.push({ anstNr: f.offerer, text: 'deny' });
    for (const a of f.interested) out.push({ anstNr: a, text: 'deny' });
  }
  if (f.step === 'withdraw') for (const a of f.interested) out.push({ anstNr: a, text: 'withdraw' });
  const seen = new Set<string>();
  return out.filter((n) => n.anstNr !== '' && n.anstNr !== actor && !seen.has(n.anstNr) && seen.add(n.anstNr));
}

/**
 * Tells each person of the step as he chose (his shift-swap option): a mail to each of his enabled accounts in the
 * company with a mail address (its contact address, or its login when that is one), an SMS to each with a mobile
 * number — in the language the account chose. The host sends them after the step's transaction has committed, so a
 * refused step tells nobody.
 */
export async function noticeTradeStep(ctx: StaffingCtx, facts: TradeFacts): Promise<void> {
  const notices = noticesOf(facts, ctx.account.AnstNr ?? '').filter((n) => facts.channels.get(n.anstNr) !== 'NONE');
  if (notices.length === 0) return;
  const people = [...new Set([facts.offerer, facts.taker, ...notices.map((n) => n.anstNr)])].filter(Boolean);
  const names = new Map(
    (
      await ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).where('AnstNr', 'in', people).execute()
    ).map((e) => [e.AnstNr, personName(e)]),
  );
  const accounts = await ctx.db
    .selectFrom('accounts')
    .leftJoin('account_contacts', 'account_contacts.Login', 'accounts.Login')
    .leftJoin('user_app_settings', 'user_app_settings.Login', 'accounts.Login')
    .select(['accounts.Login', 'accounts.AnstNr', 'account_contacts.Email', 'account_contacts.Mobile', 'user_app_settings.Language'])
    .where('accounts.FtgId', '=', ctx.companyId)
    .where(
      'accounts.AnstNr',
      'in',
      notices.map((n) => n.anstNr),
    )
    .where('accounts.Disabled', '=', 0)
    .execute();
  for (const n of notices) {
    const channel = facts.channels.get(n.anstNr);
    // interest names the colleague who asked; approve the one who took it; deny and withdraw the offerer
    const who = n.text === 'interest' || n.text === 'approvedOfferer' ? facts.taker : facts.offerer;
    for (const a of accounts.filter((x) => x.AnstNr === n.anstNr)) {
      const locale = LOCALES.find((l) => l === a.Language) ?? 'sv';
      const params = { date: facts.datum, when: `${facts.datum} ${facts.start}–${facts.slut}`, need: facts.need, name: names.get(who) ?? who };
      const line = tIn(locale, `tradeMail.${n.text}`, params);
      const to = a.Email || (isValidEmail(a.Login) ? a.Login : '');
      if (byMail(channel) && to)
        ctx.notify.mail({ to, subject: tIn(locale, `tradeMail.subject.${facts.step}`, params), text: [line, '', tIn(locale, 'tradeMail.footer')].join('\n') });
      // an SMS is the one line (the product's name first: the number it comes from says nothing)
      if (bySms(channel) && a.Mobile) ctx.notify.sms({ to: a.Mobile, text: `Lönna: ${line}` });
    }
  }
}
