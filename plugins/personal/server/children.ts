import { DV_CODES } from '@lonna/core/server';
import { normalizePersonnummer } from '@lonna/core/validation';
import { personal, type Child, type ChildInput } from '../src/contracts';
import { handle, type PersonalChildrenTable, type PersonalCtx } from './db';
import { announce, newId, target } from './people';

export const wireChild = (r: PersonalChildrenTable): Child => ({
  Id: r.Id,
  Namn: r.Namn,
  PersNr: r.PersNr,
  DagarTilldelade: Number(r.DagarTilldelade),
  DagarInkommande: Number(r.DagarInkommande),
  DagarUttagna: Number(r.DagarUttagna),
});
const audited = (r: PersonalChildrenTable) => ({
  Namn: r.Namn,
  PersNr: r.PersNr,
  DagarTilldelade: Number(r.DagarTilldelade),
  DagarInkommande: Number(r.DagarInkommande),
  DagarUttagna: Number(r.DagarUttagna),
});

export const childrenOf = (ctx: PersonalCtx, anstNr: string) =>
  ctx.db.selectFrom('personal_children').selectAll().where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).orderBy('PersNr').execute();

/** a valid personal number, once per employee; incoming taken days never more than the allotted ones */
async function checked(ctx: PersonalCtx, anstNr: string, body: ChildInput, id: string | null): Promise<Omit<PersonalChildrenTable, 'Id' | 'FtgId' | 'AnstNr'>> {
  const PersNr = normalizePersonnummer(body.PersNr, ctx.now());
  if (PersNr === '') ctx.fail(400, DV_CODES.badInput, 'personal.errors.persNr', {}, 'PersNr');
  if (body.DagarInkommande > body.DagarTilldelade) ctx.fail(400, DV_CODES.badInput, 'personal.errors.incomingOverAllotted', {}, 'DagarInkommande');
  const twin = await ctx.db
    .selectFrom('personal_children')
    .select('Id')
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .where('PersNr', '=', PersNr)
    .executeTakeFirst();
  if (twin && twin.Id !== id) ctx.fail(400, DV_CODES.badInput, 'personal.errors.childPersNrTaken', {}, 'PersNr');
  return {
    Namn: (body.Namn ?? '').trim(),
    PersNr,
    DagarTilldelade: body.DagarTilldelade,
    DagarInkommande: body.DagarInkommande,
    DagarUttagna: body.DagarUttagna,
    UpdatedAt: ctx.now().getTime(),
  };
}

async function existing(ctx: PersonalCtx, id: string): Promise<PersonalChildrenTable> {
  const row = await ctx.db.selectFrom('personal_children').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row) return ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  await target(ctx, row.AnstNr);
  return row;
}

export const addChild = handle(personal.addChild, async ({ body }, ctx) => {
  const person = await target(ctx, body.AnstNr);
  const row: PersonalChildrenTable = { Id: newId(), FtgId: ctx.companyId, AnstNr: person.AnstNr, ...(await checked(ctx, person.AnstNr, body, null)) };
  await ctx.db.insertInto('personal_children').values(row).execute();
  await ctx.audit.record({ entity: 'child', id: row.Id, event: 'created', before: null, after: audited(row), anstNr: person.AnstNr });
  announce(ctx, person.AnstNr);
  return wireChild(row);
});

export const updateChild = handle(personal.updateChild, async ({ params, body }, ctx) => {
  // the employee named first (outside the caller's scope: the scope's 403), then his own row of that id
  await target(ctx, body.AnstNr);
  const before = await existing(ctx, params.Id);
  if (body.AnstNr !== before.AnstNr) ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  const fields = await checked(ctx, before.AnstNr, body, before.Id);
  await ctx.db.updateTable('personal_children').set(fields).where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  const row = { ...before, ...fields };
  await ctx.audit.record({ entity: 'child', id: row.Id, event: 'modified', before: audited(before), after: audited(row), anstNr: row.AnstNr });
  announce(ctx, row.AnstNr);
  return wireChild(row);
});

export const deleteChild = handle(personal.deleteChild, async ({ params }, ctx) => {
  const before = await existing(ctx, params.Id);
  await ctx.db.deleteFrom('personal_children').where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  await ctx.audit.record({ entity: 'child', id: before.Id, event: 'deleted', before: audited(before), after: null, anstNr: before.AnstNr });
  announce(ctx, before.AnstNr);
  return { ok: true as const };
});
