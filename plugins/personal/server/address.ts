import { DV_CODES } from '@lonna/core/server';
import { personal, type Address } from '../src/contracts';
import { handle, type PersonalAddressesTable, type PersonalCtx } from './db';
import { announce, isPayrollAdmin, newId, target, today } from './people';

export const wireAddress = (r: PersonalAddressesTable): Address => ({
  Id: r.Id,
  Gata: r.Gata,
  Postnr: r.Postnr,
  Ort: r.Ort,
  Land: r.Land,
  GallerFran: r.GallerFran,
  Status: r.Status as Address['Status'],
  Orsak: r.Orsak,
  CreatedAt: Number(r.CreatedAt),
  CreatedBy: r.CreatedBy,
});

/** every address of the employee, newest first (by the day it applies from, then when it was given) */
export async function addressHistory(ctx: PersonalCtx, anstNr: string): Promise<PersonalAddressesTable[]> {
  return ctx.db
    .selectFrom('personal_addresses')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .orderBy('GallerFran', 'desc')
    .orderBy('CreatedAt', 'desc')
    .execute();
}
/** the address in force today: the latest accepted one whose day has come */
export const currentAddress = (ctx: PersonalCtx, rows: readonly PersonalAddressesTable[]) =>
  rows.find((r) => r.Status === 'ACCEPTED' && r.GallerFran <= today(ctx)) ?? null;

export const addressLine = (r: Pick<PersonalAddressesTable, 'Gata' | 'Postnr' | 'Ort' | 'Land'>): string =>
  `${r.Gata}, ${r.Postnr.slice(0, 3)} ${r.Postnr.slice(3)} ${r.Ort}${r.Land && r.Land !== 'Sverige' ? `, ${r.Land}` : ''}`;

/**
 * A change of address from a day: the employee's own waits for a payroll administrator (LIC, ADM, FTG), whose own
 * changes take effect at once. The earlier addresses stay as history.
 */
export const addAddress = handle(personal.addAddress, async ({ body }, ctx) => {
  const person = await target(ctx, body.AnstNr);
  const postnr = body.Postnr.replace(/\s/g, '');
  if (!/^\d{5}$/.test(postnr)) ctx.fail(400, DV_CODES.badInput, 'personal.errors.postnr', {}, 'Postnr');
  const now = ctx.now().getTime();
  const accepted = isPayrollAdmin(ctx);
  const row: PersonalAddressesTable = {
    Id: newId(),
    FtgId: ctx.companyId,
    AnstNr: person.AnstNr,
    Gata: body.Gata.trim(),
    Postnr: postnr,
    Ort: body.Ort.trim(),
    Land: (body.Land ?? '').trim() || 'Sverige',
    GallerFran: body.Datum,
    Status: accepted ? 'ACCEPTED' : 'PENDING',
    Orsak: '',
    CreatedAt: now,
    CreatedBy: ctx.account.Login,
    DecidedAt: accepted ? now : 0,
    DecidedBy: accepted ? ctx.account.Login : '',
    ExportedAt: 0,
  };
  const before = currentAddress(ctx, await addressHistory(ctx, person.AnstNr));
  await ctx.db.insertInto('personal_addresses').values(row).execute();
  await ctx.audit.record({
    entity: 'address',
    id: row.Id,
    event: 'created',
    action: accepted ? 'change' : 'request',
    before: before ? { Adress: addressLine(before), GallerFran: before.GallerFran } : null,
    after: { Adress: addressLine(row), GallerFran: row.GallerFran, Status: row.Status },
    anstNr: person.AnstNr,
    date: row.GallerFran,
  });
  announce(ctx, person.AnstNr);
  return wireAddress(row);
});
