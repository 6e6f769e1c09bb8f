import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import type { StatusLine } from '../src/contracts';
import { StatusLines } from '../src/shared/status-list';

/** The attest page's list with BENCH_EMPLOYEES lines: the time of the first render and commit. */
it('renders the attest list', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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
  await act(async () => {
    root.render(<StatusLines lines={lines} selected={new Set(['1', '2'])} onToggle={() => undefined} attestStep busy={false} />);
  });
  const ms = performance.now() - t;
  expect(host.querySelectorAll('li').length).toBeGreaterThanOrEqual(n);
  console.log(`RENDER ${n} lines in ${ms.toFixed(1)} ms`);
  root.unmount();
});
