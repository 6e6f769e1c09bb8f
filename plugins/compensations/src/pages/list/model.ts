import {
  $account,
  $portalInfo,
  $selectedEmployee,
  $userAppSettings,
  createEndpointMutation,
  createPageData,
  createPageQuery,
  isApiError,
  lists,
} from '@lonna/core';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { type Compensation, type CompensationInput, COMPENSATIONS_RESOURCE, compensations, type ExpenseInput, type MileageInput } from '../../contracts';
import type { PaginationInfo } from '@lonna/core/contracts';
import type { DataSort } from '@lonna/core/ui';
import { monthPeriod, stepMonth } from './period';
import { nextSort, sortRows } from './sort';

/**
 * The compensations page (/compensations): a month of the employee's compensations (PER his own; an administrator the
 * chosen employee, or everyone of his scope), the dialog to type one in, and the mileage and out-of-pocket guides. Every
 * change reloads the list; another user's change arrives by push.
 */

// ---- whose and when ----
export const $isEmployeeOnly = $account.map((a) => a?.Roll === 'PER');
/** '' = everyone the caller may see (an administrator without a chosen employee) */
export const $anstNr = combine($selectedEmployee, $account, (selected, account) =>
  account?.Roll === 'PER' ? (account.AnstNr ?? '') : (selected?.AnstNr ?? ''),
);
export const $switches = $portalInfo.map((p) => ({ mileage: Boolean(p?.EnableMilersattning), outOfPocket: Boolean(p?.EnableUtlagg) }));

export const pageOpened = createEvent();
export const monthStepped = createEvent<1 | -1>();
/** the browser's month in Sweden (read once when the page opens; tests give their own) */
export const thisMonthFx = createEffect(() =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7),
);
export const $month = createStore('', { serialize: 'ignore' })
  .on(thisMonthFx.doneData, (m, now) => m || now)
  .on(monthStepped, (m, by) => (m ? stepMonth(m, by) : m));
export const $period = $month.map((m) => (m ? monthPeriod(m) : null));
sample({ clock: pageOpened, target: thisMonthFx });
sample({ clock: pageOpened, fn: () => undefined, target: [lists.payCodes.needed, lists.productGroups.needed, lists.employees.needed] });

// ---- writes ----
export const createMutation = createEndpointMutation(compensations.create, { name: 'compensations.create', silent: true });
export const updateMutation = createEndpointMutation(compensations.update, { name: 'compensations.update', silent: true });
export const removeMutation = createEndpointMutation(compensations.remove, { name: 'compensations.remove', silent: true });
export const mileageMutation = createEndpointMutation(compensations.mileage, { name: 'compensations.mileage', silent: true });
export const reopenMileageMutation = createEndpointMutation(compensations.reopenMileage, { name: 'compensations.reopenMileage', silent: true });
export const expenseMutation = createEndpointMutation(compensations.expense, { name: 'compensations.expense', silent: true });
export const reopenExpenseMutation = createEndpointMutation(compensations.reopenExpense, { name: 'compensations.reopenExpense', silent: true });
const writes = [createMutation, updateMutation, removeMutation, mileageMutation, reopenMileageMutation, expenseMutation, reopenExpenseMutation] as const;
/** a save of another guide's dialog (per diem, representation: src/pages/guides) that went through */
export const guideSaved = createEvent();
/** a save that went through (the dialog closes, the list reloads) */
export const saved = sample({ clock: [...writes.map((m) => m.finished.success), guideSaved], fn: () => undefined });
export const $saving = combine(writes.map((m) => m.$pending)).map((l) => l.some(Boolean));

// ---- reads ----
export const list = createPageQuery({
  name: 'compensations.list',
  endpoint: compensations.list,
  params: combine($period, $anstNr, (p, AnstNr) => (p ? { query: AnstNr ? { ...p, AnstNr } : p } : null)),
  refreshOn: [{ event: 'resource-updated', resource: COMPENSATIONS_RESOURCE }, saved],
  silent: true,
});
export const $rows = list.$data.map((l) => l ?? []);
export const $loading = list.$pending;
export const $failed = list.$error.map((e) => (e ? (isApiError(e) ? e.message : '') : null));
/** the month's total, over every page */
export const $total = $rows.map((rows) => rows.reduce((s, r) => s + r.Belopp, 0));

// ---- order and pages (the month is loaded whole: sorted and paged here) ----
/** a column's heading pressed (the same one again turns the order) */
export const sortClicked = createEvent<string>();
/** an order chosen outright (the phone's select) */
export const sortChosen = createEvent<DataSort>();
export const $sort = createStore<DataSort>({ column: 'date', direction: 'desc' }, { serialize: 'ignore' })
  .on(sortClicked, nextSort)
  .on(sortChosen, (_, s) => s);
export const pageChosen = createEvent<number>();
export const $page = createStore(1, { serialize: 'ignore' })
  .on(pageChosen, (_, p) => p)
  .reset(sortClicked, sortChosen, monthStepped, $anstNr.updates);
