import { createDownload, createEndpointMutation } from '@lonna/core';
import { combine } from 'effector';
import { time } from './contracts';

/** The plugin's writes and files, made once from the contract (the pages declare their queries in their models). */

// row writes are silent: the editor shows field errors and conflicts itself
export const addRowMutation = createEndpointMutation(time.addRow, { name: 'time.addRow', silent: true });
export const editRowMutation = createEndpointMutation(time.editRow, { name: 'time.editRow', silent: true });
export const deleteRowMutation = createEndpointMutation(time.deleteRow, { name: 'time.deleteRow', silent: true });
export const reportAsPlannedMutation = createEndpointMutation(time.reportAsPlanned, { name: 'time.reportAsPlanned' });
// punching in, corrections and deletions are silent too: the clock shows a field error on its field, the punch dialog a conflict
export const punchInMutation = createEndpointMutation(time.punchIn, { name: 'time.punchIn', silent: true });
export const punchOutMutation = createEndpointMutation(time.punchOut, { name: 'time.punchOut' });
export const editPunchMutation = createEndpointMutation(time.editPunch, { name: 'time.editPunch', silent: true });
export const deletePunchMutation = createEndpointMutation(time.deletePunch, { name: 'time.deletePunch', silent: true });
export const setPaxmlCodeMutation = createEndpointMutation(time.setPaxmlCode, { name: 'time.setPaxmlCode' });
export const approveMutation = createEndpointMutation(time.approve, { name: 'time.approve' });
export const attestMutation = createEndpointMutation(time.attest, { name: 'time.attest' });

// files: method and path from the descriptors; a failure opens the shell's dialog
export const printTimeReportFx = createDownload(time.printTimeReport);
export const printAttestListFx = createDownload(time.printAttestList);
export const printProjectListFx = createDownload(time.printProjectList);
export const exportPaxmlFx = createDownload(time.exportPaxml);
export const $downloading = combine([printTimeReportFx.pending, printAttestListFx.pending, printProjectListFx.pending, exportPaxmlFx.pending], (pending) =>
  pending.some(Boolean),
);
