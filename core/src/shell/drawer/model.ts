import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigated } from '../../portal/router';
import { appStarted, loggedOut } from '../../session/model';

/** Spec §9: drawer 210 wide, mini 60. */
export const DRAWER_WIDTH = 210;
export const DRAWER_MINI_WIDTH = 60;

/** desktop: full or mini; phones: hidden or open over the page */
export const drawerToggled = createEvent();
export const drawerClosed = createEvent();
export const $drawerMini = createStore(false);
export const $drawerOpenOnPhone = createStore(false);
export const drawerMiniToggled = createEvent();

$drawerMini.on(drawerMiniToggled, (m) => !m).reset(loggedOut);

/** the desktop's folded drawer is a device preference: remembered until logout clears local storage (issue 13) */
export const DRAWER_MINI_KEY = 'DRAWER_MINI';
const readDrawerMiniFx = createEffect(() => (typeof localStorage === 'undefined' ? false : localStorage.getItem(DRAWER_MINI_KEY) === '1'));
const rememberDrawerMiniFx = createEffect((mini: boolean) => {
  if (mini) localStorage.setItem(DRAWER_MINI_KEY, '1');
  else localStorage.removeItem(DRAWER_MINI_KEY);
});
sample({ clock: appStarted, target: readDrawerMiniFx });
sample({ clock: readDrawerMiniFx.doneData, target: $drawerMini });
sample({ clock: drawerMiniToggled, source: $drawerMini, target: rememberDrawerMiniFx });
$drawerOpenOnPhone.on(drawerToggled, (o) => !o).reset(drawerClosed);
// following a link on a phone closes the overlay
sample({ clock: navigated, fn: () => false, target: $drawerOpenOnPhone });
