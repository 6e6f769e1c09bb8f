import { formatNumberIn } from '@lonna/core/validation';
import { DV_CODES } from '@lonna/core/server';
import { FK3059_CODES, FK3059_RESOURCE, fk3059, SIGN_ALL_MAX, type StatementKey } from '../src/contracts';
import { awaitingOrganiser, countStages, STAGES } from '../src/domain/stages';
import { canonicalStatement } from '../src/domain/statement';
import { type Fk3059Ctx, handle } from './db';
import { lockMonth, unlockMonth } from './locks';
import { organiserFilter, ownFilter } from './scope';
import { loadMonthOutline, loadStatements, type ComputedStatement } from './statements';
import { visibleStatement } from './visible';

const hours = (n: number, locale: string) => formatNumberIn(locale, n);

export const assistantStatements = handle(fk3059.assistantStatements, async ({ query }, ctx) =>
  (await loadStatements(ctx, query.Manad, ownFilter(ctx))).map((s) => s.wire),
);

/**
 * The organiser's month (issue 22): a page of the statements in his scope, of one stage or all, in the month's order
 * (Swedish collation by assistant, then care recipient), with the whole month's counts — "sign all" and "send all" act
 * on the month on the server, so the page needs only the numbers. A page reads the month's outline (counted in SQL;
 * signed statements in full, their signatures checked against the current hash) and the page's day lines; without
 * Page/PerPage the whole month is computed and sent, as before.
 */
export const organiserStatements = handle(fk3059.organiserStatements, async ({ query }, ctx) => {
  const filter = await organiserFilter(ctx);
  const stage = query.Stage ? STAGES[query.Stage] : null;
  // the whole month (the API, the bench): every line is read anyway, once
  if (query.Page === undefined && query.PerPage === undefined) {
    const month = (await loadStatements(ctx, query.Manad, filter)).map((s) => s.wire);
    return { Counts: countStages(month), Statements: ctx.paginate(stage ? month.filter(stage) : month, query) };
  }
  const { outline, complete } = await loadMonthOutline(ctx, query.Manad, filter);
  const page = await complete(ctx.paginate(stage ? outline.filter((s) => stage(s.wire)) : outline, query));
  return { Counts: countStages(outline.map((s) => s.wire)), Statements: page.map((s) => s.wire) };
});

/** one statement's line in the text BankID shows: who, for whom, the totals */
const signLine = (ctx: Fk3059Ctx, s: ComputedStatement) => {
  const t = s.content.Totals;
  return ctx.t('fk3059.signLine', {
    name: s.wire.Namn,
    careRecipient: s.wire.BrukareNamn,
    aktiv: hours(t.Aktiv, ctx.locale),
    vante: hours(t.Vante, ctx.locale),
    beredskap: hours(t.Beredskap, ctx.locale),
  });
};

/** Starts a BankID order on these statements as they are now; each is remembered with the hash it was shown at. */
async function startOrder(ctx: Fk3059Ctx, roll: 'assistent' | 'anordnare', manad: string, list: ComputedStatement[], text: string) {
  const order = await ctx.signing.start({
    text,
    // one statement: its content; several: all of them, in order (one signature commits to every one)
    document: list.length === 1 ? JSON.stringify(list[0]!.content) : `[${list.map((s) => canonicalStatement(s.content)).join(',')}]`,
    personalNumber: ctx.account.PersNr,
  });
  const first = list[0]!;
  await ctx.db
    .insertInto('fk3059_sign_orders')
    .values({
      OrderRef: order.orderRef,
      FtgId: ctx.companyId,
      AnstNr: first.wire.AnstNr,
      Brukare: first.wire.Brukare,
      Manad: manad,
      Roll: roll,
      ContentHash: first.hash,
      Login: ctx.account.Login,
      CreatedAt: ctx.now().getTime(),
    })
    .execute();
  await ctx.db
    .insertInto('fk3059_sign_order_items')
    .values(list.map((s) => ({ OrderRef: order.orderRef, AnstNr: s.wire.AnstNr, Brukare: s.wire.Brukare, ContentHash: s.hash })))
    .execute();
  return { orderRef: order.orderRef, autoStartToken: order.autoStartToken };
}

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
  return startOrder(ctx, body.Roll, body.Manad, [statement], `${ctx.t('fk3059.signIntro', { month: body.Manad })}\n${signLine(ctx, statement)}`);
});

