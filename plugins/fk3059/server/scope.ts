import type { Fk3059Ctx } from './db';

/** the organiser's statements: the role's employee scope; a care recipient (BRU) only those of his own assistance */
export async function organiserFilter(ctx: Fk3059Ctx): Promise<{ anstNrs: readonly string[] | 'all'; brukare?: string }> {
  const scope = await ctx.scope.employees();
  return { anstNrs: scope.all ? 'all' : scope.anstNrs, ...(ctx.account.Roll === 'BRU' ? { brukare: ctx.account.Brukare } : {}) };
}

/** the assistant's own statements: his employee number in his home company */
export const ownFilter = (ctx: Fk3059Ctx) => ({ anstNrs: ctx.account.AnstNr && ctx.account.FtgId === ctx.companyId ? [ctx.account.AnstNr] : [] });
