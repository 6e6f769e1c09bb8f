/**
 * File renderers (PDF, payroll export, …): pure functions from plain, structured-cloneable input to the
 * file's bytes or text. The host runs them in a worker pool, never on the event loop, with a per-user
 * concurrency limit; a handler calls `ctx.render('<plugin>.<name>', input)`. A plugin exports its renderers
 * from a `./renderers` module (`export default defineRenderers({...})`) that imports nothing but what
 * rendering needs — no database, no HandlerContext — and the host installs that module beside the plugin.
 */
export type Renderer<I = any> = (input: I) => Promise<Uint8Array | string> | Uint8Array | string;
export type Renderers = Readonly<Record<string, Renderer>>;

/** Types a plugin's renderers; the names should be `<plugin id>.<name>`. */
export function defineRenderers<R extends Renderers>(renderers: R): R {
  for (const name of Object.keys(renderers)) {
    if (!/^[a-z][a-z0-9-]*\.[A-Za-z][A-Za-z0-9-]*$/.test(name)) throw new TypeError(`defineRenderers: "${name}" must look like "plugin.name"`);
  }
  return renderers;
}
