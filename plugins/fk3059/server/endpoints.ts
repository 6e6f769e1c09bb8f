import { DV_CODES } from '@lonna/core/server';
import { FK3059_CODES, FK3059_RESOURCE, fk3059 } from '../src/contracts';
import { type Fk3059Ctx, handle } from './db';
import { organiserFilter, ownFilter } from './scope';
import { loadStatements } from './statements';

const hours = (n: number, locale: string) =>
  n.toLocaleString(locale === 'en' ? 'en-GB' : locale === 'sv' ? 'sv-SE' : locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const assistantStatements = handle(fk3059.assistantStatements, async ({ query }, ctx) =>
  (await loadStatements(ctx, query.Manad, ownFilter(ctx))).map((s) => s.wire),
);

export const organiserStatements = handle(fk3059.organiserStatements, async ({ query }, ctx) =>
  (await loadStatements(ctx, query.Manad, await organiserFilter(ctx))).map((s) => s.wire),
);

/**
 * Starts the signer's BankID order on the statement as it is now: the assistant his own, then the organiser (within
 * his scope) once the assistant's signature is valid. BankID shows the totals and commits to the statement's hash.
 */
export const signStart = handle(fk3059.signStart, async ({ body }, ctx) => {
  const asAssistant = body.Roll === 'assistent';
  if (asAssistant && !(ctx.account.AnstNr === body.AnstNr && ctx.account.FtgId === ctx.companyId && ['PER', 'AVD'].includes(ctx.account.Roll)))
    ctx.fail(403, DV_CODES.forbidden, 'fk3059.errors.notOwn');
  if (!asAssistant) {
    if (ctx.account.Roll === 'PER') ctx.fail(403, DV_CODES.forbidden, 'fk3059.errors.notOrganiser');
    await ctx.scope.assertEmployee(body.AnstNr);
    if (ctx.account.Roll === 'BRU' && ctx.account.Brukare !== body.Brukare) ctx.fail(403, DV_CODES.forbidden, 'fk3059.errors.notYourCareRecipient');
  }
  const [statement] = await loadStatements(ctx, body.Manad, { anstNrs: [body.AnstNr], brukare: body.Brukare });
  if (!statement) return ctx.fail(404, DV_CODES.notFound, 'fk3059.errors.notFound');
  if (!asAssistant && !statement.wire.Assistant?.Valid) ctx.fail(409, FK3059_CODES.order, 'fk3059.errors.assistantFirst');
  const t = statement.content.Totals;
  const order = await ctx.signing.start({
    text: ctx.t('fk3059.signText', {
      name: statement.wire.Namn,
      careRecipient: statement.wire.BrukareNamn,
      month: body.Manad,
      aktiv: hours(t.Aktiv, ctx.locale),
      vante: hours(t.Vante, ctx.locale),
      beredskap: hours(t.Beredskap, ctx.locale),
    }),
    document: JSON.stringify(statement.content),
    personalNumber: ctx.account.PersNr,
  });
  await ctx.db
    .insertInto('fk3059_sign_orders')
    .values({
      OrderRef: order.orderRef,
      FtgId: ctx.companyId,
      AnstNr: body.AnstNr,
      Brukare: body.Brukare,
      Manad: body.Manad,
      Roll: body.Roll,
      ContentHash: statement.hash,
      Login: ctx.account.Login,
      CreatedAt: ctx.now().getTime(),
    })
    .execute();
  return { orderRef: order.orderRef, autoStartToken: order.autoStartToken };
});

/** One look at the order; when BankID completes, the signature is stored with the statement it was given on. */
export const signStatus = handle(fk3059.signStatus, async ({ params }, ctx) => {
  const status = await ctx.signing.status(params.OrderRef);
  if (status.state === 'pending') return status;
  const order = await ctx.db
    .selectFrom('fk3059_sign_orders')
    .selectAll()
    .where('OrderRef', '=', params.OrderRef)
    .where('FtgId', '=', ctx.companyId)
    .executeTakeFirst();
  await ctx.db.deleteFrom('fk3059_sign_orders').where('OrderRef', '=', params.OrderRef).execute();
  if (status.state === 'failed') return { state: 'failed' as const, hintCode: status.hintCode, message: status.message };
  if (!order) return ctx.fail(404, DV_CODES.notFound, 'fk3059.errors.notFound');
  const [now] = await loadStatements(ctx, order.Manad, { anstNrs: [order.AnstNr], brukare: order.Brukare });
  // the time rows changed between the start and the signature: what was signed is not the statement any more
  if (!now || now.hash !== order.ContentHash) return ctx.fail(409, FK3059_CODES.changed, 'fk3059.errors.changedWhileSigning');
  const who = order.Roll === 'assistent' ? 'Assistant' : 'Organiser';
  const at = ctx.now().getTime();
  const fields = {
    [`${who}Hash`]: order.ContentHash,
    [`${who}Signature`]: JSON.stringify(status.signature),
    [`${who}Name`]: status.signature.name,
    [`${who}At`]: at,
    UpdatedAt: at,
  };
  const k = { FtgId: ctx.companyId, AnstNr: order.AnstNr, Brukare: order.Brukare, Manad: order.Manad };
  const existing = now.stored;
  // an assistant's new signature on a changed statement: the organiser's earlier one no longer counts
  if (existing)
    await ctx.db
      .updateTable('fk3059_statements')
      .set(fields)
      .where('FtgId', '=', k.FtgId)
      .where('AnstNr', '=', k.AnstNr)
      .where('Brukare', '=', k.Brukare)
      .where('Manad', '=', k.Manad)
      .execute();
  else
    await ctx.db
      .insertInto('fk3059_statements')
      .values({ ...k, Status: 'PENDING', ...fields } as never)
      .execute();
  await ctx.audit.record({
    entity: 'statement',
    id: `${k.AnstNr}/${k.Brukare}/${k.Manad}`,
    event: existing ? 'modified' : 'created',
    action: order.Roll === 'assistent' ? 'signAssistant' : 'signOrganiser',
    before: null,
    after: { Roll: order.Roll, Namn: status.signature.name, Hash: order.ContentHash },
    anstNr: k.AnstNr,
  });
  ctx.publish({ event: 'resource-updated', resource: FK3059_RESOURCE, payload: { AnstNr: k.AnstNr, Manad: k.Manad } });
  return { state: 'complete' as const };
});

export const signCancel = handle(fk3059.signCancel, async ({ params }, ctx) => {
  await ctx.signing.cancel(params.OrderRef);
  await ctx.db.deleteFrom('fk3059_sign_orders').where('OrderRef', '=', params.OrderRef).where('FtgId', '=', ctx.companyId).execute();
  return { ok: true as const };
});
