// The plugin generator (npm run new-plugin): what it writes and what it refuses, in a scratch repository.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GeneratorError, generatePlugin, namesOf } from '../new-plugin/generate.mjs';

let root;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'lonna-new-plugin-'));
  mkdirSync(join(root, 'plugins', 'time'), { recursive: true });
  writeFileSync(join(root, 'plugins', 'time', 'package.json'), JSON.stringify({ name: '@lonna/plugin-time', lonna: { id: 'time' } }));
  mkdirSync(join(root, 'apps', 'server', 'src', 'plugins', 'shell'), { recursive: true });
  writeFileSync(join(root, 'apps', 'server', 'src', 'plugins', 'shell', 'index.ts'), "export default defineServerPlugin({ id: 'shell' });");
  mkdirSync(join(root, '.changeset'));
  writeFileSync(join(root, 'plugins.installed.json'), '["@lonna/plugin-time"]\n');
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('new-plugin', () => {
  it('spells the id for code', () => {
    assert.deepEqual(namesOf('travel-expenses'), {
      id: 'travel-expenses',
      Name: 'TravelExpenses',
      name: 'travelExpenses',
      table: 'travel_expenses',
      CONST: 'TRAVEL_EXPENSES',
      title: 'Travel expenses',
    });
  });

  it('writes both halves, a page, a migration, tests in three layers, four languages, README and changeset, and registers the package', () => {
    const { written, package: pkg } = generatePlugin({ root, id: 'travel-expenses', title: 'Resor' });
    assert.equal(pkg, '@lonna/plugin-travel-expenses');
    for (const f of [
      'plugins/travel-expenses/package.json',
      'plugins/travel-expenses/src/contracts.ts',
      'plugins/travel-expenses/src/index.ts',
      'plugins/travel-expenses/src/pages/entries/model.ts',
      'plugins/travel-expenses/src/pages/entries/view.tsx',
      'plugins/travel-expenses/src/pages/entries/index.ts',
      'plugins/travel-expenses/src/i18n/sv.ts',
      'plugins/travel-expenses/src/i18n/en.ts',
      'plugins/travel-expenses/src/i18n/fr.ts',
      'plugins/travel-expenses/src/i18n/pl.ts',
      'plugins/travel-expenses/server/index.ts',
      'plugins/travel-expenses/server/migrations/001-initial.ts',
      'plugins/travel-expenses/server/seed.ts',
      'plugins/travel-expenses/test/entries-model.test.ts',
      'plugins/travel-expenses/test/entries-page.test.tsx',
      'plugins/travel-expenses/test/server/entries.test.ts',
      'plugins/travel-expenses/e2e/travel-expenses.spec.ts',
      'plugins/travel-expenses/README.md',
      '.changeset/plugin-travel-expenses.md',
      'plugins.installed.json',
    ]) {
      assert.ok(written.includes(f), `${f} is written`);
    }
    for (const f of written)
      assert.doesNotMatch(readFileSync(join(root, f), 'utf8'), /__(id|Name|name|table|CONST|title)__/, `${f} has no template tokens left`);
    const manifest = JSON.parse(readFileSync(join(root, 'plugins/travel-expenses/package.json'), 'utf8'));
    assert.equal(manifest.lonna.id, 'travel-expenses');
    assert.ok(manifest.exports['./server'] && manifest.exports['./contracts'] && manifest.publishConfig.exports['./server']);
    assert.match(readFileSync(join(root, 'plugins/travel-expenses/src/i18n/sv.ts'), 'utf8'), /title: 'Resor'/);
    assert.match(readFileSync(join(root, 'plugins/travel-expenses/server/migrations/001-initial.ts'), 'utf8'), /createTable\('travel_expenses_entries'\)/);
    assert.deepEqual(JSON.parse(readFileSync(join(root, 'plugins.installed.json'), 'utf8')), ['@lonna/plugin-time', '@lonna/plugin-travel-expenses']);
  });

  it('refuses an id that is not one, or is taken, and writes nothing', () => {
    const list = readFileSync(join(root, 'plugins.installed.json'), 'utf8');
    for (const [id, why] of [
      ['', /Name the plugin/],
      ['Staffing', /not a plugin id/],
      ['9lives', /not a plugin id/],
      ['two--hyphens', /not a plugin id/],
      ['trailing-', /not a plugin id/],
      ['x'.repeat(31), /not a plugin id/],
      ['time', /taken by plugins\/time/],
      ['shell', /built-in plugin/],
      ['travel-expenses', /taken/],
    ]) {
      assert.throws(
        () => generatePlugin({ root, id }),
        (e) => e instanceof GeneratorError && why.test(e.message),
        `"${id}" is refused`,
      );
    }
    assert.equal(readFileSync(join(root, 'plugins.installed.json'), 'utf8'), list);
  });
});
