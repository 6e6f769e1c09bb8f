/** Swedish money: 1 234,50 (the kit's number format, two decimals) */
export const money = (n: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** a chosen file as the wire's base64 (no data: prefix) */
export async function fileToUpload(file: File): Promise<{ Content: string; Type: 'application/pdf' | 'image/png' | 'image/jpeg'; FileName: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { Content: btoa(binary), Type: file.type as 'application/pdf', FileName: file.name };
}

export const RECEIPT_ACCEPT = 'application/pdf,image/png,image/jpeg';
