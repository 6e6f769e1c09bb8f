import { inflateRawSync } from 'node:zlib';

/**
 * What is inside a ZIP container (OpenXML, OpenDocument) or an OLE2 compound file (Word/Excel/PowerPoint 97–2003),
 * read by hand from the container's own directory: a renamed .zip, .jar or .msi has the right first bytes but not the
 * parts an office file must have. Hand-written (~100 lines, Node's zlib) rather than `file-type`: that library is
 * ESM-only and stream-based, names every OLE2 file just "cfb", and does not refuse macro parts.
 */

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** at most this many entries and this many bytes inflated for one part: no zip bomb gets far */
const MAX_ENTRIES = 20_000;
const MAX_PART_BYTES = 1024 * 1024;

const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** The central directory's entries, or null when the bytes are no whole ZIP (no end record, a broken directory). */
export function zipEntries(b: Uint8Array): ZipEntry[] | null {
  if (b.length < 22 || u32(b, 0) !== 0x04034b50) return null;
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (u32(b, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(b, eocd + 10);
  let at = u32(b, eocd + 16);
  if (count > MAX_ENTRIES || at >= b.length) return null;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || u32(b, at) !== 0x02014b50) return null;
    const nameLength = u16(b, at + 28);
    const name = Buffer.from(b.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    entries.push({ name, method: u16(b, at + 10), compressedSize: u32(b, at + 20), size: u32(b, at + 24), localOffset: u32(b, at + 42) });
    at += 46 + nameLength + u16(b, at + 30) + u16(b, at + 32);
  }
  return entries;
}

/** One entry's bytes (stored or deflated, at most 1 MB), or null. */
export function zipRead(b: Uint8Array, e: ZipEntry): Buffer | null {
  const at = e.localOffset;
  if (e.size > MAX_PART_BYTES || at + 30 > b.length || u32(b, at) !== 0x04034b50) return null;
  const start = at + 30 + u16(b, at + 26) + u16(b, at + 28);
  const data = Buffer.from(b.subarray(start, start + e.compressedSize));
  if (data.length !== e.compressedSize) return null;
  if (e.method === 0) return data;
  if (e.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES });
  } catch {
    return null;
  }
}

/** OpenXML: the main part's content type named in [Content_Types].xml, when that part is in the container. */
export function openXmlMainType(b: Uint8Array): string | null {
  const entries = zipEntries(b);
  const types = entries?.find((e) => e.name === '[Content_Types].xml');
  const xml = types && zipRead(b, types)?.toString('utf8');
  if (!entries || !xml) return null;
  // a macro project inside a file named like a macro-free one is refused (docm/xlsm/pptm are not accepted at all)
  if (/vnd\.ms-office\.vbaProject|macroEnabled/i.test(xml)) return null;
  for (const m of xml.matchAll(/<Override\b[^>]*>/g)) {
    const part = /PartName="\/?([^"]+)"/.exec(m[0])?.[1];
    const type = /ContentType="([^"]+)"/.exec(m[0])?.[1];
    if (part && type?.endsWith('.main+xml') && entries.some((e) => e.name === part)) return type;
  }
  return null;
}

/** OpenDocument: the first entry is `mimetype`, stored uncompressed, holding the type (ODF 1.2 §3.3); content.xml is there. */
export function openDocumentType(b: Uint8Array): string | null {
  const entries = zipEntries(b);
  const first = entries?.find((e) => e.localOffset === 0);
  if (!entries || first?.name !== 'mimetype' || first.method !== 0 || !entries.some((e) => e.name === 'content.xml')) return null;
  return zipRead(b, first)?.toString('ascii').trim() ?? null;
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * OLE2: the header, then the name of a directory entry (UTF-16LE, on a 128-byte boundary, its length field right)
 * that says which program wrote it: `WordDocument`, `Workbook`/`Book`, `PowerPoint Document`. An .msi or a .msg is
 * OLE2 too, and has none of these.
 */
export function ole2Streams(b: Uint8Array): Set<string> | null {
  if (!OLE2_MAGIC.every((x, i) => b[i] === x)) return null;
  const found = new Set<string>();
  const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  for (const name of ['WordDocument', 'Workbook', 'Book', 'PowerPoint Document']) {
    const needle = Buffer.from(`${name}\0`, 'utf16le');
    for (let i = buf.indexOf(needle, 512); i >= 0; i = buf.indexOf(needle, i + 2)) {
      if (i % 128 === 0 && u16(b, i + 64) === needle.length) {
        found.add(name);
        break;
      }
    }
  }
  return found;
}
