import type { PictureType } from '../../contracts/account';
import { COMPANY_PICTURE_HINT_MAX_MB, IMAGE_FORMATS_TEXT, isAllowedImageFile, isWithinSize, type FileLike } from '../../validation/files';
import type { Rule, RuleFailure } from '../../validation';

/**
 * The picture input: the image extensions of spec §5 and the company picture's 5 MB.
 * The chosen file is re-encoded by the crop area, so what is uploaded is always PNG or JPEG.
 */
export const companyPictureFile: Rule<FileLike | null | undefined> = (file): RuleFailure | null => {
  if (!file) return null;
  if (!isAllowedImageFile(file)) return { key: 'validation.invalidImage', params: { formats: IMAGE_FORMATS_TEXT } };
  if (!isWithinSize(file, COMPANY_PICTURE_HINT_MAX_MB)) return { key: 'validation.imageTooLarge', params: { maxMb: COMPANY_PICTURE_HINT_MAX_MB } };
  return null;
};

/** PNG keeps transparency (the round stencil's corners, a logo's background); photos become JPEG. */
export function outputType(sourceType: string, circular: boolean): PictureType {
  return circular || sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
}

/** base64 without a data: prefix (spec §3 Picture upload) */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}
