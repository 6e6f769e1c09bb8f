import { DV_CODES, pageOf, sqlPage } from '@lonna/core/server';
import { sql } from 'kysely';
import type { StatusLine } from '../src/contracts';
import type { TimeCtx } from './db';
import type { EmployeeInfo } from './scope';
import { statusLines } from './status-lines';

interface ListQuery {
  From: string;
  To: string;
  Avdelning?: string;
  Page?: string;
  PerPage?: string;
}

/**
 * The approve and attest lists (issue 22): the employees in the caller's scope are counted and paged in SQL first,
 * then only the page's lines are computed — a page of 25 costs the same in a company of 50 or 5,000. Without
 * Page/PerPage the whole list (the month view), with the same totals and order as a page.
 */
export async function statusPage(ctx: TimeCtx, query: ListQuery, opts: { withoutLocked: boolean }): Promise<StatusLine[]> {
  const scope = await ctx.scope.employees();
  if (scope.basis === 'none') ctx.fail(403, DV_CODES.forbidden, 'time.errors.forbiddenEmployee');
  let base = ctx.db.selectFrom('employees').where('FtgId', '=', ctx.companyId);
  if (!scope.all) base = base.where('AnstNr', 'in', scope.anstNrs.length ? [...scope.anstNrs] : ['']);
  if (query.Avdelning) base = base.where('Avdelning', '=', query.Avdelning);
  if (opts.withoutLocked) base = base.where('Locked', '=', 0);
  // employee numbers in numeric order, as the lists always showed them: leading zeros aside, a shorter number is smaller
  const numeric = sql`ltrim("AnstNr", '0')`;
  let rows = base
    .select(['AnstNr', 'FoNamn', 'EfNamn', 'PersNr', 'Avdelning', 'Locked', 'TidKodGrupp'])
    .orderBy(sql`length(${numeric})`)
    .orderBy(numeric)
    .orderBy('AnstNr');
  const paged = query.Page !== undefined || query.PerPage !== undefined;
  if (paged) {
    const page = await sqlPage(ctx, base, query);
    if (!page) return [];
    rows = rows.limit(page.limit).offset(page.offset);
  }
  const employees: EmployeeInfo[] = (await rows.execute()).map((r) => ({ ...r, Locked: Boolean(Number(r.Locked)) }));
  if (!paged) ctx.setPagination(pageOf(employees.length, query).info);
  return statusLines(ctx.db, ctx.dialect, ctx.companyId, employees, query.From, query.To, paged);
}
