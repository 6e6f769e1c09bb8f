import { createHash } from 'node:crypto';
import { extensionOf, FILE_TYPES, sniffTypes, typeForExtension, type FileType } from './file-types';
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
  const types = kind.types as readonly FileType[];
  const { bytes } = input;
  if (bytes.length === 0) return { ok: false, problem: 'empty', field: 'Content' };
  if (bytes.length > kind.maxBytes) return { ok: false, problem: 'tooLarge', field: 'Content' };
  // no declared type: the file name's extension declares it (documents: what the browser says of a .docx varies)
  const declared = input.declaredType === '' && input.fileName ? typeForExtension(input.fileName, types) : (input.declaredType as FileType);
  if (declared === null) return { ok: false, problem: 'typeNotAllowed', field: 'FileName' };
  if (!types.includes(declared)) return { ok: false, problem: 'typeNotAllowed', field: 'Type' };
  const candidates = sniffTypes(bytes).filter((t) => types.includes(t));
  if (candidates.length === 0) return { ok: false, problem: 'invalidFile', field: 'Content' };
  if (!candidates.includes(declared)) return { ok: false, problem: 'typeMismatch', field: 'Type' };
  const actual = declared;
  if (input.fileName !== undefined && input.fileName !== '' && !(FILE_TYPES[actual].extensions as readonly string[]).includes(extensionOf(input.fileName))) {
    return { ok: false, problem: 'extensionMismatch', field: 'FileName' };
  }
  if (actual === 'application/pdf') {
    if (!looksLikeWholePdf(bytes)) return { ok: false, problem: 'invalidFile', field: 'Content' };
  } else if (actual === 'image/png' || actual === 'image/jpeg') {
    const size = actual === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
    if (!size) return { ok: false, problem: 'invalidFile', field: 'Content' };
    const max = 'maxSide' in kind ? kind.maxSide : Infinity;
    if (size.width < 1 || size.height < 1 || size.width > max || size.height > max) return { ok: false, problem: 'badDimensions', field: 'Content' };
  }
  return {
    ok: true,
    file: {
      type: actual,
      // the name keeps its own extension when it is one of the type's (a .dotx stays .dotx)
      fileName: safeFileName(input.fileName, keptExtension(actual, input.fileName), kindName),
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    },
  };
}

function keptExtension(type: FileType, fileName: string | undefined): string {
  const own = extensionOf(fileName ?? '');
  const all = FILE_TYPES[type].extensions as readonly string[];
  return all.includes(own) ? own : all[0]!;
}
