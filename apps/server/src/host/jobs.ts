import type { CompanyJobContext, JobContext, ServerPlugin, SqlDialect } from '@lonna/core/server';
import { fileStorageFor } from '../services/files/storage';
import { auditLogFor } from './audit-log';
import type { Db } from './db/types';

export interface JobRunner {
  stop(): void /** one round now (tests): every job whose period has passed runs */;
  tick(): Promise<string[]>;
}

/**
 * Runs the plugins' jobs once per period across every instance sharing the database: before running, an
 * instance claims the period by moving the job's lease row forward with one conditional UPDATE (atomic on
 * SQLite and PostgreSQL alike); the instance that did not move it skips. A job that throws is logged; its
 * next period comes as usual.
 */
export function startJobs(
  db: Db,
  dialect: SqlDialect,
  plugins: readonly ServerPlugin<Db>[],
  env: {
    now: () => Date;
    publish: JobContext<Db>['publish'];
    notify: JobContext<Db>['notify'];
    reminderSources: JobContext<Db>['reminderSources'];
    log: (e: unknown) => void;
    /** 0: no timer (tests tick by hand) */
    checkMs?: number;
  },
): JobRunner {
  const jobs = plugins.flatMap((p) => (p.jobs ?? []).map((j) => ({ ...j, plugin: p.id, key: `${p.id}/${j.name}` })));
  // a company's work inside a job: one transaction, the job on record in the audit log, push and mail after the commit
  const inCompanyFor =
    (plugin: string, key: string): JobContext<Db>['inCompany'] =>
    async (ftgId, work) => {
      const outbox: Parameters<CompanyJobContext['publish']>[0][] = [];
      const notes: (() => Promise<void>)[] = [];
      const login = `job:${key}`;
      const result = await db.transaction().execute((trx) =>
        work({
          db: trx as Db,
          dialect,
          companyId: ftgId,
          now: env.now,
          account: { Login: login, Namn: login },
          audit: auditLogFor(trx as Db, { plugin, ftgId: () => ftgId, login: () => login, now: env.now }),
          publish: (frame) => void outbox.push(frame),
          notify: { mail: (m) => void notes.push(() => env.notify.mail(m)), sms: (m) => void notes.push(() => env.notify.sms(m)) },
          files: fileStorageFor(trx as Db, {
            ftgId: () => ftgId,
            login: () => login,
            now: env.now,
            setHeader: () => {},
            // a job only reads and deletes: nothing of it is refused as a caller's input would be
            fail: (status, _code, key) => {
              throw new Error(`${login}: ${status} ${key}`);
            },
          }),
        }),
      );
      for (const send of notes) await send().catch(env.log);
      for (const frame of outbox) env.publish(ftgId, frame);
      return result;
    };
  let ready: Promise<void> | null = null;
  const prepare = () =>
    (ready ??= (async () => {
      for (const j of jobs)
        await db
          .insertInto('job_leases')
          .values({ Name: j.key, LastRunAt: 0 })
          .onConflict((oc) => oc.column('Name').doNothing())
          .execute();
    })());
  const tick = async (): Promise<string[]> => {
    if (!jobs.length) return [];
    await prepare();
    const ran: string[] = [];
    for (const j of jobs) {
      const at = env.now().getTime();
      const claimed = await db
        .updateTable('job_leases')
        .set({ LastRunAt: at })
        .where('Name', '=', j.key)
        .where('LastRunAt', '<=', at - j.everyMs)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await j.run({
          db,
          dialect,
          now: env.now,
          publish: env.publish,
          notify: env.notify,
          inCompany: inCompanyFor(j.plugin, j.key),
          reminderSources: (ftgId) => env.reminderSources(ftgId),
        });
        ran.push(j.key);
      } catch (e) {
        env.log(e);
      }
    }
    return ran;
  };
  let running = false;
  const timer =
    jobs.length && env.checkMs !== 0
      ? setInterval(
          () => {
            if (running) return;
            running = true;
            void tick()
              .catch(env.log)
              .finally(() => {
                running = false;
              });
          },
          env.checkMs ?? Math.min(60_000, ...jobs.map((j) => j.everyMs)),
        )
      : null;
  timer?.unref();
  return {
    stop: () => {
      if (timer) clearInterval(timer);
    },
    tick,
  };
}
