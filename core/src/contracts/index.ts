export * from './access';
export * from './endpoint';
export * from './models';
export { shell, LoginBodyModel } from './shell';
export { routeAccess, type RouteName } from './routes';
export * from './account';
export * from './bankid';
export * from './live';
export * from './company-plugins';
