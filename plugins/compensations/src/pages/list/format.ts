/** Swedish money: 1 234,50 (the kit's number format, two decimals) */
export const money = (n: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** the receipt upload's wire form and the files the picker offers (one helper for compensations and travel) */
export { fileToUpload, RECEIPT_ACCEPT } from '../../receipt-upload';
