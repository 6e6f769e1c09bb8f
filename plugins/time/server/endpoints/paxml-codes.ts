import { DV_CODES } from '@lonna/core/server';
import { time, type PaxmlCode } from '../../src/contracts';
import { handle, type TimeCtx } from '../db';
import { isPaxmlTimeCode } from '../../src/domain/paxml-codes';
import { paxmlCodesOf } from '../paxml-codes';

async function codeList(ctx: TimeCtx): Promise<PaxmlCode[]> {
  const [mapped, codes] = await Promise.all([
    paxmlCodesOf(ctx.db, ctx.companyId),
    ctx.db.selectFrom('tidkoder').select(['TidKod', 'BenText', 'Enhet']).distinct().where('FtgId', '=', ctx.companyId).orderBy('TidKod').execute(),
  ]);
  const seen = new Set<string>();
  return codes
    .filter((c) => !seen.has(c.TidKod) && seen.add(c.TidKod))
    .map((c) => ({
      TidKod: c.TidKod,
      BenText: c.BenText,
      Enhet: c.Enhet,
      PaxmlKod: mapped.get(c.TidKod)?.code ?? null,
      Chosen: mapped.get(c.TidKod)?.chosen ?? false,
    }));
}

/** The company's time codes as PAXml codes: listed, and chosen one at a time by payroll administration (audited). */
export const paxmlCodeEndpoints = [
  handle(time.paxmlCodes, (_, ctx) => codeList(ctx)),
  handle(time.setPaxmlCode, async ({ params, body }, ctx) => {
    const before = (await codeList(ctx)).find((c) => c.TidKod === params.TidKod);
    if (!before) ctx.fail(404, DV_CODES.notFound, 'time.errors.codeNotFound', { code: params.TidKod });
    if (!isPaxmlTimeCode(body.PaxmlKod)) ctx.fail(400, DV_CODES.badInput, 'time.rules.notPaxmlCode', { code: body.PaxmlKod }, 'PaxmlKod');
    const row = { PaxmlKod: body.PaxmlKod, UpdatedBy: ctx.account.Login, UpdatedAt: ctx.now().getTime() };
    await ctx.db
      .insertInto('time_paxml_codes')
      .values({ FtgId: ctx.companyId, TidKod: params.TidKod, ...row })
      .onConflict((oc) => oc.columns(['FtgId', 'TidKod']).doUpdateSet(row))
      .execute();
    await ctx.audit.record({
      entity: 'paxmlCode',
      id: params.TidKod,
      event: 'modified',
      action: 'update',
      before: { PaxmlKod: before!.PaxmlKod },
      after: { PaxmlKod: body.PaxmlKod },
    });
    return { ...before!, PaxmlKod: body.PaxmlKod, Chosen: true };
  }),
];
