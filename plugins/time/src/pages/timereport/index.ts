// the lazy entry of the Tidrapport route
export { default } from './view';
