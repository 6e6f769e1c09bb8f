import { hashPassword } from '../../host/auth/password';
import type { Db } from '../../host/db/types';
import { personnummer } from '../../host/domain/luhn';
import { DEMO_PASSWORD } from '../shell/seed/demo';
import { securityDb } from './tables';

/** Fredrik Företagsson: one person with two FTG accounts (ftg@ and ftg2@), so BankID shows the account list. */
export const MULTI_ACCOUNT_PERSNR = personnummer(new Date(Date.UTC(1974, 4, 12)), 235);

/** Demo accounts this plugin adds (beside the shell's DEMO_ACCOUNTS). */
export const SECURITY_DEMO_ACCOUNTS = [
  {
    Login: 'ftg2@demo.se',
    Namn: 'Fredrik Företagsson',
    Roll: 'FTG',
    companies: ['1002'],
    LoginTyp: 'A',
    note: 'same person as ftg@demo.se (BankID account list)',
  },
  { Login: 'reset@demo.se', Namn: 'Rebecka Nyström', Roll: 'FTG', companies: ['1002'], LoginTyp: 'A', note: 'for trying the forgot-password flow' },
  // more two-step accounts, so SMS sign-ins can be tried side by side (one code a minute per account)
  { Login: 'sms2@demo.se', Namn: 'Simon Tvåstegsson', Roll: 'FTG', companies: ['1003'], LoginTyp: 'S', note: 'login type S' },
  { Login: 'sms3@demo.se', Namn: 'Stina Kodqvist', Roll: 'FTG', companies: ['1003'], LoginTyp: 'S', note: 'login type S' },
] as const;

/** mobiles for the SMS step (the outbox shows them; 070-17x xx xx are numbers PTS reserves for fiction) */
const MOBILES: Record<string, string> = {
  'lic@demo.se': '070-1740601',
  'adm@demo.se': '070-1740602',
  'ftg@demo.se': '070-1740603',
  'ftg1@demo.se': '070-1740604',
  'avd@demo.se': '070-1740605',
  'lss@demo.se': '070-1740606',
  'bru@demo.se': '070-1740607',
  'per@demo.se': '070-1740608',
  'sms@demo.se': '070-1740609',
  'ftg2@demo.se': '070-1740603',
  'reset@demo.se': '070-1740610',
  'sms2@demo.se': '070-1740611',
  'sms3@demo.se': '070-1740612',
};

export async function seedSecurity(dbIn: Db, today: Date): Promise<void> {
  const db = securityDb(dbIn);
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const a of SECURITY_DEMO_ACCOUNTS) {
    await db
      .insertInto('accounts')
      .values({
        Login: a.Login,
        Namn: a.Namn,
        Roll: a.Roll,
        Signatur: a.Namn.split(' ')
          .map((p) => p[0])
          .join('')
          .toUpperCase(),
        PersNr: a.Login === 'ftg2@demo.se' ? MULTI_ACCOUNT_PERSNR : '',
        FtgId: a.companies[0],
        AnstNr: '',
        Brukare: '',
        LoginTyp: a.LoginTyp,
        AccessOption: '',
        PasswordHash: hash,
        Disabled: 0,
        CreatedAt: today.getTime(),
      })
      .execute();
    await db
      .insertInto('account_companies')
      .values(a.companies.map((FtgId) => ({ Login: a.Login, FtgId })))
      .execute();
  }
  await db.updateTable('accounts').set({ PersNr: MULTI_ACCOUNT_PERSNR }).where('Login', '=', 'ftg@demo.se').execute();
  const logins = new Set((await db.selectFrom('accounts').select('Login').execute()).map((r) => r.Login));
  const rows = Object.entries(MOBILES)
    .filter(([Login]) => logins.has(Login))
    .map(([Login, Mobile]) => ({ Login, Mobile, Email: '' }));
  if (rows.length) await db.insertInto('account_contacts').values(rows).execute();
}
