import { createPortal, CORE_VERSION, validatePlugins } from '@lonna/core';
import { describe, expect, it } from 'vitest';
import { devPlugin } from '../src/dev-plugin';
import { plugins } from '../src/plugins';

describe('the installed plugins', () => {
  it('register against the running core', () => {
    expect(() => validatePlugins(plugins, CORE_VERSION)).not.toThrow();
  });
  it('assemble into a portal with the dashboard and the shell routes', () => {
    const portal = createPortal({ plugins });
    const names = portal.model.allRoutes.map((r) => r.name);
    expect(names).toContain('Dashboard');
    expect(names).toContain('UserAppSettings');
    expect(names).toContain('AppQuestions');
  });
  it('the development gallery is a standalone public page at /dev/widgets', () => {
    expect(devPlugin.routes?.[0]).toMatchObject({ path: '/dev/widgets', standalone: true, access: { public: true } });
  });
});
