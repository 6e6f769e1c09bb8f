import { compensationSettings } from '../src/contracts';
import { handle } from './db';
import { payCode, settingsOf } from './store';

/**
 * The company's compensation settings (compensations_settings): the pay codes the guides write and the rate per mil the
 * company pays for an own car. Company administrators only; every change audited; each pay code must be the company's.
 */
const wire = (s: Awaited<ReturnType<typeof settingsOf>>) => {
  const { FtgId: _f, ...rest } = s;
  return { ...rest, MilErsattning: Number(rest.MilErsattning) };
};

export const getSettings = handle(compensationSettings.settings, async (_req, ctx) => wire(await settingsOf(ctx)));

export const saveSettings = handle(compensationSettings.saveSettings, async ({ body }, ctx) => {
  const codes = {
    LonKodMil: await payCode(ctx, body.LonKodMil),
    LonKodMilSkattepliktig: await payCode(ctx, body.LonKodMilSkattepliktig),
    LonKodUtlagg: await payCode(ctx, body.LonKodUtlagg),
    LonKodTraktInrikes: await payCode(ctx, body.LonKodTraktInrikes),
    LonKodTraktUtrikes: await payCode(ctx, body.LonKodTraktUtrikes),
    LonKodRepresentation: await payCode(ctx, body.LonKodRepresentation),
    LonKodTraktSkattepliktig: await payCode(ctx, body.LonKodTraktSkattepliktig),
  };
  const before = await settingsOf(ctx);
  const after = { FtgId: ctx.companyId, MilErsattning: body.MilErsattning, ...codes };
  const exists = await ctx.db.selectFrom('compensations_settings').select('FtgId').where('FtgId', '=', ctx.companyId).executeTakeFirst();
  if (exists) await ctx.db.updateTable('compensations_settings').set(after).where('FtgId', '=', ctx.companyId).execute();
  else await ctx.db.insertInto('compensations_settings').values(after).execute();
  await ctx.audit.record({ entity: 'compensationSettings', id: ctx.companyId, event: 'modified', before: wire(before), after: wire(after) });
  return wire(after);
});
