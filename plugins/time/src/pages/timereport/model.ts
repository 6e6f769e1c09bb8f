import {
  $account,
  $accessContext,
  $ftgInfo,
  $locale,
  $portalInfo,
  createPageData,
  createPageQuery,
  evaluateAccess,
  lists,
  snackbarShown,
  translate,
} from '@lonna/core';
import type { ApiError } from '@lonna/core';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { addRowMutation, approveMutation, deleteRowMutation, editRowMutation, printTimeReportFx, reportAsPlannedMutation } from '../../api';
import { time, TIME_CODES, timeAccess, type TimeDay, type TimeReport, type TimeRow } from '../../contracts';
import { clientRuleContext } from '../../domain/client-rules';
import { hoursBetween } from '../../domain/dates';
import { checkRow, timeVariant, type CleanRow } from '../../domain/row-rules';
import { isValidTime, normalizeTime } from '@lonna/core/validation';
import { rowsEditable } from '../../domain/status';
import { bulkDoneText } from '../../shared/bulk-text';
import { showRefusal, type FieldError } from '../../shared/field-error';
import { $anstNr, $period, refreshWanted, timeViewOpened } from '../../shared/model';

/** The time report: one employee's days in the period, and the row editor. */

const $request = combine($anstNr, $period, (AnstNr, period) => (AnstNr && period ? { AnstNr, From: period.From, To: period.To } : null));

/** the employee's days in the period: loaded while the page is open, latest-wins, again on a relevant change */
export const report = createPageQuery({
  name: 'time.report',
  endpoint: time.report,
  params: $request.map((r) => (r ? { query: r } : null)),
  refreshOn: [refreshWanted],
});

// a saved row: its day shows at once from the reply; the refetch brings the server's totals (the client computes none)
const daySaved = merge([addRowMutation.finished.success, editRowMutation.finished.success, deleteRowMutation.finished.success]).map(
  ({ result }) => result as TimeDay,
);
sample({
  clock: daySaved,
  source: report.query.$data,
  filter: (paged) => paged !== null,
  fn: (paged, day) => ({ items: replaceDay(paged!.items, day), pagination: paged!.pagination }),
  target: report.query.replaced,
});
sample({ clock: daySaved, fn: () => undefined, target: refreshWanted });
function replaceDay(r: TimeReport | null, day: TimeDay): TimeReport {
  if (!r) return r as never;
  return { ...r, Days: r.Days.map((d) => (d.Datum === day.Datum ? day : d)) };
}

/** the time report page: its report, the lists the editor needs, and what every time view needs */
export const timeReportPage = createPageData({
  loads: [report, lists.timeCodes, lists.careRecipients, lists.resultUnits, lists.accounts, { opened: timeViewOpened }],
});
export const timeReportOpened = timeReportPage.opened;
export const timeReportClosed = timeReportPage.closed;

export const $report = report.$data;
export const $loading = report.$pending;

export const $flags = combine($ftgInfo, $portalInfo, (f, p) => ({ ...(f ?? {}), ...(p ?? {}) }) as Record<string, unknown>);
export const $attestStep = $ftgInfo.map((f) => Boolean(f?.KalUseAttest));
export const $role = $account.map((a) => a?.Roll ?? 'PER');
export const $canApprove = $accessContext.map((c) => (c ? evaluateAccess(timeAccess.ApproveTime.access, c) : false));
export const $canPrint = $accessContext.map((c) => (c ? evaluateAccess(timeAccess.TidrapportPrint.access, c) : false));

// ---- the row editor ----
export interface RowForm {
  TidKod: string;
  Timmar: number | null;
  Start: string;
  Slut: string;
  Brukare: string;
  ResEnhet1: string;
  ResEnhet2: string;
  ResEnhet3: string;
  ResEnhet4: string;
  ResEnhet5: string;
  ResEnhet6: string;
  Konto: string;
  Text: string;
  /** the break in minutes ('' none): with start and end the hours are the span less the break (not sent; the hours are) */
  Rast: string;
}
/**
 * The editor keeps the day's version from when it opened: a change by someone else meanwhile
 * (even one the push already showed) makes the save answer 409 instead of silently overwriting.
 */
