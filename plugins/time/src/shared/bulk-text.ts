import { translate, type Locale } from '@lonna/core';
import type { BulkResult } from '../contracts';

/** "3 dagar ändrades, 5 hoppades över: 3 redan klara, 2 låsta" — skipped days explained (issue 13, bug 7) */
export function bulkDoneText(l: Locale, result: BulkResult): string {
  const done = translate(l, 'time.bulk.done', { changed: result.Changed, skipped: result.Skipped });
  const why = result.SkippedWhy;
  if (!why || result.Skipped === 0) return done;
  const reasons = (['AlreadyDone', 'NotReady', 'Locked', 'Future'] as const)
    .filter((k) => why[k] > 0)
    .map((k) => translate(l, `time.bulk.why.${k}`, { n: why[k] }));
  return `${done.replace(/\.$/, '')}: ${reasons.join(', ')}.`;
}
