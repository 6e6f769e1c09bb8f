import { personName } from '@lonna/core/contracts';
import { DV_CODES, type PayrollSectionDef } from '@lonna/core/server';
import { formatNumberIn, swedishWallClock } from '@lonna/core/validation';
import { compensationsAttest } from '../src/attest-contracts';
import { claimsOf } from './attest';
import { type CompensationsCtx, type CompensationsDb, type CompensationsTable, handle } from './db';
import { claimSections, type PaxmlClaim } from './paxml';
import type { ClaimsPdf } from './pdf';
import type { PaxmlInput } from './renderers';
import { changed, ZERO_GUID } from './store';

/** per diem and the rows of a travel expense report are travel events (resetrans); every other claim is a pay item */
export const isTravel = (r: Pick<CompensationsTable, 'Typ' | 'Origin'>) => r.Typ === 'TRAKT' || r.Origin === 'PERDIEM' || r.Origin === 'TRAVEL';
/** the travel expense report print: the trip's rows — per diem, mileage and the travel report's */
const onTravelReport = (r: Pick<CompensationsTable, 'Typ' | 'Origin'>) => isTravel(r) || r.Typ === 'MIL';

async function companyOf(ctx: CompensationsCtx) {
  return ctx.db.selectFrom('companies').select(['Namn', 'Orgnr']).where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow();
}

function download(ctx: CompensationsCtx, type: string, filename: string): void {
  ctx.setHeader('content-type', type);
  ctx.setHeader('content-disposition', `attachment; filename="${filename}"`);
}

/** the attested claims of these employees in the period: what payroll gets next */
async function attestedClaims(ctx: CompensationsCtx, numbers: readonly string[], from: string, to: string) {
  return (await claimsOf(ctx, numbers, from, to)).filter((r) => r.Status === 'ATTESTED');
}

/** exported claims are LOCKED: transferred to payroll (audited, pushed to the employees' pages) */
async function lockExported(ctx: CompensationsCtx, rows: readonly CompensationsTable[]): Promise<void> {
  const now = ctx.now();
  for (let i = 0; i < rows.length; i += 500) {
    await ctx.db
      .updateTable('compensations')
      .set({ Status: 'LOCKED', ExportedAt: now.getTime(), UpdatedAt: now.getTime() })
      .where('FtgId', '=', ctx.companyId)
      .where(
        'Id',
        'in',
        rows.slice(i, i + 500).map((r) => r.Id),
      )
      .where('Status', '=', 'ATTESTED')
      .execute();
  }
  await ctx.audit.record(
    ...rows.map((r) => ({
      entity: 'compensation',
      id: r.Id,
      event: 'modified' as const,
      action: 'export',
      before: { Status: 'ATTESTED' },
      after: { Status: 'LOCKED' },
      anstNr: r.AnstNr,
      date: r.Datum,
    })),
  );
  for (const anstNr of new Set(rows.map((r) => r.AnstNr))) changed(ctx, anstNr);
}

const toPaxmlClaim = (r: CompensationsTable, persNr: ReadonlyMap<string, string>): PaxmlClaim => ({
  Id: r.Id,
  AnstNr: r.AnstNr,
  PersNr: persNr.get(r.AnstNr) ?? '',
  Section: isTravel(r) ? 'rese' : 'lon',
  Datum: r.Datum,
  FromDatum: r.FromDatum,
  TomDatum: r.TomDatum,
  LonKod: r.LonKod,
  Text: r.Text,
  Extratext: r.Extratext,
  Antal: Number(r.Antal),
  Belopp: Number(r.Belopp),
  Moms: Number(r.Moms),
  Valuta: r.Valuta,
  Valutakurs: Number(r.Valutakurs),
  Varugrupp: r.Varugrupp === ZERO_GUID ? '' : r.Varugrupp,
  GuideId: r.GuideId,
  Brukare: r.Brukare,
  ResEnheter: ([1, 2, 3, 4, 5, 6] as const).map((n) => ({ dim: n, id: r[`ResEnhet${n}`] })).filter((u) => u.id),
});

/** Attested claims of the chosen employees to payroll on their own file: lonetrans and resetrans; the exported rows are LOCKED. */
export const exportPaxml = handle(compensationsAttest.paxml, async ({ body }, ctx) => {
  await ctx.scope.assertEmployees(body.AnstNr);
  const numbers = [...new Set(body.AnstNr)];
  const rows = await attestedClaims(ctx, numbers, body.From, body.To);
  if (!rows.length) ctx.fail(400, DV_CODES.badInput, 'compensations.attestErrors.nothingToExport', {}, 'AnstNr');
  const persNr = new Map(
    (await ctx.db.selectFrom('employees').select(['AnstNr', 'PersNr']).where('FtgId', '=', ctx.companyId).where('AnstNr', 'in', numbers).execute()).map((e) => [
      e.AnstNr,
      e.PersNr,
    ]),
  );
  await lockExported(ctx, rows);
  const company = await companyOf(ctx);
  const claims = rows.map((r) => toPaxmlClaim(r, persNr));
  const input: PaxmlInput = { company: { Orgnr: company.Orgnr, Namn: company.Namn }, claims, createdAt: ctx.now() };
  download(ctx, 'application/xml; charset=utf-8', `paxml-ersattningar-${ctx.companyId}-${body.From}-${body.To}.xml`);
  return Buffer.from(await ctx.render('compensations.paxml', input)) as never;
});

