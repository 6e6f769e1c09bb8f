#!/usr/bin/env node
// Durability (issue 7 item 3): kill -9 the server in the middle of a burst of
// concurrent writes, start it again on the same database, and check that every
// write that was answered 2xx is there and that the database passes its
// integrity check — on SQLite (WAL) and on PostgreSQL.
//
//   node scripts/durability.mjs              SQLite, then PostgreSQL (PG_URL, or a throwaway
//                                            cluster through scripts/with-postgres.mjs)
//   node scripts/durability.mjs sqlite|postgres   one dialect only
//   DURABILITY_WRITERS=32 DURABILITY_KILL_AFTER_MS=2500  burst size and when the kill comes
//
// The writes are real time rows (POST /api/tidrapport/rader, one transaction each),
// every one with its own marker text, so each acknowledged write can be looked up.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverRoot = join(here, '..');
// better-sqlite3 and pg are the server's own dependencies
const requireFromServer = createRequire(join(serverRoot, 'package.json'));
const WRITERS = Number(process.env.DURABILITY_WRITERS ?? 32);
const KILL_AFTER_MS = Number(process.env.DURABILITY_KILL_AFTER_MS ?? 2500);
/** a company whose time rows need only a start and an end (no care recipient, no result unit) */
const COMPANY = '1003';

const [mode, ...rest] = process.argv.slice(2);

if (mode === 'serve') {
  // the server under test, in its own process so that it can be killed with SIGKILL
  const [databaseUrl, pgSchema] = rest;
  const { buildServer } = await import('../src/build-server.ts');
  // the installed plugins (plugins.installed.json), as npm start has them
  const server = await buildServer({ databaseUrl, pgSchema: pgSchema || undefined, portalDist: null, buildId: 'durability', authRatePerMinute: 0 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${server.app.server.address().port}`);
} else {
  const dialects = mode === 'sqlite' || mode === 'postgres' ? [mode] : ['sqlite', 'postgres'];
  let failed = false;
  for (const dialect of dialects) {
    if (dialect === 'postgres' && !process.env.PG_URL) {
      if (process.env.DURABILITY_NESTED) {
        // with-postgres found no PostgreSQL and LONNA_SKIP_PG=1 let it go on without one
        console.log('[postgres] skipped: no PostgreSQL (LONNA_SKIP_PG=1)');
        continue;
      }
      // no PostgreSQL given: run this script again inside a throwaway cluster
      const r = spawnSync(process.execPath, [join(here, 'with-postgres.mjs'), process.execPath, join(here, 'durability.mjs'), 'postgres'], {
        stdio: 'inherit',
        cwd: serverRoot,
        env: { ...process.env, DURABILITY_NESTED: '1' },
      });
      failed ||= r.status !== 0;
      continue;
    }
    failed ||= !(await runDialect(dialect));
  }
  process.exit(failed ? 1 : 0);
}

/** every plugins/<name> with a "./server" export, each exported …ServerPlugin factory (as the security harness does) */

function startServer(databaseUrl, pgSchema = '') {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'durability.mjs'), 'serve', databaseUrl, pgSchema], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before it was ready`)));
  });
}

