import type { Role } from '@lonna/core/contracts';
import type { DayStatus } from '../contracts';

// the transitions are published with the contracts (the compensations plugin moves its claims by the same rule)
export { nextStatus } from '../contracts';

/**
 * Whether a role may change the rows of a day in this status: an open day by
 * anyone who sees the employee; an approved day only by an administrator
 * (the employee unapproves first); attested and locked days by nobody.
 */
export function rowsEditable(status: DayStatus, role: Role): boolean {
  if (status === 'OPEN') return true;
  if (status === 'APPROVED') return role !== 'PER';
  return false;
}

/**
 * The one status vocabulary (issue 13, bug 6): the message key of a day's status on screen, in the PDFs and in the
 * change log. With an attest step an approved day reads "approved, not attested".
 */
export function statusKey(status: DayStatus, attestStep: boolean): string {
  return `time.status.${status === 'APPROVED' && attestStep ? 'APPROVED_NOT_ATTESTED' : status}`;
}

/** only attested days go to payroll */
export const exportable = (status: DayStatus) => status === 'ATTESTED';
