/** Swedish money: 1 234,50 (two decimals, the user's language's separators) */
export const money = (n: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** the receipt upload's wire form (HEIC/HEIF too: a phone's photo, converted to JPEG by the server): compensations' */
export { fileToUpload, RECEIPT_ACCEPT, type ReceiptType } from '@lonna/plugin-compensations/contracts';
