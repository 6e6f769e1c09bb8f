import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createEndpointDataRead } from '../api/endpoint-read';
import { shell } from '../contracts/shell';
import { appStarted, companyChosen, loggedOut, sessionReceived } from '../session/model';
import { canSwitchCompany } from '../session/rules';
import { $account, $authenticated, $ftgInfo } from '../session/state';
import { readLocalFx, STORAGE_KEYS, writeLocalFx } from '../session/storage';
import { arrangeCompanies, COMPANY_SEARCH_THRESHOLD, parseFavourites, toggleFavourite } from './arrange';

export const companyListQuery = createEndpointDataRead(shell.companyList, { name: 'company.list' });

/** the toolbar's switcher asked for the dialog */
export const companyDialogOpened = createEvent();
export const companyDialogClosed = createEvent();
export const companySearchChanged = createEvent<string>();
export const favouriteToggled = createEvent<string>();

export const $canSwitchCompany = $account.map((a) => (a ? canSwitchCompany(a.Roll, a.FtgIdAccessList.length) : false));
const $switchRequested = createStore(false)
  .on(companyDialogOpened, () => true)
  .reset(companyDialogClosed, sessionReceived, loggedOut);

/** open when signed in without a company (the server did not auto-select), or when the user switches */
export const $companyDialogOpen = combine(
  $authenticated,
  $ftgInfo,
  $switchRequested,
  (authenticated, ftg, requested) => authenticated && (ftg === null || requested),
);
/** the dialog may be closed only when a company is already chosen */
export const $companyDialogClosable = $ftgInfo.map((f) => f !== null);

export const $companySearch = createStore('')
  .on(companySearchChanged, (_, s) => s)
  .reset(companyDialogClosed, companyChosen, loggedOut);
export const $favouriteCompanies = createStore<string[]>([]).on(favouriteToggled, (favs, id) => toggleFavourite(favs, id));

export const $companies = companyListQuery.$data.map((l) => l ?? []);
export const $companySearchVisible = $companies.map((l) => l.filter((c) => !c.Archived).length >= COMPANY_SEARCH_THRESHOLD);
export const $arrangedCompanies = combine($companies, $favouriteCompanies, $companySearch, (list, favs, search) => arrangeCompanies(list, favs, search));
export const $companyListPending = companyListQuery.$pending;

// the list is the signed-in user's: dropped on logout, loaded when the dialog opens
sample({ clock: loggedOut, target: companyListQuery.reset });
// asked once (as a query's `refresh`): again only after a failure or a logout, when there is no list
sample({
  clock: $companyDialogOpen,
  source: { list: companyListQuery.$data, pending: companyListQuery.$pending },
  filter: ({ list, pending }, open) => open && list === null && !pending,
  fn: () => undefined,
  target: companyListQuery.start,
});

// favourites live in local storage (they survive logout)
// the spec's key is FavouriteCompanies; a device that kept the earlier spelling keeps its favourites
export const favouritesKeyMigratedFx = createEffect(() => {
  try {
    const old = window.localStorage.getItem('FavoriteCompanies');
    if (old !== null && window.localStorage.getItem(STORAGE_KEYS.favourites) === null) window.localStorage.setItem(STORAGE_KEYS.favourites, old);
    window.localStorage.removeItem('FavoriteCompanies');
  } catch {
    // storage disabled: nothing to move
  }
});
sample({ clock: appStarted, target: favouritesKeyMigratedFx });
sample({ clock: favouritesKeyMigratedFx.finally, fn: () => STORAGE_KEYS.favourites, target: readLocalFx });
sample({
  clock: readLocalFx.done,
  filter: ({ params }) => params === STORAGE_KEYS.favourites,
  fn: ({ result }) => parseFavourites(result),
  target: $favouriteCompanies,
});
sample({
  clock: favouriteToggled,
  source: $favouriteCompanies,
  fn: (favs) => ({ key: STORAGE_KEYS.favourites, value: JSON.stringify(favs) }),
  target: writeLocalFx,
});
