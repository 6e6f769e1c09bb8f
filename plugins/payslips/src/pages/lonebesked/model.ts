import { $accessContext, createEndpointMutation, createPageData, createPageQuery, createSignFlow, evaluateAccess, isApiError } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { PAYSLIPS_RESOURCE, payslips, payslipsAccess, type Upload } from '../../contracts';

/**
 * Lönebesked och saldon (/lonebesked): the chosen employee's year of payslips (the caller's own to start with; an
 * administrator picks anyone of his scope), one payslip's lines, the balances and their history; for payroll
 * administrators the import (a PAXml file, the payroll system's API keys, the latest imports). A push reloads it.
 */

export const $canImport = $accessContext.map((c) => (c ? evaluateAccess(payslipsAccess.importers.access, c) : false));

/** '' = the caller's own payslips */
export const employeeChosen = createEvent<string>();
export const $chosen = createStore('').on(employeeChosen, (_, a) => a);
/** null = the latest year with a payslip */
export const yearChosen = createEvent<number>();
export const $year = createStore<number | null>(null)
  .on(yearChosen, (_, y) => y)
  .reset(employeeChosen);
/** the payslip whose lines are open */
export const payslipOpened = createEvent<string>();
export const payslipClosed = createEvent();
export const $openId = createStore<string | null>(null)
  .on(payslipOpened, (_, id) => id)
  .reset(payslipClosed, employeeChosen);

export const uploadMutation = createEndpointMutation(payslips.upload, { name: 'payslips.upload', silent: true });
export const createKeyMutation = createEndpointMutation(payslips.createKey, { name: 'payslips.createKey', silent: true });
export const deleteKeyMutation = createEndpointMutation(payslips.deleteKey, { name: 'payslips.deleteKey', silent: true });
/** "Require BankID for payslips": the signed-in person identifies himself, then payslips open for a while */
export const identify = createSignFlow('payslips.identify', {
  start: payslips.identifyStart,
  status: payslips.identifyStatus,
  cancel: payslips.identifyCancel,
});

const pushed = { event: 'resource-updated', resource: PAYSLIPS_RESOURCE } as const;

export const employees = createPageQuery({
  name: 'payslips.employees',
  endpoint: payslips.employees,
  params: createStore({}, { serialize: 'ignore' }),
  silent: true,
});
export const overview = createPageQuery({
  name: 'payslips.overview',
  endpoint: payslips.overview,
  params: combine($chosen, $year, (AnstNr, Ar) => ({ query: { ...(AnstNr === '' ? {} : { AnstNr }), ...(Ar === null ? {} : { Ar: String(Ar) }) } })),
  refreshOn: [pushed, uploadMutation.finished.success, identify.signed],
  silent: true,
});
export const payslip = createPageQuery({
  name: 'payslips.payslip',
  endpoint: payslips.payslip,
  params: $openId.map((Id) => (Id ? { params: { Id } } : null)),
  refreshOn: [identify.signed],
  silent: true,
});
export const imports = createPageQuery({
  name: 'payslips.imports',
  endpoint: payslips.imports,
  params: $canImport.map((can) => (can ? {} : null)),
  refreshOn: [pushed, uploadMutation.finished.success],
  silent: true,
});
export const keys = createPageQuery({
  name: 'payslips.keys',
  endpoint: payslips.keys,
  params: $canImport.map((can) => (can ? {} : null)),
  refreshOn: [createKeyMutation.finished.success, deleteKeyMutation.finished.success],
  silent: true,
});
export const lonebeskedPage = createPageData({ loads: [employees, overview, payslip, imports, keys] });

export const $overview = overview.$data;
export const $employees = employees.$data.map((l) => l ?? []);
export const $loading = overview.$pending;
export const $failed = overview.$error.map((e) => (e && isApiError(e) ? e.message : e ? '' : null));
export const $payslip = payslip.$data;
export const $payslipFailed = payslip.$error.map((e) => (e && isApiError(e) ? e.message : e ? '' : null));
export const $imports = imports.$data.map((l) => l ?? []);
export const $keys = keys.$data.map((l) => l ?? []);

// ---- the import: one file at a time; the server's message (naming the element and employee) is kept ----
export const fileUploaded = createEvent<Upload>();
sample({ clock: fileUploaded, filter: uploadMutation.$pending.map((p) => !p), fn: (body) => ({ body }), target: uploadMutation.start });
export const $uploading = uploadMutation.$pending;
export const $uploadError = createStore<string | null>(null)
  .on(uploadMutation.finished.failure, (_, { error }) => (isApiError(error) ? error.message : ''))
  .reset(uploadMutation.started);
export const $lastImport = createStore<{ Payslips: number; Balances: number; Replaced: number } | null>(null)
  .on(uploadMutation.finished.success, (_, { result }) => result)
  .reset(uploadMutation.started);
export const uploaded = uploadMutation.finished.success;

export const keyRequested = createEvent<string>();
sample({ clock: keyRequested, filter: createKeyMutation.$pending.map((p) => !p), fn: (Namn) => ({ body: { Namn } }), target: createKeyMutation.start });
export const keyDeleted = createEvent<string>();
sample({ clock: keyDeleted, fn: (Id) => ({ params: { Id } }), target: deleteKeyMutation.start });
/** the new key, shown once */
export const newKeyDismissed = createEvent();
export const $newKey = createStore<string | null>(null)
  .on(createKeyMutation.finished.success, (_, { result }) => result.Nyckel)
  .reset(newKeyDismissed);
