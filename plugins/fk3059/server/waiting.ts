import { fk3059 } from '../src/contracts';
import { statementDeadline } from '../src/domain/statement';
import { handle } from './db';
import { organiserFilter, ownFilter } from './scope';
import { loadStatements } from './statements';

/** last month in Sweden, 'YYYY-MM' (statements are made when the month is over) */
function lastMonth(now: Date): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit' }).format(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** What waits for the caller's signature: as assistant his own unsigned ones, as organiser those the assistant signed. */
export const waitingStatements = handle(fk3059.waiting, async ({ query }, ctx) => {
  const Manad = lastMonth(ctx.now());
  const asAssistant = query.Roll === 'assistent';
  const filter = asAssistant ? ownFilter(ctx) : ctx.account.Roll === 'PER' ? { anstNrs: [] } : await organiserFilter(ctx);
  const list = await loadStatements(ctx, Manad, filter);
  const waiting = list.filter((s) => (asAssistant ? !s.wire.Assistant?.Valid : s.wire.Assistant?.Valid && !s.wire.Organiser?.Valid));
  return {
    Manad,
    Deadline: statementDeadline(Manad),
    Statements: waiting.map(({ wire: w }) => ({ AnstNr: w.AnstNr, Namn: w.Namn, Brukare: w.Brukare, BrukareNamn: w.BrukareNamn })),
  };
});
