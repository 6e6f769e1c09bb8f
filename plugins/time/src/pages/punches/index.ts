// the lazy entry of the Stamplingar route
export { default } from './view';
