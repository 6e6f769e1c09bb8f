import { DV_CODES } from '@lonna/core/server';
import { personal, type PendingChange } from '../src/contracts';
import { addressHistory, addressLine, currentAddress } from './address';
import { bankAccountsOf, bankLine, currentBank, masked } from './bank';
import { handle, type PersonalCtx } from './db';
import { announce, mailOf, peopleInScope, reachOf, sectionOn, target } from './people';

/** The address and bank-account changes waiting for a payroll administrator, of the employees in his scope, oldest first. */
export const pending = handle(personal.pending, async (_req, ctx) => {
  const people = new Map((await peopleInScope(ctx)).map((p) => [p.AnstNr, p.Namn]));
  const out: PendingChange[] = [];
  if (sectionOn(ctx, 'address')) {
    const rows = await ctx.db.selectFrom('personal_addresses').selectAll().where('FtgId', '=', ctx.companyId).where('Status', '=', 'PENDING').execute();
    for (const r of rows) {
      if (!people.has(r.AnstNr)) continue;
      const now = currentAddress(ctx, await addressHistory(ctx, r.AnstNr));
      out.push({
        Kind: 'address',
        Id: r.Id,
        AnstNr: r.AnstNr,
        Namn: people.get(r.AnstNr)!,
        Summary: `${addressLine(r)} (${r.GallerFran})`,
        Previous: now ? addressLine(now) : '',
        CreatedAt: Number(r.CreatedAt),
      });
    }
  }
  if (sectionOn(ctx, 'bank')) {
    const rows = await ctx.db.selectFrom('personal_bank_accounts').selectAll().where('FtgId', '=', ctx.companyId).where('Status', '=', 'PENDING').execute();
    for (const r of rows) {
      if (!people.has(r.AnstNr)) continue;
      const now = currentBank(await bankAccountsOf(ctx, r.AnstNr));
      out.push({
        Kind: 'bank',
        Id: r.Id,
        AnstNr: r.AnstNr,
        Namn: people.get(r.AnstNr)!,
        Summary: bankLine(r),
        Previous: now ? bankLine(now) : '',
        CreatedAt: Number(r.CreatedAt),
      });
    }
  }
  return out.sort((a, b) => a.CreatedAt - b.CreatedAt);
});

const tableOf = { address: 'personal_addresses', bank: 'personal_bank_accounts' } as const;

/** the waiting change, of an employee in the caller's scope, with its section switched on */
async function waiting(ctx: PersonalCtx, kind: 'address' | 'bank', id: string) {
  if (!sectionOn(ctx, kind)) ctx.fail(403, DV_CODES.forbidden, 'personal.errors.sectionOff');
  const row = await ctx.db.selectFrom(tableOf[kind]).selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row) return ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  await target(ctx, row.AnstNr);
  if (row.Status !== 'PENDING') ctx.fail(409, DV_CODES.badInput, 'personal.errors.notPending');
  return row;
}

async function decide(ctx: PersonalCtx, kind: 'address' | 'bank', id: string, Status: 'ACCEPTED' | 'REJECTED', Orsak: string) {
  const row = await waiting(ctx, kind, id);
  const before = kind === 'bank' ? currentBank(await bankAccountsOf(ctx, row.AnstNr)) : currentAddress(ctx, await addressHistory(ctx, row.AnstNr));
  const line = (r: typeof before) => (r === null ? '' : kind === 'bank' ? bankLine(r as never) : addressLine(r as never));
  await ctx.db
    .updateTable(tableOf[kind])
    .set({ Status, Orsak, DecidedAt: ctx.now().getTime(), DecidedBy: ctx.account.Login })
    .where('FtgId', '=', ctx.companyId)
    .where('Id', '=', id)
    .execute();
  await ctx.audit.record({
    entity: kind === 'bank' ? 'bankAccount' : 'address',
    id,
    event: 'modified',
    action: Status === 'ACCEPTED' ? 'accept' : 'reject',
    before: { Current: line(before), Status: 'PENDING' },
    after: { Current: Status === 'ACCEPTED' ? line(row as never) : line(before), Status, ...(Orsak ? { Orsak } : {}) },
    anstNr: row.AnstNr,
  });
  // the employee hears the decision (a rejected salary account above all: his pay still goes to the old one)
  const text = ctx.t(`personal.decision.${Status === 'ACCEPTED' ? 'accepted' : 'rejected'}`, {
    change: ctx.t(`personal.decision.${kind}`),
    what: Status !== 'ACCEPTED' ? '' : kind === 'bank' ? masked(row as never) : line(row as never),
    reason: Orsak,
  });
  for (const r of await reachOf(ctx, row.AnstNr)) {
    const mail = mailOf(r);
    if (mail) ctx.notify.mail({ to: mail, subject: ctx.t(`personal.decision.subject${Status === 'ACCEPTED' ? 'Accepted' : 'Rejected'}`), text });
  }
  announce(ctx, row.AnstNr);
  return { ok: true as const };
}

export const accept = handle(personal.accept, async ({ params }, ctx) => decide(ctx, params.Kind, params.Id, 'ACCEPTED', ''));
export const reject = handle(personal.reject, async ({ params, body }, ctx) => decide(ctx, params.Kind, params.Id, 'REJECTED', body.Orsak.trim()));
