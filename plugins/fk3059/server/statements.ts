import { personName } from '@lonna/core/contracts';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Statement, StatementStatus } from '../src/contracts';
import { buildStatement, canonicalStatement, statementDeadline, type StatementContent } from '../src/domain/statement';
import { FK_TIME_KINDS } from '../src/domain/time-kinds';
import type { Fk3059Ctx, Fk3059SendingsTable, Fk3059StatementsTable } from './db';
import { manualReasons, type EltParties } from './elt/tidredovisning';
import { keptAssistants, keptMonthCounts, listKey } from './month-cache';

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

type MonthFilter = { anstNrs: readonly string[] | 'all'; brukare?: string };

/** the month's assistance rows in the filter (the time plugin's partial index on assistance rows, time_rows_care) */
function assistanceRows(ctx: Pick<Fk3059Ctx, 'db' | 'companyId'>, manad: string, only: MonthFilter) {
  let q = ctx.db
    .selectFrom('time_rows')
    .where('FtgId', '=', ctx.companyId)
    .where('Datum', '>=', `${manad}-01`)
    .where('Datum', '<=', `${manad}-31`)
    // spelled as the time plugin's partial index on assistance rows spells it (time_rows_care_cover, covering), so both databases use it
    .where(sql<boolean>`"Brukare" <> ''`);
  if (only.anstNrs !== 'all') q = q.where('AnstNr', 'in', [...only.anstNrs]);
  if (only.brukare !== undefined) q = q.where('Brukare', '=', only.brukare);
  return q;
}

/**
 * A page's rows by its assistants and care recipients (never '': a statement's care recipient is named). Without the
 * partial index's predicate on purpose: the page's assistants' month on the employee index (a few hundred rows), where
 * the assistance index would walk the whole month's assistance rows to find them (issue 22).
 */
function pageRows(ctx: Pick<Fk3059Ctx, 'db' | 'companyId'>, manad: string, anstNrs: readonly string[], brukare: readonly string[]) {
  return ctx.db
    .selectFrom('time_rows')
    .where('FtgId', '=', ctx.companyId)
    .where('Datum', '>=', `${manad}-01`)
    .where('Datum', '<=', `${manad}-31`)
    .where('AnstNr', 'in', [...anstNrs])
    .where('Brukare', 'in', [...brukare]);
}

/** the rows of these statements grouped by statement (`AnstNr|Brukare`) */
async function groupedRows(q: ReturnType<typeof assistanceRows>) {
  const rows = await q.select(['AnstNr', 'Brukare', 'Datum', 'TidKod', 'Timmar', 'Start', 'Slut']).execute();
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = key(r.AnstNr, r.Brukare);
    const group = groups.get(k);
    if (group) group.push(r);
    else groups.set(k, [r]);
  }
  return groups;
}
const contentOf = (
  AnstNr: string,
  Brukare: string,
  manad: string,
  rows: readonly { Datum: string; TidKod: string; Timmar: number | string; Start: string; Slut: string }[],
) =>
  buildStatement(
    { AnstNr, Brukare, Manad: manad },
    rows.map((r) => ({ ...r, Timmar: Number(r.Timmar) })),
  );

