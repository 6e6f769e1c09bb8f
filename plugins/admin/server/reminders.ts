import { randomUUID } from 'node:crypto';
import { DV_CODES, type ReminderSource } from '@lonna/core/server';
import { swedishWallClock } from '@lonna/core/validation';
import type { Role } from '@lonna/core/contracts';
import { admin, type Reminder, type ReminderInput, type ReminderSend, type ReminderTrigger } from '../src/contracts';
import { isBuiltIn, nextDueDate, PLACEHOLDERS, type Method, type Trigger } from '../src/domain/reminders';
import { type AdminCtx, type AdminDb, type AdminTables, handle } from './db';

type Row = AdminTables['admin_reminders'];

export type StoredReminder = Omit<Reminder, 'NextDue'>;

export function reminderOf(r: Row): StoredReminder {
  return {
    Id: r.Id,
    Namn: r.Namn,
    Trigger: r.Trigger as Trigger,
    DaysBefore: Number(r.DaysBefore),
    DayOfMonth: Number(r.DayOfMonth),
    Klockslag: r.Klockslag,
    Method: r.Method as Method,
    TargetRoles: JSON.parse(r.TargetRoles) as Role[],
    TargetLogins: JSON.parse(r.TargetLogins) as string[],
    Message: r.Message,
    Active: Boolean(Number(r.Active)),
    LastSentDate: r.LastSentDate,
    CreatedBy: r.CreatedBy,
  };
}

/** the sources the company's plugins offer, by the trigger a reminder stores */
export async function sourcesOf(ctx: { reminderSources(): Promise<readonly ReminderSource<unknown>[]> }): Promise<Map<string, ReminderSource<unknown>>> {
  return new Map((await ctx.reminderSources()).map((s) => [s.trigger, s]));
}

/** who a trigger reaches: each counted employee himself ('own'), or the roles and people the reminder names */
export const audienceOf = (trigger: string, sources: ReadonlyMap<string, ReminderSource<unknown>>): 'own' | 'chosen' =>
  trigger === 'timeNotApproved' ? 'own' : isBuiltIn(trigger) ? 'chosen' : (sources.get(trigger)?.audience ?? 'chosen');

/** the reminder with the day it goes next (a source the company no longer has never goes) */
function withNextDue(r: StoredReminder, sources: ReadonlyMap<string, ReminderSource<unknown>>, now: Date): Reminder {
  const { date, time } = swedishWallClock(now);
  const source = sources.get(r.Trigger);
  const never = !isBuiltIn(r.Trigger) && !source;
  return { ...r, NextDue: never ? '' : nextDueDate(r, date, time, source?.isDeadline) };
}

const fieldError = (ctx: AdminCtx, field: string, key: string, params?: Record<string, unknown>): never =>
  ctx.fail(400, DV_CODES.badInput, `admin.errors.${key}`, params, field);

/**
 * What the model cannot say: a reminder to others names whom (a role or a person of the company); a placeholder is
 * one the job fills; the named people are accounts with access to the company.
 */
