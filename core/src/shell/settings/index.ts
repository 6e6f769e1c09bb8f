// the lazy entry of the UserAppSettings route
export { default } from './view';
