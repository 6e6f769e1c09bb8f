/**
 * The conditional "required" rules of spec §5 as pure predicates: they say
 * whether a field is required; `rules.requiredWhen(flag)` turns the answer into a
 * rule. Flags come from FtgInfo (company) and PortalInfo (portal settings).
 * Time reporting uses UseMandatory*, compensations use UseErsMandatory*.
 */

export type ResultUnitNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** Empty receipt id: nothing, blank or the all-zero GUID. */
function hasReceiptId(receiptId: string | null | undefined): boolean {
  const t = (receiptId ?? '').trim();
  return t !== '' && !/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(t);
}

/** Care recipient (Brukare) in time reporting: the company uses LSS and the portal makes it mandatory. */
export function careRecipientRequired(flags: { UseLSS: boolean; UseMandatoryBrukare: boolean }): boolean {
  return flags.UseLSS && flags.UseMandatoryBrukare;
}

/** Care recipient on a compensation: the company uses LSS and UseErsMandatoryBrukare is on. */
export function compensationCareRecipientRequired(flags: { UseLSS: boolean; UseErsMandatoryBrukare: boolean }): boolean {
  return flags.UseLSS && flags.UseErsMandatoryBrukare;
}

type ResultUnitFlags<N extends ResultUnitNumber, Mandatory extends string> = {
  [K in `OpenResEnhet${N}` | `RegResEnh${N}` | `${Mandatory}${N}`]?: boolean;
};

/** Result unit n in time reporting: open (OpenResEnhetN), registered (RegResEnhN) and mandatory (UseMandatoryResEnhetN). */
export function resultUnitRequired<N extends ResultUnitNumber>(n: N, flags: ResultUnitFlags<N, 'UseMandatoryResEnhet'>): boolean {
  const f = flags as Record<string, boolean | undefined>;
  return Boolean(f[`OpenResEnhet${n}`] && f[`RegResEnh${n}`] && f[`UseMandatoryResEnhet${n}`]);
}

/** Result unit n on a compensation: open, registered and UseErsMandatoryResEnhetN. */
export function compensationResultUnitRequired<N extends ResultUnitNumber>(n: N, flags: ResultUnitFlags<N, 'UseErsMandatoryResEnhet'>): boolean {
  const f = flags as Record<string, boolean | undefined>;
  return Boolean(f[`OpenResEnhet${n}`] && f[`RegResEnh${n}`] && f[`UseErsMandatoryResEnhet${n}`]);
}

export const RECEIPT_COMPENSATION_TYPE = 'UTLÄGG';

export interface ReceiptFlags {
  /** the compensation type (KalArt type), e.g. 'UTLÄGG' */
  type: string;
  UseMandatoryReceipt: boolean;
  /** a file is chosen in the form */
  hasFile: boolean;
  /** an already stored receipt; '' or the all-zero GUID means none */
  receiptId?: string | null;
}

/**
 * A receipt is required for an out-of-pocket expense (type UTLÄGG, compared
 * case-insensitively) when UseMandatoryReceipt is on and the row has neither a
 * chosen file nor a stored receipt.
 */
export function receiptRequired(flags: ReceiptFlags): boolean {
  return flags.type.trim().toUpperCase() === RECEIPT_COMPENSATION_TYPE && flags.UseMandatoryReceipt && !flags.hasFile && !hasReceiptId(flags.receiptId);
}

/**
 * The compensation twin: the portal has no UseErsMandatoryReceipt switch and
 * UTLÄGG is itself a compensation, so the same switch and rule apply in the
 * compensation dialogs and in the out-of-pocket guide.
 */
export const compensationReceiptRequired = receiptRequired;
