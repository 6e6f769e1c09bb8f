import type { SelectQueryBuilder } from 'kysely';
import type { PaginationInfo } from '../contracts/models';
import type { PageQuery } from './types';

/** PerPage is capped here; a client asks for the whole list by leaving Page and PerPage out. */
export const MAX_PER_PAGE = 5000;
export const DEFAULT_PER_PAGE = 25;

/**
 * The wire's one pagination rule (spec §7): `Page`/`PerPage` pick a page (PerPage 1..5000, default 25);
 * with neither, the whole list is one page. Returns the header's info and the slice bounds.
 */
export function pageOf(total: number, query: PageQuery): { info: PaginationInfo; start: number; end: number } {
  const paged = query.Page !== undefined || query.PerPage !== undefined;
  if (!paged) {
    const size = Math.max(total, 1);
    return { info: { Page: 1, PerPage: size, Total: total, TotalPages: Math.ceil(total / size) }, start: 0, end: total };
  }
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(query.PerPage ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE));
  const page = Math.max(1, Number(query.Page ?? 1) || 1);
  return { info: { Page: page, PerPage: perPage, Total: total, TotalPages: Math.ceil(total / perPage) }, start: (page - 1) * perPage, end: page * perPage };
}

/**
 * A page cut in SQL (a page costs the same in any company, issue 22): counts the rows `rows` selects, sets the
 * pagination header from the one rule above and answers the page's limit and offset — null past the last page.
 * `rows` is the filtered query before its columns matter (its select is replaced by the count).
 */
export async function sqlPage(
  ctx: { setPagination(info: PaginationInfo): void },
  rows: SelectQueryBuilder<any, any, any>,
  query: PageQuery,
): Promise<{ limit: number; offset: number } | null> {
  const { n } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const { info, start, end } = pageOf(Number(n), query);
  ctx.setPagination(info);
  if (start >= info.Total) return null;
  return { limit: Math.min(end, info.Total) - start, offset: start };
}
