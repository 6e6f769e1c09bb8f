import { personName } from '@lonna/core/contracts';
import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { COMPENSATIONS_CODES, COMPENSATIONS_RESOURCE, type Compensation } from '../src/contracts';
import { missingRequiredField, type RequiredInput } from '../src/rules/required';
import type { CompensationsCtx, CompensationsSettingsTable, CompensationsTable } from './db';

/** What every handler shares: whose compensations, the required-field rule, the lock rule, the wire shape, push and audit. */

export const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

/** the employee a call is about: '' = the caller's own (none → 400); another one must be in the caller's scope */
export async function employeeOf(ctx: CompensationsCtx, anstNr: string | undefined): Promise<string> {
  const a = (anstNr ?? '').trim() || ctx.account.AnstNr || '';
  if (!a) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.noEmployee', {}, 'AnstNr');
  await ctx.scope.assertEmployee(a);
  const found = await ctx.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', a).executeTakeFirst();
  if (!found) ctx.fail(404, DV_CODES.notFound, 'compensations.errors.noEmployee', {}, 'AnstNr');
  return a;
}

/** a compensation of the company in the caller's scope (404 otherwise, never telling another company's rows) */
export async function visibleRow(ctx: CompensationsCtx, id: string): Promise<CompensationsTable> {
  const row = await ctx.db.selectFrom('compensations').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row) return ctx.fail(404, DV_CODES.notFound, 'compensations.errors.notFound');
  await ctx.scope.assertEmployee(row.AnstNr);
  return row;
}

/** attested, approved or transferred rows are locked; so is a row a guide, a travel report or an import made */
export const editable = (r: Pick<CompensationsTable, 'Status' | 'Origin'>) => r.Status === 'OPEN' && r.Origin === 'MANUAL';

export function assertEditable(ctx: CompensationsCtx, row: CompensationsTable): void {
  if (row.Status !== 'OPEN') ctx.fail(409, COMPENSATIONS_CODES.locked, 'compensations.errors.locked');
  if (row.Origin !== 'MANUAL') ctx.fail(409, COMPENSATIONS_CODES.locked, 'compensations.errors.madeByGuide');
}

/** the conditional required rules of spec §5 (core's pure rules through ../src/rules/required.ts) */
export function assertRequired(ctx: CompensationsCtx, input: RequiredInput): void {
  const field = missingRequiredField(input, { ...ctx.access.company, ...ctx.access.portal });
  if (field) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.required', { field }, field);
}

/** the goods group must be one of the company's (/varugrupper); '' and the all-zero id mean none */
export async function goodsGroup(ctx: CompensationsCtx, id: string): Promise<string> {
  const g = id.trim();
  if (g === '' || g === ZERO_GUID) return ZERO_GUID;
  const found = await ctx.db.selectFrom('varugrupper').select('Id').where('FtgId', '=', ctx.companyId).where('Id', '=', g).executeTakeFirst();
  if (!found) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.unknown', { field: 'Varugrupp' }, 'Varugrupp');
  return g;
}

export async function payCode(ctx: CompensationsCtx, code: string): Promise<string> {
  const found = await ctx.db.selectFrom('lonkoder').select('LonKod').where('FtgId', '=', ctx.companyId).where('LonKod', '=', code.trim()).executeTakeFirst();
  if (!found) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.unknown', { field: 'LonKod' }, 'LonKod');
  return code.trim();
}

/** the per diem and representation guides' pay codes when the company has none (the demo's 600 / 610 / 660 / 605) */
export const GUIDE_PAY_CODES = { LonKodTraktInrikes: '600', LonKodTraktUtrikes: '610', LonKodRepresentation: '660', LonKodTraktSkattepliktig: '605' } as const;

