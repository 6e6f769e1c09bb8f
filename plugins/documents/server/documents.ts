import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { isAllowedDocumentFile } from '@lonna/core/validation';
import { type AccessList, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_MB, DOCUMENTS_CODES, DOCUMENTS_RESOURCE, type Document, documents } from '../src/contracts';
import { accessListOf, audienceOf, grantRows, mayChange, maySee, type Viewer, viewerOf } from './access';
import { type DocumentAccessTable, type DocumentsCtx, type DocumentsTable, FILE_KIND, handle } from './db';

type Grant = Pick<DocumentAccessTable, 'Kind' | 'Value'>;

const caller = (ctx: DocumentsCtx) => viewerOf(ctx.db, ctx.companyId, ctx.account);

async function grantsByDoc(ctx: DocumentsCtx, ids?: string[]): Promise<Map<string, Grant[]>> {
  let q = ctx.db.selectFrom('documents_access').select(['DocId', 'Kind', 'Value']).where('FtgId', '=', ctx.companyId);
  if (ids) q = q.where('DocId', 'in', ids.length ? ids : ['-']);
  const out = new Map<string, Grant[]>();
  for (const r of await q.execute()) out.set(r.DocId, [...(out.get(r.DocId) ?? []), { Kind: r.Kind, Value: r.Value }]);
  return out;
}

function wire(v: Viewer, doc: DocumentsTable, grants: Grant[], seen: boolean): Document {
  const canChange = mayChange(v, doc);
  return {
    Id: doc.Id,
    Namn: doc.Namn,
    Format: doc.Format,
    Storlek: Number(doc.Size),
    Uppladdare: doc.UploadedByNamn,
    Uppladdad: Number(doc.UploadedAt),
    Sedd: seen,
    KanAndra: canChange,
    ...(canChange ? { Atkomst: accessListOf(grants) } : {}),
  };
}

/** a document the caller may see (another company's id, or one not granted to him, is a 404: it does not exist for him) */
async function visibleDocument(ctx: DocumentsCtx, id: string) {
  const v = await caller(ctx);
  const doc = await ctx.db.selectFrom('documents').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  const grants = doc ? ((await grantsByDoc(ctx, [doc.Id])).get(doc.Id) ?? []) : [];
  if (!doc || !maySee(v, doc, grants)) return ctx.fail(404, DV_CODES.notFound, 'documents.errors.notFound');
  return { v, doc, grants };
}

/** the access list names only employees, departments and care recipients of the company; at least one grant */
async function checkAccessList(ctx: DocumentsCtx, list: AccessList): Promise<void> {
  if (grantRows(list).length === 0) ctx.fail(400, DV_CODES.badInput, 'documents.errors.noAccess', {}, 'Atkomst');
  const missing = async (table: 'employees' | 'departments' | 'brukare', column: string, values: string[]) => {
    if (values.length === 0) return [];
    const rows = (await (ctx.db as any).selectFrom(table).select(column).where('FtgId', '=', ctx.companyId).where(column, 'in', values).execute()) as Record<
      string,
      string
    >[];
    const found = new Set(rows.map((r) => r[column]));
    return values.filter((x) => !found.has(x));
  };
  for (const [field, table, column, values] of [
    ['AnstNr', 'employees', 'AnstNr', list.AnstNr],
    ['Avdelningar', 'departments', 'Avdelning', list.Avdelningar],
    ['Brukare', 'brukare', 'Brukare', list.Brukare],
  ] as const) {
    const unknown = await missing(table, column, [...values]);
    if (unknown.length) ctx.fail(400, DV_CODES.badInput, 'documents.errors.unknownGrant', { values: unknown.join(', ') }, `Atkomst.${field}`);
  }
}

/**
 * The documents the caller may see, newest first. `Seen=false`: only those he has not opened (spec §7, the count on
 * the dashboard and in the drawer). `Sok`: a part of the name, the format or the uploader.
 */
