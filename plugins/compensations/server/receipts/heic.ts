import convert from 'heic-convert';

/**
 * A phone's photo in HEIC/HEIF (an iPhone's default) becomes a JPEG before it is stored and read: the host's receipt
 * kind keeps to what every browser shows (PNG, JPEG, PDF), and the OCR reads the JPEG. The decoder is libheif compiled
 * to JavaScript (heic-convert → heic-decode → libheif-js): no native code, nothing fetched at run time.
 */

/** the ISO BMFF `ftyp` box of a HEIF image: brands heic, heix, hevc, hevx, heim, heis, mif1, msf1 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
export function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 64)).toString('latin1');
  if (text.slice(4, 8) !== 'ftyp') return false;
  const size = Math.min(bytes[0]! * 2 ** 24 + bytes[1]! * 2 ** 16 + bytes[2]! * 2 ** 8 + bytes[3]!, text.length);
  for (let at = 8; at + 4 <= size; at += 4) if (HEIF_BRANDS.has(text.slice(at, at + 4))) return true;
  return false;
}

/** the photo as a JPEG (quality 0.9); null when the bytes are not a HEIF image the decoder reads */
export async function heifToJpeg(bytes: Uint8Array): Promise<Buffer | null> {
  if (!isHeif(bytes)) return null;
  try {
    return Buffer.from(await convert({ buffer: Buffer.from(bytes), format: 'JPEG', quality: 0.9 }));
  } catch {
    return null;
  }
}
