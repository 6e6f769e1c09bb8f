import Kontonummer from 'kontonummer';

export type BankAccountStatus = 'valid' | 'uncertain' | 'invalid';

export interface BankAccountCheck {
  status: BankAccountStatus;
  /** the bank the clearing number belongs to, when known */
  bankName?: string;
}

/**
 * Clearing and account number by the banks' rules (Bankgirot's specification,
 * through the kontonummer library). The library's own advice is to warn rather
 * than block where a check digit cannot be trusted: its 'semi' mode is strict for
 * type 1 accounts and lax for type 2. So:
 * - passes 'semi' with a correct check digit → 'valid'
 * - passes 'semi' but the check digit does not match (type 2) → 'uncertain' (warn)
 * - unknown clearing number, wrong length or type 1 check digit → 'invalid'
 */
export function checkBankAccount(clearing: string | null | undefined, account: string | null | undefined): BankAccountCheck {
  const c = (clearing ?? '').replace(/\D/g, '');
  const a = (account ?? '').replace(/\D/g, '');
  if (c.length < 4 || c.length > 5 || a === '') return { status: 'invalid' };
  try {
    const parsed = new Kontonummer(c, a, { mode: 'semi' });
    return { status: parsed.valid ? 'valid' : 'uncertain', bankName: parsed.bankName };
  } catch {
    return { status: 'invalid' };
  }
}

/** False only when the account is certainly wrong; an 'uncertain' account passes (show bankAccountUncertain as a warning). */
export function isValidBankAccount(clearing: string | null | undefined, account: string | null | undefined): boolean {
  return checkBankAccount(clearing, account).status !== 'invalid';
}
