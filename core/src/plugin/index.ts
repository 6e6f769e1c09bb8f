export * from './types';
export { definePlugin, validatePlugins, PluginRegistrationError } from './define-plugin';
// one range check for both halves (the server host imports checkCoreRange from '@lonna/core')
export { checkCoreRange, satisfiesRange } from '../version/check-range';
