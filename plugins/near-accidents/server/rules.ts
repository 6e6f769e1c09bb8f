import { DV_CODES } from '@lonna/core/server';
import type { Selectable } from 'kysely';
import { isReportHandler, type Report, type ReportSummary } from '../src/contracts';
import type { NearAccidentsCtx, ReportsTable } from './db';

type Row = Selectable<ReportsTable>;

/** the company's handlers as PortalInfo names them (logins or role codes) */
export const handlerList = (ctx: NearAccidentsCtx): readonly string[] => {
  const v = ctx.access.portal.NearAccidentsReportsAdmins;
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};

export const isHandler = (ctx: NearAccidentsCtx): boolean => isReportHandler(ctx.account, handlerList(ctx));

/**
 * Who sees a report: its reporter and the company's handlers always; anyone else only when it is not sensitive and the
 * reporter is in the caller's role scope (FTG/ADM/LIC the company, AVD the departments, PER himself). A sensitive report
 * is never shown to another employee nor to an administrator who is not a handler.
 */
export async function visibility(ctx: NearAccidentsCtx): Promise<(r: Row) => boolean> {
  const handler = isHandler(ctx);
  const scope = await ctx.scope.employees();
  const me = ctx.account.Login;
  return (r) => r.ReporterLogin === me || handler || (!Number(r.Kanslig) && (scope.all || (r.AnstNr !== '' && scope.includes(r.AnstNr))));
}

/** the report if the caller may see it; otherwise 404 (whether it exists is not told) */
export async function visibleReport(ctx: NearAccidentsCtx, id: string): Promise<Row> {
  const row = await ctx.db.selectFrom('near_accidents_reports').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row || !(await visibility(ctx))(row)) ctx.fail(404, DV_CODES.notFound, 'near-accidents.errors.notFound');
  return row as Row;
}

export const summary = (r: Row, attachments: number): ReportSummary => ({
  Id: r.Id,
  Rubrik: r.Rubrik,
  Datum: r.Datum,
  Klockslag: r.Klockslag,
  Plats: r.Plats,
  Kanslig: Boolean(Number(r.Kanslig)),
  Status: r.Status,
  Rapportor: r.ReporterNamn,
  Skapad: Number(r.CreatedAt),
  Bilagor: attachments,
});

/** the whole report as the caller may see and act on it */
export async function fullReport(ctx: NearAccidentsCtx, r: Row): Promise<Report> {
  const [history, files] = await Promise.all([
    ctx.db.selectFrom('near_accidents_history').selectAll().where('FtgId', '=', ctx.companyId).where('ReportId', '=', r.Id).orderBy('Seq').execute(),
    ctx.db.selectFrom('near_accidents_attachments').selectAll().where('FtgId', '=', ctx.companyId).where('ReportId', '=', r.Id).orderBy('AddedAt').execute(),
  ]);
  const handler = isHandler(ctx);
  const mine = r.ReporterLogin === ctx.account.Login;
  return {
    ...summary(r, files.length),
    Beskrivning: r.Beskrivning,
    MojligFoljd: r.MojligFoljd,
    Atgardare: r.ResolverNamn,
    Beslut: r.Beslut,
    Historik: history.map((h) => ({ Status: h.Status, Tid: Number(h.At), Namn: h.Namn })),
    BilagaLista: files.map((f) => ({ Id: f.FileId, Filnamn: f.FileName, Typ: f.Type, Storlek: Number(f.Size) })),
    KanHantera: handler && r.Status !== 'RESOLVED',
    KanTaBort: mine && r.Status === 'NEW',
    KanBifoga: (mine || handler) && r.Status !== 'RESOLVED',
    KanSkrivaUt: handler,
  };
}

/**
 * The logins of the company's handlers, for their push: accounts named in the list, and accounts of a listed role
 * that may select the company (LIC and ADM: every company).
 */
export async function handlerLogins(ctx: NearAccidentsCtx): Promise<string[]> {
  const list = handlerList(ctx);
  if (list.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('accounts')
    .leftJoin('account_companies', (j) => j.onRef('account_companies.Login', '=', 'accounts.Login').on('account_companies.FtgId', '=', ctx.companyId))
    .select(['accounts.Login', 'accounts.Roll', 'account_companies.FtgId'])
    .where('accounts.Disabled', '=', 0)
    .where((eb) => eb.or([eb('accounts.Login', 'in', list), eb('accounts.Roll', 'in', list)]))
    .execute();
  return rows.filter((a) => list.includes(a.Login) || a.Roll === 'LIC' || a.Roll === 'ADM' || a.FtgId === ctx.companyId).map((a) => a.Login);
}
