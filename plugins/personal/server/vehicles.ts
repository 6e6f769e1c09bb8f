import { DV_CODES } from '@lonna/core/server';
import { personal, REGNR_MAX, type Vehicle, type VehicleInput, type VehicleType } from '../src/contracts';
import { handle, type PersonalCtx, type PersonalVehiclesTable } from './db';
import { announce, newId, target } from './people';

export const wireVehicle = (r: PersonalVehiclesTable): Vehicle => ({
  Id: r.Id,
  RegNr: r.RegNr,
  Beskrivning: r.Beskrivning,
  Typ: r.Typ as VehicleType,
  Matarstallning: Number(r.Matarstallning),
});
const audited = (r: PersonalVehiclesTable) => ({ RegNr: r.RegNr, Beskrivning: r.Beskrivning, Typ: r.Typ, Matarstallning: Number(r.Matarstallning) });

export const vehiclesOf = (ctx: PersonalCtx, anstNr: string) =>
  ctx.db.selectFrom('personal_vehicles').selectAll().where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).orderBy('RegNr').execute();

/**
 * A registration number as it is stored: upper case, no spaces or hyphens ("abc 12d" → ABC12D). Swedish plates are
 * three letters and three characters, but a foreign car or a personalised plate is 2–7 letters and digits: the rule
 * asks only for that (Transportstyrelsen's personalised plates), and Å, Ä, Ö never appear on a plate.
 */
export function normaliseRegNr(input: string): string | null {
  const plate = input.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{2,7}$/.test(plate) && plate.length <= REGNR_MAX ? plate : null;
}

/** a valid registration number, once per employee, and a description */
async function checked(
  ctx: PersonalCtx,
  anstNr: string,
  body: VehicleInput,
  id: string | null,
): Promise<Omit<PersonalVehiclesTable, 'Id' | 'FtgId' | 'AnstNr'>> {
  const RegNr = normaliseRegNr(body.RegNr);
  if (RegNr === null) ctx.fail(400, DV_CODES.badInput, 'personal.errors.regNr', {}, 'RegNr');
  const Beskrivning = body.Beskrivning.trim();
  if (Beskrivning === '') ctx.fail(400, DV_CODES.badInput, 'personal.errors.vehicleDescription', {}, 'Beskrivning');
  const twin = await ctx.db
    .selectFrom('personal_vehicles')
    .select('Id')
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .where('RegNr', '=', RegNr!)
    .executeTakeFirst();
  if (twin && twin.Id !== id) ctx.fail(400, DV_CODES.badInput, 'personal.errors.regNrTaken', { regNr: RegNr }, 'RegNr');
  return { RegNr: RegNr!, Beskrivning, Typ: body.Typ, Matarstallning: body.Matarstallning, UpdatedAt: ctx.now().getTime() };
}

async function existing(ctx: PersonalCtx, id: string): Promise<PersonalVehiclesTable> {
  const row = await ctx.db.selectFrom('personal_vehicles').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row) return ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  await target(ctx, row.AnstNr);
  return row;
}

export const addVehicle = handle(personal.addVehicle, async ({ body }, ctx) => {
  const person = await target(ctx, body.AnstNr);
  const row: PersonalVehiclesTable = { Id: newId(), FtgId: ctx.companyId, AnstNr: person.AnstNr, ...(await checked(ctx, person.AnstNr, body, null)) };
  await ctx.db.insertInto('personal_vehicles').values(row).execute();
  await ctx.audit.record({ entity: 'vehicle', id: row.Id, event: 'created', before: null, after: audited(row), anstNr: person.AnstNr });
  announce(ctx, person.AnstNr);
  return wireVehicle(row);
});

export const updateVehicle = handle(personal.updateVehicle, async ({ params, body }, ctx) => {
  // the employee named first (outside the caller's scope: the scope's 403), then his own row of that id
  await target(ctx, body.AnstNr);
  const before = await existing(ctx, params.Id);
  if (body.AnstNr !== before.AnstNr) ctx.fail(404, DV_CODES.notFound, 'personal.errors.notFound');
  const fields = await checked(ctx, before.AnstNr, body, before.Id);
  await ctx.db.updateTable('personal_vehicles').set(fields).where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  const row = { ...before, ...fields };
  await ctx.audit.record({ entity: 'vehicle', id: row.Id, event: 'modified', before: audited(before), after: audited(row), anstNr: row.AnstNr });
  announce(ctx, row.AnstNr);
  return wireVehicle(row);
});

export const deleteVehicle = handle(personal.deleteVehicle, async ({ params }, ctx) => {
  const before = await existing(ctx, params.Id);
  await ctx.db.deleteFrom('personal_vehicles').where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  await ctx.audit.record({ entity: 'vehicle', id: before.Id, event: 'deleted', before: audited(before), after: null, anstNr: before.AnstNr });
  announce(ctx, before.AnstNr);
  return { ok: true as const };
});
