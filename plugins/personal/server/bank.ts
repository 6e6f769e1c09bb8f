import { DV_CODES } from '@lonna/core/server';
import { checkBankAccount } from '@lonna/core/validation';
import { personal, type BankAccount } from '../src/contracts';
import { handle, type PersonalBankAccountsTable, type PersonalCtx } from './db';
import { announce, mailOf, newId, ownAnstNr, reachOf, target } from './people';

export const wireBank = (r: PersonalBankAccountsTable): BankAccount => ({
  Id: r.Id,
  Clearing: r.Clearing,
  Konto: r.Konto,
  Bank: r.Bank,
  Status: r.Status as BankAccount['Status'],
  Orsak: r.Orsak,
  CreatedAt: Number(r.CreatedAt),
  SignedBy: r.SignedBy,
});
export const bankLine = (r: Pick<PersonalBankAccountsTable, 'Bank' | 'Clearing' | 'Konto'>): string => `${r.Bank ? `${r.Bank} ` : ''}${r.Clearing}-${r.Konto}`;
/** the account as a mail or SMS may show it: the bank and the last four digits */
/** an account as a mail or SMS may show it: the bank and the last four digits (a message can be read by others) */
export const masked = (r: Pick<PersonalBankAccountsTable, 'Bank' | 'Konto'>) => `${r.Bank} ****${r.Konto.slice(-4)}`;

export const bankAccountsOf = (ctx: PersonalCtx, anstNr: string) =>
  ctx.db
    .selectFrom('personal_bank_accounts')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .orderBy('CreatedAt', 'desc')
    .execute();
/** the salary account in force: the one a payroll administrator accepted last */
export const currentBank = (rows: readonly PersonalBankAccountsTable[]) =>
  [...rows].filter((r) => r.Status === 'ACCEPTED').sort((a, b) => Number(b.DecidedAt) - Number(a.DecidedAt))[0] ?? null;
export const pendingBank = (rows: readonly PersonalBankAccountsTable[]) => rows.find((r) => r.Status === 'PENDING') ?? null;

/** the employee himself, an employee of the selected company (only he can confirm his salary account with BankID) */
async function self(ctx: PersonalCtx) {
  if (ownAnstNr(ctx) === '') ctx.fail(403, DV_CODES.forbidden, 'personal.errors.bankOwnOnly');
  return target(ctx, ownAnstNr(ctx));
}

/**
 * The new salary account, checked by the bank's rules (Bankgirot's, through kontonummer: the clearing number must
 * belong to a bank and the account number match it). The employee then confirms it with BankID: nothing is stored
 * until his signature is complete.
 */
export const bankStart = handle(personal.bankStart, async ({ body }, ctx) => {
  const person = await self(ctx);
  const Clearing = body.Clearing.replace(/\D/g, '');
  const Konto = body.Konto.replace(/\D/g, '');
  if (Clearing.length < 4 || Clearing.length > 5) ctx.fail(400, DV_CODES.badInput, 'personal.errors.clearing', {}, 'Clearing');
  const check = checkBankAccount(Clearing, Konto);
  if (check.status === 'invalid') ctx.fail(400, DV_CODES.badInput, 'personal.errors.bankAccount', {}, 'Konto');
  const Bank = check.bankName ?? '';
  const document = JSON.stringify({ FtgId: ctx.companyId, AnstNr: person.AnstNr, Clearing, Konto, Bank });
  const order = await ctx.signing.start({
    text: ctx.t('personal.bank.signText', { name: person.Namn, account: `${Bank} ${Clearing}-${Konto}` }),
    document,
    personalNumber: ctx.account.PersNr,
  });
  await ctx.db
    .insertInto('personal_bank_orders')
    .values({
      OrderRef: order.orderRef,
      FtgId: ctx.companyId,
      AnstNr: person.AnstNr,
      Login: ctx.account.Login,
      Clearing,
      Konto,
      Bank,
      CreatedAt: ctx.now().getTime(),
    })
    .execute();
  return { orderRef: order.orderRef, autoStartToken: order.autoStartToken };
});

/**
 * One look at the order. Signed: the account is stored as waiting for a payroll administrator (the current one stays
 * until then; an earlier waiting change is replaced), audited, and the employee is told by mail and SMS — a stolen
 * session that changes the account is noticed by its owner.
 */
export const bankStatus = handle(personal.bankStatus, async ({ params }, ctx) => {
  const status = await ctx.signing.status(params.OrderRef);
  if (status.state === 'pending') return status;
  const order = await ctx.db
    .selectFrom('personal_bank_orders')
    .selectAll()
    .where('OrderRef', '=', params.OrderRef)
    .where('FtgId', '=', ctx.companyId)
    .where('Login', '=', ctx.account.Login)
    .executeTakeFirst();
  await ctx.db.deleteFrom('personal_bank_orders').where('OrderRef', '=', params.OrderRef).execute();
  if (status.state === 'failed') return { state: 'failed' as const, hintCode: status.hintCode, message: status.message };
  if (!order) return ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  const now = ctx.now().getTime();
  const rows = await bankAccountsOf(ctx, order.AnstNr);
  const current = currentBank(rows);
  for (const old of rows.filter((r) => r.Status === 'PENDING')) {
    await ctx.db
      .updateTable('personal_bank_accounts')
      .set({ Status: 'REJECTED', Orsak: ctx.t('personal.bank.replaced'), DecidedAt: now, DecidedBy: ctx.account.Login })
      .where('Id', '=', old.Id)
      .execute();
  }
  const row: PersonalBankAccountsTable = {
    Id: newId(),
    FtgId: ctx.companyId,
    AnstNr: order.AnstNr,
    Clearing: order.Clearing,
    Konto: order.Konto,
    Bank: order.Bank,
    Signature: JSON.stringify(status.signature),
    SignedBy: status.signature.name,
    Status: 'PENDING',
    Orsak: '',
    CreatedAt: now,
    CreatedBy: ctx.account.Login,
    DecidedAt: 0,
    DecidedBy: '',
    ExportedAt: 0,
  };
  await ctx.db.insertInto('personal_bank_accounts').values(row).execute();
  await ctx.audit.record({
    entity: 'bankAccount',
    id: row.Id,
    event: 'created',
    action: 'request',
    before: current ? { Konto: bankLine(current) } : null,
    after: { Konto: bankLine(row), Status: 'PENDING', SignedBy: row.SignedBy },
    anstNr: row.AnstNr,
  });
  const text = ctx.t('personal.bank.notice', { account: masked(row) });
  for (const r of await reachOf(ctx, row.AnstNr)) {
    const mail = mailOf(r);
    if (mail) ctx.notify.mail({ to: mail, subject: ctx.t('personal.bank.noticeSubject'), text });
    if (r.Mobile) ctx.notify.sms({ to: r.Mobile, text });
  }
  announce(ctx, row.AnstNr);
  return { state: 'complete' as const };
});

export const bankCancel = handle(personal.bankCancel, async ({ params }, ctx) => {
  await ctx.signing.cancel(params.OrderRef);
  await ctx.db.deleteFrom('personal_bank_orders').where('OrderRef', '=', params.OrderRef).where('Login', '=', ctx.account.Login).execute();
  return { ok: true as const };
});
