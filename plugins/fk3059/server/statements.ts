import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Statement, StatementStatus } from '../src/contracts';
import { buildStatement, canonicalStatement, statementDeadline, type StatementContent } from '../src/domain/statement';
import type { Fk3059Ctx, Fk3059SendingsTable, Fk3059StatementsTable } from './db';
import { manualReasons, type EltParties } from './elt/tidredovisning';

export interface ComputedStatement {
  content: StatementContent;
  /** SHA-256 of the canonical content: what a signature is given on */
  hash: string;
  wire: Statement;
  stored: Fk3059StatementsTable | null;
  sending: Fk3059SendingsTable | null;
  /** who the electronic report names */
  parties: EltParties;
}

/** the company's details for FK: contact person, phone, collective agreement (defaults until an administrator saves) */
export async function loadDetails(ctx: Pick<Fk3059Ctx, 'db' | 'companyId'>) {
  const [company, details] = await Promise.all([
    ctx.db.selectFrom('companies').select(['Namn', 'Orgnr']).where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('fk3059_details').selectAll().where('FtgId', '=', ctx.companyId).executeTakeFirst(),
  ]);
  return {
    Namn: company.Namn,
    Orgnr: company.Orgnr,
    Kontaktperson: details?.Kontaktperson ?? '',
    Telefon: details?.Telefon ?? '',
    Kollektivavtal: details ? Boolean(Number(details.Kollektivavtal)) : true,
  };
}

export const contentHash = (c: StatementContent) => createHash('sha256').update(canonicalStatement(c)).digest('hex');
const key = (anstNr: string, brukare: string) => `${anstNr}|${brukare}`;
/** one Swedish collator for the month's sort: `localeCompare(x, 'sv')` per comparison is what made a big month slow */
const bySwedish = new Intl.Collator('sv');

/**
 * The statements of a month: one per assistant and care recipient with assistance time booked on that care recipient,
 * computed from the time rows now, with the signatures given so far — each valid only while the statement is still
 * what was signed (a changed time row voids it; the time report is where numbers are corrected).
 */
