import { LEAVE_APPROVED, LEAVE_READ_TABLE } from '@lonna/plugin-leave/contracts';
import { publishedTableExists } from '@lonna/core/server';
import type { CalendarType, Period } from '../src/contracts';
import type { AbsenceCtx } from './db';

/** the leave kinds the calendar knows (the leave plugin's types) */
const LEAVE_KINDS = new Set<string>(['SEM', 'TJL', 'FLD', 'KOMP']);

/** whether the leave plugin is installed: its published table exists (the calendar shows leave only then) */
const leaveInstalled = (ctx: AbsenceCtx) => publishedTableExists(ctx, LEAVE_READ_TABLE);

/**
 * The approved leave of these employees (`null`: all) touching [from, to], from the leave plugin's published read
 * model: each application one period over its chosen weekdays.
 */
export async function leaveIn(ctx: AbsenceCtx, anstNrs: readonly string[] | null, from: string, to: string): Promise<Map<string, Period[]>> {
  const out = new Map<string, Period[]>();
  if ((anstNrs !== null && anstNrs.length === 0) || !(await leaveInstalled(ctx))) return out;
  let q = ctx.db
    .selectFrom(LEAVE_READ_TABLE)
    .select(['Id', 'AnstNr', 'Typ', 'FromDatum', 'TomDatum', 'Veckodagar', 'Omfattning'])
    .where('FtgId', '=', ctx.companyId)
    .where('Status', '=', LEAVE_APPROVED)
    .where('FromDatum', '<=', to)
    .where('TomDatum', '>=', from);
  if (anstNrs !== null) q = q.where('AnstNr', 'in', anstNrs);
  for (const a of await q.orderBy('FromDatum').execute()) {
    if (!LEAVE_KINDS.has(a.Typ)) continue;
    const list = out.get(a.AnstNr) ?? [];
    list.push({
      Id: a.Id,
      Typ: a.Typ as CalendarType,
      From: a.FromDatum,
      To: a.TomDatum,
      Omfattning: Number(a.Omfattning),
      Oppen: false,
      Kalla: 'leave',
      Veckodagar: a.Veckodagar,
    });
    out.set(a.AnstNr, list);
  }
  return out;
}
