import type { MonthCounts, Statement, StatementStage } from '../contracts';

/**
 * Where a statement of the month stands, for the organiser's filter and the month's counts (issue 22): one rule, read by
 * the server (which counts and filters the whole month) and the client (which shows a statement's buttons).
 * The stages overlap where the work does: a failed sending is also ready to send again.
 */
type Signed = Pick<Statement, 'Status' | 'Assistant' | 'Organiser' | 'Sending'>;

/** sent electronically or marked as sent by hand */
export const done = (s: Signed) => s.Status === 'SENT' || s.Status === 'MANUALLY_SENT';
/** signed by the assistant, waiting for the organiser */
export const awaitingOrganiser = (s: Signed) => Boolean(s.Assistant?.Valid && !s.Organiser?.Valid);
/** signed by both and fit for ELT, not on its way: the organiser may send it (again, after a failure) */
export const sendable = (s: Signed) => s.Status === 'PENDING' && Boolean(s.Assistant?.Valid && s.Organiser?.Valid) && s.Sending?.State !== 'QUEUED';
/** a valid signature on a statement not sent or on its way: it may be voided for a correction */
export const voidable = (s: Signed) => !done(s) && s.Sending?.State !== 'QUEUED' && Boolean(s.Assistant?.Valid || s.Organiser?.Valid);

/** the organiser's filter of the month (contracts' STATEMENT_STAGES, in the page's order); each is also one of the month's counts */
export const STAGES: Record<StatementStage, (s: Signed) => boolean> = {
  /** the assistant has not signed (or his signature is on an earlier version) */
  Unsigned: (s: Signed) => !done(s) && !s.Assistant?.Valid,
  /** waiting for the organiser's signature: what "sign all" signs */
  ToSign: awaitingOrganiser,
  /** signed by both, fit for ELT: what "send all" sends */
  Ready: sendable,
  /** on its way to Försäkringskassan */
  Queued: (s: Signed) => s.Sending?.State === 'QUEUED',
  /** Försäkringskassan did not take it (or could not be reached) */
  Failed: (s: Signed) => !done(s) && s.Sending?.State === 'FAILED',
  /** goes on paper (MANUAL) */
  Manual: (s: Signed) => s.Status === 'MANUAL',
  /** sent, electronically or by hand */
  Sent: done,
};

/** the month's counts: every statement, and those of each stage */
export function countStages(list: readonly Signed[]): MonthCounts {
  const counts: MonthCounts = { All: list.length, Unsigned: 0, ToSign: 0, Ready: 0, Queued: 0, Failed: 0, Manual: 0, Sent: 0 };
  const stages = Object.entries(STAGES) as [StatementStage, (s: Signed) => boolean][];
  for (const s of list) for (const [stage, is] of stages) if (is(s)) counts[stage]++;
  return counts;
}