export const listDocuments = handle(documents.list, async ({ query }, ctx) => {
  const v = await caller(ctx);
  const rows = await ctx.db.selectFrom('documents').selectAll().where('FtgId', '=', ctx.companyId).orderBy('UploadedAt', 'desc').orderBy('Id').execute();
  const grants = await grantsByDoc(ctx);
  const seen = new Set(
    (await ctx.db.selectFrom('documents_seen').select('DocId').where('FtgId', '=', ctx.companyId).where('Login', '=', v.login).execute()).map((r) => r.DocId),
  );
  const needle = (query.Sok ?? '').trim().toLocaleLowerCase('sv');
  const list = rows
    .filter((d) => maySee(v, d, grants.get(d.Id) ?? []))
    .filter((d) => query.Seen === undefined || seen.has(d.Id) === (query.Seen === 'true'))
    .filter((d) => !needle || `${d.Namn} ${d.Format} ${d.UploadedByNamn}`.toLocaleLowerCase('sv').includes(needle))
    .map((d) => wire(v, d, grants.get(d.Id) ?? [], seen.has(d.Id)));
  return ctx.paginate(list, query);
});

/**
 * Uploads a document: the extension first (DocumentFileExtensionError, as the client says it), then the host's check
 * of the bytes (magic bytes, containers); the same bytes already a document of the company are refused. Audited, and
 * pushed to the people it is for.
 */
export const uploadDocument = handle(documents.upload, async ({ body }, ctx) => {
  if (!isAllowedDocumentFile({ name: body.FileName })) ctx.fail(400, DV_CODES.badInput, 'documents.DocumentFileExtensionError', {}, 'FileName');
  const bytes = Buffer.from(body.Content, 'base64');
  if (bytes.length > DOCUMENT_MAX_BYTES) ctx.fail(400, DV_CODES.badInput, 'documents.errors.tooLarge', { maxMb: DOCUMENT_MAX_MB }, 'Content');
  await checkAccessList(ctx, body.Atkomst);
  const stored = await ctx.files.store(FILE_KIND, { bytes, declaredType: '', fileName: body.FileName });
  if (stored.duplicate) {
    const same = await ctx.db.selectFrom('documents').select('Namn').where('FtgId', '=', ctx.companyId).where('FileId', '=', stored.id).executeTakeFirst();
    ctx.fail(409, DOCUMENTS_CODES.duplicate, 'documents.errors.duplicate', { name: same?.Namn ?? body.FileName }, 'Content');
  }
  const fileName = stored.file.fileName;
  const doc: DocumentsTable = {
    FtgId: ctx.companyId,
    Id: randomUUID(),
    Namn: body.Namn.trim() || fileName.replace(/\.[^.]+$/, ''),
    FileName: fileName,
    Format: (/\.([^.]+)$/.exec(fileName)?.[1] ?? '').toUpperCase(),
    Type: stored.file.type,
    Size: stored.file.size,
    FileId: stored.id,
    UploadedBy: ctx.account.Login,
    UploadedByNamn: ctx.account.Namn || ctx.account.Login,
    UploadedAt: ctx.now().getTime(),
  };
  const grants = grantRows(body.Atkomst);
  await ctx.db.insertInto('documents').values(doc).execute();
  await ctx.db
    .insertInto('documents_access')
    .values(grants.map((g) => ({ FtgId: ctx.companyId, DocId: doc.Id, ...g })))
    .execute();
  await ctx.audit.record({
    entity: 'document',
    id: doc.Id,
    event: 'created',
    before: null,
    after: { Namn: doc.Namn, FileName: doc.FileName, Size: doc.Size, Atkomst: body.Atkomst },
  });
  ctx.publish({
    event: 'resource-updated',
    resource: DOCUMENTS_RESOURCE,
    payload: { Id: doc.Id },
    logins: await audienceOf(ctx.db, ctx.companyId, doc, grants),
  });
  return wire(await caller(ctx), doc, grants, false);
});

