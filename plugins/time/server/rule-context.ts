import type { TimeCtx } from './db';
import { resultUnitOpen, timeVariant, type RowRuleContext } from '../src/domain/row-rules';
import type { EmployeeInfo } from './scope';
import { keptAccounts, keptCareRecipients, keptCodes, keptResultUnits } from './kept';

/** The company flags and portal switches of the call, in one record (the rules read both). */
export function flagsOf(ctx: TimeCtx): Record<string, unknown> {
  return { ...ctx.access.company, ...ctx.access.portal };
}

/** What the row rules need for one employee and time code: the variant, flags and the company's lists. */
export async function ruleContext(ctx: TimeCtx, employee: EmployeeInfo, tidKod: string): Promise<RowRuleContext> {
  const flags = flagsOf(ctx);
  const code = tidKod.trim();
  const levels = [1, 2, 3, 4, 5, 6].filter((n) => resultUnitOpen(n, flags));
  // the company's lists as kept until one of them changes (kept.ts)
  const [codes, care, units, accounts] = await Promise.all([
    keptCodes(ctx),
    flags.UseLSS ? keptCareRecipients(ctx) : new Set<string>(),
    levels.length ? keptResultUnits(ctx) : new Map<number, ReadonlySet<string>>(),
    keptAccounts(ctx),
  ]);
  const resultUnits = new Map<number, ReadonlySet<string>>();
  for (const n of levels) if (units.has(n)) resultUnits.set(n, units.get(n)!);
  return {
    variant: timeVariant(flags),
    flags,
    unit: codes.find((c) => c.TidKod === code && (!employee.TidKodGrupp || c.TidKodGrupp === employee.TidKodGrupp))?.Enhet,
    careRecipients: care,
    resultUnits,
    accounts,
  };
}