export interface Editor {
  datum: string;
  row: TimeRow | null;
  form: RowForm;
  /** the form as it opened: a change from it makes closing ask Leave or Stay */
  initial: RowForm;
  version: number;
  confirmDelete: boolean;
  conflict: boolean;
}

/** a new row on a scheduled day starts as the plan (deviation reporting: change only what differed) */
type Plan = { Start: string; Slut: string; Timmar: number; Rast: number } | null;
const emptyForm = (brukare: string, resEnhet1: string, plan: Plan = null, clock = false): RowForm => ({
  TidKod: 'ARB',
  Timmar: plan ? plan.Timmar : null,
  Start: plan && clock ? plan.Start : '',
  Slut: plan && clock ? plan.Slut : '',
  Rast: plan && clock && plan.Rast ? String(plan.Rast) : '',
  Brukare: brukare,
  ResEnhet1: resEnhet1,
  ResEnhet2: '',
  ResEnhet3: '',
  ResEnhet4: '',
  ResEnhet5: '',
  ResEnhet6: '',
  Konto: '',
  Text: '',
});
const formOf = (r: TimeRow): RowForm => ({
  TidKod: r.TidKod,
  Timmar: r.Timmar,
  Start: r.Start,
  Slut: r.Slut,
  Brukare: r.Brukare,
  ResEnhet1: r.ResEnhet1,
  ResEnhet2: r.ResEnhet2,
  ResEnhet3: r.ResEnhet3,
  ResEnhet4: r.ResEnhet4,
  ResEnhet5: r.ResEnhet5,
  ResEnhet6: r.ResEnhet6,
  Konto: r.Konto,
  Text: r.Text,
  Rast: r.Start && r.Slut && hoursBetween(r.Start, r.Slut) > r.Timmar ? String(Math.round((hoursBetween(r.Start, r.Slut) - r.Timmar) * 60)) : '',
});

/** start, end and break give the hours (the span less the break); anything unreadable leaves the hours alone */
function withComputedHours(form: RowForm, patch: Partial<RowForm>): RowForm {
  const next = { ...form, ...patch };
  if (!('Start' in patch || 'Slut' in patch || 'Rast' in patch)) return next;
  const rast = next.Rast.trim() === '' ? 0 : Number(next.Rast);
  if (!isValidTime(next.Start) || !isValidTime(next.Slut) || !next.Start || !next.Slut || !Number.isInteger(rast) || rast < 0) return next;
  const hours = hoursBetween(normalizeTime(next.Start), normalizeTime(next.Slut)) - rast / 60;
  return hours > 0 ? { ...next, Timmar: Math.round(hours * 100) / 100 } : next;
}

export const rowAdded = createEvent<string>();
export const rowOpened = createEvent<TimeRow>();
export const formChanged = createEvent<Partial<RowForm>>();
export const editorClosed = createEvent();
export const saved = createEvent();
export const deleteAsked = createEvent<boolean>();
export const deleteConfirmed = createEvent();

/** the employee's default care recipient and result unit fill a new row */
const $defaults = combine(lists.employees.$items, $anstNr, (items, anstNr) => {
  const e = (items ?? []).find((x) => x.AnstNr === anstNr);
  return { brukare: e?.PerStatus.UseBrukare ? e.PerStatus.Brukare : '', resEnhet1: e?.PerStatus.UseResEnhet1 ? e.PerStatus.ResEnhet1 : '' };
});

export const $editor = createStore<Editor | null>(null)
  .on(formChanged, (e, patch) => (e ? { ...e, form: withComputedHours(e.form, patch) } : e))
  .on(deleteAsked, (e, confirmDelete) => (e ? { ...e, confirmDelete } : e))
  .reset(editorClosed, timeReportClosed);
