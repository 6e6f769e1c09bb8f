import { compensationCareRecipientRequired, compensationReceiptRequired, compensationResultUnitRequired, type ResultUnitNumber } from '@lonna/core/validation';

/**
 * The conditional required fields of a compensation (spec §5), from core's pure rules; the dialog and the server ask
 * the same function. Flags are the company's (FtgInfo: UseLSS, OpenResEnhetN, RegResEnhN) and the portal's
 * (UseErsMandatoryBrukare, UseErsMandatoryResEnhetN, UseMandatoryReceipt).
 */
export interface RequiredFlags {
  [flag: string]: unknown;
}
export interface RequiredInput {
  Typ: string;
  Brukare?: string;
  ResEnhet1?: string;
  ResEnhet2?: string;
  ResEnhet3?: string;
  ResEnhet4?: string;
  ResEnhet5?: string;
  ResEnhet6?: string;
  /** a file chosen or a receipt already stored */
  hasFile: boolean;
  KvittoId?: string;
}

const UNITS: readonly ResultUnitNumber[] = [1, 2, 3, 4, 5, 6];

/** the first required field that is empty, or null */
export function missingRequiredField(input: RequiredInput, flags: RequiredFlags): string | null {
  const f = flags as Record<string, boolean>;
  if (compensationCareRecipientRequired({ UseLSS: Boolean(f.UseLSS), UseErsMandatoryBrukare: Boolean(f.UseErsMandatoryBrukare) }) && !input.Brukare?.trim())
    return 'Brukare';
  for (const n of UNITS) {
    if (compensationResultUnitRequired(n, f) && !input[`ResEnhet${n}`]?.trim()) return `ResEnhet${n}`;
  }
  if (compensationReceiptRequired({ type: input.Typ, UseMandatoryReceipt: Boolean(f.UseMandatoryReceipt), hasFile: input.hasFile, receiptId: input.KvittoId }))
    return 'Kvitto';
  return null;
}
