import {
  $accessContext,
  $account,
  $selectedEmployee,
  createEndpointMutation,
  evaluateAccess,
  createPageData,
  createPageQuery,
  endpointFx,
  isApiError,
  lists,
} from '@lonna/core';
import { perDiemRules, type TravelRuleInForce, type TravelRuleInput } from '@lonna/plugin-compensations/contracts';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  type MileageLineInput,
  type PerDiemLineInput,
  type ReceiptScan,
  type ReceiptScanRequest,
  TRAVEL_RESOURCE,
  type TravelLineInput,
  type TravelReportInput,
  travel,
  travelAccess,
  travelExpenses,
  type TravelReport,
} from '../../contracts';

/**
 * The travel expense reports page (/travelExpenses): the employee's reports (PER his own; an administrator the chosen
 * employee, or everyone of his scope), a dialog for a new trip, and the receipt dialog that scans a photo and lets the
 * user confirm the fields before the line is saved. Every change reloads the list; another user's arrives by push.
 */

// ---- whose ----
export const $isEmployeeOnly = $account.map((a) => a?.Roll === 'PER');
/** '' = everyone the caller may see (an administrator without a chosen employee) */
export const $anstNr = combine($selectedEmployee, $account, (selected, account) =>
  account?.Roll === 'PER' ? (account.AnstNr ?? '') : (selected?.AnstNr ?? ''),
);
export const pageOpened = createEvent();
sample({ clock: pageOpened, fn: () => undefined, target: lists.employees.needed });

// ---- writes ----
export const createMutation = createEndpointMutation(travelExpenses.create, { name: 'travel.create', silent: true });
export const addLineMutation = createEndpointMutation(travelExpenses.addLine, { name: 'travel.addLine', silent: true });
export const removeLineMutation = createEndpointMutation(travelExpenses.removeLine, { name: 'travel.removeLine', silent: true });
export const removeMutation = createEndpointMutation(travelExpenses.remove, { name: 'travel.remove', silent: true });
export const submitMutation = createEndpointMutation(travelExpenses.submit, { name: 'travel.submit', silent: true });
export const revertMutation = createEndpointMutation(travelExpenses.revert, { name: 'travel.revert', silent: true });
export const addMileageMutation = createEndpointMutation(travelExpenses.addMileage, { name: 'travel.addMileage', silent: true });
export const setPerDiemMutation = createEndpointMutation(travelExpenses.setPerDiem, { name: 'travel.setPerDiem', silent: true });
const writes = [
  createMutation,
  addLineMutation,
  removeLineMutation,
  removeMutation,
  submitMutation,
  revertMutation,
  addMileageMutation,
  setPerDiemMutation,
] as const;
/** the per diem of a report needs the per diem switch (the server refuses it otherwise) */
export const $canPerDiem = $accessContext.map((c) => (c ? evaluateAccess(travelAccess.perDiem, c) : false));
export const saved = sample({ clock: writes.map((m) => m.finished.success), fn: () => undefined });
export const $saving = combine(writes.map((m) => m.$pending)).map((l) => l.some(Boolean));

// ---- reads ----
export const list = createPageQuery({
  name: 'travel.list',
  endpoint: travelExpenses.list,
  params: $anstNr.map((AnstNr) => ({ query: AnstNr ? { AnstNr } : {} })),
  refreshOn: [{ event: 'resource-updated', resource: TRAVEL_RESOURCE }, saved],
  silent: true,
});
export const $reports = list.$data.map((l) => l ?? []);
export const $loading = list.$pending;
export const $failed = list.$error.map((e) => (e ? (isApiError(e) ? e.message : '') : null));

// ---- dialogs ----
export type DialogState =
  | { kind: 'report' }
  | { kind: 'receipt'; reportId: string }
  | { kind: 'mileage'; report: TravelReport }
  | { kind: 'perdiem'; report: TravelReport };
export const dialogOpened = createEvent<DialogState>();
export const dialogClosed = createEvent();
export const $dialog = createStore<DialogState | null>(null, { serialize: 'ignore' })
  .on(dialogOpened, (_, d) => d)
  .reset(
    dialogClosed,
    createMutation.finished.success,
    addLineMutation.finished.success,
    addMileageMutation.finished.success,
    setPerDiemMutation.finished.success,
  );

// the per diem dialog's preview computes with the company's travel rule in force on the departure date and its imported
// per diem table of the year, as the server (compensations' perDiemClaims) computes the amounts it stores; null:
// Skatteverket's rules of the year; []: the shipped tables
const ruleInForceFx = endpointFx(perDiemRules.inForce, true);
export const perDiemRuleFx = createEffect(async (Datum: string) => (await ruleInForceFx({ query: { Datum } })).data as TravelRuleInForce);
export const $perDiemRule = createStore<TravelRuleInput | null>(null, { serialize: 'ignore' })
  .on(perDiemRuleFx.doneData, (_, found) => found.Regel)
  .reset(dialogOpened, dialogClosed);