const versionOn = (report: TimeReport | null, datum: string) => report?.Days.find((d) => d.Datum === datum)?.Version ?? 0;
sample({
  clock: rowAdded,
  source: { d: $defaults, report: $report, flags: $flags },
  fn: ({ d, report, flags }, datum): Editor => {
    const day = report?.Days.find((x) => x.Datum === datum);
    // the plan fills the first row of a scheduled day; a second row starts empty
    const plan = day?.Schedule && day.Rows.length === 0 ? day.Schedule : null;
    const clock = timeVariant(flags) !== 'hours';
    return {
      datum,
      row: null,
      form: emptyForm(d.brukare, d.resEnhet1, plan, clock),
      initial: emptyForm(d.brukare, d.resEnhet1, plan, clock),
      version: versionOn(report, datum),
      confirmDelete: false,
      conflict: false,
    };
  },
  target: $editor,
});
sample({
  clock: rowOpened,
  source: $report,
  fn: (report, row): Editor => ({
    datum: row.Datum,
    row,
    form: formOf(row),
    initial: formOf(row),
    version: versionOn(report, row.Datum),
    confirmDelete: false,
    conflict: false,
  }),
  target: $editor,
});
// after a conflict the user has seen the reloaded day: the next save is against that version
$editor.on(report.query.finished.success, (e, { result }) => (e?.conflict ? { ...e, version: versionOn(result.items, e.datum) } : e));

export const $fieldError = createStore<FieldError | null>(null).reset(rowAdded, rowOpened, editorClosed, formChanged, timeReportClosed);

const $lists = combine({
  timeCodes: lists.timeCodes.$items,
  careRecipients: lists.careRecipients.$items,
  resultUnits: lists.resultUnits.$items,
  accounts: lists.accounts.$items,
});

/** the user changed something in the open editor (Leave / Stay before closing it) */
export const $editorDirty = $editor.map((e) => (e ? (Object.keys(e.form) as (keyof RowForm)[]).some((k) => e.form[k] !== e.initial[k]) : false));

export const $editorDay = combine($editor, $report, (e, r) => (e && r ? (r.Days.find((d) => d.Datum === e.datum) ?? null) : null));
export const $editorLocked = combine($editorDay, $role, (d, role) => (d ? !rowsEditable(d.Status, role) : false));

/** the client runs the server's own row rules first: the user hears about a mistake without a round trip */
export const $saving = combine(addRowMutation.$pending, editRowMutation.$pending, deleteRowMutation.$pending, (a, b, c) => a || b || c);

// a save while one is on its way is refused here, whatever sent it (a double click, Enter and the button)
const checked = sample({
  clock: saved,
  source: { editor: $editor, flags: $flags, lists: $lists, saving: $saving },
  filter: ({ editor, saving }) => editor !== null && !saving,
  fn: ({ editor, flags, lists: l }) => checkRow({ DayVersion: 0, ...editor!.form }, clientRuleContext(flags, l as never, editor!.form.TidKod)),
});
sample({ clock: checked, filter: (r) => 'problem' in r, fn: (r) => (r as { problem: FieldError }).problem, target: $fieldError });

const valid = sample({
  clock: checked,
  source: { editor: $editor, anstNr: $anstNr },
  filter: ({ editor }, r) => editor !== null && 'row' in r,
  fn: ({ editor, anstNr }, r) => ({ editor: editor!, version: editor!.version, anstNr, row: (r as { row: CleanRow }).row }),
});
sample({
  clock: valid,
  filter: ({ editor }) => editor.row === null,
  fn: ({ editor, version, anstNr, row }) => ({ body: { AnstNr: anstNr, Datum: editor.datum, DayVersion: version, ...row } }),
  target: addRowMutation.start,
});
sample({
  clock: valid,
  filter: ({ editor }) => editor.row !== null,
  fn: ({ editor, version, row }) => ({ params: { Id: editor.row!.Id }, body: { DayVersion: version, ...row } }),
  target: editRowMutation.start,
});
sample({
  clock: deleteConfirmed,
  source: $editor,
  filter: (editor) => editor?.row != null,
  fn: (editor) => ({ params: { Id: editor!.row!.Id }, query: { DayVersion: String(editor!.version) } }),
  target: deleteRowMutation.start,
});

