import { DV_CODES } from '@lonna/core/server';
import { COMPENSATIONS_CODES, compensationGuides, type RepresentationInput } from '../src/contracts';
import { splitRepresentation } from '../src/rules/representation';
import { receiptOf } from './compensations';
import { type CompensationsCtx, type CompensationsTable, FILE_KIND, handle } from './db';
import { reopened, saveGuide } from './guides';
import { assertRequired, dimensionsOf, employeeOf, newRow, settingsOf } from './store';

/**
 * The representation guide: a receipt of internal or external representation or a gift, the participants and guests,
 * amount and VAT → the deductible part (with its deductible VAT) and the non-deductible rest (src/rules/representation.ts),
 * two compensations of the representation pay code locked to the guide (Origin REPRESENT), the receipt on both.
 */
async function representationRows(ctx: CompensationsCtx, body: RepresentationInput, earlier: CompensationsTable[]) {
  const AnstNr = await employeeOf(ctx, body.AnstNr);
  if (body.Moms > body.Belopp) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.vat', {}, 'Moms');
  // Skatteverket: who took part and, outside the company, whom it was for, belong with the receipt
  if (!body.Deltagare.trim()) ctx.fail(400, DV_CODES.badInput, 'compensations.errors.required', { field: 'Deltagare' }, 'Deltagare');
  if (body.Typ !== 'INT' && body.Typ !== 'ENK' && !body.Gaster.trim())
    ctx.fail(400, DV_CODES.badInput, 'compensations.errors.required', { field: 'Gaster' }, 'Gaster');
  const kept = earlier.find((r) => r.KvittoId);
  assertRequired(ctx, { ...body, Typ: 'UTLÄGG', hasFile: Boolean(body.Kvitto), KvittoId: kept?.KvittoId ?? '' });
  const split = splitRepresentation({ date: body.Datum, type: body.Typ, persons: body.Antal, amount: body.Belopp, vat: body.Moms });
  if (!split)
    return ctx.fail(404, COMPENSATIONS_CODES.travelRuleMissing, 'compensations.errors.travelRuleMissing', { year: body.Datum.slice(0, 4), country: '' });
  const settings = await settingsOf(ctx);
  const receipt = body.Kvitto ? await receiptOf(ctx, body.Kvitto) : kept ? { KvittoId: kept.KvittoId, KvittoNamn: kept.KvittoNamn } : {};
  const common = {
    AnstNr,
    Datum: body.Datum,
    Typ: 'UTLÄGG' as const,
    LonKod: settings.LonKodRepresentation,
    Text: body.Text.trim(),
    Origin: 'REPRESENT' as const,
    ...dimensionsOf(body),
    ...receipt,
  };
  const per = body.Typ === 'GAVA' ? 'gåva' : 'pers.';
  const kr = (n: number) => n.toFixed(2).replace('.', ',');
  const rows: CompensationsTable[] = [];
  if (split.deductible > 0)
    rows.push(
      newRow(ctx, {
        ...common,
        Extratext: `${body.Typ} avdragsgill del: ${kr(split.deductibleExVat)} exkl. moms + moms ${kr(split.deductibleVat)} (${body.Antal} ${per})`.slice(
          0,
          200,
        ),
        Belopp: split.deductible,
        Moms: split.deductibleVat,
      }),
    );
  if (split.nonDeductible > 0 || rows.length === 0)
    rows.push(newRow(ctx, { ...common, Extratext: `${body.Typ} ej avdragsgill del (${body.Antal} ${per})`, Belopp: split.nonDeductible, Moms: 0 }));
  if (kept && body.Kvitto && 'KvittoId' in receipt && receipt.KvittoId !== kept.KvittoId) await ctx.files.delete(FILE_KIND, kept.KvittoId);
  const { Kvitto: _k, ...answers } = body;
  return { AnstNr, rows, answers };
}

export const representationGuide = handle(compensationGuides.representation, async ({ body }, ctx) => {
  const { AnstNr, rows, answers } = await representationRows(ctx, body, []);
  return saveGuide(ctx, null, 'REPR', AnstNr, answers, rows, []);
});

export const reopenRepresentation = handle(compensationGuides.reopenRepresentation, async ({ params, body }, ctx) => {
  if (body.AnstNr) await ctx.scope.assertEmployee(body.AnstNr);
  const earlier = await reopened(ctx, params.Id, 'REPR');
  const { AnstNr, rows, answers } = await representationRows(ctx, body, earlier);
  return saveGuide(ctx, params.Id, 'REPR', AnstNr, answers, rows, earlier);
});