export async function loadStatements(
  ctx: Pick<Fk3059Ctx, 'db' | 'companyId' | 't'>,
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
    // spelled as the time plugin's partial index on assistance rows spells it (time_rows_care), so both databases use it
    .where(sql<boolean>`"Brukare" <> ''`);
  if (only.anstNrs !== 'all') q = q.where('AnstNr', 'in', [...only.anstNrs]);
  if (only.brukare !== undefined) q = q.where('Brukare', '=', only.brukare);
  const rows = await q.execute();
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = key(r.AnstNr, r.Brukare);
    const group = groups.get(k);
    if (group) group.push(r);
    else groups.set(k, [r]);
  }
  if (only.ensure && !groups.has(key(only.ensure.AnstNr, only.ensure.Brukare))) groups.set(key(only.ensure.AnstNr, only.ensure.Brukare), []);
  const [employees, recipients, recipientIds, stored, sendings, details] = await Promise.all([
    ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn', 'PersNr']).where('FtgId', '=', ctx.companyId).execute(),
    ctx.db.selectFrom('brukare').select(['Brukare', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).execute(),
    ctx.db.selectFrom('fk3059_care_recipients').select(['Brukare', 'PersNr']).where('FtgId', '=', ctx.companyId).execute(),
    ctx.db.selectFrom('fk3059_statements').selectAll().where('FtgId', '=', ctx.companyId).where('Manad', '=', manad).execute(),
    ctx.db.selectFrom('fk3059_sendings').selectAll().where('FtgId', '=', ctx.companyId).where('Manad', '=', manad).execute(),
    loadDetails(ctx),
  ]);
  const employee = new Map(employees.map((e) => [e.AnstNr, e]));
  const recipient = new Map(recipients.map((b) => [b.Brukare, b]));
  const recipientId = new Map(recipientIds.map((b) => [b.Brukare, b.PersNr]));
  const name = (p: { FoNamn: string; EfNamn: string } | undefined, fallback: string) => (p ? `${p.FoNamn} ${p.EfNamn}`.trim() : fallback);
  const signed = new Map(stored.map((s) => [key(s.AnstNr, s.Brukare), s]));
  const sent = new Map(sendings.map((s) => [key(s.AnstNr, s.Brukare), s]));
  const out: ComputedStatement[] = [];
  for (const [k, list] of groups) {
    const [AnstNr, Brukare] = k.split('|') as [string, string];
    const content = buildStatement(
      { AnstNr, Brukare, Manad: manad },
      list.map((r) => ({ ...r, Timmar: Number(r.Timmar) })),
    );
    if (content.Lines.length === 0 && !(only.ensure?.AnstNr === AnstNr && only.ensure.Brukare === Brukare)) continue;
    // the hash (canonical JSON + SHA-256) only where a signature or a sending is compared with it: most of a big
    // month is unsigned, and hashing every statement was a tenth of the month's time (issue 22)
    let hashed: string | null = null;
    const hashOf = () => (hashed ??= contentHash(content));
    const s = signed.get(k) ?? null;
    const assistant = s?.AssistantHash ? { Namn: s.AssistantName, At: Number(s.AssistantAt), Valid: s.AssistantHash === hashOf() } : null;
    const organiser = s?.OrganiserHash ? { Namn: s.OrganiserName, At: Number(s.OrganiserAt), Valid: s.OrganiserHash === hashOf() } : null;
    const e = employee.get(AnstNr);
    const b = recipient.get(Brukare);
    const parties: EltParties = {
      assistant: { PersNr: e?.PersNr ?? '', FoNamn: e?.FoNamn ?? '', EfNamn: e?.EfNamn ?? '' },
      careRecipient: { PersNr: recipientId.get(Brukare) ?? '', FoNamn: b?.FoNamn ?? '', EfNamn: b?.EfNamn ?? '' },
      organiser: { Namn: details.Namn, Orgnr: details.Orgnr, Kontaktperson: details.Kontaktperson, Telefon: details.Telefon },
      kollektivavtal: details.Kollektivavtal,
    };
    const manual = manualReasons(content, parties);
    const both = Boolean(assistant?.Valid && organiser?.Valid);
    // a statement that changed after it was sent is not "sent" any more: it is pending again
    const done = both && s && (s.Status === 'SENT' || s.Status === 'MANUALLY_SENT');
    const status: StatementStatus = done ? (s.Status as StatementStatus) : manual.length ? 'MANUAL' : 'PENDING';
    const sending = sent.get(k) ?? null;
    const current = sending && sending.ContentHash === hashOf() ? sending : null;
    out.push({
      content,
      get hash() {
        return hashOf();
      },
      stored: s,
      sending: current,
      parties,
      wire: {
        AnstNr,
        Namn: name(e, AnstNr),
        Brukare,
        BrukareNamn: name(b, Brukare),
        Manad: manad,
        Lines: content.Lines,
        Totals: content.Totals,
        Deadline: statementDeadline(manad),
        Status: status,
        Assistant: assistant,
        Organiser: organiser,
        Manual: manual,
        Sending:
          current?.State === 'QUEUED'
            ? { State: 'QUEUED', Message: ctx.t('fk3059.sending.queued') }
            : current?.State === 'FAILED'
              ? { State: 'FAILED', Message: ctx.t(`fk3059.sendErrors.${current.ErrorCode}`, { detail: current.ErrorDetail }) }
              : null,
        TxId: current?.State === 'SENT' ? current.TxId : '',
      },
    });
  }
  return out.sort((a, b) => bySwedish.compare(a.wire.Namn, b.wire.Namn) || bySwedish.compare(a.wire.BrukareNamn, b.wire.BrukareNamn));
}
