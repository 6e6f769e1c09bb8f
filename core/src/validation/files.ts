/** What the file rules need of a browser File (or a server upload): pure data, no DOM type. */
export interface FileLike {
  name: string;
  size?: number;
  /** mime type, used only when the name has no extension */
  type?: string;
}

const MB = 1024 * 1024;
export const IMAGE_EXTENSIONS = ['heic', 'heif', 'jpeg', 'png', 'jpg', 'jfif', 'bmp'] as const;
/** The formats named in the 'invalid image' message (spec §5). */
export const IMAGE_FORMATS_TEXT = 'HEIC, HEIF, PNG, JPEG';
export const IMAGE_MAX_MB = 2;
export const IMAGE_MAX_MB_MOBILE_APP = 10;
/** Only a hint text for the company picture; the upload itself uses the image rule. */
export const COMPANY_PICTURE_HINT_MAX_MB = 5;

const IMAGE_MIME = ['image/heic', 'image/heif', 'image/jpeg', 'image/png', 'image/bmp'];

/**
 * pdf, word, text, image, OpenXML, Excel, OpenDocument, PowerPoint (spec §5) — the server's list
 * (apps/server/src/services/files/file-types.ts); macro-enabled files (docm, xlsm) are refused on both sides.
 */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'dot',
  'dotx',
  'txt',
  'rtf',
  'csv',
  'jpg',
  'jpeg',
  'jfif',
  'png',
  'gif',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'webp',
  'xls',
  'xlsx',
  'xlt',
  'xltx',
  'ppt',
  'pptx',
  'pps',
  'ppsx',
  'odt',
  'ods',
  'odp',
  'odg',
] as const;

const DOCUMENT_MIME_PREFIXES = [
  'application/pdf',
  'application/msword',
  'application/rtf',
  'application/vnd.openxmlformats-officedocument.',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.ms-word',
  'application/vnd.oasis.opendocument.',
  'text/',
  'image/',
];

/** Lower-case extension without the dot, '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedImageFile(file: FileLike): boolean {
  const ext = fileExtension(file.name);
  if (ext) return (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  return IMAGE_MIME.includes((file.type ?? '').toLowerCase());
}

export function isAllowedDocumentFile(file: FileLike): boolean {
  const ext = fileExtension(file.name);
  if (ext) return (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
  const mime = (file.type ?? '').toLowerCase();
  return mime !== '' && DOCUMENT_MIME_PREFIXES.some((p) => mime.startsWith(p));
}

/** 2 MB, or 10 MB inside the mobile app. */
export function imageMaxMb(inMobileApp = false): number {
  return inMobileApp ? IMAGE_MAX_MB_MOBILE_APP : IMAGE_MAX_MB;
}

export function isWithinSize(file: FileLike, maxMb: number): boolean {
  return (file.size ?? 0) <= maxMb * MB;
}