/**
 * The claims' part of the one payroll file time's PAXml export writes (spec: compensations as lonetrans and travel
 * reports as resetrans beside the time transactions): the same rows and the same lock as the claims' own export.
 */
export const claimsPayrollSection: PayrollSectionDef<CompensationsDb> = {
  id: 'claims',
  async collect(ctx, { employees, From, To }) {
    const rows = await attestedClaims(
      ctx,
      employees.map((e) => e.AnstNr),
      From,
      To,
    );
    if (!rows.length) return null;
    const persNr = new Map(employees.map((e) => [e.AnstNr, e.PersNr]));
    return { lines: claimSections(rows.map((r) => toPaxmlClaim(r, persNr))), count: rows.length, lock: () => lockExported(ctx, rows) };
  },
};

/** one employee's claims of a period as a PDF to file: ErsattningarPrint (all) or ReserakningPrint (the trip's rows) */
async function printClaims(ctx: CompensationsCtx, query: { AnstNr: string; From: string; To: string }, travel: boolean): Promise<never> {
  await ctx.scope.assertEmployee(query.AnstNr);
  const employee = await ctx.db
    .selectFrom('employees')
    .select(['AnstNr', 'FoNamn', 'EfNamn'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', query.AnstNr)
    .executeTakeFirst();
  if (!employee) return ctx.fail(404, DV_CODES.notFound, 'compensations.errors.noEmployee');
  const rows = (await claimsOf(ctx, [query.AnstNr], query.From, query.To)).filter((r) => !travel || onTravelReport(r));
  const company = await companyOf(ctx);
  const t = (k: string, p?: Record<string, unknown>) => ctx.t(`compensations.print.${k}`, p);
  const n = (x: number) => formatNumberIn(ctx.locale, x, 2);
  const total = rows.reduce((s, r) => s + Number(r.Belopp), 0);
  const byCode = new Map<string, number>();
  for (const r of rows) byCode.set(r.LonKod, (byCode.get(r.LonKod) ?? 0) + Number(r.Belopp));
  const at = swedishWallClock(ctx.now());
  // with an attest step an approved claim reads "approved, not attested" (time's vocabulary)
  const attestStep = Boolean(ctx.access.company.KalUseAttest);
  const pdf: ClaimsPdf = {
    title: t(travel ? 'travelTitle' : 'compensationsTitle'),
    meta: [
      `${company.Namn} (${company.Orgnr})`,
      t('employee', { name: personName(employee), number: employee.AnstNr }),
      t('period', { from: query.From, to: query.To }),
    ],
    columns: [
      { label: t('date'), width: 62 },
      { label: t('kind'), width: 68 },
      { label: t('payCode'), width: 46 },
      { label: t('text'), width: 118 },
      { label: t('quantity'), width: 38, align: 'right' },
      { label: t('amount'), width: 58, align: 'right' },
      { label: t('vat'), width: 45, align: 'right' },
      { label: t('status'), width: 80 },
    ],
    rows: rows.length
      ? rows.map((r) => [
          r.FromDatum && r.TomDatum ? `${r.FromDatum} – ${r.TomDatum}` : r.Datum,
          t(`kinds.${r.Typ}`),
          r.LonKod,
          [r.Text, r.Extratext].filter(Boolean).join(' — '),
          n(Number(r.Antal)),
          n(Number(r.Belopp)),
          n(Number(r.Moms)),
          t(`statuses.${r.Status === 'APPROVED' && attestStep ? 'APPROVED_NOT_ATTESTED' : r.Status}`),
        ])
      : [[t('noRows'), '', '', '', '', '', '', '']],
    footer: ['', '', '', t('total'), '', n(total), n(rows.reduce((s, r) => s + Number(r.Moms), 0)), ''],
    after: [
      ...[...byCode].sort(([a], [b]) => a.localeCompare(b)).map(([code, sum]) => t('perCode', { code, amount: n(sum) })),
      '',
      '',
      `${t('signEmployee')} ____________________________    ${t('signAttest')} ____________________________`,
    ],
    generated: t('generated', { at: `${at.date} ${at.time}`, by: ctx.account.Namn }),
  };
  const file = await ctx.render('compensations.claimsPdf', pdf);
  download(ctx, 'application/pdf', `${travel ? 'reserakning' : 'ersattningar'}-${query.AnstNr}-${query.From}-${query.To}.pdf`);
  return Buffer.from(file) as never;
}

export const printCompensations = handle(compensationsAttest.printCompensations, async ({ query }, ctx) => printClaims(ctx, query, false));
export const printTravel = handle(compensationsAttest.printTravel, async ({ query }, ctx) => printClaims(ctx, query, true));