function client(url) {
  let cookie = '';
  return async function api(method, path, body) {
    const res = await fetch(url + path, {
      method,
      headers: { 'dv-api': '1', 'dv-selected-company': COMPANY, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.get('set-cookie');
    if (set && set.startsWith('lonna_session=')) cookie = set.split(';')[0];
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text), text };
  };
}

async function signedInClient(url) {
  const api = client(url);
  const r = await api('POST', '/api/authenticate', { Login: 'adm@demo.se', Password: 'demo1234' });
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${r.text}`);
  return api;
}

/** the work: (employee, day) slots, each written by exactly one writer, so no two writes race for one day */
function slots(employees, days) {
  const out = [];
  for (const d of days) for (const e of employees) out.push({ AnstNr: e, Datum: d });
  return out;
}

async function runDialect(dialect) {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'lonna-durability-'));
  const databaseUrl = dialect === 'sqlite' ? join(dir, 'durability.sqlite') : process.env.PG_URL;
  const schema = dialect === 'postgres' ? `lonna_durability_${randomBytes(4).toString('hex')}` : '';
  let server;
  try {
    if (dialect === 'postgres') await pgQuery(`create schema ${schema}`);
    console.log(`\n[${dialect}] starting the server on ${dialect === 'sqlite' ? databaseUrl : `schema ${schema}`} (demo data)…`);
    server = await startServer(databaseUrl, schema);
    const api = await signedInClient(server.url);
    const employees = (await api('GET', '/api/perlista?Locked=false')).json().map((e) => e.AnstNr);
    const today = new Date();
    const days = Array.from({ length: 60 }, (_, i) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 70 + i)).toISOString().slice(0, 10),
    );
    const work = slots(employees, days);
    const acked = [];
    const refused = [];
    let unanswered = 0;
    let next = 0;
    let killed = false;

    // each writer: read the day's version, add a row with its own marker; until the server dies
    const writer = async (w) => {
      while (!killed && next < work.length) {
        const slot = work[next++];
        const marker = `durability ${w}-${next}-${randomBytes(3).toString('hex')}`;
        try {
          const day = await api('GET', `/api/tidrapport?AnstNr=${slot.AnstNr}&From=${slot.Datum}&To=${slot.Datum}`);
          if (day.status !== 200) {
            refused.push(`${day.status} ${day.text.slice(0, 120)}`);
            continue;
          }
          const DayVersion = day.json().Days[0].Version;
          const r = await api('POST', '/api/tidrapport/rader', {
            AnstNr: slot.AnstNr,
            Datum: slot.Datum,
            DayVersion,
            TidKod: 'ARB',
            Start: '08:00',
            Slut: '09:00',
            Text: marker,
          });
          if (r.status >= 200 && r.status < 300) acked.push({ ...slot, marker });
          else refused.push(`${r.status} ${r.text.slice(0, 120)}`);
        } catch {
          unanswered += 1; // the connection died with the server: this write was never acknowledged
        }
      }
    };
    const burst = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    const ackedAtKill = acked.length;
    killed = true;
    server.child.removeAllListeners('exit');
    const exited = new Promise((r) => server.child.once('exit', r));
    process.kill(server.child.pid, 'SIGKILL');
    await exited;
    await burst;
    console.log(
      `[${dialect}] kill -9 after ${KILL_AFTER_MS} ms: ${acked.length} writes acknowledged (${ackedAtKill} when the signal went), ${unanswered} cut off, ${refused.length} refused`,
    );
    if (refused.length) console.log(`[${dialect}] first refusals: ${refused.slice(0, 3).join(' | ')}`);
    if (acked.length === 0) throw new Error('no write was acknowledged before the kill: raise DURABILITY_KILL_AFTER_MS');

    server = await startServer(databaseUrl, schema);
    const again = await signedInClient(server.url);
    const missing = [];
    for (const a of acked) {
      const day = await again('GET', `/api/tidrapport?AnstNr=${a.AnstNr}&From=${a.Datum}&To=${a.Datum}`);
      const rows = day.status === 200 ? day.json().Days[0].Rows : [];
      if (!rows.some((r) => r.Text === a.marker)) missing.push(`${a.AnstNr} ${a.Datum} "${a.marker}"`);
    }
    await stopServer(server);
    server = null;

    const integrity = dialect === 'sqlite' ? sqliteIntegrity(databaseUrl) : await pgIntegrity(schema);
    const ok = missing.length === 0 && refused.length === 0 && integrity.ok;
    console.log(`[${dialect}] after restart: ${acked.length - missing.length}/${acked.length} acknowledged writes present; integrity: ${integrity.detail}`);
    if (missing.length) console.log(`[${dialect}] MISSING: ${missing.slice(0, 10).join(', ')}`);
    console.log(`[${dialect}] ${ok ? 'PASS' : 'FAIL'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return ok;
  } catch (e) {
    console.error(`[${dialect}] FAIL: ${e.message}`);
    return false;
  } finally {
    if (server) await stopServer(server);
    if (dialect === 'postgres') await pgQuery(`drop schema if exists ${schema} cascade`).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

function stopServer({ child }) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** PRAGMA integrity_check and foreign_key_check on the file the killed server left (WAL replayed on open) */
function sqliteIntegrity(file) {
  const Database = requireFromServer('better-sqlite3');
  const db = new Database(file);
  try {
    const mode = db.pragma('journal_mode', { simple: true });
    const check = db.pragma('integrity_check', { simple: true });
    const fks = db.pragma('foreign_key_check');
    return {
      ok: mode === 'wal' && check === 'ok' && fks.length === 0,
      detail: `journal_mode=${mode}, integrity_check=${check}, foreign_key_check=${fks.length} problems`,
    };
  } finally {
    db.close();
  }
}

async function pgClient() {
  const pg = requireFromServer('pg');
  const c = new pg.Client({ connectionString: process.env.PG_URL });
  await c.connect();
  return c;
}
async function pgQuery(text) {
  const c = await pgClient();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/** amcheck over every B-tree index of the schema, and a full read of every table */
async function pgIntegrity(schema) {
  const c = await pgClient();
  try {
    await c.query('create extension if not exists amcheck');
    const idx = await c.query(
      `select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_am a on a.oid = c.relam where n.nspname = $1 and a.amname = 'btree'`,
      [schema],
    );
    for (const r of idx.rows) await c.query('select bt_index_check($1::regclass, true)', [r.name]);
    const tables = await c.query(`select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'`, [schema]);
    let rows = 0;
    for (const t of tables.rows) rows += Number((await c.query(`select count(*) as n from "${schema}"."${t.table_name}"`)).rows[0].n);
    return { ok: true, detail: `amcheck bt_index_check(heapallindexed) on ${idx.rows.length} indexes ok, ${tables.rows.length} tables (${rows} rows) read` };
  } catch (e) {
    return { ok: false, detail: `failed: ${e.message}` };
  } finally {
    await c.end();
  }
}