const $perPage = $userAppSettings.map((s) => Math.max(1, s?.PaginationPerPage ?? 25));
const $sorted = combine($rows, $sort, sortRows);
export const $pagination = combine($sorted, $page, $perPage, (rows, page, PerPage): PaginationInfo => {
  const TotalPages = Math.max(1, Math.ceil(rows.length / PerPage));
  return { Page: Math.min(page, TotalPages), PerPage, Total: rows.length, TotalPages };
});
/** the rows of the page shown */
export const $visibleRows = combine($sorted, $pagination, (rows, p) => rows.slice((p.Page - 1) * p.PerPage, p.Page * p.PerPage));

// ---- the dialogs ----
export type DialogState =
  | { kind: 'manual'; row: Compensation | null }
  | { kind: 'mileage'; guideId: string | null; input: MileageInput | null }
  | { kind: 'expense'; guideId: string | null; input: Omit<ExpenseInput, 'Kvitto'> | null; receiptName: string };
export const dialogOpened = createEvent<DialogState>();
export const dialogClosed = createEvent();
export const $dialog = createStore<DialogState | null>(null, { serialize: 'ignore' })
  .on(dialogOpened, (_, d) => d)
  .reset(dialogClosed, saved);

/** the server's answer to the last save: a field error to show under its field, cleared on the next try */
export const $saveError = createStore<{ field?: string; message: string } | null>(null, { serialize: 'ignore' }).reset(dialogOpened, dialogClosed, saved);
const failed = merge(writes.map((m) => m.finished.failure.map(({ error }) => error as unknown)));
$saveError.on(failed, (_, error) => (isApiError(error) ? { field: error.field, message: error.message } : { message: '' }));
$saveError.reset(merge(writes.map((m) => m.started.map(() => undefined))));

/** a guide-made row opens its guide with the answers it saved */
export const guideFx = createEndpointMutation(compensations.guide, { name: 'compensations.guide', silent: true });
export const guideReopened = createEvent<Compensation>();
sample({ clock: guideReopened, fn: (r) => ({ params: { Id: r.GuideId } }), target: guideFx.start });
sample({
  clock: guideFx.finished.success,
  source: $rows,
  // the per diem and representation guides open their own dialogs (src/pages/guides)
  filter: (_, { result }) => result.Kind === 'MILEAGE' || result.Kind === 'EXPENSE',
  fn: (rows, { result }): DialogState => {
    const input = JSON.parse(result.Input);
    if (result.Kind === 'MILEAGE') return { kind: 'mileage', guideId: result.Id, input };
    return { kind: 'expense', guideId: result.Id, input, receiptName: rows.find((r) => r.GuideId === result.Id)?.KvittoNamn ?? '' };
  },
  target: dialogOpened,
});

// ---- the forms: sent once at a time ----
export const manualSubmitted = createEvent<{ Id: string | null; body: CompensationInput }>();
sample({ clock: manualSubmitted, source: $saving, filter: (s, { Id }) => !s && Id === null, fn: (_, { body }) => ({ body }), target: createMutation.start });
sample({
  clock: manualSubmitted,
  source: $saving,
  filter: (s, { Id }) => !s && Id !== null,
  fn: (_, { Id, body }) => ({ params: { Id: Id! }, body }),
  target: updateMutation.start,
});
export const removed = createEvent<string>();
sample({ clock: removed, source: $saving, filter: (s) => !s, fn: (_, Id) => ({ params: { Id } }), target: removeMutation.start });

export const mileageSubmitted = createEvent<{ guideId: string | null; body: MileageInput }>();
sample({
  clock: mileageSubmitted,
  source: $saving,
  filter: (s, { guideId }) => !s && guideId === null,
  fn: (_, { body }) => ({ body }),
  target: mileageMutation.start,
});
sample({
  clock: mileageSubmitted,
  source: $saving,
  filter: (s, { guideId }) => !s && guideId !== null,
  fn: (_, { guideId, body }) => ({ params: { Id: guideId! }, body }),
  target: reopenMileageMutation.start,
});
export const expenseSubmitted = createEvent<{ guideId: string | null; body: ExpenseInput }>();
sample({
  clock: expenseSubmitted,
  source: $saving,
  filter: (s, { guideId }) => !s && guideId === null,
  fn: (_, { body }) => ({ body }),
  target: expenseMutation.start,
});
sample({
  clock: expenseSubmitted,
  source: $saving,
  filter: (s, { guideId }) => !s && guideId !== null,
  fn: (_, { guideId, body }) => ({ params: { Id: guideId! }, body }),
  target: reopenExpenseMutation.start,
});

/** the vehicles of whom the mileage guide is for (loaded when it opens) */
export const vehicles = createPageQuery({
  name: 'compensations.vehicles',
  endpoint: compensations.vehicles,
  params: combine($dialog, $anstNr, (d, AnstNr) =>
    d?.kind === 'mileage' ? { query: d.input?.AnstNr || AnstNr ? { AnstNr: d.input?.AnstNr || AnstNr } : {} } : null,
  ),
  silent: true,
});
export const $vehicles = vehicles.$data.map((l) => l ?? []);

export const listPage = createPageData({ loads: [list, vehicles] });
sample({ clock: listPage.opened, target: pageOpened });
