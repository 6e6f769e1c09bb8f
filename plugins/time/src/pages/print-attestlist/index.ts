// the lazy entry of the AttestlistaPrint route
export { default } from './view';
