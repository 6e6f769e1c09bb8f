/** Swedish money: 1 234,50 (two decimals, the user's language's separators) */
export const money = (n: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** HEIC/HEIF: a phone's photo, converted to JPEG by the server */
export const RECEIPT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/heic,image/heif,.heic,.heif';
export type ReceiptType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/heic' | 'image/heif';
/** some browsers give a HEIC file no type: its name says it */
const typeOf = (file: File): ReceiptType =>
  (file.type || (/\.heif$/i.test(file.name) ? 'image/heif' : /\.heic$/i.test(file.name) ? 'image/heic' : '')) as ReceiptType;

/** a chosen file as the wire's base64 (no data: prefix) */
export async function fileToUpload(file: File): Promise<{ Content: string; Type: ReceiptType; FileName: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { Content: btoa(binary), Type: typeOf(file), FileName: file.name.slice(0, 200) };
}
