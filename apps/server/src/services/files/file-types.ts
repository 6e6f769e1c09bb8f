import { ole2Streams, openDocumentType, openXmlMainType } from './containers';

/**
 * The file types any upload may have, each with its extensions and the proof in its bytes (magic bytes; for a
 * container, its parts). Nothing executable, no plain archives (a .zip is refused: only a ZIP that is an office file
 * passes), no macro-enabled office files: a type not here is refused. Which kind takes which types: kinds.ts.
 */
const ODF = 'application/vnd.oasis.opendocument';

export const FILE_TYPES = {
  'application/pdf': { extensions: ['pdf'] },
  'image/png': { extensions: ['png'] },
  'image/jpeg': { extensions: ['jpg', 'jpeg', 'jfif'] },
  'image/gif': { extensions: ['gif'] },
  'image/webp': { extensions: ['webp'] },
  'image/bmp': { extensions: ['bmp'] },
  'image/tiff': { extensions: ['tif', 'tiff'] },
  'image/heic': { extensions: ['heic', 'heif'] },
  'text/plain': { extensions: ['txt'] },
  'text/csv': { extensions: ['csv'] },
  'application/rtf': { extensions: ['rtf'] },
  'application/msword': { extensions: ['doc', 'dot'] },
  'application/vnd.ms-excel': { extensions: ['xls', 'xlt'] },
  'application/vnd.ms-powerpoint': { extensions: ['ppt', 'pps'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extensions: ['docx', 'dotx'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extensions: ['xlsx', 'xltx'] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { extensions: ['pptx', 'ppsx'] },
  'application/vnd.oasis.opendocument.text': { extensions: ['odt'] },
  'application/vnd.oasis.opendocument.spreadsheet': { extensions: ['ods'] },
  'application/vnd.oasis.opendocument.presentation': { extensions: ['odp'] },
  'application/vnd.oasis.opendocument.graphics': { extensions: ['odg'] },
} as const satisfies Record<string, { extensions: readonly string[] }>;

export type FileType = keyof typeof FILE_TYPES;

const startsWith = (b: Uint8Array, magic: readonly number[], at = 0) => magic.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** an OpenXML main part's content type → our type (documents and their templates / slide shows) */
const OPENXML_MAIN: Record<string, FileType> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml':
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml':
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** Text: no NUL and no control characters but tab, line feed, form feed and carriage return (UTF-8 or Latin-1). */
function isText(b: Uint8Array): boolean {
  for (const x of b) if (x < 0x20 && x !== 0x09 && x !== 0x0a && x !== 0x0c && x !== 0x0d) return false;
  return true;
}

/**
 * Every type the bytes can be, by their own content — never by what the client claims. Most bytes are one type;
 * text is both plain text and CSV (the name tells which). Empty when the bytes are nothing we take.
 */
export function sniffTypes(b: Uint8Array): FileType[] {
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return ['application/pdf']; // %PDF-
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ['image/png'];
  if (startsWith(b, [0xff, 0xd8, 0xff])) return ['image/jpeg'];
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return ['image/gif'];
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return ['image/webp'];
  if (ascii(b, 0, 2) === 'BM' && b.length >= 26 && new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(2, true) === b.length) return ['image/bmp'];
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return ['image/tiff'];
  if (ascii(b, 4, 8) === 'ftyp' && HEIF_BRANDS.includes(ascii(b, 8, 12))) return ['image/heic'];
  if (ascii(b, 0, 5) === '{\\rtf') return ['application/rtf'];
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) {
    const odf = openDocumentType(b);
    if (odf) return odf in FILE_TYPES && odf.startsWith(ODF) ? [odf as FileType] : [];
    const main = openXmlMainType(b);
    return main && OPENXML_MAIN[main] ? [OPENXML_MAIN[main]] : [];
  }
  const ole = ole2Streams(b);
  if (ole) {
    if (ole.has('WordDocument')) return ['application/msword'];
    if (ole.has('Workbook') || ole.has('Book')) return ['application/vnd.ms-excel'];
    if (ole.has('PowerPoint Document')) return ['application/vnd.ms-powerpoint'];
    return [];
  }
  if (isText(b)) return ['text/plain', 'text/csv'];
  return [];
}

/** What the bytes are (the first type they can be), or null. */
export function sniffType(bytes: Uint8Array): FileType | null {
  return sniffTypes(bytes)[0] ?? null;
}

/** the lower-case extension of a file name ('' when none) */
export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return m ? m[1]!.toLowerCase() : '';
}

/** The type a file name's extension stands for among `types`, or null (a document's declared type is its name's). */
export function typeForExtension(fileName: string, types: readonly FileType[]): FileType | null {
  const ext = extensionOf(fileName);
  return types.find((t) => (FILE_TYPES[t].extensions as readonly string[]).includes(ext)) ?? null;
}
