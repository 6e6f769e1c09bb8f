import { shell } from '@lonna/core/contracts';
import { handle, type EndpointBinding } from '@lonna/core/server';
import type { Db } from '../../../host/db/types';
import { swedishHolidays } from '@lonna/core/validation';

/** The company's lists the client caches; every query is scoped by the selected company. */
export function listEndpoints(): EndpointBinding<Db>[] {
  return [
    handle<typeof shell.tidkoder, Db>(shell.tidkoder, (_, { db, companyId }) =>
      db.selectFrom('tidkoder').select(['TidKod', 'BenText', 'Enhet', 'TidKodGrupp']).where('FtgId', '=', companyId!).orderBy('TidKod').execute(),
    ),
    handle<typeof shell.lonkoder, Db>(shell.lonkoder, (_, { db, companyId }) =>
      db.selectFrom('lonkoder').select(['LonKod', 'BenText', 'LonKodGrupp']).where('FtgId', '=', companyId!).orderBy('LonKod').execute(),
    ),
    handle<typeof shell.varugrupper, Db>(shell.varugrupper, (_, { db, companyId }) =>
      db.selectFrom('varugrupper').select(['Id', 'Namn']).where('FtgId', '=', companyId!).orderBy('Namn').execute(),
    ),
    handle<typeof shell.kontoreg, Db>(shell.kontoreg, (_, { db, companyId }) =>
      db.selectFrom('kontoreg').select(['Konto', 'BenText']).where('FtgId', '=', companyId!).orderBy('Konto').execute(),
    ),
    handle<typeof shell.brukarlista, Db>(shell.brukarlista, (_, { db, companyId }) =>
      db.selectFrom('brukare').select(['Brukare', 'FoNamn', 'EfNamn']).where('FtgId', '=', companyId!).orderBy('EfNamn').orderBy('FoNamn').execute(),
    ),
    handle<typeof shell.brukaransvlista, Db>(shell.brukaransvlista, (_, { db, companyId }) =>
      db.selectFrom('brukaransv').select(['Sign', 'Namn']).where('FtgId', '=', companyId!).orderBy('Namn').execute(),
    ),
    handle<typeof shell.kompetenser, Db>(shell.kompetenser, async (_, { db, companyId }) => {
      const [rows, counts] = await Promise.all([
        db.selectFrom('kompetenser').select(['Id', 'Namn']).where('FtgId', '=', companyId!).orderBy('Namn').execute(),
        db
          .selectFrom('employee_kompetenser')
          .select(['KompetensId', db.fn.countAll<number>().as('n')])
          .where('FtgId', '=', companyId!)
          .groupBy('KompetensId')
          .execute(),
      ]);
      const byId = new Map(counts.map((c) => [c.KompetensId, Number(c.n)]));
      return rows.map((r) => ({ Id: r.Id, Namn: r.Namn, AntalAnstallda: byId.get(r.Id) ?? 0 }));
    }),
    handle<typeof shell.avdelning, Db>(shell.avdelning, (_, { db, companyId }) =>
      db.selectFrom('departments').select(['Avdelning', 'Namn']).where('FtgId', '=', companyId!).orderBy('Avdelning').execute(),
    ),
    handle<typeof shell.arbschemalist, Db>(shell.arbschemalist, (_, { db, companyId }) =>
      db.selectFrom('arbscheman').select(['ArbSchema', 'BenText']).where('FtgId', '=', companyId!).orderBy('ArbSchema').execute(),
    ),
    handle<typeof shell.bemuppgift, Db>(shell.bemuppgift, async ({ query }, { db, companyId }) => {
      let q = db.selectFrom('bemuppgift').select(['Id', 'Namn', 'Deleted']).where('FtgId', '=', companyId!);
      if (query.Deleted !== undefined) q = q.where('Deleted', '=', query.Deleted === 'true' ? 1 : 0);
      return (await q.orderBy('Namn').execute()).map((r) => ({ Id: r.Id, Namn: r.Namn, Deleted: Boolean(r.Deleted) }));
    }),
    handle<typeof shell.obregler, Db>(shell.obregler, (_, { db, companyId }) =>
      db.selectFrom('obregler').select(['OBRegelID', 'BenText']).where('FtgId', '=', companyId!).orderBy('OBRegelID').execute(),
    ),
    handle<typeof shell.egenskaper, Db>(shell.egenskaper, (_, { db, companyId }) =>
      db.selectFrom('egenskaper').select(['Id', 'Namn']).where('FtgId', '=', companyId!).orderBy('Namn').execute(),
    ),
    handle<typeof shell.resenheter, Db>(shell.resenheter, async (_, { db, companyId }) => {
      const rows = await db
        .selectFrom('result_units')
        .select(['Niva', 'ResEnh', 'Namn'])
        .where('FtgId', '=', companyId!)
        .orderBy('Niva')
        .orderBy('ResEnh')
        .execute();
      const out = { ResEnh1: [], ResEnh2: [], ResEnh3: [], ResEnh4: [], ResEnh5: [], ResEnh6: [] } as Record<string, { ResEnh: string; Namn: string }[]>;
      for (const r of rows) out[`ResEnh${r.Niva}`]?.push({ ResEnh: r.ResEnh, Namn: r.Namn });
      return out as never;
    }),
    handle<typeof shell.holidays, Db>(shell.holidays, ({ params }) => swedishHolidays(Number(params.year))),
  ];
}
