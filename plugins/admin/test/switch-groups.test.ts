import { PORTAL_BOOLEAN_SWITCHES, PortalInfoModel } from '@lonna/core/contracts';
import { describe, expect, it } from 'vitest';
import { SWITCH_GROUPS, SWITCH_NAMES } from '../src/domain/switch-groups';
import { sharedMessages } from '../src/i18n/shared-messages';

describe('the portal settings page’s areas', () => {
  it('hold every PortalInfo setting exactly once', () => {
    const listed = SWITCH_GROUPS.flatMap((g) => g.switches);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(PortalInfoModel.fields).sort());
    expect([...SWITCH_NAMES].sort()).toEqual([...listed].sort());
    for (const s of PORTAL_BOOLEAN_SWITCHES) expect(listed).toContain(s);
  });

  it('every setting and area has its name and explanation in all four languages', () => {
    for (const [locale, m] of Object.entries(sharedMessages)) {
      const switches = m.switches as Record<string, { label: string; help: string }>;
      for (const name of SWITCH_NAMES) {
        expect(switches[name]?.label, `${locale} ${name}`).toBeTruthy();
        expect(switches[name]?.help, `${locale} ${name}`).toBeTruthy();
      }
      for (const g of SWITCH_GROUPS) expect((m.groups as Record<string, string>)[g.id], `${locale} ${g.id}`).toBeTruthy();
    }
  });
});
