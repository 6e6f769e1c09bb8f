// the lazy entry of the Schedule route
export { default } from './view';
