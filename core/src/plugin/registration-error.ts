/** Why a plugin cannot be registered; the message names the plugin (start-up shows it as is). */
export class PluginRegistrationError extends Error {
  constructor(
    readonly pluginId: string,
    readonly code: 'invalid' | 'duplicate-id' | 'core-range' | 'duplicate-route',
    message: string,
  ) {
    super(message);
    this.name = 'PluginRegistrationError';
  }
}
