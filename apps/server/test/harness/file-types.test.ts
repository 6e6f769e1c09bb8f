import { describe, expect, it } from 'vitest';
import { checkUpload, FILE_TYPES, sniffTypes, UPLOAD_KINDS } from '../../src/services/files';
import {
  bmpFile,
  exeFile,
  gifFile,
  heicFile,
  ole2,
  openDocument,
  openXml,
  pdfFile,
  plainZip,
  rtfFile,
  tiffFile,
  webpFile,
} from '../../src/testing/office-files';
import { jpeg, png } from '../account/fixtures';

/** Issue 16 / issue 13 (contradiction 1): documents take every office type, each proven by its bytes or its container. */

const doc = (bytes: Buffer, fileName: string) => checkUpload('document', { bytes, declaredType: '', fileName });

describe('document uploads: every allowed type passes, by its name and its bytes', () => {
  it.each([
    ['handbok.pdf', pdfFile(), 'application/pdf'],
    ['avtal.docx', openXml('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['lista.xlsx', openXml('xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['bilder.pptx', openXml('pptx'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['text.odt', openDocument('odt'), 'application/vnd.oasis.opendocument.text'],
    ['tabell.ods', openDocument('ods'), 'application/vnd.oasis.opendocument.spreadsheet'],
    ['visning.odp', openDocument('odp'), 'application/vnd.oasis.opendocument.presentation'],
    ['ritning.odg', openDocument('odg'), 'application/vnd.oasis.opendocument.graphics'],
    ['gammal.doc', ole2('doc'), 'application/msword'],
    ['gammal.xls', ole2('xls'), 'application/vnd.ms-excel'],
    ['gammal.ppt', ole2('ppt'), 'application/vnd.ms-powerpoint'],
    ['brev.rtf', rtfFile(), 'application/rtf'],
    ['läsmig.txt', Buffer.from('Välkommen till Lönna!\r\nRad två\tmed tabb.\n', 'utf8'), 'text/plain'],
    ['lön.csv', Buffer.from('AnstNr;Namn\n1;Åsa Öberg\n', 'latin1'), 'text/csv'],
    ['bild.png', png(3, 3), 'image/png'],
    ['foto.jpg', jpeg(4, 4), 'image/jpeg'],
    ['anim.gif', gifFile(), 'image/gif'],
    ['foto.webp', webpFile(), 'image/webp'],
    ['foto.heic', heicFile(), 'image/heic'],
    ['skanning.tiff', tiffFile(), 'image/tiff'],
    ['gammal.bmp', bmpFile(), 'image/bmp'],
  ] as const)('%s', (fileName, bytes, type) => {
    const checked = doc(bytes, fileName);
    expect(checked).toMatchObject({ ok: true, file: { type, fileName, size: bytes.length } });
  });

  it('every type of the table has a fixture above and belongs to the document kind', () => {
    expect([...UPLOAD_KINDS.document.types].sort()).toEqual(Object.keys(FILE_TYPES).sort());
  });

  it('the browser’s declared type is honoured when it is the right one', () => {
    expect(
      checkUpload('document', {
        bytes: openXml('docx'),
        declaredType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileName: 'a.docx',
      }).ok,
    ).toBe(true);
  });
});

describe('document uploads: renamed and forged files fail', () => {
  it.each([
    ['a program renamed .pdf', exeFile(), 'setup.pdf', 'invalidFile', 'Content'],
    ['a program with its own name', exeFile(), 'setup.exe', 'typeNotAllowed', 'FileName'],
    ['a plain zip renamed .docx', plainZip(), 'arkiv.docx', 'invalidFile', 'Content'],
    ['a plain zip', plainZip(), 'arkiv.zip', 'typeNotAllowed', 'FileName'],
    ['a docx with a macro project', openXml('docx', { withMacros: true }), 'makro.docx', 'invalidFile', 'Content'],
    ['a macro-enabled name', openXml('docx'), 'makro.docm', 'typeNotAllowed', 'FileName'],
    ['an xlsx renamed .docx', openXml('xlsx'), 'lista.docx', 'typeMismatch', 'Type'],
    ['an odt renamed .ods', openDocument('odt'), 'text.ods', 'typeMismatch', 'Type'],
    ['an .msi (OLE2 without an office stream) renamed .doc', ole2('msi'), 'setup.doc', 'invalidFile', 'Content'],
    ['a Word 97 file renamed .xls', ole2('doc'), 'brev.xls', 'typeMismatch', 'Type'],
    ['a PDF renamed .txt', pdfFile(), 'text.txt', 'typeMismatch', 'Type'],
    ['binary bytes named .txt', Buffer.from([0x41, 0x00, 0x42, 0x01]), 'a.txt', 'invalidFile', 'Content'],
    ['a PNG named .pdf', png(), 'bild.pdf', 'typeMismatch', 'Type'],
    ['a truncated zip', openXml('docx').subarray(0, 60), 'avtal.docx', 'invalidFile', 'Content'],
    ['no extension', pdfFile(), 'handbok', 'typeNotAllowed', 'FileName'],
  ] as const)('%s', (_label, bytes, fileName, problem, field) => {
    expect(doc(Buffer.from(bytes), fileName)).toEqual({ ok: false, problem, field });
  });

  it('sniffs by content alone: text is plain or CSV, a container by its parts', () => {
    expect(sniffTypes(Buffer.from('a;b\n1;2\n'))).toEqual(['text/plain', 'text/csv']);
    expect(sniffTypes(plainZip())).toEqual([]);
    expect(sniffTypes(openDocument('odp'))).toEqual(['application/vnd.oasis.opendocument.presentation']);
  });

  it('the other kinds still take only what they took (PDF, PNG, JPEG)', () => {
    expect(
      checkUpload('receipt', {
        bytes: openXml('docx'),
        declaredType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileName: 'k.docx',
      }),
    ).toMatchObject({
      ok: false,
      problem: 'typeNotAllowed',
    });
    expect(checkUpload('message', { bytes: gifFile(), declaredType: 'image/gif', fileName: 'a.gif' })).toMatchObject({ ok: false, problem: 'typeNotAllowed' });
  });
});
