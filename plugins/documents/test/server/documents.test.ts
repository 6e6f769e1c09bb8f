import { createServerTester, DIALECTS, officeFiles } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessList, Document } from '../../src/contracts';
import serverHalf from '../../server';

/** The server clock of these tests: fixed, never today's date. */
const NOW = new Date('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string; login?: string }; frame: { event: string; resource?: string; payload?: unknown } };
const none: AccessList = { Alla: false, Roller: [], AnstNr: [], Avdelningar: [], Brukare: [] };
const b64 = (b: Buffer) => b.toString('base64');

describe.each(DIALECTS)('documents endpoints on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof createServerTester>> & { push: any; host: any };
  const frames: Frame[] = [];
  let db: any;
  let ftg: string;
  let adm: string;
  let per: string;
  let avd: string;
  let bru: string;
  let lss: string;
  let perNr: string;
  let otherNr: string;

  const list = async (cookie: string, q = '') => {
    const res = await server.call('GET', `/api/documents${q}`, { cookie, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    return json<Document[]>(res);
  };
  const names = async (cookie: string, q = '') => (await list(cookie, q)).map((d) => d.Namn).sort();
  const upload = (cookie: string, FileName: string, bytes: Buffer, Atkomst: AccessList, lang = 'sv', Namn = '') =>
    server.call('POST', '/api/documents', { cookie, headers: { ...C1, 'accept-language': lang }, body: { FileName, Namn, Content: b64(bytes), Atkomst } });
  const pushedTo = () => frames.filter((f) => f.frame.resource === 'documents').map((f) => f.to.login);
  const audits = (entity: string) => db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'documents').where('Entity', '=', entity).execute();

  async function setSwitch(name: string, value: boolean): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: name, Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }

  beforeAll(async () => {
    server = (await createServerTester(dialect, { plugins: [serverHalf as never], now: () => NOW, session: { cacheMs: 0 } })) as never;
    const hub = server.push;
    const send = hub.publish.bind(hub);
    hub.publish = (to: Frame['to'], frame: Frame['frame']) => {
      frames.push({ to, frame });
      return send(to, frame);
    };
    db = server.host.db;
    perNr = (await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
    otherNr = (
      await db
        .selectFrom('employees')
        .select('AnstNr')
        .where('FtgId', '=', '1001')
        .where('AnstNr', '<>', perNr)
        .where('Avdelning', '<>', '10')
        .executeTakeFirstOrThrow()
    ).AnstNr;
    ftg = await server.signInAs('FTG', '1001');
    adm = await server.signInAs('ADM', '1001');
    per = await server.signInAs('PER');
    avd = await server.signInAs('AVD');
    bru = await server.signInAs('BRU');
    lss = await server.signInAs('LSS');
  });
  afterAll(() => server.close());

  it('each person sees what the access list grants him; the administrators and the uploader see all', async () => {
    const all = ['Anställningsavtal', 'Personalhandbok 2026', 'Rutiner avdelning 10'];
    expect(await names(adm)).toEqual(all);
    expect(await names(ftg)).toEqual(all); // the uploader of the demo documents
    expect(await names(per)).toEqual(all); // everyone, his own employee, his department
    expect(await names(avd)).toEqual(['Personalhandbok 2026', 'Rutiner avdelning 10']);
    expect(await names(bru)).toEqual(['Personalhandbok 2026']);
    expect(await names(lss)).toEqual(['Personalhandbok 2026']);
    // a reader never learns whom else a document is for; the uploader does
    expect((await list(per)).every((d) => d.Atkomst === undefined && !d.KanAndra)).toBe(true);
    expect((await list(ftg)).find((d) => d.Namn === 'Anställningsavtal')?.Atkomst).toEqual({ ...none, AnstNr: [perNr] });
  });

  it('Seen=false lists the unseen; opening marks seen (with the right type and an RFC 6266 name), the count drops and his portals hear it', async () => {
    const unseen = await list(per, '?Seen=false');
    expect(unseen).toHaveLength(3);
    const avtal = unseen.find((d) => d.Namn === 'Anställningsavtal')!;
    frames.length = 0;
    const res = await server.call('GET', `/files/documents/${avtal.Id}`, { cookie: per, headers: C1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Anstallningsavtal.pdf"; filename*=UTF-8''Anst%C3%A4llningsavtal.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.slice(0, 5)).toBe('%PDF-');
    expect(await list(per, '?Seen=false')).toHaveLength(2);
    expect((await list(per, '?Seen=true')).map((d) => d.Namn)).toEqual(['Anställningsavtal']);
    expect(frames.map((f) => f.frame.resource)).toEqual(['documents']);
    // opening again changes nothing; seen is per person
    await server.call('GET', `/files/documents/${avtal.Id}`, { cookie: per, headers: C1 });
    expect(await list(per, '?Seen=false')).toHaveLength(2);
    expect((await list(ftg, '?Seen=false')).some((d) => d.Id === avtal.Id)).toBe(true);
  });

  it('an upload for a department reaches its members and administrator, is audited and pushed to exactly them', async () => {
    frames.length = 0;
    const res = await upload(ftg, 'Schema vecka 48.docx', officeFiles.openXml('docx', { text: 'vecka 48' }), { ...none, Avdelningar: ['10'] });
    expect(res.statusCode, res.body).toBe(200);
    const doc = json<Document>(res);
    expect(doc).toMatchObject({ Namn: 'Schema vecka 48', Format: 'DOCX', Sedd: false, KanAndra: true, Uppladdare: expect.any(String) });
    expect((await names(per)).includes('Schema vecka 48')).toBe(true);
    expect((await names(avd)).includes('Schema vecka 48')).toBe(true);
    expect((await names(bru)).includes('Schema vecka 48')).toBe(false);
    const logins = pushedTo();
    expect(logins).toEqual(expect.arrayContaining(['per@demo.se', 'avd@demo.se', 'ftg@demo.se', 'adm@demo.se', 'lic@demo.se']));
    expect(logins).not.toContain('bru@demo.se');
    expect(logins).not.toContain('lss@demo.se');
    const created = await audits('document');
    expect(created.some((a: any) => a.EntityId === doc.Id && a.Event === 'created')).toBe(true);
  });

  it('refuses other types with DocumentFileExtensionError, forged files, duplicates and oversized ones — 400/409 naming the field, nothing written', async () => {
    const before = await server.snapshot();
    const exe = await upload(ftg, 'setup.exe', officeFiles.exeFile(), { ...none, Alla: true });
    expect(exe.statusCode).toBe(400);
    expect(json<any>(exe)).toMatchObject({ field: 'FileName', message: expect.stringContaining('Filtypen stöds inte') });
    const exeEn = await upload(ftg, 'setup.exe', officeFiles.exeFile(), { ...none, Alla: true }, 'en');
    expect(json<any>(exeEn).message).toContain('not supported');
    const renamed = await upload(ftg, 'faktura.pdf', officeFiles.exeFile(), { ...none, Alla: true });
    expect(renamed.statusCode).toBe(400);
    // a program renamed .pdf: the spec's message too, naming the content
    expect(json<any>(renamed)).toMatchObject({ field: 'Content', message: expect.stringContaining('Filtypen stöds inte') });
    const zip = await upload(ftg, 'arkiv.docx', officeFiles.plainZip(), { ...none, Alla: true });
    expect(json<any>(zip).field).toBe('Content');
    const dup = await upload(
      ftg,
      'kopia.pdf',
      await db
        .selectFrom('uploads')
        .select('Bytes')
        .where('Id', '=', 'seed-documents-file-handbok')
        .executeTakeFirstOrThrow()
        .then((r: any) => Buffer.from(r.Bytes)),
      { ...none, Alla: true },
    );
    expect(dup.statusCode).toBe(409);
    expect(json<any>(dup).message).toContain('Personalhandbok 2026');
    const noOne = await upload(ftg, 'x.pdf', officeFiles.pdfFile('ingen'), none);
    expect(json<any>(noOne)).toMatchObject({ field: 'Atkomst' });
    const stranger = await upload(ftg, 'x.pdf', officeFiles.pdfFile('okänd'), { ...none, AnstNr: ['999999'] });
    expect(json<any>(stranger)).toMatchObject({ field: 'Atkomst.AnstNr' });
    expect(await server.snapshot()).toBe(before);
  });

  it('every allowed type uploads through the endpoint', async () => {
    const files: [string, Buffer][] = [
      ['a.xlsx', officeFiles.openXml('xlsx')],
      ['a.pptx', officeFiles.openXml('pptx')],
      ['a.odt', officeFiles.openDocument('odt')],
      ['a.ods', officeFiles.openDocument('ods')],
      ['a.doc', officeFiles.ole2('doc')],
      ['a.xls', officeFiles.ole2('xls')],
      ['a.ppt', officeFiles.ole2('ppt')],
      ['a.txt', Buffer.from('Hej på dig\n')],
      ['a.png', officeFiles.gifFile()],
    ];
    const res = await upload(ftg, files[8]![0], files[8]![1], { ...none, Alla: true });
    expect(res.statusCode).toBe(400); // a GIF named .png: its bytes say otherwise
    for (const [name, bytes] of files.slice(0, 8)) {
      const ok = await upload(adm, name, bytes, { ...none, Roller: ['FTG'] });
      expect(ok.statusCode, `${name}: ${ok.body}`).toBe(200);
    }
  });

  it('refuses by role, switch and company; a document not granted does not exist for him', async () => {
    expect((await upload(per, 'x.pdf', officeFiles.pdfFile('per'), { ...none, Alla: true })).statusCode).toBe(403);
    expect((await upload(avd, 'x.pdf', officeFiles.pdfFile('avd'), { ...none, Alla: true })).statusCode).toBe(403);
    const other = json<Document>(await upload(ftg, 'Annans avtal.pdf', officeFiles.pdfFile('annan'), { ...none, AnstNr: [otherNr] }));
    expect((await server.call('GET', `/files/documents/${other.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(404);
    expect((await names(per)).includes('Annans avtal')).toBe(false);
    // another company's id is not found either, and a company outside the list is refused
    expect((await server.call('GET', '/api/documents', { cookie: per, headers: { 'dv-selected-company': '1002' } })).statusCode).toBe(403);
    await setSwitch('EnableDocumentsUpload', false);
    expect((await upload(ftg, 'y.pdf', officeFiles.pdfFile('y'), { ...none, Alla: true })).statusCode).toBe(403);
    expect((await server.call('GET', '/api/documents', { cookie: per, headers: C1 })).statusCode).toBe(200);
    await setSwitch('EnableDocumentsView', false);
    expect((await server.call('GET', '/api/documents', { cookie: per, headers: C1 })).statusCode).toBe(403);
    await setSwitch('EnableDocumentsView', true);
    await setSwitch('EnableDocumentsUpload', true);
  });

  it('the uploader or an administrator changes access and deletes — audited, pushed, the file gone', async () => {
    const doc = json<Document>(await upload(ftg, 'Tillfälligt.pdf', officeFiles.pdfFile('tillfälligt'), { ...none, Roller: ['LSS'] }));
    expect((await names(lss)).includes('Tillfälligt')).toBe(true);
    frames.length = 0;
    const changed = await server.call('PUT', `/api/documents/${doc.Id}/access`, { cookie: adm, headers: C1, body: { ...none, Brukare: ['B001'] } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await names(lss)).includes('Tillfälligt')).toBe(true); // B001 is in his responsibility
    expect((await names(bru)).includes('Tillfälligt')).toBe(true); // and bru@ is B001
    // the LSS who had it and the BRU who gains it both hear it
    expect(pushedTo()).toEqual(expect.arrayContaining(['lss@demo.se', 'bru@demo.se']));
    expect((await audits('access')).some((a: any) => a.EntityId === doc.Id && a.Event === 'modified')).toBe(true);

    const fileId = (await db.selectFrom('documents').select('FileId').where('Id', '=', doc.Id).executeTakeFirstOrThrow()).FileId;
    expect((await server.call('DELETE', `/api/documents/${doc.Id}`, { cookie: per, headers: C1 })).statusCode).toBe(403);
    const gone = await server.call('DELETE', `/api/documents/${doc.Id}`, { cookie: adm, headers: C1 });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await names(bru)).includes('Tillfälligt')).toBe(false);
    expect(await db.selectFrom('uploads').select('Id').where('Id', '=', fileId).execute()).toEqual([]);
    expect((await audits('document')).some((a: any) => a.EntityId === doc.Id && a.Event === 'deleted')).toBe(true);
    expect((await server.call('DELETE', `/api/documents/${doc.Id}`, { cookie: adm, headers: C1 })).statusCode).toBe(404);
  });
});
