export * from './arrange';
export * from './model';
