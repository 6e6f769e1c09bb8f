export { NotFoundPage } from './view';
