import { deflateRawSync } from 'node:zlib';

/**
 * Minimal files of every type the upload mechanism takes, built in memory for tests (no fixture files in the
 * repository): ZIP containers (OpenXML, OpenDocument) by hand, an OLE2 header with a directory entry, a PDF, images.
 * Each is just enough to be what it says; the forged ones look right from the outside and are not.
 */

/** A ZIP of the entries in order; `stored` entries are not compressed (ODF's mimetype must be stored). CRCs are 0: the check never reads them. */
export function zip(entries: { name: string; data: string | Buffer; stored?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data, 'utf8');
    const data = e.stored ? raw : deflateRawSync(raw);
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.stored ? 0 : 8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.stored ? 0 : 8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const OOXML_MAIN = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  pptx: ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
} as const;

/** A minimal OpenXML file; `withMacros` adds a VBA project part (a docm renamed .docx). */
export function openXml(kind: keyof typeof OOXML_MAIN, opts: { withMacros?: boolean; text?: string } = {}): Buffer {
  const [part, type] = OOXML_MAIN[kind];
  const macro = opts.withMacros ? '<Override PartName="/word/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/>' : '';
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${type}"/>${macro}</Types>`;
  return zip([
    { name: '[Content_Types].xml', data: types },
    { name: '_rels/.rels', data: '<?xml version="1.0"?><Relationships/>' },
    { name: part, data: `<?xml version="1.0"?><root>${opts.text ?? 'Lönna'}</root>` },
  ]);
}

const ODF_TYPES = { odt: 'text', ods: 'spreadsheet', odp: 'presentation', odg: 'graphics' } as const;

/** A minimal OpenDocument file: `mimetype` first and stored, then content.xml. */
export function openDocument(kind: keyof typeof ODF_TYPES, text = 'Lönna'): Buffer {
  return zip([
    { name: 'mimetype', data: `application/vnd.oasis.opendocument.${ODF_TYPES[kind]}`, stored: true },
    { name: 'content.xml', data: `<?xml version="1.0"?><office:document-content>${text}</office:document-content>` },
    { name: 'META-INF/manifest.xml', data: '<?xml version="1.0"?><manifest:manifest/>' },
  ]);
}

/** A plain archive (what a .jar or a zipped program is): no office parts. */
export const plainZip = () =>
  zip([
    { name: 'META-INF/MANIFEST.MF', data: 'Manifest-Version: 1.0\n' },
    { name: 'Main.class', data: Buffer.from([0xca, 0xfe, 0xba, 0xbe]) },
  ]);

const OLE_STREAM = { doc: 'WordDocument', xls: 'Workbook', ppt: 'PowerPoint Document', msi: '\u0005SummaryInformation' } as const;

/** An OLE2 compound file: the 512-byte header, then one directory sector whose second entry names the program's stream. */
export function ole2(kind: keyof typeof OLE_STREAM, salt = 0): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header[100] = salt;
  const dir = Buffer.alloc(512);
  const entry = (at: number, name: string) => {
    const n = Buffer.from(`${name}\0`, 'utf16le');
    n.copy(dir, at);
    dir.writeUInt16LE(n.length, at + 64);
  };
  entry(0, 'Root Entry');
  entry(128, OLE_STREAM[kind]);
  return Buffer.concat([header, dir]);
}

/** A whole one-page PDF (header to %%EOF); `body` makes different bytes. */
export const pdfFile = (body = 'Lönna') =>
  Buffer.from(`%PDF-1.4\n1 0 obj <<>> stream\nBT /F1 12 Tf (${body}) Tj ET\nendstream endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');

/** A Windows program's first bytes (what a .exe renamed .pdf carries). */
export const exeFile = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90), Buffer.from([0, 0, 0x50, 0x45, 0, 0])]);

export const gifFile = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const webpFile = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(18)]);
export const heicFile = () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]);
export const tiffFile = () => Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), Buffer.alloc(16)]);
export function bmpFile(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(b.length, 2);
  return b;
}
export const rtfFile = () => Buffer.from('{\\rtf1\\ansi Lönna}', 'latin1');
