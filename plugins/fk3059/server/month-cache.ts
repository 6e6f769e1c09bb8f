import { createHash } from 'node:crypto';
import { keptValues } from '@lonna/core/server';
import type { Fk3059Ctx } from './db';

/**
 * What an organiser's page of a big month reads that seldom changes, kept in this process while the version it was
 * read at holds (issue 22): the month's statements counted in SQL (a grouped read of every assistance row of the month,
 * ≈ 15 ms of SQLite at 5,000 employees, the most of a page) until the time plugin's version of the month moves
 * (time_care_months, kept by its triggers on time_rows), and the month's assistants' names and personal numbers until
 * the company's register version moves (companies.RegisterVersion, kept by the host's triggers on employees). Triggers
 * keep both, so no writer can leave a kept value stale; each version is read before the rows, so a change committed in
 * between is kept under the older version, which the next request no longer matches. Each instance keeps its own.
 */

/** a statement of the month as SQL counts it: who, for whom, and how many of its lines lack a clock time */
export interface StatementCount {
  AnstNr: string;
  Brukare: string;
  NoClock: number;
}
export interface Assistant {
  AnstNr: string;
  FoNamn: string;
  EfNamn: string;
  PersNr: string;
}
type Ctx = Pick<Fk3059Ctx, 'db' | 'companyId'>;

export async function keptMonthCounts(ctx: Ctx, manad: string, filter: string, count: () => Promise<StatementCount[]>): Promise<StatementCount[]> {
  const row = await ctx.db.selectFrom('time_care_months').select('Version').where('FtgId', '=', ctx.companyId).where('Manad', '=', manad).executeTakeFirst();
  return counts.keep(`${ctx.companyId}|${manad}|${Number(row?.Version ?? 0)}|${filter}`, count);
}

export async function keptAssistants(ctx: Ctx, anstNrs: string, read: () => Promise<Assistant[]>): Promise<Assistant[]> {
  const row = await ctx.db.selectFrom('companies').select('RegisterVersion').where('FtgId', '=', ctx.companyId).executeTakeFirst();
  return assistants.keep(`${ctx.companyId}|${Number(row?.RegisterVersion ?? 0)}|${anstNrs}`, read);
}

/** a list of employee numbers (a scope, a month's assistants: thousands) as part of a key, hashed */
export const listKey = (list: Iterable<string> | 'all') =>
  list === 'all'
    ? 'all'
    : createHash('sha1')
        .update([...list].join(','))
        .digest('base64');

/** months kept per kind (a 5,000-employee month's counts or assistants are ≈ 100 KB) */
const KEPT = 32;
const counts = keptValues<StatementCount[]>(KEPT);
const assistants = keptValues<Assistant[]>(KEPT);
