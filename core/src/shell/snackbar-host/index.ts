export { SnackbarHost } from './view';