/**
 * The organiser signs several statements of a month in one BankID order: every one must be signed by its assistant
 * and not yet by an organiser; the signer reads each line, and the one signature covers them all.
 */
export const signBatch = handle(fk3059.signBatch, async ({ body }, ctx) => {
  if (ctx.account.Roll === 'PER') ctx.fail(403, DV_CODES.forbidden, 'fk3059.errors.notOrganiser');
  const wanted = new Set(body.Statements.map((s) => `${s.AnstNr}|${s.Brukare}`));
  const list = (await loadStatements(ctx, body.Manad, await organiserFilter(ctx))).filter((s) => wanted.has(`${s.wire.AnstNr}|${s.wire.Brukare}`));
  if (list.length !== wanted.size) ctx.fail(404, DV_CODES.notFound, 'fk3059.errors.notFound');
  const notReady = list.filter((s) => !s.wire.Assistant?.Valid || s.wire.Organiser?.Valid);
  if (notReady.length) ctx.fail(409, FK3059_CODES.order, 'fk3059.errors.batchNotReady', { names: notReady.map((s) => s.wire.Namn).join(', ') });
  const text = [ctx.t('fk3059.signBatchIntro', { n: list.length, month: body.Manad }), ...list.map((s) => signLine(ctx, s))].join('\n');
  return startOrder(ctx, 'anordnare', body.Manad, list, text);
});

/**
 * "Sign all": the month's statements in the organiser's scope that wait for him, picked here (not by the page, which
 * shows one page of them) — the first SIGN_ALL_MAX in the month's order, what one BankID text can show; the rest
 * are the next order's. The signer reads each line in BankID, so what he signs is exactly what was picked.
 */
export const signAll = handle(fk3059.signAll, async ({ body }, ctx) => {
  if (ctx.account.Roll === 'PER') ctx.fail(403, DV_CODES.forbidden, 'fk3059.errors.notOrganiser');
  // the outline computes in full every statement somebody signed: all those waiting for the organiser
  const { outline } = await loadMonthOutline(ctx, body.Manad, await organiserFilter(ctx));
  const list = outline.filter((s) => awaitingOrganiser(s.wire)).slice(0, SIGN_ALL_MAX);
  if (!list.length) ctx.fail(409, FK3059_CODES.order, 'fk3059.errors.nothingToSign');
  const text = [ctx.t('fk3059.signBatchIntro', { n: list.length, month: body.Manad }), ...list.map((s) => signLine(ctx, s))].join('\n');
  return startOrder(ctx, 'anordnare', body.Manad, list, text);
});

/** One look at the order; when BankID completes, the signature is stored with each statement it was given on. */
export const signStatus = handle(fk3059.signStatus, async ({ params }, ctx) => {
  const status = await ctx.signing.status(params.OrderRef);
  if (status.state === 'pending') return status;
  const order = await ctx.db
    .selectFrom('fk3059_sign_orders')
    .selectAll()
    .where('OrderRef', '=', params.OrderRef)
    .where('FtgId', '=', ctx.companyId)
    .executeTakeFirst();
  const items = await ctx.db.selectFrom('fk3059_sign_order_items').selectAll().where('OrderRef', '=', params.OrderRef).execute();
  await ctx.db.deleteFrom('fk3059_sign_order_items').where('OrderRef', '=', params.OrderRef).execute();
  await ctx.db.deleteFrom('fk3059_sign_orders').where('OrderRef', '=', params.OrderRef).execute();
  if (status.state === 'failed') return { state: 'failed' as const, hintCode: status.hintCode, message: status.message };
  if (!order) return ctx.fail(404, DV_CODES.notFound, 'fk3059.errors.notFound');
  const covered = items.length ? items : [{ AnstNr: order.AnstNr, Brukare: order.Brukare, ContentHash: order.ContentHash }];
  const now = await loadStatements(ctx, order.Manad, { anstNrs: [...new Set(covered.map((i) => i.AnstNr))] });
  const current = covered.map((i) => now.find((s) => s.wire.AnstNr === i.AnstNr && s.wire.Brukare === i.Brukare));
  // the time rows changed between the start and the signature: what was signed is not the statement any more
  if (current.some((s, n) => !s || s.hash !== covered[n]!.ContentHash)) return ctx.fail(409, FK3059_CODES.changed, 'fk3059.errors.changedWhileSigning');
  const who = order.Roll === 'assistent' ? 'Assistant' : 'Organiser';
  const at = ctx.now().getTime();
  // a batch signature is kept with each statement with the hashes it covers, so each can be checked on its own
  const record = JSON.stringify(covered.length > 1 ? { ...status.signature, covers: covered.map((i) => i.ContentHash) } : status.signature);
  for (const [n, item] of covered.entries()) {
    const k: StatementKey & { FtgId: string } = { FtgId: ctx.companyId, AnstNr: item.AnstNr, Brukare: item.Brukare, Manad: order.Manad };
    const fields = { [`${who}Hash`]: item.ContentHash, [`${who}Signature`]: record, [`${who}Name`]: status.signature.name, [`${who}At`]: at, UpdatedAt: at };
    const existing = current[n]!.stored;
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
    // signed figures are the reported ones: the month's rows for this care recipient are locked in the time report
    await lockMonth(ctx, k);
    await ctx.audit.record({
      entity: 'statement',
      id: `${k.AnstNr}/${k.Brukare}/${k.Manad}`,
      event: existing ? 'modified' : 'created',
      action: order.Roll === 'assistent' ? 'signAssistant' : 'signOrganiser',
      before: null,
      after: { Roll: order.Roll, Namn: status.signature.name, Hash: item.ContentHash, ...(covered.length > 1 ? { Batch: covered.length } : {}) },
      anstNr: k.AnstNr,
    });
  }
  ctx.publish({ event: 'resource-updated', resource: FK3059_RESOURCE, payload: { Manad: order.Manad } });
  return { state: 'complete' as const };
});

