import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import {
  NEAR_ACCIDENTS_CODES,
  nearAccidents,
  nextStatus,
  REPORT_NOTICE_RESOURCE,
  REPORTS_RESOURCE,
  type ReportNotice,
  type ReportStatus,
} from '../src/contracts';
import { FILE_KIND, handle, type NearAccidentsCtx, type ReportsTable } from './db';
import { fullReport, handlerLogins, isHandler, summary, visibility, visibleReport } from './rules';

async function addHistory(ctx: NearAccidentsCtx, reportId: string, status: ReportStatus): Promise<void> {
  const last = await ctx.db
    .selectFrom('near_accidents_history')
    .select((eb) => eb.fn.max('Seq').as('Seq'))
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', '=', reportId)
    .executeTakeFirst();
  await ctx.db
    .insertInto('near_accidents_history')
    .values({
      FtgId: ctx.companyId,
      ReportId: reportId,
      Seq: Number(last?.Seq ?? 0) + 1,
      Status: status,
      At: ctx.now().getTime(),
      Login: ctx.account.Login,
      Namn: ctx.account.Namn || ctx.account.Login,
    })
    .execute();
}

/** every open list of the company reloads; the people concerned also hear what happened */
function announce(ctx: NearAccidentsCtx, logins: readonly string[], notice: ReportNotice): void {
  ctx.publish({ event: 'resource-updated', resource: REPORTS_RESOURCE });
  if (logins.length) ctx.publish({ event: 'resource-updated', resource: REPORT_NOTICE_RESOURCE, payload: notice, logins });
}

