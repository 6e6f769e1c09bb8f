import { DV_CODES } from '@lonna/core/server';
import { isValidEmail, normalisePhone, normalizePersonnummer } from '@lonna/core/validation';
import { personal, type Contact, type ContactInput } from '../src/contracts';
import { handle, type PersonalContactsTable, type PersonalCtx } from './db';
import { announce, newId, target } from './people';

export const wireContact = (r: PersonalContactsTable): Contact => ({
  Id: r.Id,
  Fornamn: r.Fornamn,
  Efternamn: r.Efternamn,
  Epost: r.Epost,
  Telefon: r.Telefon,
  Mobil: r.Mobil,
  Relation: r.Relation as Contact['Relation'],
  Ice: Number(r.Ice) === 1,
  PersNr: r.PersNr,
});
const audited = (r: PersonalContactsTable) => ({
  Namn: `${r.Fornamn} ${r.Efternamn}`,
  Epost: r.Epost,
  Telefon: r.Telefon,
  Mobil: r.Mobil,
  Relation: r.Relation,
  Ice: Number(r.Ice) === 1,
  PersNr: r.PersNr,
});

export const contactsOf = (ctx: PersonalCtx, anstNr: string) =>
  ctx.db
    .selectFrom('personal_contacts')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .orderBy('Ice', 'desc')
    .orderBy('Efternamn')
    .orderBy('Fornamn')
    .execute();

/** a landline or mobile as people write it: digits, spaces, dashes, brackets, a leading + */
const PHONE = /^\+?[\d\s\-()]{6,20}$/;

/** the rules of a contact beyond its model: a field error in the caller's language, nothing written */
async function checked(
  ctx: PersonalCtx,
  anstNr: string,
  body: ContactInput,
  id: string | null,
): Promise<Omit<PersonalContactsTable, 'Id' | 'FtgId' | 'AnstNr'>> {
  const Epost = (body.Epost ?? '').trim();
  const Telefon = (body.Telefon ?? '').trim();
  const Mobil = (body.Mobil ?? '').trim();
  if (Epost !== '' && !isValidEmail(Epost)) ctx.fail(400, DV_CODES.badInput, 'personal.errors.email', {}, 'Epost');
  if (Telefon !== '' && !PHONE.test(Telefon)) ctx.fail(400, DV_CODES.badInput, 'personal.errors.phone', {}, 'Telefon');
  if (Mobil !== '' && normalisePhone(Mobil) === null) ctx.fail(400, DV_CODES.badInput, 'personal.errors.mobile', {}, 'Mobil');
  if (body.Ice && Epost === '' && Telefon === '' && Mobil === '') ctx.fail(400, DV_CODES.badInput, 'personal.errors.iceNeedsReach', {}, 'Epost');
  let PersNr = '';
  if ((body.PersNr ?? '').trim() !== '') {
    PersNr = normalizePersonnummer(body.PersNr, ctx.now());
    if (PersNr === '') ctx.fail(400, DV_CODES.badInput, 'personal.errors.persNr', {}, 'PersNr');
    const twin = await ctx.db
      .selectFrom('personal_contacts')
      .select('Id')
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', '=', anstNr)
      .where('PersNr', '=', PersNr)
      .executeTakeFirst();
    if (twin && twin.Id !== id) ctx.fail(400, DV_CODES.badInput, 'personal.errors.contactPersNrTaken', {}, 'PersNr');
  }
  return {
    Fornamn: body.Fornamn.trim(),
    Efternamn: body.Efternamn.trim(),
    Epost,
    Telefon,
    Mobil,
    Relation: body.Relation,
    Ice: body.Ice ? 1 : 0,
    PersNr,
    UpdatedAt: ctx.now().getTime(),
  };
}

async function existing(ctx: PersonalCtx, id: string): Promise<PersonalContactsTable> {
  const row = await ctx.db.selectFrom('personal_contacts').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row) return ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  await target(ctx, row.AnstNr);
  return row;
}

export const addContact = handle(personal.addContact, async ({ body }, ctx) => {
  const person = await target(ctx, body.AnstNr);
  const row: PersonalContactsTable = { Id: newId(), FtgId: ctx.companyId, AnstNr: person.AnstNr, ...(await checked(ctx, person.AnstNr, body, null)) };
  await ctx.db.insertInto('personal_contacts').values(row).execute();
  await ctx.audit.record({ entity: 'contact', id: row.Id, event: 'created', before: null, after: audited(row), anstNr: person.AnstNr });
  announce(ctx, person.AnstNr);
  return wireContact(row);
});

export const updateContact = handle(personal.updateContact, async ({ params, body }, ctx) => {
  // the employee named first (outside the caller's scope: the scope's 403), then his own row of that id
  await target(ctx, body.AnstNr);
  const before = await existing(ctx, params.Id);
  if (body.AnstNr !== before.AnstNr) ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  const fields = await checked(ctx, before.AnstNr, body, before.Id);
  await ctx.db.updateTable('personal_contacts').set(fields).where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  const row = { ...before, ...fields };
  await ctx.audit.record({ entity: 'contact', id: row.Id, event: 'modified', before: audited(before), after: audited(row), anstNr: row.AnstNr });
  announce(ctx, row.AnstNr);
  return wireContact(row);
});

export const deleteContact = handle(personal.deleteContact, async ({ params }, ctx) => {
  const before = await existing(ctx, params.Id);
  await ctx.db.deleteFrom('personal_contacts').where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  await ctx.audit.record({ entity: 'contact', id: before.Id, event: 'deleted', before: audited(before), after: null, anstNr: before.AnstNr });
  announce(ctx, before.AnstNr);
  return { ok: true as const };
});
