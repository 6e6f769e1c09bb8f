// The summary names each failed test, so a CI log shown only in part still says which one failed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playwrightFailures, vitestFailures } from '../scripts/test-failures.mjs';

test('a failed vitest assertion is named with its package, file and first error line (colours stripped)', () => {
  const report = {
    testResults: [
      {
        name: '/repo/plugins/leave/test/balance.test.ts',
        assertionResults: [
          { status: 'passed', fullName: 'counts days' },
          { status: 'failed', fullName: 'balance › carries over', failureMessages: ['\u001b[31mAssertionError: expected 5 to be 6\u001b[39m\n    at x.ts:1'] },
        ],
      },
    ],
  };
  assert.deepEqual(vitestFailures(report, 'vitest-_lonna_plugin-leave.json', '/repo'), [
    '_lonna_plugin-leave plugins/leave/test/balance.test.ts › balance › carries over: AssertionError: expected 5 to be 6',
  ]);
});

test('a browser test that failed or passed only on retry is named with its project, file and line; one that passed is not', () => {
  const report = {
    suites: [
      {
        specs: [{ file: 'e2e/tests/a.spec.ts', line: 3, title: 'signs in', tests: [{ status: 'expected', projectName: 'desktop', results: [] }] }],
        suites: [
          {
            specs: [
              {
                file: 'plugins/leave/e2e/leave.spec.ts',
                line: 12,
                title: 'applies for leave',
                tests: [
                  { status: 'unexpected', projectName: 'phone', results: [{ errors: [{ message: '\n  Error: Timed out 10000ms\n  more' }] }] },
                  { status: 'flaky', projectName: 'desktop', results: [{ errors: [] }, { errors: [] }] },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(playwrightFailures(report), [
    'browser (phone) plugins/leave/e2e/leave.spec.ts:12 › applies for leave: Error: Timed out 10000ms',
    'browser (desktop) plugins/leave/e2e/leave.spec.ts:12 › applies for leave: ',
  ]);
});
