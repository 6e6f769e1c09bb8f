export * from './types';
export { definePlugin, validatePlugins, satisfiesRange, PluginRegistrationError } from './define-plugin';
