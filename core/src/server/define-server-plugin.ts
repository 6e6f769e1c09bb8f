import { validRange } from '../contracts/plugin-compat';
import type { EndpointDescriptor } from '../contracts/endpoint';
import type { HostDatabase } from './host-tables';
import type { EndpointBinding, Handler, HandleOptions, ServerPlugin, ServerPluginDef } from './types';
import type { Kysely } from 'kysely';

const ID = /^[a-z][a-z0-9-]*$/;
const LOCALES = ['sv', 'en', 'fr', 'pl'] as const;

export class ServerPluginError extends Error {
  constructor(
    readonly pluginId: string,
    message: string,
  ) {
    super(message);
    this.name = 'ServerPluginError';
  }
}

/** Bind a handler to its descriptor; params/query/body/reply are typed from the descriptor's models, the context by its access. */
export function handle<E extends EndpointDescriptor<any, any, any, any, any>, DB = unknown>(
  descriptor: E,
  handler: Handler<E, DB>,
  options: HandleOptions = {},
): EndpointBinding<DB> {
  return Object.freeze({ descriptor, handler: handler as Handler<any, DB>, options: { transaction: options.transaction ?? 'auto' } });
}

/** A plugin's database: the host's tables and its own, typed. */
export type PluginDb<Tables> = Kysely<HostDatabase & Tables>;

/**
 * `handle` for a plugin with its own tables: `export const handle = handlerFor<TimeTables>()`, then
 * `handle(time.report, async ({ query }, ctx) => …)` — ctx.db is `Kysely<HostDatabase & TimeTables>`.
 */
export function handlerFor<Tables>() {
  return <E extends EndpointDescriptor<any, any, any, any, any>>(
    descriptor: E,
    handler: Handler<E, PluginDb<Tables>>,
    options: HandleOptions = {},
  ): EndpointBinding<PluginDb<Tables>> => handle<E, PluginDb<Tables>>(descriptor, handler, options);
}

/** Declare a server plugin: checked here, registered by the host (`export default defineServerPlugin({...})`). */
export function defineServerPlugin<DB = unknown>(def: ServerPluginDef<DB>): ServerPlugin<DB> {
  if (!ID.test(def.id)) throw new ServerPluginError(def.id, `Server plugin id "${def.id}" must match /^[a-z][a-z0-9-]*$/.`);
  if (def.core !== undefined && (typeof def.core !== 'string' || validRange(def.core) === null)) {
    throw new ServerPluginError(def.id, `Server plugin "${def.id}" needs a semver range of @lonna/core in "core" (e.g. '^1.0.0'), not "${String(def.core)}".`);
  }
  for (const [dep, range] of Object.entries(def.dependencies ?? {})) {
    if (!ID.test(dep) || validRange(range) === null)
      throw new ServerPluginError(def.id, `Plugin "${def.id}": dependency "${dep}" needs a plugin id and a semver range, not "${range}".`);
  }
  const sources = new Set<string>();
  for (const r of def.reminderSources ?? []) {
    const missing = LOCALES.find((l) => !r.label?.[l]?.trim() || !r.help?.[l]?.trim());
    if (!/^[a-z][a-zA-Z0-9]*$/.test(r.id) || sources.has(r.id) || missing)
      throw new ServerPluginError(
        def.id,
        `Plugin "${def.id}": reminder source "${r.id}" needs a unique id /^[a-z][a-zA-Z0-9]*$/ and a label and help in sv, en, fr and pl.`,
      );
    sources.add(r.id);
  }
  const sections = new Set<string>();
  for (const p of def.payrollSections ?? []) {
    if (!/^[a-z][a-zA-Z0-9]*$/.test(p.id) || sections.has(p.id) || typeof p.collect !== 'function')
      throw new ServerPluginError(def.id, `Plugin "${def.id}": payroll section "${p.id}" needs a unique id /^[a-z][a-zA-Z0-9]*$/ and a collect function.`);
    sections.add(p.id);
  }
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
  const jobs = new Set<string>();
  for (const j of def.jobs ?? []) {
    if (jobs.has(j.name) || !(j.everyMs > 0)) throw new ServerPluginError(def.id, `Job "${j.name}" of plugin "${def.id}" is named twice or has no period.`);
    jobs.add(j.name);
  }
  return Object.freeze({ ...def, $$type: '@lonna/ServerPlugin' as const });
}
