import { CORE_VERSION, createPortalModel, validatePlugins } from '@lonna/core';
import { evaluateAccess } from '@lonna/core/contracts';
import { accessContext } from '@lonna/core/testing';
import { describe, expect, it } from 'vitest';
import { canSetStatus } from '../src/contracts';
import plugin from '../src/index';

const ON = { portal: { EnableNarvarostatus: true } };

describe('presence plugin', () => {
  const model = createPortalModel([plugin]);
  const allowed = (over: Parameters<typeof accessContext>[0]) => model.explain('PresenceStatus', accessContext(over))?.allowed;

  it('registers against the running core, with the spec’s route name and path', () => {
    expect(() => validatePlugins([plugin], CORE_VERSION)).not.toThrow();
    expect(plugin.routes?.map((r) => [r.name, r.path])).toEqual([['PresenceStatus', '/presenceStatus']]);
    expect(plugin.drawer?.map((d) => d.route)).toEqual(['PresenceStatus']);
  });

  it('shows the route only while the company’s switch is on, and never to the care recipient', () => {
    for (const role of ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'PER'] as const) {
      expect(allowed({ role, ...ON }), role).toBe(true);
      expect(allowed({ role }), role).toBe(false);
    }
    expect(allowed({ role: 'BRU', ...ON })).toBe(false);
  });

  it('offers the own-status form to employees only, and the dashboard card to those who see more than themselves', () => {
    expect(evaluateAccess(canSetStatus, accessContext({ role: 'PER', hasEmployeeNumber: true, ...ON }))).toBe(true);
    expect(evaluateAccess(canSetStatus, accessContext({ role: 'FTG', hasEmployeeNumber: false, ...ON }))).toBe(false);
    const card = plugin.dashboardCards?.[0];
    expect(card?.route).toBe('PresenceStatus');
    expect(evaluateAccess(card!.access, accessContext({ role: 'FTG', ...ON }))).toBe(true);
    expect(evaluateAccess(card!.access, accessContext({ role: 'PER', hasEmployeeNumber: true, ...ON }))).toBe(false);
    expect(evaluateAccess(card!.access, accessContext({ role: 'FTG' }))).toBe(false);
  });
});
