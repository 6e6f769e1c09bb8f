import { DV_CODES } from '@lonna/core/server';
import { swedishToday } from '@lonna/core/validation';
import { type Balances, payslips, SWITCHES } from '../src/contracts';
import { handle, type PayslipsCtx } from './db';
import { assertIdentified, bankIdRequired, identifiedNow } from './identify';
import { ownAnstNr, peopleInScope, inScope, switchOn, target } from './people';
import { payslipPdfInput } from './pdf-input';
import { wireBalances, wirePayslip, wireSummary } from './wire';

/** how many balance days the history shows (two years of monthly runs) */
const HISTORY = 24;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** a payslip is published on its pay date: before it, nobody sees it (a date filter on every read) */
export const todayOf = (ctx: { now(): Date }): string => swedishToday(ctx.now());

const visiblePayslips = (ctx: PayslipsCtx, anstNr: string) =>
  ctx.db.selectFrom('payslips_payslips').selectAll().where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).where('BetalDatum', '<=', todayOf(ctx));
const visibleBalances = (ctx: PayslipsCtx, anstNr: string) =>
  ctx.db.selectFrom('payslips_balances').selectAll().where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).where('Datum', '<=', todayOf(ctx));

export const employees = handle(payslips.employees, async (_, ctx) => peopleInScope(ctx));

export const overview = handle(payslips.overview, async ({ query }, ctx) => {
  const person = await target(ctx, query.AnstNr);
  const showPayslips = switchOn(ctx, SWITCHES.payslips);
  const showBalances = switchOn(ctx, SWITCHES.balances);
  const all = showPayslips ? await visiblePayslips(ctx, person.AnstNr).orderBy('BetalDatum', 'desc').orderBy('PeriodId', 'desc').execute() : [];
  const Years = [...new Set(all.map((p) => Number(p.BetalDatum.slice(0, 4))))].sort((a, b) => b - a);
  const Ar = query.Ar ? Number(query.Ar) : (Years[0] ?? Number(todayOf(ctx).slice(0, 4)));
  const year = all.filter((p) => p.BetalDatum.startsWith(`${Ar}-`));
  const sum = (k: 'Brutto' | 'Skatt' | 'Netto') => round2(year.reduce((s, p) => s + Number(p[k]), 0));
  let Balances: { Latest: Balances | null; History: Balances[] } | null = null;
  if (showBalances) {
    const rows = await visibleBalances(ctx, person.AnstNr).orderBy('Datum', 'desc').limit(HISTORY).execute();
    const History = rows.map(wireBalances);
    Balances = { Latest: History[0] ?? null, History };
  }
  return {
    AnstNr: person.AnstNr,
    Namn: person.Namn,
    Ar,
    Years,
    Payslips: showPayslips ? year.map(wireSummary) : null,
    Totals: showPayslips ? { Brutto: sum('Brutto'), Skatt: sum('Skatt'), Netto: sum('Netto') } : null,
    Balances,
    NeedsBankId: showPayslips && bankIdRequired(ctx) && !(await identifiedNow(ctx)),
  };
});

/** one published payslip the caller may see; another employee's (outside his scope), a future or unknown one: 404 */
async function visiblePayslip(ctx: PayslipsCtx, id: string) {
  const row = await ctx.db
    .selectFrom('payslips_payslips')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('Id', '=', id)
    .where('BetalDatum', '<=', todayOf(ctx))
    .executeTakeFirst();
  if (!row || !(await inScope(ctx, row.AnstNr))) return ctx.fail(404, DV_CODES.notFound, 'payslips.errors.notFound');
  await assertIdentified(ctx);
  return row;
}

async function balancesOn(ctx: PayslipsCtx, anstNr: string, datum: string) {
  if (!switchOn(ctx, SWITCHES.balances)) return null;
  return (
    (await ctx.db
      .selectFrom('payslips_balances')
      .selectAll()
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', '=', anstNr)
      .where('Datum', '=', datum)
      .executeTakeFirst()) ?? null
  );
}

export const payslip = handle(payslips.payslip, async ({ params }, ctx) => {
  const row = await visiblePayslip(ctx, params.Id);
  return wirePayslip(row, await balancesOn(ctx, row.AnstNr, row.BetalDatum));
});

/** the PDF inline (it opens in the browser's viewer): the payroll system's own, else rendered from the data */
export const pdf = handle(payslips.pdf, async ({ params }, ctx) => {
  const row = await visiblePayslip(ctx, params.Id);
  let bytes: Uint8Array;
  if (row.Pdf !== '') bytes = Buffer.from(row.Pdf, 'base64');
  else {
    const company = await ctx.db.selectFrom('companies').select(['Namn', 'Orgnr']).where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow();
    const wire = wirePayslip(row, await balancesOn(ctx, row.AnstNr, row.BetalDatum));
    bytes = await ctx.render('payslips.payslipPdf', payslipPdfInput(ctx, company, wire));
  }
  ctx.setHeader('content-type', 'application/pdf');
  ctx.setHeader('content-disposition', `inline; filename="lonebesked-${row.AnstNr}-${row.PeriodId.replace(/[^\w.-]/g, '_')}.pdf"`);
  ctx.setHeader('x-content-type-options', 'nosniff');
  ctx.setHeader('cache-control', 'private, no-store');
  return Buffer.from(bytes) as never;
});

/** the caller's own latest published payslip and balances (the dashboard card) */
export const latest = handle(payslips.latest, async (_, ctx) => {
  const own = ownAnstNr(ctx);
  if (own === '') return { Payslip: null, Balances: null };
  const p = switchOn(ctx, SWITCHES.payslips)
    ? await visiblePayslips(ctx, own).orderBy('BetalDatum', 'desc').orderBy('PeriodId', 'desc').executeTakeFirst()
    : undefined;
  const b = switchOn(ctx, SWITCHES.balances) ? await visibleBalances(ctx, own).orderBy('Datum', 'desc').executeTakeFirst() : undefined;
  return { Payslip: p ? wireSummary(p) : null, Balances: b ? wireBalances(b) : null };
});
