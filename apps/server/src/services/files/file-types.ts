/**
 * The file types any upload may have, each with its extensions and the magic
 * bytes that prove it. Nothing executable, no archives (so no zip bombs): a
 * type not here is refused.
 */
export type FileType = 'application/pdf' | 'image/png' | 'image/jpeg';

export const FILE_TYPES: Record<FileType, { extensions: readonly string[]; magic: readonly number[] }> = {
  'application/pdf': { extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  'image/png': { extensions: ['png'], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
};

/** What the bytes are, by their magic bytes — never by what the client claims. */
export function sniffType(bytes: Uint8Array): FileType | null {
  for (const [type, spec] of Object.entries(FILE_TYPES) as [FileType, (typeof FILE_TYPES)[FileType]][]) {
    if (spec.magic.every((b, i) => bytes[i] === b)) return type;
  }
  return null;
}

/** the lower-case extension of a file name ('' when none) */
export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return m ? m[1]!.toLowerCase() : '';
}
