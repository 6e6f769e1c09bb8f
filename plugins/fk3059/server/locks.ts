import type { StatementKey } from '../src/contracts';
import { monthEnd } from '../src/domain/statement';
import type { Fk3059Ctx } from './db';

const OWNER = 'fk3059';

/** The time plugin's row lock (its published write model) on the month's rows of this assistant and care recipient. */
export async function lockMonth(ctx: Fk3059Ctx, k: StatementKey & { FtgId: string }): Promise<void> {
  await ctx.db
    .insertInto('time_row_locks')
    .values({
      FtgId: k.FtgId,
      AnstNr: k.AnstNr,
      Brukare: k.Brukare,
      FromDatum: `${k.Manad}-01`,
      TomDatum: monthEnd(k.Manad),
      Owner: OWNER,
      // the time report shows it in any reader's language: the form's name and the month need no translation
      Reason: `FK3059 ${k.Manad}`,
      LockedAt: ctx.now().getTime(),
    })
    .onConflict((oc) => oc.columns(['FtgId', 'AnstNr', 'Brukare', 'FromDatum', 'Owner']).doNothing())
    .execute();
}

export async function unlockMonth(ctx: Fk3059Ctx, k: StatementKey & { FtgId: string }): Promise<void> {
  await ctx.db
    .deleteFrom('time_row_locks')
    .where('FtgId', '=', k.FtgId)
    .where('AnstNr', '=', k.AnstNr)
    .where('Brukare', '=', k.Brukare)
    .where('FromDatum', '=', `${k.Manad}-01`)
    .where('Owner', '=', OWNER)
    .execute();
}
