import { describe, expect, it } from 'vitest';
import { checkCoreRange, checkHalfOfPackage, checkPluginSet, PluginCompatError } from '../../src/contracts/plugin-compat';

const header = (id: string, over: Partial<{ version: string; core: string; dependencies: Record<string, string> }> = {}) => ({
  id,
  version: '1.0.0',
  core: '^1.0.0',
  ...over,
});
const failure = (f: () => void) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(PluginCompatError);
    return { code: (e as PluginCompatError).code, message: (e as Error).message };
  }
  throw new Error('expected a PluginCompatError');
};

describe('checkCoreRange (semver, one implementation for portal and server)', () => {
  it('reads ranges as npm does, where the hand-written check was wrong', () => {
    expect(failure(() => checkCoreRange(header('a', { core: '>=1.0.0 <2.0.0' }), '2.5.0')).code).toBe('core-range');
    expect(() => checkCoreRange(header('a', { core: '^1 || ^2' }), '2.0.0')).not.toThrow();
    expect(() => checkCoreRange(header('a', { core: '1.x' }), '1.4.0')).not.toThrow();
  });
  it('names the plugin, its range and the running core', () => {
    const f = failure(() => checkCoreRange(header('staffing', { core: '^2.0.0' }), '1.0.0'));
    expect(f).toMatchObject({ code: 'core-range' });
    expect(f.message).toMatch(/"staffing" 1\.0\.0 needs @lonna\/core \^2\.0\.0.*core 1\.0\.0/);
  });
  it('a malformed range is an error naming the plugin, not a silent no', () => {
    expect(failure(() => checkCoreRange(header('x', { core: 'one point oh' }), '1.0.0'))).toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/"x".*not a semver range/),
    });
  });
});

describe('checkPluginSet', () => {
  it('refuses ids that repeat', () => {
    expect(failure(() => checkPluginSet([header('time'), header('time')], '1.0.0', 'server'))).toMatchObject({
      code: 'duplicate-id',
      message: expect.stringMatching(/"time"/),
    });
  });
  it('refuses a missing dependency', () => {
    const f = failure(() => checkPluginSet([header('expenses', { dependencies: { time: '^1.0.0' } })], '1.0.0', 'server'));
    expect(f).toMatchObject({ code: 'missing-dependency', message: expect.stringMatching(/"expenses" needs plugin "time" \^1\.0\.0, which is not installed/) });
  });
  it('refuses a dependency out of range', () => {
    const f = failure(() =>
      checkPluginSet([header('time', { version: '2.1.0' }), header('expenses', { dependencies: { time: '^1.2.0' } })], '1.0.0', 'server'),
    );
    expect(f).toMatchObject({ code: 'dependency-range', message: expect.stringMatching(/needs plugin "time" \^1\.2\.0, but 2\.1\.0 is installed/) });
  });
  it('accepts dependencies met by this side or by a plugin installed without a half here', () => {
    expect(() =>
      checkPluginSet([header('time', { version: '1.3.0' }), header('expenses', { dependencies: { time: '^1.2.0', dashboard: '1.x' } })], '1.0.0', 'server', [
        { id: 'dashboard', version: '1.0.0' },
      ]),
    ).not.toThrow();
  });
  it('checks every core range', () => {
    expect(failure(() => checkPluginSet([header('a'), header('b', { core: '^3.0.0' })], '1.0.0', 'portal')).code).toBe('core-range');
  });
});

describe('checkHalfOfPackage (the halves of one package agree through its package.json)', () => {
  const pkg = { name: '@lonna/plugin-time', version: '1.2.0', lonna: { id: 'time' } };
  it('accepts a half with the package id and version', () => {
    expect(() => checkHalfOfPackage(pkg, { id: 'time', version: '1.2.0' }, 'server')).not.toThrow();
  });
  it('refuses a half whose version or id differs', () => {
    expect(failure(() => checkHalfOfPackage(pkg, { id: 'time', version: '1.1.0' }, 'portal'))).toMatchObject({
      code: 'halves-disagree',
      message: expect.stringMatching(/portal half says "time" 1\.1\.0/),
    });
    expect(failure(() => checkHalfOfPackage(pkg, { id: 'tid', version: '1.2.0' }, 'server')).code).toBe('halves-disagree');
  });
  it('refuses a package without lonna.id', () => {
    expect(failure(() => checkHalfOfPackage({ name: 'x', version: '1.0.0' }, { id: 'x', version: '1.0.0' }, 'server')).code).toBe('invalid');
  });
});
