import type { Role } from '@lonna/core/contracts';
import type { FeedPostsTable } from './db';
import type { Audience, Reader } from './audience';
import type { FeedCtx } from './db';

const list = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** a stored post's audience and window */
export function audienceOf(r: FeedPostsTable): Audience {
  return {
    FtgId: r.FtgId,
    Foretag: list(r.Foretag),
    Roller: list(r.Roller),
    Avdelningar: list(r.Avdelningar),
    Fran: Number(r.Fran),
    Till: Number(r.Till),
  };
}

/**
 * The caller as the audience rule sees him in the selected company: his role, and his departments there — his own
 * employee's department (when he is an employee of this company) and, for AVD, the departments he administers.
 */
export async function readerOf(ctx: FeedCtx): Promise<Reader> {
  const a = ctx.account;
  const departments = new Set(a.departments[ctx.companyId] ?? []);
  if (a.AnstNr !== '' && a.FtgId === ctx.companyId) {
    const own = await ctx.db.selectFrom('employees').select('Avdelning').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', a.AnstNr).executeTakeFirst();
    if (own?.Avdelning) departments.add(own.Avdelning);
  }
  return { role: a.Roll, companyId: ctx.companyId, departments: [...departments] };
}

/** the roles whose writers address other companies too (their data scope is every company) */
export const ALL_COMPANY_ROLES: readonly Role[] = ['LIC', 'ADM'];

/**
 * Which posts a writer manages (the admin page's list, change, delete): those written in the selected company that
 * stay within his scope — other companies only for LIC and ADM, and for AVD only posts for his own departments.
 */
export function mayManage(ctx: FeedCtx, a: Audience): boolean {
  if (a.FtgId !== ctx.companyId) return false;
  const role = ctx.account.Roll;
  if (!ALL_COMPANY_ROLES.includes(role) && a.Foretag.some((f) => f !== ctx.companyId)) return false;
  if (role === 'AVD') {
    const own = ctx.account.departments[ctx.companyId] ?? [];
    return a.Avdelningar.length > 0 && a.Avdelningar.every((d) => own.includes(d));
  }
  return true;
}
