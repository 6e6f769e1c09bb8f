export { SignInScreen } from './view';
export * from './model';
