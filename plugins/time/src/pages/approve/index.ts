// the lazy entry of the ApproveTime route
export { default } from './view';