export const $perDiemTable = createStore<TravelRuleInForce['Tabell']>([], { serialize: 'ignore' })
  .on(perDiemRuleFx.doneData, (_, found) => found.Tabell)
  .reset(dialogOpened, dialogClosed);
/** the rule is being asked for: the preview waits (it would show Skatteverket's amounts meanwhile) */
export const $perDiemRuleLoading = perDiemRuleFx.pending;
sample({
  clock: dialogOpened,
  filter: (d) => d.kind === 'perdiem',
  fn: (d) => (d.kind === 'perdiem' ? d.report.Avresa.slice(0, 10) : ''),
  target: perDiemRuleFx,
});

/** the server's answer to the last write: a field error shown under its field, cleared on the next try */
export const $saveError = createStore<{ field?: string; message: string } | null>(null, { serialize: 'ignore' }).reset(dialogOpened, dialogClosed, saved);
const failed = merge(writes.map((m) => m.finished.failure.map(({ error }) => error as unknown)));
$saveError.on(failed, (_, error) => (isApiError(error) ? { field: error.field, message: error.message } : { message: '' }));

export const reportSubmitted = createEvent<TravelReportInput>();
sample({ clock: reportSubmitted, source: $saving, filter: (s) => !s, fn: (_, body) => ({ body }), target: createMutation.start });
export const lineSubmitted = createEvent<{ reportId: string; body: TravelLineInput }>();
sample({
  clock: lineSubmitted,
  source: $saving,
  filter: (s) => !s,
  fn: (_, { reportId, body }) => ({ params: { Id: reportId }, body }),
  target: addLineMutation.start,
});
export const mileageSubmitted = createEvent<{ reportId: string; body: MileageLineInput }>();
sample({
  clock: mileageSubmitted,
  source: $saving,
  filter: (s) => !s,
  fn: (_, { reportId, body }) => ({ params: { Id: reportId }, body }),
  target: addMileageMutation.start,
});
export const perDiemSubmitted = createEvent<{ reportId: string; body: PerDiemLineInput }>();
sample({
  clock: perDiemSubmitted,
  source: $saving,
  filter: (s) => !s,
  fn: (_, { reportId, body }) => ({ params: { Id: reportId }, body }),
  target: setPerDiemMutation.start,
});
export const lineRemoved = createEvent<{ reportId: string; lineId: string }>();
sample({
  clock: lineRemoved,
  source: $saving,
  filter: (s) => !s,
  fn: (_, p) => ({ params: { Id: p.reportId, LineId: p.lineId } }),
  target: removeLineMutation.start,
});
export const reportRemoved = createEvent<string>();
sample({ clock: reportRemoved, source: $saving, filter: (s) => !s, fn: (_, Id) => ({ params: { Id } }), target: removeMutation.start });
export const reportSent = createEvent<string>();
sample({ clock: reportSent, source: $saving, filter: (s) => !s, fn: (_, Id) => ({ params: { Id } }), target: submitMutation.start });
export const reportReverted = createEvent<string>();
sample({ clock: reportReverted, source: $saving, filter: (s) => !s, fn: (_, Id) => ({ params: { Id } }), target: revertMutation.start });

// ---- the receipt scan (spec: auto-scan on by default, kept in local storage as AUTO_SCAN_FILES) ----
export const scanMutation = createEndpointMutation(travel.scan, { name: 'travel.scan', silent: true });
export const $scanning = scanMutation.$pending;
export const scanRequested = createEvent<ReceiptScanRequest>();
sample({ clock: scanRequested, source: $scanning, filter: (s) => !s, fn: (_, body) => ({ body }), target: scanMutation.start });
/** the last scan's answer, for the form to take (cleared when the dialog opens or closes) */
export const $scanned = createStore<ReceiptScan | null>(null, { serialize: 'ignore' })
  .on(scanMutation.finished.success, (_, { result }) => result)
  .reset(dialogOpened, dialogClosed, addLineMutation.finished.success);
export const $scanError = createStore<string | null>(null, { serialize: 'ignore' })
  .on(scanMutation.finished.failure, (_, { error }) => (isApiError(error) ? error.message : ''))
  .reset(dialogOpened, dialogClosed, scanMutation.started);

export const readAutoScanFx = createEffect(() => {
  try {
    return globalThis.localStorage?.getItem('AUTO_SCAN_FILES') !== 'false';
  } catch {
    return true;
  }
});
export const writeAutoScanFx = createEffect((on: boolean) => {
  try {
    globalThis.localStorage?.setItem('AUTO_SCAN_FILES', String(on));
  } catch {
    // private mode: the choice lasts the page
  }
});
export const autoScanToggled = createEvent<boolean>();
export const $autoScan = createStore(true, { serialize: 'ignore' })
  .on(readAutoScanFx.doneData, (_, on) => on)
  .on(autoScanToggled, (_, on) => on);
sample({ clock: autoScanToggled, target: writeAutoScanFx });
sample({ clock: pageOpened, target: readAutoScanFx });

// the receipt dialog's goods groups (/varugrupper) come with the page
export const reportsPage = createPageData({ loads: [list, lists.productGroups] });
sample({ clock: reportsPage.opened, target: pageOpened });
