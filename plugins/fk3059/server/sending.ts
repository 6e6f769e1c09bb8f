import { randomUUID } from 'node:crypto';
import type { BankIdSignature, JobContext, ServerJob } from '@lonna/core/server';
import { FK3059_RESOURCE, fk3059, type SendReply } from '../src/contracts';
import { type Fk3059Ctx, type Fk3059Db, handle } from './db';
import { tidredovisningXml } from './elt/tidredovisning';
import type { EltTransport } from './elt/transport';
import { organiserFilter } from './scope';
import { loadMonthOutline, loadStatements, type ComputedStatement } from './statements';
import { sendable } from '../src/domain/stages';

/** FK asks vendors for at most one call per second: the job sends one report per run, once a second across instances. */
export const SEND_EVERY_MS = 1000;
/** a report FK could not take (down, timeout) is tried again this many times, a minute further apart each time */
export const SEND_ATTEMPTS = 3;
const RETRY_AFTER_MS = 60_000;

const stockholmDate = (iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(iso));

/**
 * Queues the chosen statements of a month for FK: each must be in the organiser's scope, signed by both (valid
 * signatures), fit for ELT (clock times, personal numbers, contact) and not sent or queued already. The rest are
 * refused one by one with why — the reply is a partial success, never all-or-nothing. A failed sending is queued anew
 * (the retry).
 */
export const sendStatements = handle(fk3059.send, async ({ body }, ctx): Promise<SendReply> => {
  const filter = await organiserFilter(ctx);
  const wanted = new Set(body.Statements.map((s) => `${s.AnstNr}|${s.Brukare}`));
  const visible = (await loadStatements(ctx, body.Manad, filter)).filter((s) => wanted.has(`${s.wire.AnstNr}|${s.wire.Brukare}`));
  const found = new Set(visible.map((s) => `${s.wire.AnstNr}|${s.wire.Brukare}`));
  const reply: SendReply = { Queued: [], Refused: [] };
  for (const s of body.Statements)
    if (!found.has(`${s.AnstNr}|${s.Brukare}`))
      reply.Refused.push({ AnstNr: s.AnstNr, Brukare: s.Brukare, Namn: s.AnstNr, Message: ctx.t('fk3059.errors.notFound') });
  return queue(ctx, body.Manad, visible, reply);
});

/**
 * "Send all": every statement of the month in the organiser's scope that is ready to send, picked here (the page shows
 * one page of them). Nothing ready: an empty reply.
 */
export const sendAll = handle(fk3059.sendAll, async ({ body }, ctx): Promise<SendReply> => {
  // the outline computes in full every statement somebody signed: all those signed by both
  const ready = (await loadMonthOutline(ctx, body.Manad, await organiserFilter(ctx))).outline.filter((s) => sendable(s.wire));
  return queue(ctx, body.Manad, ready, { Queued: [], Refused: [] });
});

/** queues each statement that may go, refuses the others with why */
async function queue(ctx: Fk3059Ctx, manad: string, visible: ComputedStatement[], reply: SendReply): Promise<SendReply> {
  const at = ctx.now().getTime();
  for (const s of visible) {
    const w = s.wire;
    const refuse = (key: string, p?: Record<string, unknown>) =>
      reply.Refused.push({ AnstNr: w.AnstNr, Brukare: w.Brukare, Namn: w.Namn, Message: ctx.t(key, p) });
    if (w.Status === 'SENT' || w.Status === 'MANUALLY_SENT') refuse('fk3059.errors.alreadySent');
    else if (w.Sending?.State === 'QUEUED') refuse('fk3059.errors.alreadyQueued');
    else if (!w.Assistant?.Valid || !w.Organiser?.Valid || !s.stored) refuse('fk3059.errors.notSignedByBoth');
    else if (w.Manual.length) refuse('fk3059.errors.manualOnly', { reasons: w.Manual.map((r) => ctx.t(`fk3059.manual.${r}`)).join(', ') });
    else {
      const signatures = [JSON.parse(s.stored.AssistantSignature), JSON.parse(s.stored.OrganiserSignature)] as [BankIdSignature, BankIdSignature];
      const xml = tidredovisningXml(randomUUID(), s.content, s.parties, {
        assistant: stockholmDate(signatures[0].signedAt),
        organiser: stockholmDate(signatures[1].signedAt),
      });
      const row = {
        ContentHash: s.hash,
        State: 'QUEUED',
        RequestXml: xml,
        TxId: '',
        ErrorCode: '',
        ErrorDetail: '',
        Attempts: 0,
        NextAt: at,
        QueuedBy: ctx.account.Login,
        QueuedAt: at,
        SentAt: 0,
      };
      await ctx.db
        .insertInto('fk3059_sendings')
        .values({ FtgId: ctx.companyId, AnstNr: w.AnstNr, Brukare: w.Brukare, Manad: w.Manad, ...row })
        .onConflict((oc) => oc.columns(['FtgId', 'AnstNr', 'Brukare', 'Manad']).doUpdateSet(row))
        .execute();
      await ctx.audit.record({
        entity: 'statement',
        id: `${w.AnstNr}/${w.Brukare}/${w.Manad}`,
        event: 'modified',
        action: 'queuedForFk',
        before: null,
        after: { Hash: s.hash },
        anstNr: w.AnstNr,
      });
      reply.Queued.push({ AnstNr: w.AnstNr, Brukare: w.Brukare });
    }
  }
  if (reply.Queued.length) ctx.publish({ event: 'resource-updated', resource: FK3059_RESOURCE, payload: { Manad: manad } });
  return reply;
}