export const signCancel = handle(fk3059.signCancel, async ({ params }, ctx) => {
  await ctx.signing.cancel(params.OrderRef);
  const mine = await ctx.db
    .selectFrom('fk3059_sign_orders')
    .select('OrderRef')
    .where('OrderRef', '=', params.OrderRef)
    .where('FtgId', '=', ctx.companyId)
    .executeTakeFirst();
  if (mine) {
    await ctx.db.deleteFrom('fk3059_sign_order_items').where('OrderRef', '=', params.OrderRef).execute();
    await ctx.db.deleteFrom('fk3059_sign_orders').where('OrderRef', '=', params.OrderRef).execute();
  }
  return { ok: true as const };
});

/**
 * Voids a statement's signatures so it can be corrected in the time report (the assistant his own, the organiser
 * within his scope): its rows are unlocked and both must sign again. Never once it is sent or on its way to FK.
 */
export const voidSignatures = handle(fk3059.voidSignatures, async ({ body }, ctx) => {
  const s = await visibleStatement(ctx, body);
  if (s.wire.Status === 'SENT' || s.wire.Status === 'MANUALLY_SENT' || s.wire.Sending?.State === 'QUEUED')
    ctx.fail(409, FK3059_CODES.sent, 'fk3059.errors.voidSent');
  const k = { FtgId: ctx.companyId, ...body };
  if (s.stored) {
    await ctx.db
      .updateTable('fk3059_statements')
      .set({
        AssistantHash: '',
        AssistantSignature: '',
        AssistantName: '',
        AssistantAt: 0,
        OrganiserHash: '',
        OrganiserSignature: '',
        OrganiserName: '',
        OrganiserAt: 0,
        Status: 'PENDING',
        UpdatedAt: ctx.now().getTime(),
      })
      .where('FtgId', '=', k.FtgId)
      .where('AnstNr', '=', k.AnstNr)
      .where('Brukare', '=', k.Brukare)
      .where('Manad', '=', k.Manad)
      .execute();
    await ctx.audit.record({
      entity: 'statement',
      id: `${k.AnstNr}/${k.Brukare}/${k.Manad}`,
      event: 'modified',
      action: 'voidSignatures',
      before: { Assistant: s.stored.AssistantName, Organiser: s.stored.OrganiserName },
      after: { Assistant: '', Organiser: '' },
      anstNr: k.AnstNr,
    });
  }
  await unlockMonth(ctx, k);
  ctx.publish({ event: 'resource-updated', resource: FK3059_RESOURCE, payload: { AnstNr: k.AnstNr, Manad: k.Manad } });
  return (await visibleStatement(ctx, body, true)).wire;
});
