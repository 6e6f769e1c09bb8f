/**
 * The life of a leave application (spec: "in review, approved, denied, reverted; completed ones cannot be edited"):
 *
 *   REVIEW ──approve──▶ APPROVED ──revert──▶ REVERTED
 *      │  └──deny────▶ DENIED   ──revert──▶ REVERTED
 *      ├─edit (the applicant; stays REVIEW)
 *      └─withdraw (the applicant; the application is removed)
 *
 * APPROVED, DENIED and REVERTED are completed: nobody edits or withdraws them. A revert takes a decision back (an
 * approval's booked time rows are removed); REVERTED is final — the employee applies again if he still wants the leave.
 */
export const LEAVE_STATES = ['REVIEW', 'APPROVED', 'DENIED', 'REVERTED'] as const;
export type LeaveState = (typeof LEAVE_STATES)[number];
export type LeaveAction = 'edit' | 'withdraw' | 'approve' | 'deny' | 'revert';

const TRANSITIONS: Record<LeaveAction, Partial<Record<LeaveState, LeaveState | 'removed'>>> = {
  edit: { REVIEW: 'REVIEW' },
  withdraw: { REVIEW: 'removed' },
  approve: { REVIEW: 'APPROVED' },
  deny: { REVIEW: 'DENIED' },
  revert: { APPROVED: 'REVERTED', DENIED: 'REVERTED' },
};

/** the state after `action`, or null when the action is not allowed in `state` */
export function transition(state: LeaveState, action: LeaveAction): LeaveState | 'removed' | null {
  return TRANSITIONS[action][state] ?? null;
}

/** which actions `state` allows (the views show only these buttons) */
export function allowedActions(state: LeaveState): LeaveAction[] {
  return (Object.keys(TRANSITIONS) as LeaveAction[]).filter((a) => transition(state, a) !== null);
}

export const isCompleted = (state: LeaveState): boolean => state !== 'REVIEW';
