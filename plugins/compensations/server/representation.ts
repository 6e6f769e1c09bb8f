import { DV_CODES } from '@lonna/core/server';
import { COMPENSATIONS_CODES, compensationGuides, type RepresentationInput } from '../src/contracts';
import { representationRules } from '../src/rules/representation';
import { receiptOf } from './compensations';
import { type CompensationsCtx, type CompensationsTable, FILE_KIND, handle } from './db';
import { reopened, saveGuide } from './guides';
import { representationClaims } from './published/claims';
import { assertRequired, dimensionsOf, employeeOf } from './store';

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
  const missing = () =>
    ctx.fail(404, COMPENSATIONS_CODES.travelRuleMissing, 'compensations.errors.travelRuleMissing', { year: body.Datum.slice(0, 4), country: '' });
  // no rules for the date: refused before the receipt is stored
  if (!representationRules(body.Datum)) return missing();
  const receipt = body.Kvitto ? await receiptOf(ctx, body.Kvitto) : kept ? { KvittoId: kept.KvittoId, KvittoNamn: kept.KvittoNamn } : {};
  // the split and its two rows: the published claims API (a travel report's representation receipt makes the same)
  const made = await representationClaims(ctx, {
    AnstNr,
    Datum: body.Datum,
    Typ: body.Typ,
    Antal: body.Antal,
    Belopp: body.Belopp,
    Moms: body.Moms,
    Text: body.Text,
    Origin: 'REPRESENT',
    ...dimensionsOf(body),
    ...receipt,
  });
  if (!made.ok) return missing();
  const rows: CompensationsTable[] = made.rows;
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
