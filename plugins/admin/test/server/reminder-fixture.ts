import { signIn, startTwinServers, type buildServer, type Dialect } from '@lonna/server/testing';
import adminServer from '../../server';
import type { ReminderInput } from '../../src/contracts';

type Server = Awaited<ReturnType<typeof buildServer>>;

/** a reminder as the dialog sends it; each test file names what differs (its trigger, its words) */
export const reminderOf =
  (base: Partial<ReminderInput>) =>
  (patch: Partial<ReminderInput> = {}): ReminderInput => ({
    Namn: 'Påminnelse',
    Trigger: 'timeNotApproved',
    DaysBefore: 3,
    DayOfMonth: 1,
    Klockslag: '08:00',
    Method: 'mail',
    TargetRoles: [],
    TargetLogins: [],
    Message: 'Hej {{namn}}!',
    Active: true,
    ...base,
    ...patch,
  });

/**
 * Two server instances on one database (the reminder job must send once between them) with the time plugin and admin,
 * the job loop off (tests run it), the given clock, and lic@demo.se signed in to company 1001.
 */
export async function startReminderTwins(dialect: Dialect, now: () => Date, plugins: unknown[] = []) {
  const twins = await startTwinServers(dialect, {
    installed: ['@lonna/plugin-time'],
    plugins: [adminServer as never, ...(plugins as never[])],
    now,
    jobsCheckMs: 0,
    session: { cacheMs: 0 },
  });
  const lic = await signIn(twins.a, 'lic@demo.se', '1001');
  return { a: twins.a as Server, b: twins.b as Server, lic, close: twins.close };
}
