/**
 * A chosen receipt file as the wire's upload (`ReceiptUploadModel`: base64 without a data: prefix, its type, its
 * name), for compensations' claims and travel's receipt scan alike. HEIC/HEIF, a phone's photo, is converted to JPEG by
 * the server (server/published/receipts.ts).
 */
export type ReceiptType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/heic' | 'image/heif';
export const RECEIPT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/heic,image/heif,.heic,.heif';

/** some browsers give a HEIC file no type: its name says it */
const typeOf = (file: File): ReceiptType =>
  (file.type || (/\.heif$/i.test(file.name) ? 'image/heif' : /\.heic$/i.test(file.name) ? 'image/heic' : '')) as ReceiptType;

export async function fileToUpload(file: File): Promise<{ Content: string; Type: ReceiptType; FileName: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { Content: btoa(binary), Type: typeOf(file), FileName: file.name.slice(0, 200) };
}
