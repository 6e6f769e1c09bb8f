import { randomUUID } from 'node:crypto';
import type { JobContext, ReminderSource, ServerJob } from '@lonna/core/server';
import { isValidEmail, swedishWallClock } from '@lonna/core/validation';
import { REMINDERS_RESOURCE } from '../src/contracts';
import { addDays, fillMessage, isBuiltIn, isDue, monthEnd } from '../src/domain/reminders';
import type { AdminDb, AdminTables } from './db';
import { reminderOf } from './reminders';

/** what a reminder counts: the built-in time triggers read the time plugin's days; another plugin's source counts its own */
interface Waiting {
  /** per employee number (to each of them, 'own'), or in all (to the chosen, 'chosen') */
  counts: ReadonlyMap<string, number>;
  audience: 'own' | 'chosen';
}

interface Recipient {
  Login: string;
  Namn: string;
  Email: string;
  Mobile: string;
  antal: number | '';
}

async function accountsWithContacts(db: AdminDb, filter: (q: ReturnType<typeof base>) => ReturnType<typeof base>) {
  return filter(base(db)).execute();
}
const base = (db: AdminDb) =>
  db
    .selectFrom('accounts')
    .leftJoin('account_contacts', 'account_contacts.Login', 'accounts.Login')
    .select(['accounts.Login', 'accounts.Namn', 'accounts.Roll', 'accounts.AnstNr', 'account_contacts.Email', 'account_contacts.Mobile'])
    .where('accounts.Disabled', '=', 0);

