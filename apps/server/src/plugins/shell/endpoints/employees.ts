import { shell } from '@lonna/core/contracts';
import { DV_CODES, handle, JsonReply, pageOf, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import type { Db, EmployeesTable } from '../../../host/db/types';
import type { ShellDeps } from '../deps';
import { currentPeriods, registerJson, type Register, type RegisterEntry } from '../employee-register';

const today = (deps: ShellDeps) => deps.now().toISOString().slice(0, 10);

/**
 * Which employees of the selected company the caller may see: PER only their
 * own (spec §6), AVD only the departments they administer, everyone else all.
 */
function scope(ctx: HandlerContext<Db>): { anstNr?: string; departments?: readonly string[] } | 'none' {
  const a = ctx.account!;
  if (a.Roll === 'PER') return a.AnstNr !== '' && a.FtgId === ctx.companyId ? { anstNr: a.AnstNr } : 'none';
  if (a.Roll === 'AVD') return { departments: a.departments[ctx.companyId!] ?? [] };
  return {};
}

async function visibleEmployee(ctx: HandlerContext<Db>, anstNr: string): Promise<EmployeesTable> {
  const s = scope(ctx);
  const row = await ctx.db.selectFrom('employees').selectAll().where('FtgId', '=', ctx.companyId!).where('AnstNr', '=', anstNr).executeTakeFirst();
  const allowed = s !== 'none' && (s.anstNr === undefined || s.anstNr === anstNr) && (!s.departments || (row !== undefined && s.departments.includes(row.Avdelning)));
  if (!allowed) ctx.fail(403, DV_CODES.forbidden, 'server.forbiddenEmployee');
  if (!row) ctx.fail(404, DV_CODES.notFound, 'shell.employeeNotFound');
  return row!;
}

export function employeeEndpoints(deps: ShellDeps): EndpointBinding<Db>[] {
  return [
    handle<typeof shell.perlista, Db>(shell.perlista, async ({ query }, ctx) => {
      const s = scope(ctx);
      let list: RegisterEntry[] = [];
      let register: Register | null = null;
      if (s !== 'none') {
        const version = (await deps.directory.company(ctx.companyId!, ctx.db))!.registerVersion;
        register = await deps.register.load(ctx.db, ctx.companyId!, version, today(deps));
        const locked = query.Locked === undefined ? undefined : query.Locked === 'true';
        list = locked === false ? register.unlocked : register.all;
        const search = query.Search?.trim().toLowerCase();
        const anstNr = s.anstNr ?? query.AnstNr;
        if (anstNr !== undefined || s.departments || locked === true || search || query.AnstNr !== undefined) {
          list = list.filter((e) =>
            (anstNr === undefined || e.item.AnstNr === anstNr)
            && (query.AnstNr === undefined || e.item.AnstNr === query.AnstNr)
            && (!s.departments || s.departments.includes(e.item.Avdelning))
            && (locked === undefined || e.locked === locked)
            && (!search || e.search.includes(search)));
        }
      }
      // the host's pagination rule; the slice is taken here because the reply is joined from cached JSON
      const { info, start, end } = pageOf(list.length, query);
      ctx.setPagination(info);
      const rows = list.slice(start, end);
      // the entries carry their JSON text: a 5,000-row reply is joined, not serialized again
      return new JsonReply(rows.map((e) => e.item), register ? registerJson(register, rows) : '[]');
    }),

    handle<typeof shell.perschema, Db>(shell.perschema, async ({ params }, ctx) => {
      await visibleEmployee(ctx, params.AnstNr);
      const periods = await ctx.db.selectFrom('employee_schedules').select(['FromDatum', 'UseArbSchema', 'ArbSchema'])
        .where('FtgId', '=', ctx.companyId!).where('AnstNr', '=', params.AnstNr).orderBy('FromDatum').execute();
      const names = [...new Set(periods.map((p) => p.ArbSchema).filter(Boolean))];
      const days = names.length === 0 ? [] : await ctx.db.selectFrom('arbschema_dagar').select(['ArbSchema', 'Vecka', 'Veckodag', 'Start', 'Slut', 'Rast', 'Timmar'])
        .where('FtgId', '=', ctx.companyId!).where('ArbSchema', 'in', names).orderBy('Vecka').orderBy('Veckodag').execute();
      return periods.map((p) => ({
        FromDatum: p.FromDatum, UseArbSchema: Boolean(p.UseArbSchema), ArbSchema: p.ArbSchema,
        Dagar: days.filter((d) => d.ArbSchema === p.ArbSchema).map((d) => ({
          Vecka: Number(d.Vecka), Veckodag: Number(d.Veckodag), Start: d.Start, Slut: d.Slut, Rast: Number(d.Rast), Timmar: Number(d.Timmar),
        })),
      }));
    }),

    handle<typeof shell.perreg, Db>(shell.perreg, async ({ params }, ctx) => {
      const emp = await visibleEmployee(ctx, params.AnstNr);
      const rows = await ctx.db.selectFrom('employee_schedules').select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema'])
        .where('FtgId', '=', ctx.companyId!).where('AnstNr', '=', params.AnstNr).execute();
      const current = currentPeriods(rows, today(deps))(params.AnstNr);
      return { AnstNr: emp.AnstNr, FoNamn: emp.FoNamn, EfNamn: emp.EfNamn, UseArbSchema: current.UseArbSchema, ArbSchema: current.ArbSchema };
    }),
  ];
}
