// the lazy entry of the TidrapportPrint route
export { default } from './view';
