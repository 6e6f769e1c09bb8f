import { randomUUID } from 'node:crypto';
import { __CONST___RESOURCE, __name__, type __Name__Entry } from '../src/contracts';
import { handle, type __Name__EntriesTable } from './db';

const wire = (r: __Name__EntriesTable): __Name__Entry => ({
  Id: r.Id,
  Rubrik: r.Rubrik,
  Datum: r.Datum,
  CreatedBy: r.CreatedBy,
  CreatedAt: Number(r.CreatedAt),
});

/** The entries of the caller's company, newest first; only ever the selected company's rows. */
export const listEntries = handle(__name__.list, async ({ query }, ctx) => {
  const rows = await ctx.db
    .selectFrom('__table___entries')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .orderBy('Datum', 'desc')
    .orderBy('CreatedAt', 'desc')
    .execute();
  return ctx.paginate(rows.map(wire), query);
});

/** Adds an entry (the body is already checked against its model: a bad field is a 400 naming it, nothing written). */
export const createEntry = handle(__name__.create, async ({ body }, ctx) => {
  const row: __Name__EntriesTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    Rubrik: body.Rubrik.trim(),
    Datum: body.Datum,
    CreatedBy: ctx.account.Namn || ctx.account.Login,
    CreatedAt: ctx.now().getTime(),
  };
  await ctx.db.insertInto('__table___entries').values(row).execute();
  await ctx.audit.record({ entity: 'entry', id: row.Id, event: 'created', before: null, after: { Rubrik: row.Rubrik, Datum: row.Datum }, date: row.Datum });
  ctx.publish({ event: 'resource-updated', resource: __CONST___RESOURCE });
  return wire(row);
});
