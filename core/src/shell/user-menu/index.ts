export { UserMenu, USER_MENU_MAX_HEIGHT } from './view';
