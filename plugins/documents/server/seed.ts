import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { DocumentsDb, GrantKind } from './db';

/**
 * Demo documents of company 1001 (written by the company administrator): a staff handbook for everyone, the
 * employment contract of per@demo.se's employee, and routines for department 10. The PDFs are drawn by pdfkit here,
 * at seed time, and stored in the host's upload storage like any upload.
 */
const FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans.ttf'].find((f) => existsSync(f));

function pdf(title: string, lines: string[]): Promise<Buffer> {
  // a fixed creation date: the same demo gives the same bytes (and the same hash)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Producer: 'Lönna', Creator: 'Lönna', CreationDate: new Date(Date.UTC(2026, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc
    .font(FONT ?? 'Helvetica')
    .fontSize(18)
    .text(title)
    .moveDown();
  doc.fontSize(11);
  for (const l of lines) doc.text(l).moveDown(0.5);
  doc.end();
  return done;
}

interface Demo {
  id: string;
  namn: string;
  file: string;
  lines: string[];
  grants: (per: string) => { Kind: GrantKind; Value: string }[];
  daysAgo: number;
}
const DEMO: Demo[] = [
  {
    id: 'seed-documents-handbok',
    namn: 'Personalhandbok 2026',
    file: 'Personalhandbok 2026.pdf',
    lines: ['Välkommen till Omsorgen Personlig Assistans AB.', 'Arbetstider, semester, sjukanmälan och friskvård — allt du behöver veta som anställd.'],
    grants: () => [{ Kind: 'ALLA', Value: '' }],
    daysAgo: 20,
  },
  {
    id: 'seed-documents-avtal',
    namn: 'Anställningsavtal',
    file: 'Anställningsavtal.pdf',
    lines: ['Anställningsform: tillsvidare (LAS 4 §).', 'Arbetstid och lön enligt kollektivavtal.'],
    grants: (per) => [{ Kind: 'ANST', Value: per }],
    daysAgo: 10,
  },
  {
    id: 'seed-documents-rutiner',
    namn: 'Rutiner avdelning 10',
    file: 'Rutiner avdelning 10.pdf',
    lines: ['Överlämning mellan pass sker i journalen.', 'Larmnummer och kontaktlista finns i pärmen hos brukaren.'],
    grants: () => [{ Kind: 'AVD', Value: '10' }],
    daysAgo: 3,
  },
];

export async function seedDemoDocuments(db: DocumentsDb, now: Date): Promise<void> {
  const F = '1001';
  const ftg = await db.selectFrom('accounts').select(['Login', 'Namn']).where('Login', '=', 'ftg@demo.se').executeTakeFirst();
  const per = await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirst();
  if (!ftg || !per?.AnstNr) return;
  for (const d of DEMO) {
    const bytes = await pdf(d.namn, d.lines);
    const at = now.getTime() - d.daysAgo * 86_400_000;
    const fileId = d.id.replace('seed-documents-', 'seed-documents-file-');
    // the host's upload storage (kind 'document'), as ctx.files.store would have written it
    await (db as any)
      .insertInto('uploads')
      .values({
        Id: fileId,
        FtgId: F,
        Kind: 'document',
        Type: 'application/pdf',
        FileName: d.file,
        Size: bytes.length,
        Sha256: createHash('sha256').update(bytes).digest('hex'),
        Bytes: bytes,
        CreatedBy: ftg.Login,
        CreatedAt: at,
      })
      .execute();
    await db
      .insertInto('documents')
      .values({
        FtgId: F,
        Id: d.id,
        Namn: d.namn,
        FileName: d.file,
        Format: 'PDF',
        Type: 'application/pdf',
        Size: bytes.length,
        FileId: fileId,
        UploadedBy: ftg.Login,
        UploadedByNamn: ftg.Namn,
        UploadedAt: at,
      })
      .execute();
    await db
      .insertInto('documents_access')
      .values(d.grants(per.AnstNr).map((g) => ({ FtgId: F, DocId: d.id, ...g })))
      .execute();
  }
}
