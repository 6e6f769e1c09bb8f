import { describe, expect, it } from 'vitest';
import { planFromFirstBuild } from '../chunk-plan';

type Planned = Parameters<typeof planFromFirstBuild>[0][number];

/** a chunk of the first build, as the bundler hands it over (the fields the plan reads) */
const chunk = (
  fileName: string,
  o: { name?: string; isEntry?: boolean; dynamic?: boolean; facade?: string; imports?: string[]; dynamicImports?: string[]; modules?: string[] } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    name: o.name ?? fileName.replace(/^assets\/|-[^-]+\.js$/g, ''),
    isEntry: o.isEntry ?? false,
    isDynamicEntry: o.dynamic ?? false,
    facadeModuleId: o.facade ?? null,
    imports: o.imports ?? [],
    dynamicImports: o.dynamicImports ?? [],
    moduleIds: o.modules ?? (o.facade ? [o.facade] : []),
  }) as unknown as Planned;

const R = '/r';
// the first build: the entry (src/main.tsx) and its start stages, the registry, the layout, the dashboard, a public page
const first = [
  chunk('assets/index-e.js', {
    isEntry: true,
    facade: `${R}/apps/portal/src/main.tsx`,
    imports: ['assets/effector-x.js'],
    dynamicImports: ['assets/contracts-s1.js', 'assets/session-s2.js', 'assets/src-s3.js', 'assets/plugins-p.js', 'assets/client-c.js'],
  }),
  chunk('assets/effector-x.js', { modules: [`${R}/node_modules/effector/effector.mjs`] }),
  chunk('assets/contracts-s1.js', { dynamic: true, facade: `${R}/apps/portal/src/start/contracts.ts`, imports: ['assets/models-m.js'] }),
  chunk('assets/models-m.js', { modules: [`${R}/core/src/contracts/models.ts`, `${R}/node_modules/runtypes/index.js`], imports: ['assets/effector-x.js'] }),
  chunk('assets/session-s2.js', { dynamic: true, facade: `${R}/apps/portal/src/start/session.ts`, imports: ['assets/api-a.js', 'assets/models-m.js'] }),
  chunk('assets/api-a.js', { modules: [`${R}/core/src/api/request.ts`, `${R}/core/src/session/model.ts`] }),
  // the rest of core: the barrel's chunk has no facade module
  chunk('assets/src-s3.js', {
    dynamic: true,
    modules: [`${R}/core/src/index.ts`, `${R}/core/src/shell/app-root.tsx`],
    imports: ['assets/api-a.js', 'assets/cx-u.js'],
    dynamicImports: ['assets/layout-l.js', 'assets/sms-v.js', 'assets/settings-t.js'],
  }),
  chunk('assets/cx-u.js', { modules: [`${R}/core/src/ui/cx.ts`] }),
  chunk('assets/client-c.js', { dynamic: true, facade: `${R}/node_modules/react-dom/client.js`, imports: ['assets/react-dom-d.js'] }),
  chunk('assets/react-dom-d.js', { modules: [`${R}/node_modules/react-dom/index.js`] }),
  chunk('assets/plugins-p.js', { dynamic: true, facade: `${R}/apps/portal/src/plugins.ts`, imports: ['assets/registry-r.js'] }),
  chunk('assets/registry-r.js', { name: 'registry', modules: [`${R}/plugins/time/src/contracts.ts`], imports: ['assets/download-w.js'] }),
  chunk('assets/layout-l.js', { dynamic: true, facade: `${R}/core/src/shell/layout/index.ts`, imports: ['assets/signed-in-g.js', 'assets/dialog-g.js'] }),
  chunk('assets/signed-in-g.js', { name: 'signed-in', modules: [`${R}/core/src/shell/toolbar/view.tsx`] }),
  chunk('assets/p-dashboard-b.js', {
    name: 'p-dashboard',
    dynamic: true,
    facade: `${R}/plugins/dashboard/src/pages/dashboard/index.ts`,
    imports: ['assets/page-query-q.js'],
  }),
  chunk('assets/cards-k.js', { name: 'cards', imports: ['assets/mileage-z.js'] }),
  // small shared chunks: the sign-in screen's SMS step shares the dialog; only the signed-in start needs the rest
  chunk('assets/dialog-g.js', { modules: [`${R}/core/src/ui/dialog.tsx`, `${R}/core/src/ui/modal.ts`] }),
  chunk('assets/download-w.js', { modules: [`${R}/core/src/api/download.ts`] }),
  chunk('assets/page-query-q.js', { modules: [`${R}/core/src/page-data/page-query.ts`] }),
  chunk('assets/mileage-z.js', { modules: [`${R}/plugins/compensations/src/rules/mileage.ts`] }),
  chunk('assets/sms-v.js', { dynamic: true, facade: `${R}/core/src/shell/sms-dialog/view.tsx`, imports: ['assets/dialog-g.js'] }),
  chunk('assets/settings-t.js', { dynamic: true, facade: `${R}/core/src/shell/settings/index.ts`, imports: ['assets/date-picker-y.js'] }),
  chunk('assets/date-picker-y.js', { modules: [`${R}/core/src/ui/date-picker.tsx`] }),
  chunk('assets/p-time-t.js', { name: 'p-time', dynamic: true, imports: ['assets/date-picker-y.js'] }),
];
const plan = planFromFirstBuild(first);
const where = (id: string) => plan.get(`${R}${id}`) ?? null;

