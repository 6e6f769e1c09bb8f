// the lazy entry of the Attestera route
export { default } from './view';
