import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { payslips } from '../src/contracts';
import { handle, type PayslipsCtx, type PayslipsDb, type PayslipsPublicCtx } from './db';
import { type ImportInput, importRun } from './importer';
import { parsePaxml, PaxmlProblem } from './paxml';
import { throttled, wrongKey } from './key-throttle';
import { announce } from './people';
import { todayOf } from './read';

/**
 * The two ways a pay run comes in — an administrator's upload and the payroll system's call with the company's API key —
 * both through `importRun`. A bad file is a 400 naming the element and employee, with nothing stored.
 */
type Fail = PayslipsCtx['fail'];

async function run(db: PayslipsDb, fail: Fail, input: Omit<ImportInput, 'run'> & { xml: string }) {
  try {
    return await importRun(db, { ...input, run: parsePaxml(input.xml) });
  } catch (e) {
    if (e instanceof PaxmlProblem) return fail(400, DV_CODES.badInput, `payslips.errors.${e.key}`, e.params, e.key.startsWith('pdf') ? 'Pdfer' : 'Paxml');
    throw e;
  }
}

/** the payslips already due are announced now (the job announces the rest on their pay date) */
async function announceDue(ctx: { db: PayslipsDb; now(): Date; publish: PayslipsCtx['publish'] }, ftgId: string, visibleFrom: Map<string, string>) {
  const today = todayOf(ctx);
  const due = [...visibleFrom].filter(([, d]) => d <= today).map(([a]) => a);
  if (due.length === 0) return;
  await ctx.db
    .updateTable('payslips_payslips')
    .set({ Notified: 1 })
    .where('FtgId', '=', ftgId)
    .where('AnstNr', 'in', due)
    .where('BetalDatum', '<=', today)
    .execute();
  for (const a of due) announce(ctx, a);
}

export const upload = handle(payslips.upload, async ({ body }, ctx) => {
  const result = await run(ctx.db, ctx.fail, {
    ftgId: ctx.companyId,
    xml: body.Paxml,
    pdfs: body.Pdfer,
    by: ctx.account.Login,
    kalla: 'UPLOAD',
    now: ctx.now().getTime(),
  });
  await ctx.audit.record({
    entity: 'import',
    id: result.Id,
    event: 'created',
    action: 'upload',
    before: null,
    after: { Payslips: result.Payslips, Balances: result.Balances, Replaced: result.Replaced, BetalDatum: result.BetalDatum.join(', ') },
  });
  await announceDue(ctx, ctx.companyId, result.visibleFrom);
  announce(ctx);
  const { visibleFrom: _v, ...reply } = result;
  return reply;
});

export const imports = handle(payslips.imports, async (_, ctx) => {
  const rows = await ctx.db.selectFrom('payslips_imports').selectAll().where('FtgId', '=', ctx.companyId).orderBy('At', 'desc').limit(50).execute();
  return rows.map((r) => ({
    Id: r.Id,
    At: Number(r.At),
    By: r.By,
    Kalla: r.Kalla as 'UPLOAD' | 'API' | 'DEMO',
    Payslips: Number(r.Payslips),
    Balances: Number(r.Balances),
    Replaced: Number(r.Replaced),
  }));
});

// ---- the payroll system's API keys: one per system and company, stored as a SHA-256 hash, shown once ----
const hashOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
const KEY_PREFIX = 'lpk_';

const wireKey = (r: { Id: string; Namn: string; Prefix: string; CreatedAt: number; CreatedBy: string; LastUsedAt: number }) => ({
  Id: r.Id,
  Namn: r.Namn,
  Prefix: r.Prefix,
  CreatedAt: Number(r.CreatedAt),
  CreatedBy: r.CreatedBy,
  LastUsedAt: Number(r.LastUsedAt),
});

export const keys = handle(payslips.keys, async (_, ctx) => {
  const rows = await ctx.db.selectFrom('payslips_keys').selectAll().where('FtgId', '=', ctx.companyId).orderBy('CreatedAt', 'desc').execute();
  return rows.map(wireKey);
});

export const createKey = handle(payslips.createKey, async ({ body }, ctx) => {
  const Nyckel = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const row = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    Namn: body.Namn.trim(),
    Prefix: Nyckel.slice(0, 10),
    Hash: hashOf(Nyckel),
    CreatedAt: ctx.now().getTime(),
    CreatedBy: ctx.account.Login,
    LastUsedAt: 0,
  };
  await ctx.db.insertInto('payslips_keys').values(row).execute();
  await ctx.audit.record({ entity: 'apiKey', id: row.Id, event: 'created', before: null, after: { Namn: row.Namn, Prefix: row.Prefix } });
  return { Key: wireKey(row), Nyckel };
});

export const deleteKey = handle(payslips.deleteKey, async ({ params }, ctx) => {
  const row = await ctx.db.selectFrom('payslips_keys').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', params.Id).executeTakeFirst();
  if (!row) return ctx.fail(404, DV_CODES.notFound, 'payslips.errors.notFound');
  await ctx.db.deleteFrom('payslips_keys').where('Id', '=', row.Id).execute();
  await ctx.audit.record({ entity: 'apiKey', id: row.Id, event: 'deleted', before: { Namn: row.Namn, Prefix: row.Prefix }, after: null });
  return { ok: true as const };
});

/**
 * The payroll system's import: no session; the company's key in the body (the host gives plugins no request
 * headers). A missing, wrong or another company's key is the same 401, so a caller learns nothing by guessing. The
 * employees are told on the pay date by the job (a call without a session has no company push channel of its own).
 */
export const systemImport = handle(payslips.systemImport, async ({ body }, ctx: PayslipsPublicCtx) => {
  if (throttled(ctx.ip, ctx.now().getTime())) return ctx.fail(429, DV_CODES.tooManyAttempts, 'payslips.errors.tooManyKeys');
  const hash = hashOf(body.Nyckel);
  const key = await ctx.db.selectFrom('payslips_keys').selectAll().where('Hash', '=', hash).executeTakeFirst();
  // looked up by the hash of a 192-bit random key: nothing to learn from timing
  if (!key || key.FtgId !== body.FtgId) {
    wrongKey(ctx.ip, ctx.now().getTime());
    return ctx.fail(401, DV_CODES.noSession, 'payslips.errors.badKey');
  }
  const now = ctx.now().getTime();
  await ctx.db.updateTable('payslips_keys').set({ LastUsedAt: now }).where('Id', '=', key.Id).execute();
  const result = await run(ctx.db, ctx.fail, { ftgId: key.FtgId, xml: body.Paxml, pdfs: body.Pdfer, by: `api:${key.Namn}`, kalla: 'API', now });
  const { visibleFrom: _v, ...reply } = result;
  return reply;
});
