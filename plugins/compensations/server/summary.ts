import { compensations } from '../src/contracts';
import { handle } from './db';

const count = (rows: { Belopp: number }[]) => ({ Antal: rows.length, Belopp: Math.round(rows.reduce((s, r) => s + Number(r.Belopp), 0) * 100) / 100 });

/**
 * The dashboard card: the caller's own claims in progress (not approved or approved, not yet attested); for an attester
 * (any role but PER, the company attests: KalUseAttest) the approved claims of his scope waiting for attest.
 */
export const summary = handle(compensations.summary, async (_, ctx) => {
  const own = ctx.account.AnstNr ?? '';
  const mine = own
    ? await ctx.db
        .selectFrom('compensations')
        .select('Belopp')
        .where('FtgId', '=', ctx.companyId)
        .where('AnstNr', '=', own)
        .where('Status', 'in', ['OPEN', 'APPROVED'])
        .execute()
    : [];
  const attester = ctx.account.Roll !== 'PER' && Boolean(ctx.access.company.KalUseAttest);
  if (!attester) return { Mina: count(mine), Vantar: null };
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return { Mina: count(mine), Vantar: count([]) };
  let q = ctx.db.selectFrom('compensations').select('Belopp').where('FtgId', '=', ctx.companyId).where('Status', '=', 'APPROVED');
  if (!scope.all) q = q.where('AnstNr', 'in', [...scope.anstNrs]);
  return { Mina: count(mine), Vantar: count(await q.execute()) };
});
