import { personName } from '@lonna/core/contracts';
import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { COMPENSATIONS_RESOURCE, type CompensationStatus } from '@lonna/plugin-compensations/contracts';
import { isWallClock, TRAVEL_CODES, TRAVEL_RESOURCE, type TravelReport, travelExpenses } from '../src/contracts';
import { claimSettings } from '@lonna/plugin-compensations/claims';
import { type MileageDetails, ORIGIN, type PerDiemDetails, type RepresentationDetails, representationSplit, rowsOf } from './claims';
import { eventInput, goodsGroup } from './event-fields';
import { handle, RECEIPT_KIND, type TravelCtx, type TravelLinesTable, type TravelReportsTable } from './db';

/** a report's compensations are made not approved yet */
const OPEN: CompensationStatus = 'OPEN';
const round2 = (n: number) => Math.round(n * 100) / 100;

async function employeeOf(ctx: TravelCtx, anstNr: string): Promise<string> {
  const a = anstNr.trim() || ctx.account.AnstNr || '';
  if (!a) ctx.fail(400, DV_CODES.badInput, 'travel.errors.noEmployee', {}, 'AnstNr');
  await ctx.scope.assertEmployee(a);
  const found = await ctx.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', a).executeTakeFirst();
  if (!found) ctx.fail(404, DV_CODES.notFound, 'travel.errors.noEmployee', {}, 'AnstNr');
  return a;
}

/** a report of the company in the caller's scope (404 otherwise: another company's is never told apart) */
export async function visibleReport(ctx: TravelCtx, id: string): Promise<TravelReportsTable> {
  const row = await ctx.db.selectFrom('travel_reports').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row) return ctx.fail(404, DV_CODES.notFound, 'travel.errors.notFound');
  await ctx.scope.assertEmployee(row.AnstNr);
  return row;
}
export const draft = (ctx: TravelCtx, r: TravelReportsTable) => {
  if (r.Status !== 'DRAFT') ctx.fail(409, TRAVEL_CODES.notDraft, 'travel.errors.notDraft');
};

/** the spec's event fields and the line's calculation as the wire has them */
function eventsOf(l: TravelLinesTable) {
  const details = l.Detaljer ? (JSON.parse(l.Detaljer) as Partial<MileageDetails & PerDiemDetails & RepresentationDetails>) : {};
  return {
    Land: l.Land,
    BesoktPerson: l.BesoktPerson,
    BesoktForetag: l.BesoktForetag,
    BesoktPlats: l.BesoktPlats,
    Varugrupp: l.Varugrupp,
    Foretagskort: Boolean(Number(l.Foretagskort)),
    ReprTyp: l.ReprTyp,
    Gaster: l.Gaster,
    Deltagare: l.Deltagare,
    ReprAntal: Number(l.ReprAntal),
    Fordon: l.Fordon,
    StartMatare: l.StartMatare === null ? null : Number(l.StartMatare),
    SlutMatare: l.SlutMatare === null ? null : Number(l.SlutMatare),
    Km: Number(l.Km),
    Skattefritt: details.Skattefritt ?? 0,
    Skattepliktigt: details.Skattepliktigt ?? 0,
    // a line stored before the taxable split (session 14) has no taxable part
    Dagar: (details.days ?? []).map((d) => ({ ...d, Skattepliktigt: d.Skattepliktigt ?? 0 })),
    Avdragsgillt: details.Avdragsgillt ?? 0,
    EjAvdragsgillt: details.EjAvdragsgillt ?? 0,
    EjErsatt: details.EjErsatt ?? 0,
    PerDiemSvar: l.Typ === 'PERDIEM' ? (details.answers ?? null) : null,
  };
}