async function checked(ctx: AdminCtx, input: ReminderInput): Promise<ReminderInput> {
  const roles = [...new Set(input.TargetRoles)].sort();
  const logins = [...new Set(input.TargetLogins.map((l) => l.trim().toLowerCase()))].sort();
  const sources = await sourcesOf(ctx);
  // a plugin's trigger exists only while the company uses that plugin
  if (!isBuiltIn(input.Trigger) && !sources.has(input.Trigger)) fieldError(ctx, 'Trigger', 'reminderTrigger');
  if (audienceOf(input.Trigger, sources) === 'chosen' && !roles.length && !logins.length) fieldError(ctx, 'TargetRoles', 'reminderTarget');
  const unknown = [...input.Message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).find((k) => !(PLACEHOLDERS as readonly string[]).includes(k));
  if (unknown) fieldError(ctx, 'Message', 'placeholder', { name: `{{${unknown}}}`, names: PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ') });
  if (logins.length) {
    const found = await ctx.db
      .selectFrom('accounts')
      .leftJoin('account_companies', (j) => j.onRef('account_companies.Login', '=', 'accounts.Login').on('account_companies.FtgId', '=', ctx.companyId))
      .select(['accounts.Login', 'accounts.Roll', 'account_companies.FtgId'])
      .where('accounts.Login', 'in', logins)
      .execute();
    const missing = logins.find((l) => !found.some((f) => f.Login === l && (f.FtgId || f.Roll === 'LIC' || f.Roll === 'ADM')));
    if (missing) fieldError(ctx, 'TargetLogins', 'reminderLogin', { login: missing });
  }
  return { ...input, Namn: input.Namn.trim(), TargetRoles: roles, TargetLogins: logins };
}

async function mine(ctx: AdminCtx, id: string): Promise<Row> {
  const row = await ctx.db.selectFrom('admin_reminders').selectAll().where('Id', '=', id).where('FtgId', '=', ctx.companyId).executeTakeFirst();
  if (!row) ctx.fail(404, DV_CODES.notFound, 'admin.errors.noReminder', undefined, 'Id');
  return row!;
}

const columns = (r: ReminderInput) => ({
  Namn: r.Namn,
  Trigger: r.Trigger,
  DaysBefore: r.DaysBefore,
  DayOfMonth: r.DayOfMonth,
  Klockslag: r.Klockslag,
  Method: r.Method,
  TargetRoles: JSON.stringify(r.TargetRoles),
  TargetLogins: JSON.stringify(r.TargetLogins),
  Message: r.Message,
  Active: r.Active ? 1 : 0,
});

export const listReminders = handle(admin.reminders, async (_input, ctx) => {
  const sources = await sourcesOf(ctx);
  const rows = await ctx.db.selectFrom('admin_reminders').selectAll().where('FtgId', '=', ctx.companyId).orderBy('Namn').execute();
  return rows.map((r) => withNextDue(reminderOf(r), sources, ctx.now()));
});

export const reminderTriggers = handle(
  admin.reminderTriggers,
  async (_input, ctx): Promise<ReminderTrigger[]> =>
    [...(await sourcesOf(ctx)).values()].map((s) => ({ Trigger: s.trigger, Label: s.label[ctx.locale], Help: s.help[ctx.locale], Audience: s.audience })),
);

export const createReminder = handle(admin.createReminder, async ({ body }, ctx) => {
  const input = await checked(ctx, body);
  const row: Row = { Id: randomUUID(), FtgId: ctx.companyId, ...columns(input), LastSentDate: '', CreatedBy: ctx.account.Login };
  await ctx.db.insertInto('admin_reminders').values(row).execute();
  await ctx.audit.record({ entity: 'reminder', id: row.Id, event: 'created', before: null, after: columns(input) });
  return withNextDue(reminderOf(row), await sourcesOf(ctx), ctx.now());
});

export const updateReminder = handle(admin.updateReminder, async ({ params, body }, ctx) => {
  const before = await mine(ctx, params.Id);
  const input = await checked(ctx, body);
  await ctx.db.updateTable('admin_reminders').set(columns(input)).where('Id', '=', before.Id).execute();
  await ctx.audit.record({ entity: 'reminder', id: before.Id, event: 'modified', before: columns(reminderOf(before)), after: columns(input) });
  return withNextDue(reminderOf(await mine(ctx, before.Id)), await sourcesOf(ctx), ctx.now());
});

export const deleteReminder = handle(admin.deleteReminder, async ({ params }, ctx) => {
  const before = await mine(ctx, params.Id);
  await ctx.db.deleteFrom('admin_reminders').where('Id', '=', before.Id).execute();
  await ctx.audit.record({ entity: 'reminder', id: before.Id, event: 'deleted', before: columns(reminderOf(before)), after: null });
  return { ok: true as const };
});

export const reminderHistory = handle(admin.reminderHistory, async (_input, ctx) =>
  (await ctx.db.selectFrom('admin_reminder_sends').selectAll().where('FtgId', '=', ctx.companyId).orderBy('At', 'desc').limit(200).execute()).map(
    (s): ReminderSend => ({
      At: Number(s.At),
      ReminderId: s.ReminderId,
      Namn: s.Namn,
      Login: s.Login,
      To: s.To,
      Method: s.Method as Method,
      Status: s.Status as ReminderSend['Status'],
    }),
  ),
);

export type { AdminDb };
