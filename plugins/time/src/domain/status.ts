import type { Role } from '@lonna/core/contracts';
import type { BulkAction, DayStatus } from '../contracts';

/**
 * Day status transitions (spec: not approved, approved, not attested,
 * attested, locked), the flow of Swedish payroll portals:
 *   OPEN ──approve──▶ APPROVED ──attest──▶ ATTESTED ──PAXml export──▶ LOCKED
 * With KalUseLonReady off the company has no approval step: attest takes OPEN
 * days directly and unattest returns them to OPEN. LOCKED never changes back
 * (the rows are in payroll).
 */
export function nextStatus(from: DayStatus, action: BulkAction, company: { KalUseLonReady: boolean }): DayStatus | null {
  switch (action) {
    case 'approve':
      return from === 'OPEN' ? 'APPROVED' : null;
    case 'unapprove':
      return from === 'APPROVED' ? 'OPEN' : null;
    case 'attest':
      return from === 'APPROVED' || (from === 'OPEN' && !company.KalUseLonReady) ? 'ATTESTED' : null;
    case 'unattest':
      return from === 'ATTESTED' ? (company.KalUseLonReady ? 'APPROVED' : 'OPEN') : null;
  }
}

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
