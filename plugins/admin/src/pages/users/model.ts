import {
  $locale,
  $selectedCompanyId,
  $userAppSettings,
  createEndpointMutation,
  createPageData,
  createPageQuery,
  isApiError,
  snackbarShown,
  translate,
} from '@lonna/core';
import type { Role } from '@lonna/core/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { admin, type User, type UserInput } from '../../contracts';

/** AdminUsers: the accounts, searched and filtered, a page at a time; one account in a dialog. */

export type StatusFilter = 'active' | 'disabled' | 'all';
export interface Filters {
  Search: string;
  Roll: Role | '';
  Status: StatusFilter;
  /** '' every company, else the accounts with access to it */
  Ftg: string;
  Page: number;
}
const FIRST: Filters = { Search: '', Roll: '', Status: 'active', Ftg: '', Page: 1 };

/** the search text once typing has paused (the view waits) */
export const searchChanged = createEvent<string>();
export const filtersChanged = createEvent<Partial<Omit<Filters, 'Page' | 'Search'>>>();
export const pageChosen = createEvent<number>();
export const $filters = createStore<Filters>(FIRST)
  .on(searchChanged, (f, Search) => (Search.trim() === f.Search ? f : { ...f, Search: Search.trim(), Page: 1 }))
  .on(filtersChanged, (f, patch) => ({ ...f, ...patch, Page: 1 }))
  .on(pageChosen, (f, Page) => ({ ...f, Page }));

export const createUserMutation = createEndpointMutation(admin.createUser, { name: 'admin.createUser', silent: true });
export const updateUserMutation = createEndpointMutation(admin.updateUser, { name: 'admin.updateUser', silent: true });
export const passwordLinkMutation = createEndpointMutation(admin.sendPasswordLink, { name: 'admin.sendPasswordLink', silent: true });

export const users = createPageQuery({
  name: 'admin.users',
  endpoint: admin.users,
  params: combine($filters, $userAppSettings, (f, s) => ({
    query: {
      ...(f.Search ? { Search: f.Search } : {}),
      ...(f.Roll ? { Roll: f.Roll } : {}),
      Status: f.Status,
      ...(f.Ftg ? { Ftg: f.Ftg } : {}),
      Page: String(f.Page),
      PerPage: String(s?.PaginationPerPage ?? 25),
    },
  })),
  refreshOn: [createUserMutation.finished.success, updateUserMutation.finished.success],
});

export const choices = createPageQuery({ name: 'admin.userChoices', endpoint: admin.userChoices, params: createStore({}) });

// ---- the dialog ----

/** null: closed; 'new': a new account; else the login being edited */
export const dialogOpened = createEvent<string>();
export const dialogClosed = createEvent();
export const $dialog = createStore<string | null>(null)
  .on(dialogOpened, (_, d) => d)
  .reset(dialogClosed, createUserMutation.finished.success, updateUserMutation.finished.success);

const account = createPageQuery({
  name: 'admin.user',
  endpoint: admin.user,
  params: $dialog.map((d) => (d && d !== 'new' ? { params: { Login: d } } : null)),
  silent: true,
});
/** the account being edited as the server has it (null for a new one, and while it loads) */
export const $editing = account.$data;
export const $editingPending = account.$pending;

/** a new account starts in the selected company, as an employee who signs in with a password */
export const $blank = $selectedCompanyId.map(
  (ftg): UserInput => ({
    Login: '',
    Namn: '',
    Roll: 'PER',
    Signatur: '',
    PersNr: '',
    Email: '',
    Mobile: '',
    FtgId: ftg ?? '',
    Companies: ftg ? [ftg] : [],
    AnstNr: '',
    Brukare: '',
    Avdelningar: [],
    LoginTyp: 'A',
    AccessOption: '',
    UserOptions: [],
    Disabled: false,
  }),
);

export const saveRequested = createEvent<{ input: UserInput; sendLink: boolean }>();
const $saving = combine(createUserMutation.$pending, updateUserMutation.$pending, (a, b) => a || b);
export { $saving };
sample({
  clock: saveRequested,
  source: $dialog,
  filter: (d, _) => d === 'new',
  fn: (_, { input, sendLink }) => ({ body: { ...input, SendLink: sendLink } }),
  target: createUserMutation.start,
});
sample({
  clock: saveRequested,
  source: { d: $dialog, saving: $saving },
  filter: ({ d, saving }) => d !== null && d !== 'new' && !saving,
  fn: ({ d }, { input }) => ({ params: { Login: d as string }, body: input }),
  target: updateUserMutation.start,
});

export const linkRequested = createEvent<string>();
sample({
  clock: linkRequested,
  filter: passwordLinkMutation.$pending.map((p) => !p),
  fn: (Login) => ({ params: { Login } }),
  target: passwordLinkMutation.start,
});

/** the server's refusal on its field (shown under it), or for the whole form */
export const $saveError = createStore<{ field?: string; message: string } | null>(null)
  .on([createUserMutation.finished.failure, updateUserMutation.finished.failure, passwordLinkMutation.finished.failure], (_, { error }) =>
    isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) },
  )
  .reset(dialogOpened, dialogClosed, createUserMutation.started, updateUserMutation.started, passwordLinkMutation.started);

sample({
  clock: createUserMutation.finished.success,
  source: $locale,
  fn: (l, { params, result }) => ({
    text: translate(l, (params as { body: { SendLink: boolean } }).body.SendLink ? 'admin.users.createdLinked' : 'admin.users.created', {
      name: (result as User).Namn,
    }),
    color: 'success' as const,
  }),
  target: snackbarShown,
});
sample({
  clock: updateUserMutation.finished.success,
  source: $locale,
  fn: (l, { result }) => ({ text: translate(l, 'admin.users.saved', { name: (result as User).Namn }), color: 'success' as const }),
  target: snackbarShown,
});
sample({
  clock: passwordLinkMutation.finished.success,
  source: $locale,
  fn: (l, { result }) => ({ text: translate(l, 'admin.users.linkSent', { to: result.SentTo }), color: 'success' as const }),
  target: snackbarShown,
});

export const usersPage = createPageData({ loads: [users, choices, account] });
