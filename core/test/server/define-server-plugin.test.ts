import { Record as Rec, String as Str, Unknown } from 'runtypes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineEndpoint } from '../../src/contracts/endpoint';
import { defineServerPlugin, handle, handlerFor, ServerPluginError } from '../../src/server/define-server-plugin';
import type { AccountInfo } from '../../src/server/types';

const companyScoped = defineEndpoint({ id: 'demo.list', method: 'GET', path: '/api/demo', reply: Unknown, access: { roles: ['LIC'] } });
const signedIn = defineEndpoint({ id: 'demo.me', method: 'GET', path: '/api/demo/me', reply: Unknown, access: { signedIn: true } });
const open = defineEndpoint({ id: 'demo.open', method: 'POST', path: '/api/demo/open', body: Rec({ Name: Str }), reply: Unknown, access: { public: true } });

describe('defineServerPlugin', () => {
  it('is a declaration: checked and frozen', () => {
    const p = defineServerPlugin({
      id: 'demo',
      version: '1.0.0',
      core: '^1.0.0',
      dependencies: { time: '^1.0.0' },
      endpoints: [handle(companyScoped, () => [])],
    });
    expect(Object.isFrozen(p)).toBe(true);
    expect(p.$$type).toBe('@lonna/ServerPlugin');
  });
  it('refuses a core range or dependency that is not semver, and jobs without a period or named twice', () => {
    expect(() => defineServerPlugin({ id: 'demo', version: '1.0.0', core: 'latest and greatest' })).toThrow(ServerPluginError);
    expect(() => defineServerPlugin({ id: 'demo', version: '1.0.0', core: '^1.0.0', dependencies: { time: 'soon' } })).toThrow(/dependency "time"/);
    const job = { name: 'a', everyMs: 1000, run: async () => undefined };
    expect(() => defineServerPlugin({ id: 'demo', version: '1.0.0', jobs: [job, job] })).toThrow(/Job "a"/);
    expect(() => defineServerPlugin({ id: 'demo', version: '1.0.0', jobs: [{ ...job, everyMs: 0 }] })).toThrow(/Job "a"/);
  });
});

describe("the handler context is narrowed by the descriptor's access (types)", () => {
  it('company-scoped: company, account and access are there; signed-in: account; public: nothing promised', () => {
    handle(companyScoped, (_, ctx) => {
      expectTypeOf(ctx.companyId).toEqualTypeOf<string>();
      expectTypeOf(ctx.account).toEqualTypeOf<AccountInfo>();
      expectTypeOf(ctx.now).returns.toEqualTypeOf<Date>();
      return [];
    });
    handle(signedIn, (_, ctx) => {
      expectTypeOf(ctx.account).toEqualTypeOf<AccountInfo>();
      expectTypeOf(ctx.companyId).toEqualTypeOf<string | null>();
      return null;
    });
    handle(open, ({ body }, ctx) => {
      expectTypeOf(body.Name).toEqualTypeOf<string>();
      expectTypeOf(ctx.account).toEqualTypeOf<AccountInfo | null>();
      return null;
    });
    const h = handlerFor<{ demo_rows: { Id: string } }>();
    h(companyScoped, async (_, ctx) => {
      // the plugin's own table and the host's, typed
      const rows = await ctx.db.selectFrom('demo_rows').select('Id').execute();
      const companies = await ctx.db.selectFrom('companies').select('Namn').where('FtgId', '=', ctx.companyId).execute();
      expectTypeOf(rows).toEqualTypeOf<{ Id: string }[]>();
      expectTypeOf(companies).toEqualTypeOf<{ Namn: string }[]>();
      return [];
    });
  });

  it('refuses a reminder source without a proper id, a language of its words, or twice the same id', () => {
    const words = { sv: 'a', en: 'b', fr: 'c', pl: 'd' };
    const source = {
      id: 'waiting',
      audience: 'own' as const,
      label: words,
      help: words,
      isDeadline: () => true,
      waiting: async () => new Map<string, number>(),
    };
    expect(() => defineServerPlugin({ id: 'ok', version: '1.0.0', reminderSources: [source] })).not.toThrow();
    for (const bad of [
      [{ ...source, id: 'Bad-id' }],
      [{ ...source, label: { ...words, pl: '' } }],
      [{ ...source, help: { sv: 'a', en: 'b', fr: 'c' } as never }],
      [source, source],
    ])
      expect(() => defineServerPlugin({ id: 'bad', version: '1.0.0', reminderSources: bad })).toThrow(/reminder source/);
  });

  it('refuses a payroll section without a unique id or a collect function', () => {
    const section = { id: 'claims', collect: async () => null };
    expect(() => defineServerPlugin({ id: 'ok', version: '1.0.0', payrollSections: [section] })).not.toThrow();
    for (const bad of [[{ ...section, id: 'Bad id' }], [section, section], [{ id: 'x' } as never]])
      expect(() => defineServerPlugin({ id: 'bad', version: '1.0.0', payrollSections: bad })).toThrow(/payroll section/);
  });
});
