// the lazy entry of the Dashboard route
export { default } from './view';
