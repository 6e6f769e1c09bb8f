// A generated plugin type-checks and passes its own model, page and server tests — run in a scratch copy, so the
// template cannot rot as the platform changes. (The browser half of the proof is docs/plugins.md's measured walk.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { generatePlugin } from '../new-plugin/generate.mjs';
import { baseEnv, root } from '../scripts/lib.mjs';

let scratch;
let dir;
before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'lonna-generated-'));
  copyFileSync(join(root, 'tsconfig.base.json'), join(scratch, 'tsconfig.base.json'));
  generatePlugin({ root: scratch, id: 'generated-check', title: 'Kontroll' });
  dir = join(scratch, 'plugins', 'generated-check');
  // the time plugin's installed dependencies are a superset of the template's: borrow them instead of installing
  symlinkSync(join(root, 'plugins', 'time', 'node_modules'), join(dir, 'node_modules'), 'dir');
  // and the workspace root's tools (tsup for its config's types), found by walking up as in the workspace
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
});
after(() => rmSync(scratch, { recursive: true, force: true }));

const run = (bin, args) => spawnSync(bin, args, { cwd: dir, encoding: 'utf8', env: baseEnv({ NO_COLOR: '1', FORCE_COLOR: '0' }) });

it('type-checks', () => {
  const r = run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json']);
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

it('passes its model, page and server tests', () => {
  const r = run(join(dir, 'node_modules', '.bin', 'vitest'), ['run']);
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /Tests\s+9 passed/);
});