/** reports with their lines and the status of the compensations they became, as the wire has them */
async function wire(ctx: TravelCtx, reports: TravelReportsTable[]): Promise<TravelReport[]> {
  if (!reports.length) return [];
  const ids = reports.map((r) => r.Id);
  const lines = await ctx.db
    .selectFrom('travel_lines')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', 'in', ids)
    .orderBy('Datum')
    .orderBy('CreatedAt')
    .execute();
  const idsOf = (l: TravelLinesTable) => (l.Ersattningar ? l.Ersattningar.split(',') : l.ErsattningId ? [l.ErsattningId] : []);
  const made = lines.flatMap(idsOf);
  const status = new Map<string, string>();
  if (made.length) {
    const rows = await ctx.db.selectFrom('compensations').select(['Id', 'Status']).where('FtgId', '=', ctx.companyId).where('Id', 'in', made).execute();
    for (const r of rows) status.set(r.Id, r.Status);
  }
  // a line's status: the least advanced of its compensations (OPEN while one of them is)
  const statusOf = (l: TravelLinesTable) => {
    const all = idsOf(l).map((id) => status.get(id) ?? '');
    return all.includes(OPEN) ? OPEN : (all[0] ?? '');
  };
  const people = await ctx.db
    .selectFrom('employees')
    .select(['AnstNr', 'FoNamn', 'EfNamn'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', 'in', [...new Set(reports.map((r) => r.AnstNr))])
    .execute();
  const names = new Map(people.map((p) => [p.AnstNr, personName(p)]));
  return reports.map((r) => {
    const own = lines.filter((l) => l.ReportId === r.Id);
    const Rader = own.map((l) => {
      const events = eventsOf(l);
      return {
        Id: l.Id,
        Typ: l.Typ,
        Datum: l.Datum,
        Text: l.Text,
        Leverantor: l.Leverantor,
        Belopp: Number(l.Belopp),
        Moms: Number(l.Moms),
        Valuta: l.Valuta,
        Valutakurs: Number(l.Valutakurs),
        // what is paid back: nothing on the company's card; a representation's part above the company's maximum is not
        BeloppSek: Number(l.Foretagskort) ? 0 : round2(Number(l.Belopp) * Number(l.Valutakurs) - events.EjErsatt),
        KvittoId: l.KvittoId,
        KvittoNamn: l.KvittoNamn,
        ErsattningId: l.ErsattningId,
        ErsattningStatus: statusOf(l),
        ...events,
      };
    });
    const open = own.every((l) => idsOf(l).every((id) => (status.get(id) ?? OPEN) === OPEN));
    return {
      Id: r.Id,
      AnstNr: r.AnstNr,
      Namn: names.get(r.AnstNr) ?? '',
      Syfte: r.Syfte,
      Resmal: r.Resmal,
      Avresa: r.Avresa,
      Hemkomst: r.Hemkomst,
      Status: r.Status,
      Summa: round2(Rader.reduce((s, l) => s + l.BeloppSek, 0)),
      KanAndras: r.Status === 'DRAFT',
      KanAterkallas: r.Status === 'SUBMITTED' && open,
      Rader,
    };
  });
}
export const one = async (ctx: TravelCtx, id: string) => (await wire(ctx, [await visibleReport(ctx, id)]))[0]!;
export const changed = (ctx: TravelCtx, anstNr: string, compensations = false) => {
  ctx.publish({ event: 'resource-updated', resource: TRAVEL_RESOURCE, payload: { AnstNr: anstNr } });
  if (compensations) ctx.publish({ event: 'resource-updated', resource: COMPENSATIONS_RESOURCE, payload: { AnstNr: anstNr } });
};

/** The reports: PER his own, an administrator one employee of his scope or all of it; newest trip first. */
export const listReports = handle(travelExpenses.list, async ({ query }, ctx) => {
  let q = ctx.db.selectFrom('travel_reports').selectAll().where('FtgId', '=', ctx.companyId);
  const scope = await ctx.scope.employees();
  if (query.AnstNr) {
    await ctx.scope.assertEmployee(query.AnstNr);
    q = q.where('AnstNr', '=', query.AnstNr);
  } else if (!scope.all) {
    if (!scope.anstNrs.length) return [];
    q = q.where('AnstNr', 'in', [...scope.anstNrs]);
  }
  return wire(ctx, await q.orderBy('Avresa', 'desc').orderBy('CreatedAt', 'desc').execute());
});

export const createReport = handle(travelExpenses.create, async ({ body }, ctx) => {
  const AnstNr = await employeeOf(ctx, body.AnstNr);
  for (const field of ['Avresa', 'Hemkomst'] as const)
    if (!isWallClock(body[field])) ctx.fail(400, DV_CODES.badInput, 'travel.errors.wallClock', { field }, field);
  if (body.Hemkomst <= body.Avresa) ctx.fail(400, DV_CODES.badInput, 'travel.errors.returnBeforeDeparture', {}, 'Hemkomst');
  const now = ctx.now().getTime();
  const row: TravelReportsTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    AnstNr,
    Syfte: body.Syfte.trim(),
    Resmal: body.Resmal.trim(),
    Avresa: body.Avresa,
    Hemkomst: body.Hemkomst,
    Status: 'DRAFT',
    CreatedBy: (ctx.account.Namn || ctx.account.Login).slice(0, 255),
    CreatedAt: now,
    UpdatedAt: now,
  };
  await ctx.db.insertInto('travel_reports').values(row).execute();
  await ctx.audit.record({ entity: 'report', id: row.Id, event: 'created', before: null, after: { ...row }, anstNr: AnstNr, date: row.Avresa.slice(0, 10) });
  changed(ctx, AnstNr);
  return one(ctx, row.Id);
});

export const removeReport = handle(travelExpenses.remove, async ({ params }, ctx) => {
  const r = await visibleReport(ctx, params.Id);
  draft(ctx, r);
  await ctx.db.deleteFrom('travel_lines').where('FtgId', '=', ctx.companyId).where('ReportId', '=', r.Id).execute();
  await ctx.db.deleteFrom('travel_reports').where('FtgId', '=', ctx.companyId).where('Id', '=', r.Id).execute();
  await ctx.audit.record({ entity: 'report', id: r.Id, event: 'deleted', before: { ...r }, after: null, anstNr: r.AnstNr });
  changed(ctx, r.AnstNr);
  return { ok: true as const };
});

/** a receipt line as the user confirmed it; its receipt is one the scan stored for this company */
export const addLine = handle(travelExpenses.addLine, async ({ params, body }, ctx) => {
  const r = await visibleReport(ctx, params.Id);
  draft(ctx, r);
  if (body.Moms > body.Belopp) ctx.fail(400, DV_CODES.badInput, 'travel.errors.vat', {}, 'Moms');
  // representation: the limits are per person (Skatteverket), so the number of people is needed
  if (body.ReprTyp && !(body.ReprAntal && body.ReprAntal >= 1)) ctx.fail(400, DV_CODES.badInput, 'travel.errors.reprPeople', {}, 'ReprAntal');
  const Valutakurs = body.Valuta === 'SEK' ? 1 : body.Valutakurs;
  const split = body.ReprTyp ? await representationSplit(ctx, { ...body, ReprTyp: body.ReprTyp, ReprAntal: body.ReprAntal ?? 0, Valutakurs }) : null;
  let KvittoNamn = '';
  if (body.KvittoId) {
    const file = await ctx.files.read(RECEIPT_KIND, body.KvittoId);
    if (!file) return ctx.fail(400, DV_CODES.badInput, 'travel.errors.noReceipt', {}, 'KvittoId');
    KvittoNamn = file.fileName;
  }
  const line: TravelLinesTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    ReportId: r.Id,
    Datum: body.Datum,
    Text: body.Text.trim(),
    Leverantor: body.Leverantor.trim(),
    Belopp: body.Belopp,
    Moms: body.Moms,
    Valuta: body.Valuta,
    Valutakurs,
    KvittoId: body.KvittoId,
    KvittoNamn: KvittoNamn.slice(0, 200),
    ErsattningId: '',
    CreatedAt: ctx.now().getTime(),
    ...eventInput(ctx, body),
    Typ: 'RECEIPT',
    Varugrupp: await goodsGroup(ctx, body.Varugrupp ?? ''),
    Foretagskort: body.Foretagskort ? 1 : 0,
    ReprTyp: body.ReprTyp ?? '',
    Gaster: body.Gaster?.trim() ?? '',
    Deltagare: body.Deltagare?.trim() ?? '',
    ReprAntal: body.ReprAntal ?? 0,
    Fordon: '',
    StartMatare: null,
    SlutMatare: null,
    Km: 0,
    Detaljer: split ? JSON.stringify(split) : '',
    Ersattningar: '',
  };
  await ctx.db.insertInto('travel_lines').values(line).execute();
  await ctx.db.updateTable('travel_reports').set({ UpdatedAt: line.CreatedAt }).where('Id', '=', r.Id).execute();
  await ctx.audit.record({ entity: 'line', id: line.Id, event: 'created', before: null, after: { ...line }, anstNr: r.AnstNr, date: line.Datum });
  changed(ctx, r.AnstNr);
  return one(ctx, r.Id);
});

