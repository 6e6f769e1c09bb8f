import { HEADERS, shell } from '@lonna/core/contracts';
import { DV_CODES, handle, JsonReply, pageOf, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import type { Db, EmployeesTable } from '../../../host/db/types';
import type { ShellDeps } from '../deps';
import { currentPeriods, registerJson, registerPage, registerPagination, type Register, type RegisterEntry } from '../employee-register';

/** today's date (UTC, as before), its text made once a day and not on every call */
let lastDay = { n: Number.NaN, text: '' };
function today(deps: ShellDeps): string {
  const n = Math.floor(deps.now().getTime() / 86_400_000);
  if (n !== lastDay.n) lastDay = { n, text: new Date(n * 86_400_000).toISOString().slice(0, 10) };
  return lastDay.text;
}

/** The employee, when the caller's role data scope (ctx.scope) holds them: 403 outside it, 404 when missing. */
async function visibleEmployee(ctx: HandlerContext<Db>, anstNr: string): Promise<EmployeesTable> {
  await ctx.scope.assertEmployee(anstNr);
  const row = await ctx.db.selectFrom('employees').selectAll().where('FtgId', '=', ctx.companyId!).where('AnstNr', '=', anstNr).executeTakeFirst();
  if (!row) ctx.fail(404, DV_CODES.notFound, 'shell.employeeNotFound');
  return row!;
}

export function employeeEndpoints(deps: ShellDeps): EndpointBinding<Db>[] {
  return [
    handle<typeof shell.perlista, Db>(shell.perlista, async ({ query }, ctx) => {
      const s = await ctx.scope.employees();
      let list: RegisterEntry[] = [];
      let register: Register | null = null;
      if (s.all || s.anstNrs.length > 0) {
        // the usual call finds the company and the register held by this instance: read without a wait
        const held = deps.directory.cachedCompany(ctx.companyId!);
        const version = (held ?? (await deps.directory.company(ctx.companyId!, ctx.db)))!.registerVersion;
        const day = today(deps);
        register = deps.register.held(ctx.companyId!, version, day) ?? (await deps.register.load(ctx.db, ctx.companyId!, version, day));
        const locked = query.Locked === undefined ? undefined : query.Locked === 'true';
        list = locked === false ? register.unlocked : register.all;
        const search = query.Search?.trim().toLowerCase();
        if (!s.all || locked === true || search || query.AnstNr !== undefined) {
          list = list.filter(
            (e) =>
              (query.AnstNr === undefined || e.item.AnstNr === query.AnstNr) &&
              s.includes(e.item.AnstNr) &&
              (locked === undefined || e.locked === locked) &&
              (!search || e.search.includes(search)),
          );
        }
      }
      // the host's pagination rule; the slice is taken here because the reply is joined from cached JSON
      const { info, start, end } = pageOf(list.length, query);
      // a page of a whole list, or the whole list (every caller who sees every employee): one ready reply per page and
      // register version, and its pagination header's text with it
      if (register && start < end && (list === register.all || list === register.unlocked)) {
        ctx.setHeader(HEADERS.pagination, registerPagination(register, list, info));
        return registerPage(register, list, start, end);
      }
      ctx.setPagination(info);
      const rows = list.slice(start, end);
      return new JsonReply(
        rows.map((e) => e.item),
        registerJson(rows),
      );
    }),

    handle<typeof shell.perschema, Db>(shell.perschema, async ({ params }, ctx) => {
      await visibleEmployee(ctx, params.AnstNr);
      const periods = await ctx.db
        .selectFrom('employee_schedules')
        .select(['FromDatum', 'UseArbSchema', 'ArbSchema'])
        .where('FtgId', '=', ctx.companyId!)
        .where('AnstNr', '=', params.AnstNr)
        .orderBy('FromDatum')
        .execute();
      const names = [...new Set(periods.map((p) => p.ArbSchema).filter(Boolean))];
      const days =
        names.length === 0
          ? []
          : await ctx.db
              .selectFrom('arbschema_dagar')
              .select(['ArbSchema', 'Vecka', 'Veckodag', 'Start', 'Slut', 'Rast', 'Timmar'])
              .where('FtgId', '=', ctx.companyId!)
              .where('ArbSchema', 'in', names)
              .orderBy('Vecka')
              .orderBy('Veckodag')
              .execute();
      return periods.map((p) => ({
        FromDatum: p.FromDatum,
        UseArbSchema: Boolean(p.UseArbSchema),
        ArbSchema: p.ArbSchema,
        Dagar: days
          .filter((d) => d.ArbSchema === p.ArbSchema)
          .map((d) => ({
            Vecka: Number(d.Vecka),
            Veckodag: Number(d.Veckodag),
            Start: d.Start,
            Slut: d.Slut,
            Rast: Number(d.Rast),
            Timmar: Number(d.Timmar),
          })),
      }));
    }),

    handle<typeof shell.perreg, Db>(shell.perreg, async ({ params }, ctx) => {
      const emp = await visibleEmployee(ctx, params.AnstNr);
      const rows = await ctx.db
        .selectFrom('employee_schedules')
        .select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema'])
        .where('FtgId', '=', ctx.companyId!)
        .where('AnstNr', '=', params.AnstNr)
        .execute();
      const current = currentPeriods(rows, today(deps))(params.AnstNr);
      return { AnstNr: emp.AnstNr, FoNamn: emp.FoNamn, EfNamn: emp.EfNamn, UseArbSchema: current.UseArbSchema, ArbSchema: current.ArbSchema };
    }),
  ];
}