/** the company's settings; the demo's pay codes (Bilersättning 620/630, Utlägg 650) when it has none */
export async function settingsOf(ctx: CompensationsCtx): Promise<CompensationsSettingsTable> {
  const row = await ctx.db.selectFrom('compensations_settings').selectAll().where('FtgId', '=', ctx.companyId).executeTakeFirst();
  return row ?? { FtgId: ctx.companyId, MilErsattning: 0, LonKodMil: '620', LonKodMilSkattepliktig: '630', LonKodUtlagg: '650', ...GUIDE_PAY_CODES };
}

type Dimensions = Partial<Pick<CompensationsTable, 'Brukare' | 'ResEnhet1' | 'ResEnhet2' | 'ResEnhet3' | 'ResEnhet4' | 'ResEnhet5' | 'ResEnhet6'>>;
export const dimensionsOf = (d: Dimensions) => ({
  Brukare: d.Brukare?.trim() ?? '',
  ResEnhet1: d.ResEnhet1?.trim() ?? '',
  ResEnhet2: d.ResEnhet2?.trim() ?? '',
  ResEnhet3: d.ResEnhet3?.trim() ?? '',
  ResEnhet4: d.ResEnhet4?.trim() ?? '',
  ResEnhet5: d.ResEnhet5?.trim() ?? '',
  ResEnhet6: d.ResEnhet6?.trim() ?? '',
});

/** a new row with the defaults of everything the caller did not give */
export function newRow(
  ctx: CompensationsCtx,
  r: Pick<CompensationsTable, 'AnstNr' | 'Datum' | 'Typ' | 'LonKod' | 'Text' | 'Belopp'> & Partial<CompensationsTable>,
): CompensationsTable {
  const now = ctx.now().getTime();
  return {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    Extratext: '',
    FromDatum: '',
    TomDatum: '',
    Antal: 1,
    Moms: 0,
    Valuta: 'SEK',
    Valutakurs: 1,
    Varugrupp: ZERO_GUID,
    ...dimensionsOf({}),
    Status: 'OPEN',
    Origin: 'MANUAL',
    GuideId: '',
    KvittoId: '',
    KvittoNamn: '',
    CreatedBy: (ctx.account.Namn || ctx.account.Login).slice(0, 60),
    CreatedAt: now,
    UpdatedAt: now,
    ...r,
  };
}

export async function namesOf(ctx: CompensationsCtx, anstNrs: readonly string[]): Promise<Map<string, string>> {
  if (anstNrs.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('employees')
    .select(['AnstNr', 'FoNamn', 'EfNamn'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', 'in', [...new Set(anstNrs)])
    .execute();
  return new Map(rows.map((r) => [r.AnstNr, personName(r)]));
}

export function wire(r: CompensationsTable, names: Map<string, string>): Compensation {
  const { FtgId: _f, CreatedBy: _c, CreatedAt: _a, UpdatedAt: _u, ...rest } = r;
  return {
    ...rest,
    Namn: names.get(r.AnstNr) ?? '',
    Antal: Number(r.Antal),
    Belopp: Number(r.Belopp),
    Moms: Number(r.Moms),
    Valutakurs: Number(r.Valutakurs),
    KanAndras: editable(r),
  };
}

export async function wireAll(ctx: CompensationsCtx, rows: CompensationsTable[]): Promise<Compensation[]> {
  const names = await namesOf(
    ctx,
    rows.map((r) => r.AnstNr),
  );
  return rows.map((r) => wire(r, names));
}

/** tells the pages and the dashboard card of the company (the payload says whose) */
export function changed(ctx: CompensationsCtx, anstNr: string): void {
  ctx.publish({ event: 'resource-updated', resource: COMPENSATIONS_RESOURCE, payload: { AnstNr: anstNr } });
}

/** the audited fields of a row */
export const audited = (r: CompensationsTable) => ({
  AnstNr: r.AnstNr,
  Datum: r.Datum,
  Typ: r.Typ,
  LonKod: r.LonKod,
  Text: r.Text,
  Antal: r.Antal,
  Belopp: r.Belopp,
  Moms: r.Moms,
  Status: r.Status,
  Origin: r.Origin,
});