/** Changes who a document is for (the uploader or an administrator). Audited; those who gain or lose it are told. */
export const setDocumentAccess = handle(documents.setAccess, async ({ params, body }, ctx) => {
  const { v, doc, grants: before } = await visibleDocument(ctx, params.Id);
  if (!mayChange(v, doc)) ctx.fail(403, DV_CODES.forbidden, 'documents.errors.notYours');
  await checkAccessList(ctx, body);
  const audienceBefore = await audienceOf(ctx.db, ctx.companyId, doc, before);
  const grants = grantRows(body);
  await ctx.db.deleteFrom('documents_access').where('FtgId', '=', ctx.companyId).where('DocId', '=', doc.Id).execute();
  await ctx.db
    .insertInto('documents_access')
    .values(grants.map((g) => ({ FtgId: ctx.companyId, DocId: doc.Id, ...g })))
    .execute();
  await ctx.audit.record({ entity: 'access', id: doc.Id, event: 'modified', before: accessListOf(before), after: body });
  const audience = new Set([...audienceBefore, ...(await audienceOf(ctx.db, ctx.companyId, doc, grants))]);
  ctx.publish({ event: 'resource-updated', resource: DOCUMENTS_RESOURCE, payload: { Id: doc.Id }, logins: [...audience] });
  const seen = await ctx.db
    .selectFrom('documents_seen')
    .select('DocId')
    .where('FtgId', '=', ctx.companyId)
    .where('DocId', '=', doc.Id)
    .where('Login', '=', v.login)
    .executeTakeFirst();
  return wire(v, doc, grants, Boolean(seen));
});

/** Deletes a document, its access list, its seen-marks and its file (the uploader or an administrator). Audited. */
export const removeDocument = handle(documents.remove, async ({ params }, ctx) => {
  const { v, doc, grants } = await visibleDocument(ctx, params.Id);
  if (!mayChange(v, doc)) ctx.fail(403, DV_CODES.forbidden, 'documents.errors.notYours');
  const audience = await audienceOf(ctx.db, ctx.companyId, doc, grants);
  for (const table of ['documents_access', 'documents_seen'] as const) {
    await ctx.db.deleteFrom(table).where('FtgId', '=', ctx.companyId).where('DocId', '=', doc.Id).execute();
  }
  await ctx.db.deleteFrom('documents').where('FtgId', '=', ctx.companyId).where('Id', '=', doc.Id).execute();
  await ctx.files.delete(FILE_KIND, doc.FileId);
  await ctx.audit.record({
    entity: 'document',
    id: doc.Id,
    event: 'deleted',
    before: { Namn: doc.Namn, FileName: doc.FileName, Atkomst: accessListOf(grants) },
    after: null,
  });
  ctx.publish({ event: 'resource-updated', resource: DOCUMENTS_RESOURCE, payload: { Id: doc.Id }, logins: audience });
  return { ok: true as const };
});

/** The file, with its type and an RFC 6266 Content-Disposition (UTF-8 name); opening it marks it seen for the caller. */
export const downloadDocument = handle(documents.download, async ({ params }, ctx) => {
  const { v, doc } = await visibleDocument(ctx, params.Id);
  const file = await ctx.files.read(FILE_KIND, doc.FileId);
  if (!file) return ctx.fail(404, DV_CODES.notFound, 'documents.errors.notFound');
  const already = await ctx.db
    .selectFrom('documents_seen')
    .select('DocId')
    .where('FtgId', '=', ctx.companyId)
    .where('DocId', '=', doc.Id)
    .where('Login', '=', v.login)
    .executeTakeFirst();
  if (!already) {
    await ctx.db.insertInto('documents_seen').values({ FtgId: ctx.companyId, DocId: doc.Id, Login: v.login, SeenAt: ctx.now().getTime() }).execute();
    // the caller's other portals drop the count too
    ctx.publish({ event: 'resource-updated', resource: DOCUMENTS_RESOURCE, payload: { Id: doc.Id }, logins: [v.login] });
  }
  ctx.files.serve(FILE_KIND, { ...file, fileName: doc.FileName });
  return Buffer.from(file.bytes) as never;
});
