import { $userAppSettings, createPageData, createPageQuery } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { fk3059, type OrganiserMonth, type StatementStage } from '../../contracts';
import { $manad, monthStepped } from '../../shared/month';
import { statementsChanged } from '../../shared/refresh';
import { details } from './details-model';

/** a stage chosen in the filter ('' every statement of the month) */
export const stageChosen = createEvent<StatementStage | ''>();
export const pageChosen = createEvent<number>();
export const $stage = createStore<StatementStage | ''>('', { serialize: 'ignore' }).on(stageChosen, (_, s) => s);
/** the page shown: back to the first with another month or stage */
export const $page = createStore(1, { serialize: 'ignore' })
  .on(pageChosen, (_, p) => p)
  .reset(stageChosen, monthStepped);
const $perPage = $userAppSettings.map((s) => Math.max(1, s?.PaginationPerPage ?? 25));

/**
 * The organiser's statements of the month in the role's scope (issue 22): a page of them, of one stage or all, with
 * the whole month's counts — "sign all" and "send all" are picked on the server.
 */
export const statements = createPageQuery({
  name: 'fk3059.organiser',
  endpoint: fk3059.organiserStatements,
  params: combine($manad, $stage, $page, $perPage, (Manad, Stage, Page, PerPage) =>
    Manad ? { query: { Manad, ...(Stage ? { Stage } : {}), Page: String(Page), PerPage: String(PerPage) } } : null,
  ),
  refreshOn: [...statementsChanged],
});
// the month shrank under the page shown (the last ones signed or sent, by anyone): its last page instead
sample({
  clock: statements.$pagination,
  filter: (p) => p !== null && p.TotalPages >= 1 && p.Page > p.TotalPages,
  fn: (p) => p!.TotalPages,
  target: pageChosen,
});
export const $month = statements.$data.map((d): OrganiserMonth | null => d ?? null);
export const organiserPage = createPageData({ loads: [statements, details] });
