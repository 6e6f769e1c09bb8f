import { DV_CODES, sqlPage } from '@lonna/core/server';
import { compensations, type CompensationInput, type ReceiptUpload } from '../src/contracts';
import { type CompensationsCtx, FILE_KIND, handle } from './db';
import { receiptBytes } from './published/receipts';
import { assertEditable, assertRequired, audited, changed, dimensionsOf, employeeOf, goodsGroup, newRow, payCode, visibleRow, wireAll } from './store';

/** The compensations of a period: PER his own, an administrator one employee of his scope or all of it. */
export const listCompensations = handle(compensations.list, async ({ query }, ctx) => {
  if (query.To < query.From) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.period', {}, 'To');
  let q = ctx.db.selectFrom('compensations').selectAll().where('FtgId', '=', ctx.companyId).where('Datum', '>=', query.From).where('Datum', '<=', query.To);
  const scope = await ctx.scope.employees();
  if (query.AnstNr) {
    await ctx.scope.assertEmployee(query.AnstNr);
    q = q.where('AnstNr', '=', query.AnstNr);
  } else if (!scope.all) {
    if (scope.anstNrs.length === 0) return ctx.paginate([], query);
    q = q.where('AnstNr', 'in', [...scope.anstNrs]);
  }
  // issue 22: a page is cut in SQL (the month on the index on FtgId, Datum, CreatedAt), so it costs the same in any company
  const ordered = q.orderBy('Datum', 'desc').orderBy('CreatedAt', 'desc').orderBy('Id', 'desc');
  if (query.Page === undefined && query.PerPage === undefined) return ctx.paginate(await wireAll(ctx, await ordered.execute()), query);
  const page = await sqlPage(ctx, q, query);
  if (!page) return [];
  return wireAll(ctx, await ordered.limit(page.limit).offset(page.offset).execute());
});

/** the checked fields of a typed-in compensation (the body's types are checked by its model already) */
async function fieldsOf(ctx: CompensationsCtx, body: CompensationInput, kvittoId: string) {
  if (body.FromDatum && body.TomDatum && body.TomDatum < body.FromDatum) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.period', {}, 'TomDatum');
  assertRequired(ctx, { ...body, hasFile: Boolean(body.Kvitto), KvittoId: kvittoId });
  return {
    Datum: body.Datum,
    Typ: body.Typ,
    LonKod: await payCode(ctx, body.LonKod),
    Text: body.Text.trim(),
    Extratext: body.Extratext.trim(),
    FromDatum: body.FromDatum ?? '',
    TomDatum: body.TomDatum ?? '',
    Antal: body.Antal,
    Belopp: body.Belopp,
    Moms: body.Moms,
    Varugrupp: await goodsGroup(ctx, body.Varugrupp),
    ...dimensionsOf(body),
  };
}

/** a receipt sent with the row, stored through the host's checked upload storage (nothing sent: nothing changes) */
export async function receiptOf(ctx: CompensationsCtx, file: ReceiptUpload | null | undefined): Promise<{ KvittoId: string; KvittoNamn: string } | object> {
  if (!file) return {};
  // a phone's HEIC/HEIF photo is stored as a JPEG, converted in the host's worker pool (./published/receipts.ts)
  const upload = await receiptBytes(ctx, Buffer.from(file.Content, 'base64'), file.Type, file.FileName);
  if (!upload) return ctx.fail(400, DV_CODES.badInput, 'compensations.errors.heic', {}, 'Content');
  const stored = await ctx.files.store(FILE_KIND, { bytes: upload.bytes, declaredType: upload.type, fileName: upload.name });
  return { KvittoId: stored.id, KvittoNamn: stored.file.fileName };
}

export const createCompensation = handle(compensations.create, async ({ body }, ctx) => {
  const AnstNr = await employeeOf(ctx, body.AnstNr);
  const row = newRow(ctx, { AnstNr, ...(await fieldsOf(ctx, body, '')), ...(await receiptOf(ctx, body.Kvitto)) });
  await ctx.db.insertInto('compensations').values(row).execute();
  await ctx.audit.record({ entity: 'compensation', id: row.Id, event: 'created', before: null, after: audited(row), anstNr: AnstNr, date: row.Datum });
  changed(ctx, AnstNr);
  return (await wireAll(ctx, [row]))[0]!;
});

export const updateCompensation = handle(compensations.update, async ({ params, body }, ctx) => {
  // the employee named first: outside the caller's scope is a 403 whatever the row
  if (body.AnstNr) await ctx.scope.assertEmployee(body.AnstNr);
  const before = await visibleRow(ctx, params.Id);
  assertEditable(ctx, before);
  const AnstNr = await employeeOf(ctx, body.AnstNr || before.AnstNr);
  const row = { ...before, AnstNr, ...(await fieldsOf(ctx, body, before.KvittoId)), ...(await receiptOf(ctx, body.Kvitto)), UpdatedAt: ctx.now().getTime() };
  await ctx.db.updateTable('compensations').set(row).where('FtgId', '=', ctx.companyId).where('Id', '=', row.Id).execute();
  await ctx.audit.record({
    entity: 'compensation',
    id: row.Id,
    event: 'modified',
    before: audited(before),
    after: audited(row),
    anstNr: AnstNr,
    date: row.Datum,
  });
  changed(ctx, AnstNr);
  return (await wireAll(ctx, [row]))[0]!;
});

export const removeCompensation = handle(compensations.remove, async ({ params }, ctx) => {
  const row = await visibleRow(ctx, params.Id);
  assertEditable(ctx, row);
  await ctx.db.deleteFrom('compensations').where('FtgId', '=', ctx.companyId).where('Id', '=', row.Id).execute();
  if (row.KvittoId) await ctx.files.delete(FILE_KIND, row.KvittoId);
  await ctx.audit.record({ entity: 'compensation', id: row.Id, event: 'deleted', before: audited(row), after: null, anstNr: row.AnstNr, date: row.Datum });
  changed(ctx, row.AnstNr);
  return { ok: true as const };
});

/** the receipt of a typed-in compensation (one file; a new one replaces it), through the host's checked upload storage */
export const addReceipt = handle(compensations.addReceipt, async ({ params, body }, ctx) => {
  const before = await visibleRow(ctx, params.Id);
  assertEditable(ctx, before);
  const row = { ...before, ...(await receiptOf(ctx, body)), UpdatedAt: ctx.now().getTime() };
  await ctx.db
    .updateTable('compensations')
    .set({ KvittoId: row.KvittoId, KvittoNamn: row.KvittoNamn, UpdatedAt: row.UpdatedAt })
    .where('FtgId', '=', ctx.companyId)
    .where('Id', '=', row.Id)
    .execute();
  await ctx.audit.record({
    entity: 'compensation',
    id: row.Id,
    event: 'modified',
    action: 'receipt',
    before: { KvittoNamn: before.KvittoNamn },
    after: { KvittoNamn: row.KvittoNamn },
    anstNr: row.AnstNr,
    date: row.Datum,
  });
  changed(ctx, row.AnstNr);
  return (await wireAll(ctx, [row]))[0]!;
});

/** the receipt file, with the host's safe download headers */
export const downloadReceipt = handle(compensations.receipt, async ({ params }, ctx) => {
  const row = await visibleRow(ctx, params.Id);
  const file = row.KvittoId ? await ctx.files.read(FILE_KIND, row.KvittoId) : null;
  if (!file) return ctx.fail(404, DV_CODES.notFound, 'compensations.errors.noReceipt');
  ctx.files.serve(FILE_KIND, file);
  return Buffer.from(file.bytes) as never;
});
