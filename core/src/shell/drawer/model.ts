import { createEvent, createStore, sample } from 'effector';
import { navigated } from '../../portal/router';

/** Spec §9: drawer 210 wide, mini 60. */
export const DRAWER_WIDTH = 210;
export const DRAWER_MINI_WIDTH = 60;

/** desktop: full or mini; phones: hidden or open over the page */
export const drawerToggled = createEvent();
export const drawerClosed = createEvent();
export const $drawerMini = createStore(false);
export const $drawerOpenOnPhone = createStore(false);
export const drawerMiniToggled = createEvent();

$drawerMini.on(drawerMiniToggled, (m) => !m);
$drawerOpenOnPhone.on(drawerToggled, (o) => !o).reset(drawerClosed);
// following a link on a phone closes the overlay
sample({ clock: navigated, fn: () => false, target: $drawerOpenOnPhone });
