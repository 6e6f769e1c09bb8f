import type { ServerJob } from '@lonna/core/server';
import { swedishToday } from '@lonna/core/validation';
import { PAYSLIPS_RESOURCE } from '../src/contracts';
import type { PayslipsDb } from './db';

/**
 * Publishing on the pay date: reads filter by it (a payslip is invisible before its `BetalDatum`), and this job tells
 * the employees when the day has come — a push per employee, once (Notified). An upload whose pay date has already come
 * announces at once; the payroll system's API import and the future dates are announced here.
 */
export async function announceDuePayslips(ctx: {
  db: PayslipsDb;
  now(): Date;
  publish(ftgId: string, frame: { event: string; resource?: string; payload?: unknown }): void;
}) {
  const today = swedishToday(ctx.now());
  const due = await ctx.db
    .selectFrom('payslips_payslips')
    .select(['Id', 'FtgId', 'AnstNr'])
    .where('Notified', '=', 0)
    .where('BetalDatum', '<=', today)
    .execute();
  if (due.length === 0) return 0;
  await ctx.db
    .updateTable('payslips_payslips')
    .set({ Notified: 1 })
    .where(
      'Id',
      'in',
      due.map((d) => d.Id),
    )
    .execute();
  const told = new Set<string>();
  for (const d of due) {
    const key = `${d.FtgId}/${d.AnstNr}`;
    if (told.has(key)) continue;
    told.add(key);
    ctx.publish(d.FtgId, { event: 'resource-updated', resource: PAYSLIPS_RESOURCE, payload: { AnstNr: d.AnstNr } });
  }
  return told.size;
}

export const publishJob: ServerJob<PayslipsDb> = {
  name: 'publish-due-payslips',
  everyMs: 5 * 60_000,
  run: async (ctx) => void (await announceDuePayslips(ctx)),
};
