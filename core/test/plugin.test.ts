import { describe, expect, it } from 'vitest';
import { definePlugin, satisfiesRange, validatePlugins, PluginRegistrationError } from '../src/plugin';
import { CORE_VERSION } from '../src/version';
import pkg from '../package.json';

const page = async () => ({ default: () => null });
const plugin = (id: string, core = '^1.0.0', route = 'Dashboard') =>
  definePlugin({ id, version: '1.0.0', core, title: `${id}.title`, routes: [{ name: route, path: `/${id}`, access: { companySelected: true }, page }] });

describe('plugin registration', () => {
  it('core version constant follows package.json', () => {
    expect(CORE_VERSION).toBe(pkg.version);
  });
  it('rejects a bad id', () => {
    expect(() => plugin('Bad Id')).toThrow(/must match/);
  });
  it('rejects a drawer item for an unknown route', () => {
    expect(() => definePlugin({ id: 'x', version: '1.0.0', core: '^1.0.0', title: 'x', drawer: [{ route: 'Nope', label: 'x.nav' }] })).toThrow(
      /unknown route "Nope"/,
    );
  });
  it('rejects a duplicate id with a clear error', () => {
    try {
      validatePlugins([plugin('a'), plugin('a', '^1.0.0', 'Other')], '1.0.0');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PluginRegistrationError);
      expect((e as PluginRegistrationError).code).toBe('duplicate-id');
      expect((e as Error).message).toBe('Two plugins have the id "a".');
    }
  });
  it('rejects an incompatible core range', () => {
    expect(() => validatePlugins([plugin('a', '^2.0.0')], '1.4.0')).toThrow('Plugin "a" 1.0.0 needs @lonna/core ^2.0.0, but this portal runs core 1.4.0.');
  });
  it('rejects two plugins declaring the same route name', () => {
    expect(() => validatePlugins([plugin('a'), plugin('b')], '1.0.0')).toThrow(/already declared by "a"/);
  });
  it('rejects an object not made by definePlugin', () => {
    expect(() => validatePlugins([{ id: 'fake' } as never], '1.0.0')).toThrow(/not a plugin made by definePlugin/);
  });
  it.each([
    ['1.2.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.0.0', '>=0.9.0', true],
    ['1.0.0', '1.0.1', false],
  ])('%s satisfies %s: %s', (v, r, ok) => {
    expect(satisfiesRange(v, r)).toBe(ok);
  });
  // the review's three cases the hand-written check got wrong
  it('reads a compound range: >=1.0.0 <2.0.0 does not accept 2.5.0', () => {
    expect(() => validatePlugins([plugin('a', '>=1.0.0 <2.0.0')], '2.5.0')).toThrow(
      'Plugin "a" 1.0.0 needs @lonna/core >=1.0.0 <2.0.0, but this portal runs core 2.5.0.',
    );
  });
  it('reads an alternative: ^1 || ^2 accepts 2.0.0', () => {
    expect(() => validatePlugins([plugin('a', '^1 || ^2')], '2.0.0')).not.toThrow();
  });
  it('reads an x-range, and names the plugin whose range is not a range', () => {
    expect(() => validatePlugins([plugin('a', '1.x')], '1.4.0')).not.toThrow();
    expect(() => validatePlugins([plugin('a', '1.x')], '2.0.0')).toThrow(/Plugin "a"/);
    expect(() => validatePlugins([plugin('b', 'one point oh')], '1.0.0')).toThrow(
      'Plugin "b" 1.0.0 declares core range "one point oh", which is not a semver range.',
    );
  });
});
