import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import type { StatusLine } from '../src/contracts';
import { StatusLines } from '../src/shared/status-list';

/**
 * The attest page's list with BENCH_EMPLOYEES lines: the time of the first render and commit (flushSync: one
 * synchronous render and commit, in React's production build as well as its development build — `act` exists only in
 * the latter). bench/attest.mjs runs it with NODE_ENV=production (the React a user runs) and as the tests do.
 */
it('renders the attest list', async () => {
  const n = Number(process.env.BENCH_EMPLOYEES ?? 500);
  const lines: StatusLine[] = Array.from({ length: n }, (_, i) => ({
    AnstNr: String(i + 1),
    Namn: `Anställd ${i + 1}`,
    Avdelning: String(10 + (i % 4) * 10),
    Timmar: 160 + (i % 9),
    Dagar: i % 3,
    Open: i % 3,
    Approved: 10,
    Attested: 8,
    Locked: 0,
  }));
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const t = performance.now();
  flushSync(() => {
    root.render(<StatusLines lines={lines} selected={new Set(['1', '2'])} onToggle={() => undefined} attestStep busy={false} />);
  });
  const ms = performance.now() - t;
  expect(host.querySelectorAll('li').length).toBeGreaterThanOrEqual(n);
  console.log(`RENDER ${n} lines in ${ms.toFixed(1)} ms (${process.env.NODE_ENV === 'production' ? 'production' : 'development'} React)`);
  root.unmount();
});
