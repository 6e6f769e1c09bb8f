import { DV_CODES } from '@lonna/core/server';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, NEAR_ACCIDENTS_CODES, nearAccidents, REPORTS_RESOURCE } from '../src/contracts';
import { FILE_KIND, handle, type NearAccidentsCtx } from './db';
import { dropFileIfUnused } from './reports';
import { fullReport, isHandler, visibleReport } from './rules';

/** the reporter and the handlers add and remove files while the report is not resolved */
async function attachableReport(ctx: NearAccidentsCtx, id: string) {
  const row = await visibleReport(ctx, id);
  if (row.ReporterLogin !== ctx.account.Login && !isHandler(ctx)) ctx.fail(403, DV_CODES.forbidden, 'near-accidents.errors.cannotAttach');
  if (row.Status === 'RESOLVED') ctx.fail(409, NEAR_ACCIDENTS_CODES.conflict, 'near-accidents.errors.resolved');
  return row;
}

/**
 * Attaches a photo or document through the host's upload storage (type, magic bytes and name checked there). Limits
 * per report: ATTACHMENTS_MAX files of at most ATTACHMENT_MAX_BYTES each; the same file twice is refused.
 */
export const addAttachment = handle(nearAccidents.addAttachment, async ({ params, body }, ctx) => {
  const row = await attachableReport(ctx, params.Id);
  const bytes = Buffer.from(body.Content, 'base64');
  if (bytes.length > ATTACHMENT_MAX_BYTES)
    ctx.fail(400, DV_CODES.badInput, 'near-accidents.errors.tooLarge', { mb: ATTACHMENT_MAX_BYTES / 1024 / 1024 }, 'Content');
  const existing = await ctx.db
    .selectFrom('near_accidents_attachments')
    .select('FileId')
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', '=', row.Id)
    .execute();
  if (existing.length >= ATTACHMENTS_MAX) ctx.fail(400, DV_CODES.badInput, 'near-accidents.errors.tooManyAttachments', { max: ATTACHMENTS_MAX }, 'Content');
  const stored = await ctx.files.store(FILE_KIND, { bytes, declaredType: body.Type, fileName: body.FileName });
  // the storage answers the same id for the same bytes: already on this report = a duplicate
  if (existing.some((f) => f.FileId === stored.id)) ctx.fail(400, DV_CODES.badInput, 'near-accidents.errors.duplicate', { name: body.FileName }, 'Content');
  await ctx.db
    .insertInto('near_accidents_attachments')
    .values({
      FtgId: ctx.companyId,
      ReportId: row.Id,
      FileId: stored.id,
      FileName: stored.file.fileName,
      Type: stored.file.type,
      Size: stored.file.size,
      AddedAt: ctx.now().getTime(),
    })
    .execute();
  await ctx.audit.record({
    entity: 'attachment',
    // the audit id holds one id (64 characters): the file's; the report goes in the values
    id: stored.id,
    event: 'created',
    before: null,
    after: { ReportId: row.Id, FileName: stored.file.fileName, Size: stored.file.size },
  });
  ctx.publish({ event: 'resource-updated', resource: REPORTS_RESOURCE });
  return fullReport(ctx, row);
});

export const removeAttachment = handle(nearAccidents.removeAttachment, async ({ params }, ctx) => {
  const row = await attachableReport(ctx, params.Id);
  const gone = await ctx.db
    .deleteFrom('near_accidents_attachments')
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', '=', row.Id)
    .where('FileId', '=', params.FileId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) ctx.fail(404, DV_CODES.notFound, 'near-accidents.errors.attachmentNotFound');
  await dropFileIfUnused(ctx, params.FileId);
  await ctx.audit.record({ entity: 'attachment', id: params.FileId, event: 'deleted', before: { ReportId: row.Id }, after: null });
  ctx.publish({ event: 'resource-updated', resource: REPORTS_RESOURCE });
  return fullReport(ctx, row);
});

/** a file of a report the caller may see, served with the host's safe download headers */
export const downloadAttachment = handle(nearAccidents.attachment, async ({ params }, ctx) => {
  const row = await visibleReport(ctx, params.Id);
  const link = await ctx.db
    .selectFrom('near_accidents_attachments')
    .select('FileId')
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', '=', row.Id)
    .where('FileId', '=', params.FileId)
    .executeTakeFirst();
  const file = link ? await ctx.files.read(FILE_KIND, link.FileId) : null;
  if (!file) return ctx.fail(404, DV_CODES.notFound, 'near-accidents.errors.attachmentNotFound');
  ctx.files.serve(FILE_KIND, file);
  return Buffer.from(file.bytes) as never;
});
