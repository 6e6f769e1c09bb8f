import { EMPTY_DATE, shell, type PerListaItem } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import type { Db, EmployeesTable } from '../../db/types';
import type { ShellDeps } from '../deps';

/** PerPage is capped here; the client asks for the whole register by leaving Page and PerPage out. */
export const MAX_PER_PAGE = 5000;
export const DEFAULT_PER_PAGE = 25;

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

/** the schedule period in force on `day`: the latest FromDatum not after it */
function currentPeriods(rows: { AnstNr: string; FromDatum: string; UseArbSchema: number; ArbSchema: string }[], day: string) {
  const byEmployee = new Map<string, { FromDatum: string; UseArbSchema: boolean; ArbSchema: string }>();
  for (const r of rows) {
    if (r.FromDatum > day) continue;
    const seen = byEmployee.get(r.AnstNr);
    if (!seen || seen.FromDatum < r.FromDatum) byEmployee.set(r.AnstNr, { FromDatum: r.FromDatum, UseArbSchema: Boolean(r.UseArbSchema), ArbSchema: r.ArbSchema });
  }
  return byEmployee;
}
const NO_SCHEDULE = { FromDatum: EMPTY_DATE, UseArbSchema: false, ArbSchema: '' };

export function employeeEndpoints(deps: ShellDeps): EndpointBinding<Db>[] {
  return [
    handle<typeof shell.perlista, Db>(shell.perlista, async ({ query }, ctx) => {
      const s = scope(ctx);
      const paged = query.Page !== undefined || query.PerPage !== undefined;
      const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(query.PerPage ?? DEFAULT_PER_PAGE)));
      const page = Math.max(1, Number(query.Page ?? 1));
      if (s === 'none') {
        ctx.setPagination({ Page: 1, PerPage: paged ? perPage : 0, Total: 0, TotalPages: 0 });
        return [];
      }
      let q = ctx.db.selectFrom('employees').where('FtgId', '=', ctx.companyId!);
      if (s.anstNr !== undefined) q = q.where('AnstNr', '=', s.anstNr);
      if (s.departments) q = s.departments.length > 0 ? q.where('Avdelning', 'in', [...s.departments]) : q.where('AnstNr', '=', '\u0000');
      if (query.AnstNr !== undefined) q = q.where('AnstNr', '=', query.AnstNr);
      if (query.Locked !== undefined) q = q.where('Locked', '=', query.Locked === 'true' ? 1 : 0);
      if (query.Search) {
        // wildcards are dropped rather than escaped: LIKE escaping differs between SQLite and PostgreSQL
        const like = `%${query.Search.toLowerCase().replace(/[%_\\]/g, '')}%`;
        q = q.where((eb) => eb.or([
          eb(eb.fn('lower', ['FoNamn']), 'like', eb.val(like)),
          eb(eb.fn('lower', ['EfNamn']), 'like', eb.val(like)),
          eb('AnstNr', 'like', eb.val(like)),
        ]));
      }
      const total = Number((await q.select(ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      let rowsQ = q.selectAll().orderBy('EfNamn').orderBy('FoNamn').orderBy('AnstNr');
      if (paged) rowsQ = rowsQ.limit(perPage).offset((page - 1) * perPage);
      const rows = await rowsQ.execute();
      const size = paged ? perPage : Math.max(total, 1);
      ctx.setPagination({ Page: paged ? page : 1, PerPage: size, Total: total, TotalPages: Math.ceil(total / size) });
      if (rows.length === 0) return [];

      let schedQ = ctx.db.selectFrom('employee_schedules').select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema']).where('FtgId', '=', ctx.companyId!);
      // a page asks for its own rows; the whole register reads the company's schedules in one go
      if (paged || rows.length < 500) schedQ = schedQ.where('AnstNr', 'in', rows.map((r) => r.AnstNr));
      const periods = currentPeriods(await schedQ.execute(), today(deps));
      return rows.map((r): PerListaItem => ({
        AnstNr: r.AnstNr, FoNamn: r.FoNamn, EfNamn: r.EfNamn, Avdelning: r.Avdelning, Aktiv: Boolean(r.Aktiv), ProfilePictureId: r.ProfilePictureId,
        PerStatus: {
          UseBrukare: Boolean(r.UseBrukare), Brukare: r.Brukare,
          UseResEnhet1: Boolean(r.UseResEnhet1), ResEnhet1: r.ResEnhet1, UseResEnhet2: Boolean(r.UseResEnhet2), ResEnhet2: r.ResEnhet2,
          UseResEnhet3: Boolean(r.UseResEnhet3), ResEnhet3: r.ResEnhet3,
        },
        TidKodGrupp: r.TidKodGrupp, LonKodGrupp: r.LonKodGrupp,
        PerSchema: periods.get(r.AnstNr) ?? NO_SCHEDULE,
      }));
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
      const current = currentPeriods(rows, today(deps)).get(params.AnstNr) ?? NO_SCHEDULE;
      return { AnstNr: emp.AnstNr, FoNamn: emp.FoNamn, EfNamn: emp.EfNamn, UseArbSchema: current.UseArbSchema, ArbSchema: current.ArbSchema };
    }),
  ];
}
