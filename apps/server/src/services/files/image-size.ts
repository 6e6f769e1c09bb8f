/** Width and height read from the image's own header, so a picture's size is known without decoding it. */
export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk must come first, and the file must end with IEND. */
export function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 8 + 25 + 12) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (view.getUint32(8) !== 13 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  if (String.fromCharCode(...b.subarray(b.length - 8, b.length - 4)) !== 'IEND') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** JPEG: the first SOF marker; it must end with EOI. */
export function jpegSize(b: Uint8Array): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
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

/** PDF: a header and an end-of-file marker near the end (a truncated upload is refused). */
export function looksLikeWholePdf(b: Uint8Array): boolean {
  const tail = Buffer.from(b.subarray(Math.max(0, b.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}