export const removeLine = handle(travelExpenses.removeLine, async ({ params }, ctx) => {
  const r = await visibleReport(ctx, params.Id);
  draft(ctx, r);
  const line = await ctx.db
    .selectFrom('travel_lines')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', '=', r.Id)
    .where('Id', '=', params.LineId)
    .executeTakeFirst();
  if (!line) return ctx.fail(404, DV_CODES.notFound, 'travel.errors.notFound');
  await ctx.db.deleteFrom('travel_lines').where('Id', '=', line.Id).execute();
  await ctx.audit.record({ entity: 'line', id: line.Id, event: 'deleted', before: { ...line }, after: null, anstNr: r.AnstNr, date: line.Datum });
  changed(ctx, r.AnstNr);
  return one(ctx, r.Id);
});

/**
 * Completes the report: its lines become compensations (./claims.ts: a receipt an out-of-pocket row in SEK, a drive its
 * tax-free and taxable rows, the per diem a row per day; Origin TRAVEL, GuideId = the report) — not editable by hand,
 * attested through the compensations' status.
 */
export const submitReport = handle(travelExpenses.submit, async ({ params }, ctx) => {
  const r = await visibleReport(ctx, params.Id);
  draft(ctx, r);
  const lines = await ctx.db.selectFrom('travel_lines').selectAll().where('FtgId', '=', ctx.companyId).where('ReportId', '=', r.Id).execute();
  if (!lines.length) ctx.fail(400, DV_CODES.badInput, 'travel.errors.noLines', {}, 'Rader');
  const { LonKodUtlagg } = await claimSettings(ctx);
  const now = ctx.now().getTime();
  for (const l of lines) {
    const rows = await rowsOf(ctx, r, l, LonKodUtlagg);
    if (rows.length) await ctx.db.insertInto('compensations').values(rows).execute();
    const ids = rows.map((row) => row.Id);
    await ctx.db
      .updateTable('travel_lines')
      .set({ ErsattningId: ids[0] ?? '', Ersattningar: ids.join(',') })
      .where('Id', '=', l.Id)
      .execute();
  }
  await ctx.db.updateTable('travel_reports').set({ Status: 'SUBMITTED', UpdatedAt: now }).where('Id', '=', r.Id).execute();
  await ctx.audit.record({
    entity: 'report',
    id: r.Id,
    event: 'modified',
    action: 'submit',
    before: { Status: r.Status },
    after: { Status: 'SUBMITTED' },
    anstNr: r.AnstNr,
  });
  changed(ctx, r.AnstNr, true);
  return one(ctx, r.Id);
});

