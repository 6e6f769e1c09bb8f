import { extensionOf } from './file-types';

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * A file name safe to show and to put in a header: no directories (the client's
 * "../../x" keeps only "x"), no control, bidi-override or reserved characters,
 * no leading dots, at most 120 characters, and the extension of the real type.
 * It is only a label: stored files are named by generated ids (ASVS 5.3.2).
 */
export function safeFileName(name: string | undefined, ext: string, fallback = 'file'): string {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let clean = base
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*;%]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .trim();
  const stem = clean.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  clean = !stem || WINDOWS_RESERVED.test(stem) ? fallback : stem;
  return `${[...clean].slice(0, 120).join('')}.${ext}`;
}

/** RFC 6266 Content-Disposition: an ASCII fallback and the UTF-8 name (filename*). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export { extensionOf };