sample({ clock: [addRowMutation.finished.success, editRowMutation.finished.success, deleteRowMutation.finished.success], target: editorClosed });

// a deleted row is said in words (issue 13: success feedback after delete)
sample({
  clock: deleteRowMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'time.editor.deleted'), color: 'success' as const }),
  target: snackbarShown,
});

// ---- failures: the form keeps what the user typed ----
const failed = sample({
  clock: [addRowMutation.finished.failure, editRowMutation.finished.failure, deleteRowMutation.finished.failure],
  fn: ({ error }) => error as ApiError,
});
/** 409: someone else changed the day, or it got locked. Reload the day; the dialog says so and keeps the input. */
sample({ clock: failed, filter: (e) => e.status === 409, fn: () => undefined, target: refreshWanted });
$editor.on(failed, (e, error) => (e && error.status === 409 && error.dvCode === TIME_CODES.conflict ? { ...e, conflict: true, confirmDelete: false } : e));
showRefusal(failed, { field: $fieldError });

// ---- period actions ----
export const periodApproved = createEvent();
export const printClicked = createEvent();
sample({
  clock: periodApproved,
  source: $request,
  filter: Boolean,
  fn: (r) => ({ body: { AnstNr: [r.AnstNr], From: r.From, To: r.To, Action: 'approve' as const } }),
  target: approveMutation.start,
});
sample({ clock: approveMutation.finished.success, fn: () => undefined, target: refreshWanted });
sample({
  clock: approveMutation.finished.success,
  source: $locale,
  fn: (l, { result }) => ({
    text: bulkDoneText(l, result),
    color: result.Changed > 0 ? ('success' as const) : ('info' as const),
  }),
  target: snackbarShown,
});
export const $approving = approveMutation.$pending;

// ---- deviation reporting: the plan as worked, for the shown period or one day (server: endpoints/as-planned.ts) ----
export const periodReportedAsPlanned = createEvent();
export const dayReportedAsPlanned = createEvent<string>();
export const $reportingAsPlanned = reportAsPlannedMutation.$pending;
const asPlannedWanted = sample({
  clock: [periodReportedAsPlanned.map(() => null), dayReportedAsPlanned],
  source: { r: $request, pending: reportAsPlannedMutation.$pending },
  // one call at a time, whatever clicked
  filter: ({ r, pending }) => r !== null && !pending,
  fn: ({ r }, day) => ({ body: { AnstNr: r!.AnstNr, From: day ?? r!.From, To: day ?? r!.To } }),
});
sample({ clock: asPlannedWanted, target: reportAsPlannedMutation.start });
sample({ clock: reportAsPlannedMutation.finished.success, fn: () => undefined, target: refreshWanted });
sample({
  clock: reportAsPlannedMutation.finished.success,
  source: $locale,
  fn: (l, { result }) => {
    const count = (reason: string) => result.Skipped.filter((s) => s.Reason === reason).length;
    const left = (['hasRows', 'locked', 'rule', 'future'] as const)
      .filter((r) => count(r) > 0)
      .map((r) => translate(l, `time.timereport.asPlannedLeft.${r}`, { n: count(r) }));
    const rule = result.Skipped.find((s) => s.Reason === 'rule');
    return {
      text: [translate(l, 'time.timereport.asPlannedDone', { n: result.Reported }), left.join(', '), rule ? rule.Message : ''].filter(Boolean).join(' '),
      color: result.Reported > 0 ? ('success' as const) : ('info' as const),
    };
  },
  target: snackbarShown,
});
sample({
  clock: printClicked,
  source: $request,
  filter: Boolean,
  fn: (query) => ({ query }),
  target: printTimeReportFx,
});
