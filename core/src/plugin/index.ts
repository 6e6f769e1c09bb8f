export * from './types';
export { definePlugin, PluginRegistrationError } from './define-plugin';
export { validatePlugins } from './validate';
// one range check for both halves (the server host imports checkCoreRange from '@lonna/core')
export { checkCoreRange, satisfiesRange } from '../version/check-range';
