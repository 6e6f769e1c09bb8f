import { shell } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';
import { salaryYears } from '../../../host/domain/salary-years';
import type { ShellDeps } from '../deps';
import { FrontendLogLimit } from './frontend-log-limit';

// the frontend log keeps the newest rows only (it is a diagnostics aid, not an archive)
const FRONTEND_LOG_CAP = 10_000;

export function companyEndpoints(deps: ShellDeps): EndpointBinding<Db>[] {
  const logLimit = new FrontendLogLimit();
  return [
    handle<typeof shell.companyList, Db>(shell.companyList, async (_, ctx) => {
      const ids = ctx.account!.companies;
      if (ids.length === 0) return [];
      const rows = await ctx.db
        .selectFrom('companies')
        .select(['FtgId', 'Namn', 'Orgnr', 'Archived', 'PictureId'])
        .where('FtgId', 'in', [...ids])
        .orderBy('Namn')
        .execute();
      return rows.map((r) => ({ FtgId: r.FtgId, Namn: r.Namn, Orgnr: r.Orgnr, Archived: Boolean(r.Archived), PictureId: r.PictureId }));
    }),

    handle<typeof shell.companyInfo, Db>(shell.companyInfo, async ({ params }, ctx) => {
      if (!ctx.account!.companies.includes(params.FtgId)) ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: params.FtgId });
      const company = await deps.directory.company(params.FtgId, ctx.db);
      if (!company) ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: params.FtgId });
      return company!.ftgInfo;
    }),

    handle<typeof shell.salaryYears, Db>(shell.salaryYears, () => salaryYears(deps.firstSalaryYear, deps.now())),

    handle<typeof shell.getUserAppSettings, Db>(shell.getUserAppSettings, (_, ctx) => deps.directory.userAppSettings(ctx.account!.Login, ctx.db)),

    handle<typeof shell.putUserAppSettings, Db>(shell.putUserAppSettings, async ({ body }, ctx) => {
      const settings = {
        DateFilterPeriodType: body.DateFilterPeriodType,
        InitialDateFilter: body.InitialDateFilter,
        PaginationPerPage: body.PaginationPerPage,
        InactivityTimer: body.InactivityTimer,
        Theme: body.Theme,
        Language: body.Language ?? '',
      };
      await ctx.db
        .insertInto('user_app_settings')
        .values({ Login: ctx.account!.Login, ...settings })
        .onConflict((oc) => oc.column('Login').doUpdateSet(settings))
        .execute();
      // the server's idle limit follows the user's inactivity timer
      await ctx.sessions.update({ idleMinutes: body.InactivityTimer });
      deps.directory.forgetUserAppSettings(ctx.account!.Login);
      const { Language: _stored, ...rest } = settings;
      return body.Language ? { ...rest, Language: body.Language } : rest;
    }),

    handle<typeof shell.portalInfo, Db>(shell.portalInfo, async (_, ctx) => (await deps.directory.company(ctx.companyId!, ctx.db))!.portal),

    handle<typeof shell.frontendLogger, Db>(shell.frontendLogger, async ({ body }, ctx) => {
      if (!logLimit.allow(ctx.ip, deps.now().getTime())) return { ok: true as const };
      const { id } = await ctx.db
        .insertInto('frontend_log')
        .values({
          at: deps.now().getTime(),
          login: ctx.account?.Login ?? '',
          ip: ctx.ip,
          message: body.message,
          stack: body.stack ?? '',
          url: body.url ?? '',
          context: body.context ? JSON.stringify(body.context).slice(0, 20_000) : '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db
        .deleteFrom('frontend_log')
        .where('id', '<=', Number(id) - FRONTEND_LOG_CAP)
        .execute();
      return { ok: true as const };
    }),
  ];
}
