export * from './access';
export * from './endpoint';
export * from './models';
export { shell, LoginBodyModel } from './shell';
export * from './account';
export * from './bankid';
export * from './live';
export * from './company-plugins';
export * from './plugin-compat';
