import { DV_CODES } from '@lonna/core/server';
import type { StatementKey } from '../src/contracts';
import type { Fk3059Ctx } from './db';
import { organiserFilter } from './scope';
import { loadStatements, type ComputedStatement } from './statements';

/** the statement a caller may see: his own as assistant, or one in his organiser scope (BRU: his own assistance) */
export async function visibleStatement(ctx: Fk3059Ctx, key: StatementKey, emptyToo = false): Promise<ComputedStatement> {
  const own = ctx.account.AnstNr === key.AnstNr && ctx.account.FtgId === ctx.companyId;
  if (!own) {
    if (ctx.account.Roll === 'PER') ctx.fail(403, DV_CODES.forbidden, 'fk3059.errors.notOwn');
    // outside the role's scope: the host's explained 403
    await ctx.scope.assertEmployee(key.AnstNr);
    const filter = await organiserFilter(ctx);
    if (filter.brukare !== undefined && filter.brukare !== key.Brukare) ctx.fail(403, DV_CODES.forbidden, 'fk3059.errors.notYourCareRecipient');
  }
  const [s] = await loadStatements(ctx, key.Manad, { anstNrs: [key.AnstNr], brukare: key.Brukare, ...(emptyToo ? { ensure: key } : {}) });
  if (!s) return ctx.fail(404, DV_CODES.notFound, 'fk3059.errors.notFound');
  return s;
}
