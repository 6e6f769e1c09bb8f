import { PICTURE_MAX_BYTES, type PictureType } from '@lonna/core/contracts';

/** The largest side a stored picture may have; the crop area scales far below this. */
export const PICTURE_MAX_SIDE = 4096;

export type ImageProblem = 'empty' | 'tooLarge' | 'invalidImage' | 'typeMismatch' | 'badDimensions';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/** Width and height of a PNG: the IHDR chunk must come first, and the file must end with IEND. */
function pngSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 8 + 25 + 12 || !startsWith(b, PNG_SIGNATURE)) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const ihdr = String.fromCharCode(...b.subarray(12, 16));
  if (view.getUint32(8) !== 13 || ihdr !== 'IHDR') return null;
  const iend = String.fromCharCode(...b.subarray(b.length - 8, b.length - 4));
  if (iend !== 'IEND') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Width and height of a JPEG from its first SOF marker; it must end with EOI. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) { i += 1; continue; }
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (b[i + 5]! << 8) | b[i + 6]!, width: (b[i + 7]! << 8) | b[i + 8]! };
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** What the bytes really are (magic bytes), whatever the client claims. */
export function detectPictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/**
 * Accepts only a whole PNG or JPEG of the declared type, at most 5 MB and
 * 4096 px a side. Returns the first problem, or null.
 */
export function checkPicture(bytes: Uint8Array, declared: PictureType): ImageProblem | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > PICTURE_MAX_BYTES) return 'tooLarge';
  const actual = detectPictureType(bytes);
  if (actual === null) return 'invalidImage';
  if (actual !== declared) return 'typeMismatch';
  const size = actual === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return 'invalidImage';
  if (size.width < 1 || size.height < 1 || size.width > PICTURE_MAX_SIDE || size.height > PICTURE_MAX_SIDE) return 'badDimensions';
  return null;
}
