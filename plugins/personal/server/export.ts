import { DV_CODES, paxmlDocument, xmlElement, xmlText } from '@lonna/core/server';
import { personal } from '../src/contracts';
import { addressHistory, currentAddress } from './address';
import { bankAccountsOf, currentBank } from './bank';
import { handle, type PersonalCtx } from './db';
import { peopleInScope, sectionOn, today } from './people';

/**
 * The accepted address and bank-account changes payroll has not been sent yet, of the employees in the caller's
 * scope with the section switched on. An address counts once its day has come (PAXml's person record has no
 * effective date: payroll would apply a future address at once), so it goes in the first export on or after that day.
 */
async function unsent(ctx: PersonalCtx) {
  const inScope = new Set((await peopleInScope(ctx)).map((p) => p.AnstNr));
  const day = today(ctx);
  const addresses = sectionOn(ctx, 'address')
    ? (
        await ctx.db
          .selectFrom('personal_addresses')
          .select(['Id', 'AnstNr'])
          .where('FtgId', '=', ctx.companyId)
          .where('Status', '=', 'ACCEPTED')
          .where('ExportedAt', '=', 0)
          .where('GallerFran', '<=', day)
          .execute()
      ).filter((r) => inScope.has(r.AnstNr))
    : [];
  const banks = sectionOn(ctx, 'bank')
    ? (
        await ctx.db
          .selectFrom('personal_bank_accounts')
          .select(['Id', 'AnstNr'])
          .where('FtgId', '=', ctx.companyId)
          .where('Status', '=', 'ACCEPTED')
          .where('ExportedAt', '=', 0)
          .execute()
      ).filter((r) => inScope.has(r.AnstNr))
    : [];
  return { addresses, banks };
}

export const paxmlWaiting = handle(personal.paxmlWaiting, async (_req, ctx) => {
  const { addresses, banks } = await unsent(ctx);
  return { Antal: addresses.length + banks.length };
});

/**
 * One `<person anstid persnr>` per employee with what payroll must change: the address in force (postadress, postnr,
 * ort, land) and the salary account in force (bankclearing, bankkonto) — the current values, so two changes since the
 * last file send the later. Each change is marked sent and audited; the next export starts after it. Nothing to send
 * is a 404 saying so (no empty file to import).
 */
export const exportPaxml = handle(personal.exportPaxml, async (_req, ctx) => {
  const { addresses, banks } = await unsent(ctx);
  if (addresses.length + banks.length === 0) return ctx.fail(404, DV_CODES.notFound, 'personal.paxml.nothing');
  const people = [...new Set([...addresses, ...banks].map((r) => r.AnstNr))].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  const persNr = new Map(
    (await ctx.db.selectFrom('employees').select(['AnstNr', 'PersNr']).where('FtgId', '=', ctx.companyId).where('AnstNr', 'in', people).execute()).map((e) => [
      e.AnstNr,
      e.PersNr.replace(/\D/g, ''),
    ]),
  );
  const lines = ['  <personal>'];
  for (const anstNr of people) {
    lines.push(`    <person anstid="${xmlText(anstNr)}" persnr="${xmlText(persNr.get(anstNr) ?? '')}">`);
    if (addresses.some((a) => a.AnstNr === anstNr)) {
      const a = currentAddress(ctx, await addressHistory(ctx, anstNr));
      if (a)
        lines.push(
          ...xmlElement('      ', 'postadress', a.Gata),
          ...xmlElement('      ', 'postnr', a.Postnr),
          ...xmlElement('      ', 'ort', a.Ort),
          ...xmlElement('      ', 'land', a.Land),
        );
    }
    if (banks.some((b) => b.AnstNr === anstNr)) {
      const b = currentBank(await bankAccountsOf(ctx, anstNr));
      if (b) lines.push(...xmlElement('      ', 'bankclearing', b.Clearing), ...xmlElement('      ', 'bankkonto', b.Konto));
    }
    lines.push('    </person>');
  }
  lines.push('  </personal>');

  const now = ctx.now();
  for (const [table, rows] of [
    ['personal_addresses', addresses],
    ['personal_bank_accounts', banks],
  ] as const) {
    if (rows.length === 0) continue;
    await ctx.db
      .updateTable(table)
      .set({ ExportedAt: now.getTime() })
      .where('FtgId', '=', ctx.companyId)
      .where(
        'Id',
        'in',
        rows.map((r) => r.Id),
      )
      .execute();
  }
  await ctx.audit.record(
    ...addresses.map((r) => ({
      entity: 'address',
      id: r.Id,
      event: 'modified' as const,
      action: 'export',
      before: { ExportedAt: 0 },
      after: { ExportedAt: now.getTime() },
      anstNr: r.AnstNr,
    })),
    ...banks.map((r) => ({
      entity: 'bankAccount',
      id: r.Id,
      event: 'modified' as const,
      action: 'export',
      before: { ExportedAt: 0 },
      after: { ExportedAt: now.getTime() },
      anstNr: r.AnstNr,
    })),
  );
  const company = await ctx.db.selectFrom('companies').select(['Namn', 'Orgnr']).where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow();
  ctx.setHeader('content-type', 'application/xml; charset=utf-8');
  ctx.setHeader('content-disposition', `attachment; filename="paxml-personal-${ctx.companyId}-${today(ctx)}.xml"`);
  return Buffer.from(paxmlDocument(company, now, lines)) as never;
});
