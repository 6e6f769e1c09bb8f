import { DV_CODES } from '@lonna/core/server';
import { IDENTIFICATION_MINUTES, payslips, SWITCHES } from '../src/contracts';
import { handle, type PayslipsCtx } from './db';

/**
 * "Require BankID for payslips" (PortalInfo RequireBankIDLonebesked): a payslip opens only after a fresh BankID
 * identification of the signed-in person. The host's BankID service signs a short statement of the person's own
 * (his personal number; the signature must be his), which is the identification; it holds for a few minutes.
 */
export const bankIdRequired = (ctx: PayslipsCtx): boolean => Boolean(ctx.access.portal[SWITCHES.bankId]);

export async function identifiedNow(ctx: PayslipsCtx): Promise<boolean> {
  const row = await ctx.db.selectFrom('payslips_identified').select('At').where('Login', '=', ctx.account.Login).executeTakeFirst();
  return row !== undefined && Number(row.At) >= ctx.now().getTime() - IDENTIFICATION_MINUTES * 60_000;
}

/** refuses a payslip (its lines or PDF) until the caller has identified himself, when the company requires it */
export async function assertIdentified(ctx: PayslipsCtx): Promise<void> {
  if (bankIdRequired(ctx) && !(await identifiedNow(ctx))) ctx.fail(403, DV_CODES.forbidden, 'payslips.errors.bankIdNeeded');
}

export const identifyStart = handle(payslips.identifyStart, async (_, ctx) => {
  if (ctx.account.PersNr === '') ctx.fail(400, DV_CODES.badInput, 'payslips.errors.noPersNr');
  const order = await ctx.signing.start({
    text: ctx.t('payslips.identify.text', { name: ctx.account.Namn }),
    document: JSON.stringify({ purpose: 'payslips', Login: ctx.account.Login, FtgId: ctx.companyId, at: ctx.now().toISOString() }),
    personalNumber: ctx.account.PersNr,
  });
  await ctx.db
    .insertInto('payslips_identify_orders')
    .values({ OrderRef: order.orderRef, FtgId: ctx.companyId, Login: ctx.account.Login, CreatedAt: ctx.now().getTime() })
    .execute();
  return { orderRef: order.orderRef, autoStartToken: order.autoStartToken };
});

export const identifyStatus = handle(payslips.identifyStatus, async ({ params }, ctx) => {
  const status = await ctx.signing.status(params.OrderRef);
  if (status.state === 'pending') return status;
  const order = await ctx.db
    .selectFrom('payslips_identify_orders')
    .select('OrderRef')
    .where('OrderRef', '=', params.OrderRef)
    .where('Login', '=', ctx.account.Login)
    .executeTakeFirst();
  await ctx.db.deleteFrom('payslips_identify_orders').where('OrderRef', '=', params.OrderRef).execute();
  if (status.state === 'failed') return { state: 'failed' as const, hintCode: status.hintCode, message: status.message };
  if (!order) return ctx.fail(404, DV_CODES.notFound, 'payslips.errors.notFound');
  // only the signed-in person himself identifies (another person's BankID opens nothing)
  if (status.signature.personalNumber !== ctx.account.PersNr) ctx.fail(403, DV_CODES.forbidden, 'payslips.errors.notYou');
  const At = ctx.now().getTime();
  await ctx.db.deleteFrom('payslips_identified').where('Login', '=', ctx.account.Login).execute();
  await ctx.db.insertInto('payslips_identified').values({ Login: ctx.account.Login, At }).execute();
  return { state: 'complete' as const };
});

export const identifyCancel = handle(payslips.identifyCancel, async ({ params }, ctx) => {
  await ctx.signing.cancel(params.OrderRef);
  await ctx.db.deleteFrom('payslips_identify_orders').where('OrderRef', '=', params.OrderRef).where('Login', '=', ctx.account.Login).execute();
  return { ok: true as const };
});
