import { randomUUID } from 'node:crypto';
import { TRAVEL_RESOURCE, travel, type TravelEntry } from '../src/contracts';
import { handle, type TravelEntriesTable } from './db';

const wire = (r: TravelEntriesTable): TravelEntry => ({
  Id: r.Id,
  Rubrik: r.Rubrik,
  Datum: r.Datum,
  CreatedBy: r.CreatedBy,
  CreatedAt: Number(r.CreatedAt),
});

/** The entries of the caller's company, newest first; only ever the selected company's rows. */
export const listEntries = handle(travel.list, async ({ query }, ctx) => {
  const rows = await ctx.db
    .selectFrom('travel_entries')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .orderBy('Datum', 'desc')
    .orderBy('CreatedAt', 'desc')
    .execute();
  return ctx.paginate(rows.map(wire), query);
});

/** Adds an entry (the body is already checked against its model: a bad field is a 400 naming it, nothing written). */
export const createEntry = handle(travel.create, async ({ body }, ctx) => {
  const row: TravelEntriesTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    Rubrik: body.Rubrik.trim(),
    Datum: body.Datum,
    CreatedBy: ctx.account.Namn || ctx.account.Login,
    CreatedAt: ctx.now().getTime(),
  };
  await ctx.db.insertInto('travel_entries').values(row).execute();
  await ctx.audit.record({ entity: 'entry', id: row.Id, event: 'created', before: null, after: { Rubrik: row.Rubrik, Datum: row.Datum }, date: row.Datum });
  ctx.publish({ event: 'resource-updated', resource: TRAVEL_RESOURCE });
  return wire(row);
});
