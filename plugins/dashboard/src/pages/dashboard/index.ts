// the lazy entry of the Dashboard route
export { default } from './view';
export { firstView } from './first-view';
