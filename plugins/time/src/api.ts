import { createEndpointMutation, createEndpointQuery } from '@lonna/core';
import { time } from './contracts';

/** The plugin's calls, made once from the contract (farfetched queries and mutations). */
export const reportQuery = createEndpointQuery(time.report, { name: 'time.report' });
export const calendarQuery = createEndpointQuery(time.calendar, { name: 'time.calendar' });
export const scheduleQuery = createEndpointQuery(time.schedule, { name: 'time.schedule' });
export const punchesQuery = createEndpointQuery(time.punches, { name: 'time.punches' });
export const auditQuery = createEndpointQuery(time.audit, { name: 'time.audit' });
export const approveListQuery = createEndpointQuery(time.approveList, { name: 'time.approveList' });
export const attestListQuery = createEndpointQuery(time.attestList, { name: 'time.attestList' });

// row writes are silent: the editor shows field errors and conflicts itself
export const addRowMutation = createEndpointMutation(time.addRow, { name: 'time.addRow', silent: true });
export const editRowMutation = createEndpointMutation(time.editRow, { name: 'time.editRow', silent: true });
export const deleteRowMutation = createEndpointMutation(time.deleteRow, { name: 'time.deleteRow', silent: true });
export const punchInMutation = createEndpointMutation(time.punchIn, { name: 'time.punchIn' });
export const punchOutMutation = createEndpointMutation(time.punchOut, { name: 'time.punchOut' });
export const editPunchMutation = createEndpointMutation(time.editPunch, { name: 'time.editPunch' });
export const deletePunchMutation = createEndpointMutation(time.deletePunch, { name: 'time.deletePunch' });
export const approveMutation = createEndpointMutation(time.approve, { name: 'time.approve' });
export const attestMutation = createEndpointMutation(time.attest, { name: 'time.attest' });