/** what every statement of a month is read with: names, personal numbers, signatures, sendings, the company's details */
async function monthParts(ctx: Pick<Fk3059Ctx, 'db' | 'companyId' | 't'>, manad: string, anstNrs: ReadonlySet<string>) {
  let people = ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn', 'PersNr']).where('FtgId', '=', ctx.companyId);
  // only the month's assistants (a third of a big company's staff), within what one statement binds
  if (anstNrs.size <= MAX_LISTED) people = people.where('AnstNr', 'in', anstNrs.size ? [...anstNrs] : ['']);
  const [employees, recipients, recipientIds, stored, sendings, details] = await Promise.all([
    keptAssistants(ctx, listKey(anstNrs.size <= MAX_LISTED ? anstNrs : 'all'), () => people.execute()),
    ctx.db.selectFrom('brukare').select(['Brukare', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).execute(),
    ctx.db.selectFrom('fk3059_care_recipients').select(['Brukare', 'PersNr']).where('FtgId', '=', ctx.companyId).execute(),
    ctx.db.selectFrom('fk3059_statements').selectAll().where('FtgId', '=', ctx.companyId).where('Manad', '=', manad).execute(),
    ctx.db.selectFrom('fk3059_sendings').selectAll().where('FtgId', '=', ctx.companyId).where('Manad', '=', manad).execute(),
    loadDetails(ctx),
  ]);
  return {
    ctx,
    manad,
    /** the same for every statement of the month */
    deadline: statementDeadline(manad),
    employee: new Map(employees.map((e) => [e.AnstNr, e])),
    recipient: new Map(recipients.map((b) => [b.Brukare, b])),
    recipientId: new Map(recipientIds.map((b) => [b.Brukare, b.PersNr])),
    signed: new Map(stored.map((x) => [key(x.AnstNr, x.Brukare), x])),
    sent: new Map(sendings.map((x) => [key(x.AnstNr, x.Brukare), x])),
    details,
  };
}
type MonthParts = Awaited<ReturnType<typeof monthParts>>;
/** the most values one `in (…)` lists (SQLite binds 32,766 parameters, PostgreSQL 65,535) */
const MAX_LISTED = 10_000;
/** up to this many statements a page's rows are read by its people; more, by the month (one range on the index) */
const PAGE_BY_KEYS = 200;
const name = (p: { FoNamn: string; EfNamn: string } | undefined, fallback: string) => (p ? personName(p) : fallback);
const EMPTY: Pick<StatementContent, 'Lines' | 'Totals'> = { Lines: [], Totals: { Aktiv: 0, Vante: 0, Beredskap: 0 } };

/**
 * One statement as the wire has it, with its signatures checked against its current hash. `content` null: the
 * month's outline of a statement nobody has signed or sent — its status needs neither the lines nor the hash
 * (`noClockTimes` says what the lines would), and its wire has no lines until it is on a page.
 */
function assemble(parts: MonthParts, AnstNr: string, Brukare: string, content: StatementContent | null, noClockTimes = false): ComputedStatement {
  const { ctx, manad, details } = parts;
  const k = key(AnstNr, Brukare);
  // the hash (canonical JSON + SHA-256) only where a signature or a sending is compared with it: most of a big
  // month is unsigned, and hashing every statement was a tenth of the month's time (issue 22)
  let hashed: string | null = null;
  const hashOf = () => (hashed ??= contentHash(content!));
  const s = content ? (parts.signed.get(k) ?? null) : null;
  const assistant = s?.AssistantHash ? { Namn: s.AssistantName, At: Number(s.AssistantAt), Valid: s.AssistantHash === hashOf() } : null;
  const organiser = s?.OrganiserHash ? { Namn: s.OrganiserName, At: Number(s.OrganiserAt), Valid: s.OrganiserHash === hashOf() } : null;
  const e = parts.employee.get(AnstNr);
  const b = parts.recipient.get(Brukare);
  const parties: EltParties = {
    assistant: { PersNr: e?.PersNr ?? '', FoNamn: e?.FoNamn ?? '', EfNamn: e?.EfNamn ?? '' },
    careRecipient: { PersNr: parts.recipientId.get(Brukare) ?? '', FoNamn: b?.FoNamn ?? '', EfNamn: b?.EfNamn ?? '' },
    organiser: { Namn: details.Namn, Orgnr: details.Orgnr, Kontaktperson: details.Kontaktperson, Telefon: details.Telefon },
    kollektivavtal: details.Kollektivavtal,
  };
  const manual = manualReasons(content ?? { noClockTimes }, parties);
  const both = Boolean(assistant?.Valid && organiser?.Valid);
  // a statement that changed after it was sent is not "sent" any more: it is pending again
  const done = both && s && (s.Status === 'SENT' || s.Status === 'MANUALLY_SENT');
  const status: StatementStatus = done ? (s.Status as StatementStatus) : manual.length ? 'MANUAL' : 'PENDING';
  const sending = content ? (parts.sent.get(k) ?? null) : null;
  const current = sending && sending.ContentHash === hashOf() ? sending : null;
  const lines = content ?? EMPTY;
  return {
    content: content ?? { AnstNr, Brukare, Manad: manad, ...EMPTY },
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
      Lines: lines.Lines,
      Totals: lines.Totals,
      Deadline: parts.deadline,
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
  };
}

/** the month's order: Swedish collation by assistant, then care recipient */
const monthOrder = (a: ComputedStatement, b: ComputedStatement) =>
  bySwedish.compare(a.wire.Namn, b.wire.Namn) || bySwedish.compare(a.wire.BrukareNamn, b.wire.BrukareNamn);

/**
 * The statements of a month: one per assistant and care recipient with assistance time booked on that care recipient,
 * computed from the time rows now, with the signatures given so far — each valid only while the statement is still
 * what was signed (a changed time row voids it; the time report is where numbers are corrected).
 */
export async function loadStatements(
  ctx: Pick<Fk3059Ctx, 'db' | 'companyId' | 't'>,
  manad: string,
  /** ensure: this statement also when it has no lines (the print of an empty month) */
  only: MonthFilter & { ensure?: { AnstNr: string; Brukare: string } },
): Promise<ComputedStatement[]> {
  if (only.anstNrs !== 'all' && only.anstNrs.length === 0) return [];
  const groups = await groupedRows(assistanceRows(ctx, manad, only));
  if (only.ensure && !groups.has(key(only.ensure.AnstNr, only.ensure.Brukare))) groups.set(key(only.ensure.AnstNr, only.ensure.Brukare), []);
  const parts = await monthParts(ctx, manad, new Set([...groups.keys()].map((k) => k.split('|')[0]!)));
  const out: ComputedStatement[] = [];
  for (const [k, list] of groups) {
    const [AnstNr, Brukare] = k.split('|') as [string, string];
    const content = contentOf(AnstNr, Brukare, manad, list);
    if (content.Lines.length === 0 && !(only.ensure?.AnstNr === AnstNr && only.ensure.Brukare === Brukare)) continue;
    out.push(assemble(parts, AnstNr, Brukare, content));
  }
  return out.sort(monthOrder);
}

/**
 * The organiser's month without reading every day line (issue 22): which statements there are, and whether a line
 * lacks its clock times, is counted in SQL per assistant and care recipient; only the statements somebody signed or
 * sent are computed in full (a signature is valid only against the current hash). The outline is in the month's
 * order, with each statement's status and signatures — enough to count, filter and cut a page — and `complete` reads
 * the day lines of the page's statements.
 */
export async function loadMonthOutline(ctx: Pick<Fk3059Ctx, 'db' | 'companyId' | 't'>, manad: string, only: MonthFilter) {
  if (only.anstNrs !== 'all' && only.anstNrs.length === 0)
    return { outline: [] as ComputedStatement[], complete: async (page: readonly ComputedStatement[]) => [...page] };
  const scope = only.anstNrs === 'all' ? null : new Set(only.anstNrs);
  const inFilter = (r: { AnstNr: string; Brukare: string }) => (!scope || scope.has(r.AnstNr)) && (only.brukare === undefined || only.brukare === r.Brukare);
  // the statements somebody signed or sent: computed in full
  const [stored, sendings] = await Promise.all([
    ctx.db.selectFrom('fk3059_statements').select(['AnstNr', 'Brukare']).where('FtgId', '=', ctx.companyId).where('Manad', '=', manad).execute(),
    ctx.db.selectFrom('fk3059_sendings').select(['AnstNr', 'Brukare']).where('FtgId', '=', ctx.companyId).where('Manad', '=', manad).execute(),
  ]);
  const touched = new Set([...stored, ...sendings].filter(inFilter).map((r) => key(r.AnstNr, r.Brukare)));
  // the rows buildStatement keeps: a kind of assistance time, more than nothing
  const counted = assistanceRows(ctx, manad, only).where('TidKod', 'in', Object.keys(FK_TIME_KINDS)).where('Timmar', '>', 0);
  const [statements, full] = await Promise.all([
    keptMonthCounts(ctx, manad, `${only.brukare ?? '*'}|${listKey(only.anstNrs)}`, () =>
      counted
        .select(['AnstNr', 'Brukare'])
        .select(sql<number>`sum(case when "Start" = '' or "Slut" = '' then 1 else 0 end)`.as('NoClock'))
        .groupBy(['AnstNr', 'Brukare'])
        .execute(),
    ),
    touched.size
      ? groupedRows(assistanceRows(ctx, manad, { ...only, anstNrs: [...new Set([...touched].map((k) => k.split('|')[0]!))] }))
      : new Map<string, never[]>(),
  ]);
  const parts = await monthParts(ctx, manad, new Set(statements.map((r) => r.AnstNr)));
  const outline = statements
    .map((r) => {
      const k = key(r.AnstNr, r.Brukare);
      if (!touched.has(k)) return assemble(parts, r.AnstNr, r.Brukare, null, Number(r.NoClock) > 0);
      return assemble(parts, r.AnstNr, r.Brukare, contentOf(r.AnstNr, r.Brukare, manad, full.get(k) ?? []));
    })
    .sort(monthOrder);
  /** the page's statements with their day lines (those in outline only are read now, the page's rows alone) */
  const complete = async (page: readonly ComputedStatement[]) => {
    const outlined = page.filter((s) => !touched.has(key(s.wire.AnstNr, s.wire.Brukare)));
    if (!outlined.length) return [...page];
    // a page's rows by its assistants and care recipients; a page of hundreds (the whole month): the month's rows
    const rows = await groupedRows(
      outlined.length > PAGE_BY_KEYS
        ? assistanceRows(ctx, manad, only)
        : pageRows(ctx, manad, [...new Set(outlined.map((s) => s.wire.AnstNr))], [...new Set(outlined.map((s) => s.wire.Brukare))]),
    );
    return page.map((s) => {
      const k = key(s.wire.AnstNr, s.wire.Brukare);
      return touched.has(k) ? s : assemble(parts, s.wire.AnstNr, s.wire.Brukare, contentOf(s.wire.AnstNr, s.wire.Brukare, manad, rows.get(k) ?? []));
    });
  };
  return { outline, complete };
}
