import { describe, expect, it } from 'vitest';
import satisfies from 'semver/functions/satisfies.js';
import valid from 'semver/functions/valid.js';
import semverValidRange from 'semver/ranges/valid.js';
import {
  checkCoreRange,
  checkHalfOfPackage,
  checkPluginSet,
  PluginCompatError,
  satisfiesRange,
  validRange,
  validVersion,
} from '../../src/contracts/plugin-compat';

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

describe('the range rule reads versions and ranges as the semver package does (it is a test dependency only, issue 22)', () => {
  const ranges = [
    '^1.0.0',
    '^1.2',
    '^1',
    '^0.2.3',
    '^0.0.3',
    '^0.0',
    '^0.x',
    '^1.2.3-beta.2',
    '~1.2.3',
    '~1.2',
    '~1',
    '~>1.2',
    '1.x',
    '1.2.x',
    '1',
    '1.2',
    '*',
    '',
    'x',
    '>=1.0.0 <2.0.0',
    '>= 1.0.0 < 2.0.0',
    '>1',
    '>1.2',
    '>1.2.3',
    '<1',
    '<1.2',
    '<2.0.0',
    '<=1.2',
    '<=1.2.3',
    '=1.2.3',
    '1.2.3',
    'v1.2.3',
    '^1 || ^2',
    '1.2.3 - 2.3.4',
    '1.2 - 2.3',
    '1 - 2',
    '>=1.2.3-rc.1',
    '<*',
    '>*',
    '>=*',
    'not a range',
    '^1.0.0.0',
    '>=a',
    '1.2.3 ||| 2',
    '^01.0.0',
  ];
  const versions = [
    '0.0.1',
    '0.0.3',
    '0.0.4',
    '0.2.3',
    '0.2.9',
    '0.3.0',
    '0.9.9',
    '1.0.0',
    '1.0.0-rc.1',
    '1.1.0-rc.1',
    '1.2.0',
    '1.2.0-0',
    '1.2.3',
    '1.2.3-alpha',
    '1.2.3-beta.2',
    '1.2.3-beta.11',
    '1.2.3-rc.1',
    '1.2.9',
    '1.3.0',
    '1.3.0-0',
    '1.9.9',
    '2.0.0',
    '2.0.0-rc.1',
    '2.3.4',
    '2.3.5',
    '2.4.0',
    '2.9.9',
    '3.0.0',
    '3.0.0-alpha',
    'v1.2.3',
    '1.2.3+build.5',
    'not',
    '1.2',
    '01.2.3',
  ];
  it('valid versions and valid ranges', () => {
    for (const v of versions) expect([v, validVersion(v)]).toEqual([v, valid(v)]);
    for (const r of ranges) expect([r, validRange(r) !== null]).toEqual([r, semverValidRange(r) !== null]);
  });
  it('which versions each range takes, with and without pre-releases', () => {
    for (const r of ranges.filter((x) => semverValidRange(x) !== null))
      for (const v of versions.filter((x) => valid(x) !== null)) {
        expect([r, v, satisfiesRange(v, r)]).toEqual([r, v, satisfies(v, r, { includePrerelease: true })]);
      }
  });
  it('a dependency range leaves pre-releases out, as npm does', () => {
    expect(() => checkPluginSet([header('a', { dependencies: { b: '^1.0.0' } }), header('b', { version: '1.1.0-rc.1' })], '1.0.0', 'server')).toThrow(
      PluginCompatError,
    );
    expect(() =>
      checkPluginSet([header('a', { dependencies: { b: '^1.1.0-rc.0' } }), header('b', { version: '1.1.0-rc.1' })], '1.0.0', 'server'),
    ).not.toThrow();
  });
});
