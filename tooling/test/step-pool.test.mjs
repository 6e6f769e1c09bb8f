// npm test's step pool: a step waits for the steps it needs, slots limit how many run at once, each step's output
// is its own, a failed step is reported and does not stop the others.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runSteps } from '../scripts/step-pool.mjs';

const node = process.execPath;
const stamp = (file, word) => ({ cmd: node, args: ['-e', `require('fs').appendFileSync(${JSON.stringify(file)}, '${word}\\n'); setTimeout(() => {}, 300)`] });

test('steps wait for what they need, share the slots, and a failure is reported without stopping the rest', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'step-pool-'));
  const order = join(dir, 'order');
  const steps = [
    { name: 'build', ...stamp(order, 'build'), slots: 2 },
    { name: 'browser', ...stamp(order, 'browser'), slots: 2, after: ['build'] },
    { name: 'unit', ...stamp(order, 'unit') },
    { name: 'broken', cmd: node, args: ['-e', 'console.log("its own output"); process.exit(3)'] },
  ];
  const results = await runSteps(steps, { slots: 3, logDir: join(dir, 'logs') });
  assert.deepEqual(
    results.map((r) => [r.name, r.ok]),
    [
      ['build', true],
      ['browser', true],
      ['unit', true],
      ['broken', false],
    ],
  );
  const seen = readFileSync(order, 'utf8').trim().split('\n');
  assert.ok(seen.indexOf('build') < seen.indexOf('browser'), 'the browser step ran after the build');
  assert.match(readFileSync(join(dir, 'logs', '03.log'), 'utf8'), /its own output/);
});

test('a step that needs a step not in the list fails instead of waiting forever', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'step-pool-'));
  const results = await runSteps([{ name: 'orphan', cmd: node, args: ['-e', ''], after: ['missing'] }], { slots: 2, logDir: join(dir, 'logs') });
  assert.deepEqual(results, [{ name: 'orphan', ok: false, seconds: 0 }]);
});
