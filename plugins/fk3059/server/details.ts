import { personName } from '@lonna/core/contracts';
import { DV_CODES } from '@lonna/core/server';
import { normalizePersonnummer } from '@lonna/core/validation';
import { fk3059, type Details } from '../src/contracts';
import { type Fk3059Ctx, handle } from './db';
import { loadDetails } from './statements';

async function readDetails(ctx: Fk3059Ctx): Promise<Details> {
  const [details, recipients, ids] = await Promise.all([
    loadDetails(ctx),
    ctx.db.selectFrom('brukare').select(['Brukare', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).orderBy('Brukare').execute(),
    ctx.db.selectFrom('fk3059_care_recipients').select(['Brukare', 'PersNr']).where('FtgId', '=', ctx.companyId).execute(),
  ]);
  const id = new Map(ids.map((b) => [b.Brukare, b.PersNr]));
  return {
    Kontaktperson: details.Kontaktperson,
    Telefon: details.Telefon,
    Kollektivavtal: details.Kollektivavtal,
    Brukare: recipients.map((b) => ({ Brukare: b.Brukare, Namn: personName(b), PersNr: id.get(b.Brukare) ?? '' })),
  };
}

export const details = handle(fk3059.details, async (_req, ctx) => readDetails(ctx));

/** A phone number FK can call: digits with an optional leading +, spaces and hyphens between. */
const PHONE = /^\+?\d[\d\s-]{5,}\d$/;

/**
 * The company's details for FK's electronic report: contact person and phone, collective agreement, and the care
 * recipients' personal numbers (empty removes one; the register of care recipients itself is the host's).
 */
export const saveDetails = handle(fk3059.saveDetails, async ({ body }, ctx) => {
  const Kontaktperson = body.Kontaktperson.trim();
  const Telefon = body.Telefon.trim();
  if (Telefon && !PHONE.test(Telefon)) ctx.fail(400, DV_CODES.badInput, 'fk3059.errors.invalidPhone', {}, 'Telefon');
  const known = new Set((await ctx.db.selectFrom('brukare').select('Brukare').where('FtgId', '=', ctx.companyId).execute()).map((b) => b.Brukare));
  const ids: { Brukare: string; PersNr: string }[] = [];
  for (const [i, b] of body.Brukare.entries()) {
    if (!known.has(b.Brukare)) ctx.fail(400, DV_CODES.badInput, 'fk3059.errors.unknownCareRecipient', { code: b.Brukare }, `Brukare.${i}.Brukare`);
    const raw = b.PersNr.trim();
    const PersNr = raw ? normalizePersonnummer(raw, ctx.now()) : '';
    if (raw && !PersNr) ctx.fail(400, DV_CODES.badInput, 'fk3059.errors.invalidPersNr', { code: b.Brukare }, `Brukare.${i}.PersNr`);
    ids.push({ Brukare: b.Brukare, PersNr });
  }
  const before = await readDetails(ctx);
  const at = ctx.now().getTime();
  const row = { Kontaktperson, Telefon, Kollektivavtal: body.Kollektivavtal ? 1 : 0, UpdatedBy: ctx.account.Login, UpdatedAt: at };
  await ctx.db
    .insertInto('fk3059_details')
    .values({ FtgId: ctx.companyId, ...row })
    .onConflict((oc) => oc.column('FtgId').doUpdateSet(row))
    .execute();
  for (const b of ids) {
    await ctx.db.deleteFrom('fk3059_care_recipients').where('FtgId', '=', ctx.companyId).where('Brukare', '=', b.Brukare).execute();
    if (b.PersNr)
      await ctx.db
        .insertInto('fk3059_care_recipients')
        .values({ FtgId: ctx.companyId, ...b })
        .execute();
  }
  const after = await readDetails(ctx);
  await ctx.audit.record({ entity: 'details', id: ctx.companyId, event: 'modified', action: 'saveDetails', before, after });
  return after;
});
