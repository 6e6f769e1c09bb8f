export { InactivityScreen } from './view';