/**
 * The job: the oldest due report of any company goes to FK. Sent: the statement is SENT with FK's transaction id.
 * FK down: tried again later, up to SEND_ATTEMPTS; refused, or out of attempts: FAILED with FK's words, for the
 * organiser to correct or send again.
 */
export function sendQueueJob(transport: () => EltTransport): ServerJob<Fk3059Db> {
  return {
    name: 'send-queue',
    everyMs: SEND_EVERY_MS,
    run: async (ctx) => {
      await sendNext(ctx, transport());
    },
  };
}

export async function sendNext(ctx: JobContext<Fk3059Db>, transport: EltTransport): Promise<boolean> {
  const now = ctx.now().getTime();
  const next = await ctx.db
    .selectFrom('fk3059_sendings')
    .selectAll()
    .where('State', '=', 'QUEUED')
    .where('NextAt', '<=', now)
    .orderBy('NextAt')
    .orderBy('QueuedAt')
    .limit(1)
    .executeTakeFirst();
  if (!next) return false;
  const where = <Q extends { where: (...a: any[]) => Q }>(q: Q) =>
    q.where('FtgId', '=', next.FtgId).where('AnstNr', '=', next.AnstNr).where('Brukare', '=', next.Brukare).where('Manad', '=', next.Manad);
  const statement = await where(ctx.db.selectFrom('fk3059_statements').selectAll()).executeTakeFirst();
  // the signatures were voided since it was queued (they cannot be while queued, but the database is the judge)
  if (!statement || statement.AssistantHash !== next.ContentHash || statement.OrganiserHash !== next.ContentHash) {
    await where(ctx.db.updateTable('fk3059_sendings').set({ State: 'FAILED', ErrorCode: 'unsigned', ErrorDetail: '' })).execute();
    ctx.publish(next.FtgId, { event: 'resource-updated', resource: FK3059_RESOURCE, payload: { Manad: next.Manad } });
    return true;
  }
  const result = await transport.send({
    xml: next.RequestXml,
    assistant: JSON.parse(statement.AssistantSignature) as BankIdSignature,
    organiser: JSON.parse(statement.OrganiserSignature) as BankIdSignature,
  });
  const attempts = Number(next.Attempts) + 1;
  const at = ctx.now().getTime();
  if (result.ok) {
    await where(
      ctx.db.updateTable('fk3059_sendings').set({ State: 'SENT', TxId: result.txId, Attempts: attempts, SentAt: at, ErrorCode: '', ErrorDetail: '' }),
    ).execute();
    await where(ctx.db.updateTable('fk3059_statements').set({ Status: 'SENT', UpdatedAt: at })).execute();
  } else {
    const again = result.retry && attempts < SEND_ATTEMPTS;
    await where(
      ctx.db.updateTable('fk3059_sendings').set({
        State: again ? 'QUEUED' : 'FAILED',
        NextAt: again ? at + RETRY_AFTER_MS * attempts : next.NextAt,
        Attempts: attempts,
        ErrorCode: result.code,
        ErrorDetail: result.detail.slice(0, 500),
      }),
    ).execute();
  }
  ctx.publish(next.FtgId, { event: 'resource-updated', resource: FK3059_RESOURCE, payload: { AnstNr: next.AnstNr, Manad: next.Manad } });
  return true;
}
