import { personName } from '@lonna/core/contracts';
import { randomUUID } from 'node:crypto';
import type { ImportResult } from '../src/contracts';
import type { PayslipsDb, PayslipsPayslipsTable } from './db';
import { type ParsedRun, PaxmlProblem } from './paxml';

/**
 * Stores a parsed pay run for one company — the one path of the administrator's upload, the payroll system's API and
 * the demo data. Every employee must be one of the company's (by anstid, else by persnr); a header naming another
 * company's organisation number is refused. A payslip of an employee and period imported before is replaced (its id
 * kept, so an open link still works); balances of an employee and day likewise. Runs in the caller's transaction.
 */
export interface PdfInput {
  AnstNr: string;
  PeriodId?: string | undefined;
  /** base64 */
  Pdf: string;
}
export interface ImportInput {
  ftgId: string;
  run: ParsedRun;
  pdfs?: readonly PdfInput[] | undefined;
  by: string;
  kalla: 'UPLOAD' | 'API' | 'DEMO';
  now: number;
}

const digits = (s: string) => s.replace(/\D/g, '');

function pdfOf(p: PdfInput): string {
  const clean = p.Pdf.replace(/\s/g, '');
  const bytes = Buffer.from(clean, 'base64');
  // a PDF starts with %PDF- (the bytes, not the name, tell what a file is)
  if (bytes.length < 8 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new PaxmlProblem('pdfInvalid', { employee: p.AnstNr });
  return bytes.toString('base64');
}

export async function importRun(db: PayslipsDb, input: ImportInput): Promise<ImportResult & { visibleFrom: Map<string, string> }> {
  const { ftgId, run } = input;
  const company = await db.selectFrom('companies').select(['Orgnr']).where('FtgId', '=', ftgId).executeTakeFirst();
  if (!company) throw new PaxmlProblem('paxmlOtherCompany', { orgnr: run.OrgNr });
  if (run.OrgNr !== '' && digits(company.Orgnr) !== '' && digits(company.Orgnr) !== run.OrgNr)
    throw new PaxmlProblem('paxmlOtherCompany', { orgnr: run.OrgNr });

  const staff = await db.selectFrom('employees').select(['AnstNr', 'PersNr', 'FoNamn', 'EfNamn']).where('FtgId', '=', ftgId).execute();
  const byNr = new Map(staff.map((e) => [e.AnstNr, e]));
  const byPersNr = new Map(staff.filter((e) => digits(e.PersNr) !== '').map((e) => [digits(e.PersNr), e]));
  const resolve = (anstNr: string, persNr: string) => {
    const e =
      (anstNr !== '' ? byNr.get(anstNr) : undefined) ?? (anstNr === '' && persNr !== '' ? (byPersNr.get(persNr) ?? byPersNr.get(persNr.slice(2))) : undefined);
    if (!e) throw new PaxmlProblem('paxmlUnknownEmployee', { employee: anstNr || persNr });
    return e;
  };

  const pdfs = new Map<string, string>();
  for (const p of input.pdfs ?? []) {
    const match = run.Payslips.find((s) => s.AnstNr === p.AnstNr && (!p.PeriodId || s.PeriodId === p.PeriodId));
    if (!match) throw new PaxmlProblem('pdfWithoutPayslip', { employee: p.AnstNr });
    pdfs.set(`${match.AnstNr}/${match.PeriodId}`, pdfOf(p));
  }

  const ImportId = randomUUID();
  let replaced = 0;
  let balances = 0;
  const visibleFrom = new Map<string, string>();
  const balanceRows = new Map<string, Record<string, unknown>>();
  for (const p of run.Payslips) {
    const e = resolve(p.AnstNr, p.PersNr);
    const old = await db
      .selectFrom('payslips_payslips')
      .select(['Id', 'Notified'])
      .where('FtgId', '=', ftgId)
      .where('AnstNr', '=', e.AnstNr)
      .where('PeriodId', '=', p.PeriodId)
      .executeTakeFirst();
    if (old) {
      replaced += 1;
      await db.deleteFrom('payslips_payslips').where('Id', '=', old.Id).execute();
    }
    const row: PayslipsPayslipsTable = {
      Id: old?.Id ?? randomUUID(),
      FtgId: ftgId,
      AnstNr: e.AnstNr,
      PeriodId: p.PeriodId,
      PeriodText: p.PeriodText,
      BetalDatum: p.BetalDatum,
      Namn: p.Namn || personName(e),
      Brutto: p.Brutto,
      Skatt: p.Skatt,
      Netto: p.Netto,
      SkatteTabell: p.SkatteTabell,
      SkatteKolumn: p.SkatteKolumn,
      TabellSkatt: p.TabellSkatt,
      EngangsSkatt: p.EngangsSkatt,
      ArbAvgiftBel: p.ArbAvgiftBel,
      AckBrutto: p.AckBrutto,
      AckSkatt: p.AckSkatt,
      AckNetto: p.AckNetto,
      Lines: JSON.stringify(p.Lines),
      Pdf: pdfs.get(`${p.AnstNr}/${p.PeriodId}`) ?? '',
      ImportId,
      // a corrected payslip the employee was already told about is not announced twice
      Notified: Number(old?.Notified ?? 0),
      CreatedAt: input.now,
    };
    await db.insertInto('payslips_payslips').values(row).execute();
    visibleFrom.set(e.AnstNr, p.BetalDatum);
    if (p.Balances) balanceRows.set(`${e.AnstNr}/${p.BetalDatum}`, { AnstNr: e.AnstNr, Datum: p.BetalDatum, ...p.Balances });
  }
  for (const b of run.Balances) {
    const e = resolve(b.AnstNr, b.PersNr);
    const { PersNr: _p, ...values } = b;
    balanceRows.set(`${e.AnstNr}/${b.Datum}`, { ...values, AnstNr: e.AnstNr });
  }
  for (const b of balanceRows.values()) {
    await db
      .deleteFrom('payslips_balances')
      .where('FtgId', '=', ftgId)
      .where('AnstNr', '=', b.AnstNr as string)
      .where('Datum', '=', b.Datum as string)
      .execute();
    await db
      .insertInto('payslips_balances')
      .values({ ...b, FtgId: ftgId, ImportId } as never)
      .execute();
    balances += 1;
  }
  await db
    .insertInto('payslips_imports')
    .values({
      Id: ImportId,
      FtgId: ftgId,
      At: input.now,
      By: input.by,
      Kalla: input.kalla,
      Payslips: run.Payslips.length,
      Balances: balances,
      Replaced: replaced,
    })
    .execute();
  const BetalDatum = [...new Set(run.Payslips.map((p) => p.BetalDatum))].sort();
  return { Id: ImportId, Payslips: run.Payslips.length, Balances: balances, Replaced: replaced, BetalDatum, visibleFrom };
}
