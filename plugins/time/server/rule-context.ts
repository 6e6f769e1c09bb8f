import type { TimeCtx } from './db';
import { resultUnitOpen, timeVariant, type RowRuleContext } from '../src/domain/row-rules';
import type { EmployeeInfo } from './scope';

/** The company flags and portal switches of the call, in one record (the rules read both). */
export function flagsOf(ctx: TimeCtx): Record<string, unknown> {
  return { ...ctx.access.company, ...ctx.access.portal };
}

/** What the row rules need for one employee and time code: the variant, flags and the company's lists. */
export async function ruleContext(ctx: TimeCtx, employee: EmployeeInfo, tidKod: string): Promise<RowRuleContext> {
  const db = ctx.db;
  const F = ctx.companyId;
  const flags = flagsOf(ctx);
  let codeQuery = db.selectFrom('tidkoder').select(['Enhet']).where('FtgId', '=', F).where('TidKod', '=', tidKod.trim());
  if (employee.TidKodGrupp) codeQuery = codeQuery.where('TidKodGrupp', '=', employee.TidKodGrupp);
  const levels = [1, 2, 3, 4, 5, 6].filter((n) => resultUnitOpen(n, flags));
  const [code, care, units, accounts] = await Promise.all([
    codeQuery.executeTakeFirst(),
    flags.UseLSS ? db.selectFrom('brukare').select('Brukare').where('FtgId', '=', F).execute() : Promise.resolve([]),
    levels.length ? db.selectFrom('result_units').select(['Niva', 'ResEnh']).where('FtgId', '=', F).where('Niva', 'in', levels).execute() : Promise.resolve([]),
    db.selectFrom('kontoreg').select('Konto').where('FtgId', '=', F).execute(),
  ]);
  const resultUnits = new Map<number, Set<string>>();
  for (const u of units) {
    const set = resultUnits.get(Number(u.Niva)) ?? new Set<string>();
    set.add(u.ResEnh);
    resultUnits.set(Number(u.Niva), set);
  }
  return {
    variant: timeVariant(flags),
    flags,
    unit: code?.Enhet,
    careRecipients: new Set(care.map((c) => c.Brukare)),
    resultUnits,
    accounts: new Set(accounts.map((a) => a.Konto)),
  };
}