/** The reports the caller may see, newest first; `Status=NEW` gives the handlers their new reports (spec §7). */
export const listReports = handle(nearAccidents.list, async ({ query }, ctx) => {
  let q = ctx.db.selectFrom('near_accidents_reports').selectAll().where('FtgId', '=', ctx.companyId);
  if (query.Status) q = q.where('Status', '=', query.Status);
  const [rows, counts, sees] = await Promise.all([
    q.orderBy('Datum', 'desc').orderBy('CreatedAt', 'desc').execute(),
    ctx.db
      .selectFrom('near_accidents_attachments')
      .select(['ReportId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('FtgId', '=', ctx.companyId)
      .groupBy('ReportId')
      .execute(),
    visibility(ctx),
  ]);
  const n = new Map(counts.map((c) => [c.ReportId, Number(c.n)]));
  return ctx.paginate(
    rows.filter(sees).map((r) => summary(r, n.get(r.Id) ?? 0)),
    query,
  );
});

export const getReport = handle(nearAccidents.get, async ({ params }, ctx) => fullReport(ctx, await visibleReport(ctx, params.Id)));

/** Files a report (status NEW, the filing is the history's first row); the handlers get a push. */
export const createReport = handle(nearAccidents.create, async ({ body }, ctx) => {
  const homeEmployee = ctx.account.FtgId === ctx.companyId ? ctx.account.AnstNr.trim() : '';
  const row: ReportsTable = {
    FtgId: ctx.companyId,
    Id: randomUUID(),
    Rubrik: body.Rubrik.trim(),
    Beskrivning: body.Beskrivning.trim(),
    Datum: body.Datum,
    Klockslag: body.Klockslag,
    Plats: body.Plats.trim(),
    MojligFoljd: body.MojligFoljd.trim(),
    Kanslig: body.Kanslig ? 1 : 0,
    Status: 'NEW',
    ReporterLogin: ctx.account.Login,
    ReporterNamn: ctx.account.Namn || ctx.account.Login,
    AnstNr: homeEmployee,
    ResolverNamn: '',
    Beslut: '',
    CreatedAt: ctx.now().getTime(),
  };
  await ctx.db.insertInto('near_accidents_reports').values(row).execute();
  await addHistory(ctx, row.Id, 'NEW');
  await ctx.audit.record({
    entity: 'report',
    id: row.Id,
    event: 'created',
    before: null,
    after: { Rubrik: row.Rubrik, Datum: row.Datum, Kanslig: row.Kanslig, Status: row.Status },
    anstNr: homeEmployee || undefined,
    date: row.Datum,
  });
  const handlers = (await handlerLogins(ctx)).filter((l) => l !== ctx.account.Login);
  announce(ctx, handlers, { Id: row.Id, Rubrik: row.Rubrik, Status: 'NEW', Kind: 'new' });
  return fullReport(ctx, row);
});

/** A handler moves the report one step on (NEW → RECEIVED → INPROGRESS → RESOLVED); the reporter gets a push. */
export const setStatus = handle(nearAccidents.setStatus, async ({ params, body }, ctx) => {
  const row = await visibleReport(ctx, params.Id);
  if (!isHandler(ctx)) ctx.fail(403, DV_CODES.forbidden, 'near-accidents.errors.notHandler');
  if (row.Status === 'RESOLVED') ctx.fail(409, NEAR_ACCIDENTS_CODES.conflict, 'near-accidents.errors.resolved');
  const next = nextStatus(row.Status) as ReportStatus;
  if (body.Status !== next) {
    const name = (s: string) => ctx.t(`near-accidents.status.${s}`);
    ctx.fail(409, NEAR_ACCIDENTS_CODES.conflict, 'near-accidents.errors.statusStep', { current: name(row.Status), next: name(next) }, 'Status');
  }
  const beslut = (body.Beslut ?? row.Beslut).trim();
  if (next === 'RESOLVED' && !beslut) ctx.fail(400, DV_CODES.badInput, 'near-accidents.errors.decisionRequired', {}, 'Beslut');
  const patch = {
    Status: next,
    Beslut: beslut,
    ResolverNamn: next === 'RESOLVED' ? ctx.account.Namn || ctx.account.Login : row.ResolverNamn,
  };
  // the status in the WHERE: of two handlers moving the same step, the second changes nothing and is told
  const done = await ctx.db
    .updateTable('near_accidents_reports')
    .set(patch)
    .where('FtgId', '=', ctx.companyId)
    .where('Id', '=', row.Id)
    .where('Status', '=', row.Status)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) {
    const now = await visibleReport(ctx, row.Id);
    const name = (s: string) => ctx.t(`near-accidents.status.${s}`);
    ctx.fail(
      409,
      NEAR_ACCIDENTS_CODES.conflict,
      'near-accidents.errors.statusStep',
      { current: name(now.Status), next: name(nextStatus(now.Status) ?? now.Status) },
      'Status',
    );
  }
  await addHistory(ctx, row.Id, next);
  await ctx.audit.record({
    entity: 'report',
    id: row.Id,
    event: 'modified',
    action: 'status',
    before: { Status: row.Status, Beslut: row.Beslut },
    after: { Status: next, Beslut: beslut },
    anstNr: row.AnstNr || undefined,
    date: row.Datum,
  });
  const reporter = row.ReporterLogin === ctx.account.Login ? [] : [row.ReporterLogin];
  announce(ctx, reporter, { Id: row.Id, Rubrik: row.Rubrik, Status: next, Kind: 'status' });
  return fullReport(ctx, { ...row, ...patch });
});

/** Only the reporter, and only while NEW: the report, its history and its files go. */
export const removeReport = handle(nearAccidents.remove, async ({ params }, ctx) => {
  const row = await visibleReport(ctx, params.Id);
  if (row.ReporterLogin !== ctx.account.Login) ctx.fail(403, DV_CODES.forbidden, 'near-accidents.errors.notReporter');
  if (row.Status !== 'NEW') ctx.fail(409, NEAR_ACCIDENTS_CODES.conflict, 'near-accidents.errors.notNew');
  const files = await ctx.db
    .selectFrom('near_accidents_attachments')
    .select('FileId')
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', '=', row.Id)
    .execute();
  await ctx.db.deleteFrom('near_accidents_attachments').where('FtgId', '=', ctx.companyId).where('ReportId', '=', row.Id).execute();
  await ctx.db.deleteFrom('near_accidents_history').where('FtgId', '=', ctx.companyId).where('ReportId', '=', row.Id).execute();
  await ctx.db.deleteFrom('near_accidents_reports').where('FtgId', '=', ctx.companyId).where('Id', '=', row.Id).execute();
  for (const f of files) await dropFileIfUnused(ctx, f.FileId);
  await ctx.audit.record({ entity: 'report', id: row.Id, event: 'deleted', before: { Rubrik: row.Rubrik, Status: row.Status }, after: null, date: row.Datum });
  // the id alone (no content): a page showing this report closes it instead of asking for it again
  ctx.publish({ event: 'resource-updated', resource: REPORTS_RESOURCE, payload: { Deleted: row.Id } });
  return { ok: true as const };
});

/** the same bytes may be attached to two reports (the storage keeps one copy): the copy goes with its last use */
export async function dropFileIfUnused(ctx: NearAccidentsCtx, fileId: string): Promise<void> {
  const used = await ctx.db
    .selectFrom('near_accidents_attachments')
    .select('FileId')
    .where('FtgId', '=', ctx.companyId)
    .where('FileId', '=', fileId)
    .executeTakeFirst();
  if (!used) await ctx.files.delete(FILE_KIND, fileId);
}
