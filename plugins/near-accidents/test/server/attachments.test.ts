import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, type Report } from '../../src/contracts';
import { DIALECTS, json, pdf, REPORT, startServer, upload } from './support';

const BASE = '/api/hr/nearAccidentsReports';

describe.each(DIALECTS)('attachments on %s', (dialect) => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let per: string;
  let ftg: string;
  let report: Report;

  beforeAll(async () => {
    s = await startServer(dialect);
    [per, ftg] = await Promise.all([s.signIn('per@demo.se'), s.signIn('ftg@demo.se')]);
    report = json<Report>(await s.call('POST', BASE, { cookie: per, body: REPORT }));
  });
  afterAll(() => s.server.close());

  const attach = (body: object, cookie = per, id = report.Id) => s.call('POST', `${BASE}/${id}/attachments`, { cookie, body });
  const uploads = () => s.count('uploads');

  it(`takes ${ATTACHMENTS_MAX} files per report, refuses the next, and refuses a duplicate — each 400 naming the field, nothing stored`, async () => {
    for (let i = 1; i <= ATTACHMENTS_MAX - 1; i++) expect((await attach(upload(pdf(i), `foto-${i}.pdf`))).statusCode).toBe(200);
    const files = await uploads();
    const dup = await attach(upload(pdf(1), 'samma-igen.pdf'));
    expect(dup.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(dup)).toMatchObject({ field: 'Content' });
    expect(json<{ message: string }>(dup).message).toContain('samma-igen.pdf');
    expect(await uploads()).toBe(files);
    // the handler may add too
    const last = await attach(upload(pdf(ATTACHMENTS_MAX)), ftg);
    expect(last.statusCode, last.body).toBe(200);
    expect(json<Report>(last).BilagaLista).toHaveLength(ATTACHMENTS_MAX);
    const over = await attach(upload(pdf('över')));
    expect(over.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(over)).toMatchObject({ field: 'Content' });
    expect(json<{ message: string }>(over).message).toContain(String(ATTACHMENTS_MAX));
    expect(await uploads()).toBe(files + 1);
  });

  it('refuses a file over the size limit (400 Content) and a file that is not what it claims (host check), storing nothing', async () => {
    const other = json<Report>(await s.call('POST', BASE, { cookie: per, body: { ...REPORT, Rubrik: 'Stor fil' } }));
    const before = await uploads();
    const big = Buffer.concat([pdf('stor').subarray(0, 20), Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x20), Buffer.from('\n%%EOF\n')]);
    const tooBig = await attach(upload(big), per, other.Id);
    expect(tooBig.statusCode).toBe(400);
    expect(json<{ field: string }>(tooBig).field).toBe('Content');
    const fake = await attach(
      { Content: Buffer.from('MZ not a pdf at all').toString('base64'), Type: 'application/pdf', FileName: 'virus.pdf' },
      per,
      other.Id,
    );
    expect(fake.statusCode).toBe(400);
    expect(await uploads()).toBe(before);
  });

  it('serves a file to those who see the report; another employee and a resolved report cannot add', async () => {
    const r = json<Report>(await s.call('GET', `${BASE}/${report.Id}`, { cookie: per }));
    const file = await s.call('GET', `/files/nearAccidentsReports/${report.Id}/${r.BilagaLista[0]!.Id}`, { cookie: ftg });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const avd = await s.signIn('avd@demo.se');
    const other = json<Report>(await s.call('POST', BASE, { cookie: avd, body: { ...REPORT, Rubrik: 'Avdelningens' } }));
    expect((await attach(upload(pdf('x')), per, other.Id)).statusCode).toBe(404);
  });

  it('a removed attachment and a deleted report take their stored files with them', async () => {
    const r = json<Report>(await s.call('POST', BASE, { cookie: per, body: { ...REPORT, Rubrik: 'Med filer' } }));
    const before = await uploads();
    const one = json<Report>(await attach(upload(pdf('a')), per, r.Id));
    await attach(upload(pdf('b')), per, r.Id);
    expect(await uploads()).toBe(before + 2);
    const after = await s.call('DELETE', `${BASE}/${r.Id}/attachments/${one.BilagaLista[0]!.Id}`, { cookie: per });
    expect(json<Report>(after).BilagaLista).toHaveLength(1);
    expect(await uploads()).toBe(before + 1);
    expect((await s.call('DELETE', `${BASE}/${r.Id}`, { cookie: per })).statusCode).toBe(200);
    expect(await uploads()).toBe(before);
  });
});
