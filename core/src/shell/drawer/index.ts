export { NavigationDrawer } from './view';
export * from './model';
