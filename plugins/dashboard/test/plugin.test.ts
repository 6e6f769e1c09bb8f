import { CORE_VERSION, validatePlugins, type AccessContext } from '@lonna/core';
import { createPortalModel, routeAllowed } from '@lonna/core';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index';

const ctx: AccessContext = { role: 'PER', plus: false, licenceOptions: [], userOptions: [], portal: {}, company: {}, hasEmployeeNumber: true };

describe('dashboard plugin', () => {
  it('registers against the running core', () => {
    expect(() => validatePlugins([plugin], CORE_VERSION)).not.toThrow();
  });
  it('declares the spec route Dashboard at /dashboard with a drawer item in the home group', () => {
    expect(plugin.routes?.map((r) => [r.name, r.path])).toEqual([['Dashboard', '/dashboard']]);
    expect(plugin.drawer?.[0]).toMatchObject({ route: 'Dashboard', group: 'home' });
  });
  it('is open to every role with a company, and to no one without', () => {
    const model = createPortalModel([plugin]);
    expect(model.explain('Dashboard', ctx)?.allowed).toBe(true);
    expect(model.explain('Dashboard', { ...ctx, role: 'LIC' })?.allowed).toBe(true);
    const dashboard = model.allRoutes.find((r) => r.name === 'Dashboard')!;
    expect(routeAllowed(dashboard, null)).toBe(false);
  });
  it('ships its messages in four languages with the same keys', async () => {
    const flat = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flat(v as object, `${p}${k}.`) : [`${p}${k}`]));
    const loaded = await Promise.all((['sv', 'en', 'fr', 'pl'] as const).map((l) => plugin.messages![l]()));
    const keys = loaded.map((m) => flat(m.default).sort());
    for (const k of keys) expect(k).toEqual(keys[0]);
  });
});
