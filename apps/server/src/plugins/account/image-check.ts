import type { PictureType } from '@lonna/core/contracts';
import { checkUpload, sniffType, UPLOAD_KINDS } from '../../services/files';

/** The largest side a stored picture may have; the crop area scales far below this. */
export const PICTURE_MAX_SIDE = UPLOAD_KINDS.picture.maxSide;

export type ImageProblem = 'empty' | 'tooLarge' | 'invalidImage' | 'typeMismatch' | 'badDimensions';

/** What the bytes really are (magic bytes), whatever the client claims. */
export function detectPictureType(bytes: Uint8Array): PictureType | null {
  const t = sniffType(bytes);
  return t === 'image/png' || t === 'image/jpeg' ? t : null;
}

/**
 * Accepts only a whole PNG or JPEG of the declared type, at most 5 MB and
 * 4096 px a side — the shared upload check (src/uploads) for the kind 'picture',
 * in the picture's own words. Returns the first problem, or null.
 */
export function checkPicture(bytes: Uint8Array, declared: PictureType): ImageProblem | null {
  const checked = checkUpload('picture', { bytes, declaredType: declared });
  if (checked.ok) return null;
  switch (checked.problem) {
    case 'empty':
    case 'tooLarge':
    case 'typeMismatch':
    case 'badDimensions':
      return checked.problem;
    default:
      return 'invalidImage';
  }
}
