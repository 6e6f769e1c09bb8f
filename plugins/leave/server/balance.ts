import { BALANCES_READ_TABLE } from '@lonna/plugin-payslips/contracts';
import { publishedTableExists } from '@lonna/core/server';
import type { LeaveCtx } from './db';

/** whether the payslips plugin is installed: its published balances table exists */
const balancesInstalled = (ctx: LeaveCtx) => publishedTableExists(ctx, BALANCES_READ_TABLE);

/**
 * The paid vacation days left on the employee's latest balances from payroll (the payslips plugin's published read
 * model: the latest row dated today or earlier; days left = SemBetTot − SemBetUtb), with its date. Null when the
 * payslips plugin is not installed, payroll sent no balances, or not the paid vacation days.
 */
export async function latestVacationBalance(ctx: LeaveCtx, anstNr: string, today: string): Promise<{ Saldo: number; Datum: string } | null> {
  if (!(await balancesInstalled(ctx))) return null;
  const row = await ctx.db
    .selectFrom(BALANCES_READ_TABLE)
    .select(['Datum', 'SemBetTot', 'SemBetUtb'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .where('Datum', '<=', today)
    .orderBy('Datum', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.SemBetTot === null || row.SemBetUtb === null) return null;
  return { Saldo: Math.round((Number(row.SemBetTot) - Number(row.SemBetUtb)) * 100) / 100, Datum: row.Datum };
}
