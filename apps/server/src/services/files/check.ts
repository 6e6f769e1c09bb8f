import { createHash } from 'node:crypto';
import { extensionOf, FILE_TYPES, sniffType, type FileType } from './file-types';
import { jpegSize, looksLikeWholePdf, pngSize } from './image-size';
import { UPLOAD_KINDS, type UploadKindName } from './kinds';
import { safeFileName } from './safe-name';

export type UploadProblem = 'empty' | 'tooLarge' | 'typeNotAllowed' | 'typeMismatch' | 'extensionMismatch' | 'invalidFile' | 'badDimensions';

export interface AcceptedUpload {
  type: FileType;
  /** the safe display name, with the real type's extension */
  fileName: string;
  size: number;
  /** SHA-256 of the bytes (hex): duplicates have the same */
  sha256: string;
  bytes: Uint8Array;
}

export type UploadCheck = { ok: true; file: AcceptedUpload } | { ok: false; problem: UploadProblem; field: 'Content' | 'Type' | 'FileName' };

/**
 * The one gate every upload passes (ASVS 5.2): size, the declared type allowed
 * for the kind, the magic bytes equal to the declared type, the file name's
 * extension (when a name is given) one of that type's, and the file whole.
 */
export function checkUpload(kindName: UploadKindName, input: { bytes: Uint8Array; declaredType: string; fileName?: string }): UploadCheck {
  const kind = UPLOAD_KINDS[kindName];
  const { bytes } = input;
  if (bytes.length === 0) return { ok: false, problem: 'empty', field: 'Content' };
  if (bytes.length > kind.maxBytes) return { ok: false, problem: 'tooLarge', field: 'Content' };
  if (!(kind.types as readonly string[]).includes(input.declaredType)) return { ok: false, problem: 'typeNotAllowed', field: 'Type' };
  const declared = input.declaredType as FileType;
  const actual = sniffType(bytes);
  if (actual === null || !(kind.types as readonly string[]).includes(actual)) return { ok: false, problem: 'invalidFile', field: 'Content' };
  if (actual !== declared) return { ok: false, problem: 'typeMismatch', field: 'Type' };
  if (input.fileName !== undefined && input.fileName !== '' && !FILE_TYPES[actual].extensions.includes(extensionOf(input.fileName))) {
    return { ok: false, problem: 'extensionMismatch', field: 'FileName' };
  }
  if (actual === 'application/pdf') {
    if (!looksLikeWholePdf(bytes)) return { ok: false, problem: 'invalidFile', field: 'Content' };
  } else {
    const size = actual === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
    if (!size) return { ok: false, problem: 'invalidFile', field: 'Content' };
    const max = 'maxSide' in kind ? kind.maxSide : Infinity;
    if (size.width < 1 || size.height < 1 || size.width > max || size.height > max) return { ok: false, problem: 'badDimensions', field: 'Content' };
  }
  return {
    ok: true,
    file: {
      type: actual,
      fileName: safeFileName(input.fileName, FILE_TYPES[actual].extensions[0]!, kindName),
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    },
  };
}
