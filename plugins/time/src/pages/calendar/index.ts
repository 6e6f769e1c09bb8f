// the lazy entry of the Kalendarie route
export { default } from './view';
