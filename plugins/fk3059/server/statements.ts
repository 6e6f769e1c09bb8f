import { createHash } from 'node:crypto';
import type { Statement, StatementStatus } from '../src/contracts';
import { buildStatement, canonicalStatement, statementDeadline, type StatementContent } from '../src/domain/statement';
import type { Fk3059Ctx, Fk3059StatementsTable } from './db';

export interface ComputedStatement {
  content: StatementContent;
  /** SHA-256 of the canonical content: what a signature is given on */
  hash: string;
  wire: Statement;
  stored: Fk3059StatementsTable | null;
}

export const contentHash = (c: StatementContent) => createHash('sha256').update(canonicalStatement(c)).digest('hex');
const key = (anstNr: string, brukare: string) => `${anstNr}|${brukare}`;

/**
 * The statements of a month: one per assistant and care recipient with assistance time booked on that care recipient,
 * computed from the time rows now, with the signatures given so far — each valid only while the statement is still
 * what was signed (a changed time row voids it; the time report is where numbers are corrected).
 */
export async function loadStatements(
  ctx: Fk3059Ctx,
  manad: string,
  /** ensure: this statement also when it has no lines (the print of an empty month) */
  only: { anstNrs: readonly string[] | 'all'; brukare?: string; ensure?: { AnstNr: string; Brukare: string } },
): Promise<ComputedStatement[]> {
  if (only.anstNrs !== 'all' && only.anstNrs.length === 0) return [];
  let q = ctx.db
    .selectFrom('time_rows')
    .select(['AnstNr', 'Brukare', 'Datum', 'TidKod', 'Timmar', 'Start', 'Slut'])
    .where('FtgId', '=', ctx.companyId)
    .where('Datum', '>=', `${manad}-01`)
    .where('Datum', '<=', `${manad}-31`)
    .where('Brukare', '!=', '');
  if (only.anstNrs !== 'all') q = q.where('AnstNr', 'in', [...only.anstNrs]);
  if (only.brukare !== undefined) q = q.where('Brukare', '=', only.brukare);
  const rows = await q.execute();
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = key(r.AnstNr, r.Brukare);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  if (only.ensure && !groups.has(key(only.ensure.AnstNr, only.ensure.Brukare))) groups.set(key(only.ensure.AnstNr, only.ensure.Brukare), []);
  const [employees, recipients, stored] = await Promise.all([
    ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).execute(),
    ctx.db.selectFrom('brukare').select(['Brukare', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).execute(),
    ctx.db.selectFrom('fk3059_statements').selectAll().where('FtgId', '=', ctx.companyId).where('Manad', '=', manad).execute(),
  ]);
  const name = new Map(employees.map((e) => [e.AnstNr, `${e.FoNamn} ${e.EfNamn}`.trim()]));
  const recipient = new Map(recipients.map((b) => [b.Brukare, `${b.FoNamn} ${b.EfNamn}`.trim()]));
  const signed = new Map(stored.map((s) => [key(s.AnstNr, s.Brukare), s]));
  const out: ComputedStatement[] = [];
  for (const [k, list] of groups) {
    const [AnstNr, Brukare] = k.split('|') as [string, string];
    const content = buildStatement(
      { AnstNr, Brukare, Manad: manad },
      list.map((r) => ({ ...r, Timmar: Number(r.Timmar) })),
    );
    if (content.Lines.length === 0 && !(only.ensure?.AnstNr === AnstNr && only.ensure.Brukare === Brukare)) continue;
    const hash = contentHash(content);
    const s = signed.get(k) ?? null;
    const assistant = s?.AssistantHash ? { Namn: s.AssistantName, At: Number(s.AssistantAt), Valid: s.AssistantHash === hash } : null;
    const organiser = s?.OrganiserHash ? { Namn: s.OrganiserName, At: Number(s.OrganiserAt), Valid: s.OrganiserHash === hash } : null;
    // a statement that changed after it was sent is not "sent" any more: it is pending again
    const status: StatementStatus = s && assistant?.Valid && organiser?.Valid ? (s.Status as StatementStatus) : 'PENDING';
    out.push({
      content,
      hash,
      stored: s,
      wire: {
        AnstNr,
        Namn: name.get(AnstNr) ?? AnstNr,
        Brukare,
        BrukareNamn: recipient.get(Brukare) ?? Brukare,
        Manad: manad,
        Lines: content.Lines,
        Totals: content.Totals,
        Deadline: statementDeadline(manad),
        Status: status,
        Assistant: assistant,
        Organiser: organiser,
      },
    });
  }
  return out.sort((a, b) => a.wire.Namn.localeCompare(b.wire.Namn, 'sv') || a.wire.BrukareNamn.localeCompare(b.wire.BrukareNamn, 'sv'));
}