/** whom a reminder reaches today, each with what the message counts for him */
async function recipientsOf(db: AdminDb, r: ReturnType<typeof reminderOf> & { FtgId: string }, today: string, waiting: Waiting | null): Promise<Recipient[]> {
  const from = `${today.slice(0, 7)}-01`;
  const to = monthEnd(today);
  const contact = (a: { Login: string; Namn: string; Email: string | null; Mobile: string | null }, antal: number | '') => ({
    Login: a.Login,
    Namn: a.Namn,
    Email: a.Email ?? '',
    Mobile: a.Mobile ?? '',
    antal,
  });
  if (waiting?.audience === 'own') {
    // each counted employee, to his own account
    if (!waiting.counts.size) return [];
    const accounts = await accountsWithContacts(db, (q) => q.where('accounts.FtgId', '=', r.FtgId).where('accounts.AnstNr', 'in', [...waiting.counts.keys()]));
    return accounts.map((a) => contact(a, waiting.counts.get(a.AnstNr) ?? 0));
  }
  if (r.Trigger === 'timeNotApproved') {
    // each employee with reported days of the month not yet approved, to his own account
    const open = await db
      .selectFrom('time_days')
      .select(['AnstNr', (eb) => eb.fn.countAll<number>().as('n')])
      .where('FtgId', '=', r.FtgId)
      .where('Datum', '>=', from)
      .where('Datum', '<=', to)
      .where('Status', '=', 'OPEN')
      .groupBy('AnstNr')
      .execute();
    if (!open.length) return [];
    const counts = new Map(open.map((o) => [o.AnstNr, Number(o.n)]));
    const accounts = await accountsWithContacts(db, (q) => q.where('accounts.FtgId', '=', r.FtgId).where('accounts.AnstNr', 'in', [...counts.keys()]));
    return accounts.map((a) => contact(a, counts.get(a.AnstNr) ?? 0));
  }
  let antal: number | '' = '';
  if (waiting) {
    antal = [...waiting.counts.values()].reduce((a, b) => a + b, 0);
    if (!antal) return [];
  }
  if (r.Trigger === 'attestWaiting') {
    const waiting = await db
      .selectFrom('time_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('FtgId', '=', r.FtgId)
      .where('Datum', '>=', from)
      .where('Datum', '<=', to)
      .where('Status', 'in', ['OPEN', 'APPROVED'])
      .executeTakeFirstOrThrow();
    antal = Number(waiting.n);
    if (!antal) return [];
  }
  // the chosen roles with access to the company (LIC and ADM reach every company) and the named people
  const byRole = r.TargetRoles.length
    ? await accountsWithContacts(db, (q) =>
        q
          .where('accounts.Roll', 'in', r.TargetRoles)
          .where((eb) =>
            eb.or([
              eb('accounts.Roll', 'in', ['LIC', 'ADM']),
              eb.exists(
                eb
                  .selectFrom('account_companies')
                  .select('account_companies.Login')
                  .whereRef('account_companies.Login', '=', 'accounts.Login')
                  .where('account_companies.FtgId', '=', r.FtgId),
              ),
            ]),
          ),
      )
    : [];
  const named = r.TargetLogins.length ? await accountsWithContacts(db, (q) => q.where('accounts.Login', 'in', r.TargetLogins)) : [];
  const all = new Map([...byRole, ...named].map((a) => [a.Login, contact(a, antal)]));
  return [...all.values()].sort((a, b) => a.Login.localeCompare(b.Login));
}

/**
 * Sends the company reminders that are due: every minute the host runs this on one instance (its lease); a
 * reminder's day is then claimed with one conditional update, so even a second instance that ran the same minute
 * sends it once. Each recipient gets mail or SMS through the host's providers; the history records every one.
 */
export const sendReminders: ServerJob<AdminDb> = {
  name: 'send-reminders',
  everyMs: 60_000,
  async run(ctx: JobContext<AdminDb>) {
    const { db } = ctx;
    const { date: today, time } = swedishWallClock(ctx.now());
    const rows: AdminTables['admin_reminders'][] = await db
      .selectFrom('admin_reminders')
      .selectAll()
      .where('Active', '=', 1)
      .where('LastSentDate', '!=', today)
      .execute();
    const sourcesByCompany = new Map<string, Map<string, ReminderSource<AdminDb>>>();
    const sourcesOf = async (ftgId: string) => {
      let m = sourcesByCompany.get(ftgId);
      if (!m) sourcesByCompany.set(ftgId, (m = new Map((await ctx.reminderSources(ftgId)).map((s) => [s.trigger, s]))));
      return m;
    };
    for (const row of rows) {
      const r = { ...reminderOf(row), FtgId: row.FtgId };
      // a plugin's trigger goes while the company uses the plugin, on its source's days
      const source = isBuiltIn(r.Trigger) ? null : ((await sourcesOf(r.FtgId)).get(r.Trigger) ?? null);
      if (!isBuiltIn(r.Trigger) && !source) continue;
      if (!isDue(r, today, time, source?.isDeadline)) continue;
      const claimed = await db
        .updateTable('admin_reminders')
        .set({ LastSentDate: today })
        .where('Id', '=', r.Id)
        .where('LastSentDate', '!=', today)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const company = await db.selectFrom('companies').select('Namn').where('FtgId', '=', r.FtgId).executeTakeFirst();
      const deadline = source ? addDays(today, r.DaysBefore) : monthEnd(today);
      const waiting: Waiting | null = source
        ? { counts: await source.waiting({ db, companyId: r.FtgId, now: ctx.now }, deadline), audience: source.audience }
        : null;
      const sends: AdminTables['admin_reminder_sends'][] = [];
      for (const p of await recipientsOf(db, r, today, waiting)) {
        const text = fillMessage(r.Message, { namn: p.Namn, foretag: company?.Namn ?? '', antal: p.antal, period: today.slice(0, 7), sista: deadline });
        const to = r.Method === 'mail' ? p.Email || (isValidEmail(p.Login) ? p.Login : '') : p.Mobile;
        let status = 'noAddress';
        if (to) {
          try {
            if (r.Method === 'mail') await ctx.notify.mail({ to, subject: r.Namn, text });
            else await ctx.notify.sms({ to, text });
            status = 'sent';
          } catch {
            status = 'failed';
          }
        }
        sends.push({
          Id: randomUUID(),
          FtgId: r.FtgId,
          ReminderId: r.Id,
          Namn: r.Namn,
          At: ctx.now().getTime(),
          Login: p.Login,
          To: to,
          Method: r.Method,
          Status: status,
        });
      }
      for (let i = 0; i < sends.length; i += 200)
        await db
          .insertInto('admin_reminder_sends')
          .values(sends.slice(i, i + 200))
          .execute();
      ctx.publish(r.FtgId, { event: 'resource-updated', resource: REMINDERS_RESOURCE });
    }
  },
};
