// The summary's list of failed tests, read from the reporters' JSON: `npm test` prints it last, so a CI log shown only
// in part still ends with which test failed and its first error line.
import { relative } from 'node:path';

/** the first line of an error message, short enough for a summary */
export function firstLine(message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the reporters' messages carry terminal colours
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

/** vitest's JSON report: each failed assertion with its file */
export function vitestFailures(data, file, root) {
  return (data.testResults ?? []).flatMap((r) =>
    (r.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => `${file.replace(/^vitest-|\.json$/g, '')} ${relative(root, r.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
  );
}

/** Playwright's JSON report: each test that failed (or passed only on a retry), with its project and first error */
export function playwrightFailures(data) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.flatMap((r) => r.errors ?? [])[0];
          out.push(`browser (${test.projectName}) ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of data.suites ?? []) walk(suite);
  return out;
}
