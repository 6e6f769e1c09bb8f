import type { EndpointDescriptor } from '../contracts/endpoint';
import type { EndpointBinding, Handler, HandleOptions, ServerPlugin, ServerPluginDef } from './types';

const ID = /^[a-z][a-z0-9-]*$/;

export class ServerPluginError extends Error {
  constructor(readonly pluginId: string, message: string) {
    super(message);
    this.name = 'ServerPluginError';
  }
}

/** Bind a handler to its descriptor; params/query/body/reply are typed from the descriptor's models. */
export function handle<E extends EndpointDescriptor<any, any, any, any>, DB = unknown>(
  descriptor: E,
  handler: Handler<E, DB>,
  options: HandleOptions = {},
): EndpointBinding<DB> {
  return Object.freeze({ descriptor, handler: handler as Handler<any, DB>, options: { transaction: options.transaction ?? 'auto' } });
}

/** Declare a server plugin: checked here, registered by the host. */
export function defineServerPlugin<DB = unknown>(def: ServerPluginDef<DB>): ServerPlugin<DB> {
  if (!ID.test(def.id)) throw new ServerPluginError(def.id, `Server plugin id "${def.id}" must match /^[a-z][a-z0-9-]*$/.`);
  const seen = new Set<string>();
  for (const { descriptor: d } of def.endpoints ?? []) {
    // An endpoint without an access rule must never register (fail at start-up, not at request time).
    if (!d || !d.access) throw new ServerPluginError(def.id, `Endpoint ${d?.id ?? '?'} of plugin "${def.id}" has no access predicate.`);
    const key = `${d.method} ${d.path}`;
    if (seen.has(key)) throw new ServerPluginError(def.id, `Plugin "${def.id}" binds ${key} twice.`);
    seen.add(key);
  }
  for (const name of Object.keys(def.migrations ?? {})) {
    if (!/^[0-9]{3,}[-_][a-z0-9-_]+$/.test(name)) {
      throw new ServerPluginError(def.id, `Migration "${name}" of plugin "${def.id}" must be named like "001-initial".`);
    }
  }
  return Object.freeze({ ...def, $$type: '@lonna/ServerPlugin' as const });
}