/** Back to in progress: its compensations are removed, allowed only while none of them is approved yet. */
export const revertReport = handle(travelExpenses.revert, async ({ params }, ctx) => {
  const r = await visibleReport(ctx, params.Id);
  if (r.Status !== 'SUBMITTED') ctx.fail(409, TRAVEL_CODES.notDraft, 'travel.errors.notSubmitted');
  const rows = await ctx.db
    .selectFrom('compensations')
    .select(['Id', 'Status'])
    .where('FtgId', '=', ctx.companyId)
    .where('GuideId', '=', r.Id)
    .where('Origin', '=', ORIGIN)
    .execute();
  if (rows.some((c) => c.Status !== OPEN)) ctx.fail(409, TRAVEL_CODES.approved, 'travel.errors.approved');
  if (rows.length)
    await ctx.db.deleteFrom('compensations').where('FtgId', '=', ctx.companyId).where('GuideId', '=', r.Id).where('Origin', '=', ORIGIN).execute();
  await ctx.db
    .updateTable('travel_lines')
    .set({ ErsattningId: '', Ersattningar: '' })
    .where('FtgId', '=', ctx.companyId)
    .where('ReportId', '=', r.Id)
    .execute();
  await ctx.db.updateTable('travel_reports').set({ Status: 'DRAFT', UpdatedAt: ctx.now().getTime() }).where('Id', '=', r.Id).execute();
  await ctx.audit.record({
    entity: 'report',
    id: r.Id,
    event: 'modified',
    action: 'revert',
    before: { Status: r.Status },
    after: { Status: 'DRAFT' },
    anstNr: r.AnstNr,
  });
  changed(ctx, r.AnstNr, true);
  return one(ctx, r.Id);
});