describe('the second look at the chunks (issue 22: requests before the first card)', () => {
  it("makes each start stage one chunk of what it needs beyond the entry and the stages before it, in the entry's order", () => {
    // the entry's own imports run before any stage: they stay where they are
    expect(where('/node_modules/effector/effector.mjs')).toBeNull();
    expect(where('/apps/portal/src/start/contracts.ts')).toBe('start-contracts');
    expect(where('/core/src/contracts/models.ts')).toBe('start-contracts');
    expect(where('/node_modules/runtypes/index.js')).toBe('start-contracts');
    // the session stage shares the models with the contracts stage, which ran first
    expect(where('/apps/portal/src/start/session.ts')).toBe('start-session');
    expect(where('/core/src/api/request.ts')).toBe('start-session');
    expect(where('/core/src/session/model.ts')).toBe('start-session');
    // the rest of core, however the bundler cut it, with the barrel the entry imports
    expect(where('/core/src/index.ts')).toBe('shell');
    expect(where('/core/src/shell/app-root.tsx')).toBe('shell');
    expect(where('/core/src/ui/cx.ts')).toBe('shell');
  });

  it("leaves React DOM's client, the plugin registry and every dynamic entry where they are", () => {
    expect(where('/node_modules/react-dom/client.js')).toBeNull();
    expect(where('/node_modules/react-dom/index.js')).toBeNull();
    expect(where('/apps/portal/src/plugins.ts')).toBeNull();
    expect(where('/core/src/shell/layout/index.ts')).toBeNull();
    expect(where('/core/src/shell/sms-dialog/view.tsx')).toBeNull();
  });

  it("puts the signed-in start's small shared chunks of core into one: `common` if a public page shares them, else `signed-in`", () => {
    expect(where('/core/src/ui/dialog.tsx')).toBe('common');
    expect(where('/core/src/ui/modal.ts')).toBe('common');
    expect(where('/core/src/api/download.ts')).toBe('signed-in');
    expect(where('/core/src/page-data/page-query.ts')).toBe('signed-in');
  });

  it("leaves a plugin's shared code, and what the dashboard does not load, to the bundler", () => {
    expect(where('/plugins/compensations/src/rules/mileage.ts')).toBeNull();
    expect(where('/core/src/ui/date-picker.tsx')).toBeNull();
    // a named group of the first build keeps its name
    expect(where('/core/src/shell/toolbar/view.tsx')).toBeNull();
  });

  it('plans nothing without an entry', () => {
    expect(planFromFirstBuild(first.filter((c) => !c.isEntry)).size).toBe(0);
  });
});
