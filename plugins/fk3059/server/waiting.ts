import { fk3059 } from '../src/contracts';
import { monthDueOn, statementDeadline } from '../src/domain/statement';
import { handle } from './db';
import { organiserFilter, ownFilter } from './scope';
import { loadMonthOutline, loadStatements } from './statements';

/**
 * The months whose statements can wait for a signature today (Swedish calendar), the most urgent first: in the first
 * days of a month the month before last is still due on the 5th, then last month (made when the month is over).
 */
function openMonths(now: Date): string[] {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  const dueThisMonth = monthDueOn(`${today.slice(0, 7)}-05`)!;
  return d <= 5 ? [dueThisMonth, last] : [last];
}

/**
 * What waits for the caller's signature: as assistant his own unsigned ones, as organiser those the assistant signed —
 * of the most urgent month that has any (a statement due on the 5th before last month's).
 */
export const waitingStatements = handle(fk3059.waiting, async ({ query }, ctx) => {
  const asAssistant = query.Roll === 'assistent';
  const filter = asAssistant ? ownFilter(ctx) : ctx.account.Roll === 'PER' ? { anstNrs: [] } : await organiserFilter(ctx);
  const months = openMonths(ctx.now());
  let Manad = months[months.length - 1]!;
  let waiting: Awaited<ReturnType<typeof loadStatements>> = [];
  for (const m of months) {
    // the organiser's: the month's outline, which computes in full every statement its assistant signed
    const list = asAssistant ? await loadStatements(ctx, m, filter) : (await loadMonthOutline(ctx, m, filter)).outline;
    waiting = list.filter((s) => (asAssistant ? !s.wire.Assistant?.Valid : s.wire.Assistant?.Valid && !s.wire.Organiser?.Valid));
    Manad = m;
    if (waiting.length) break;
  }
  return {
    Manad,
    Deadline: statementDeadline(Manad),
    Statements: waiting.map(({ wire: w }) => ({ AnstNr: w.AnstNr, Namn: w.Namn, Brukare: w.Brukare, BrukareNamn: w.BrukareNamn })),
  };
});
