import { workerData } from 'node:worker_threads';
import type { Renderer } from '@lonna/core/server';
import { importPluginModule } from '../../host/import-module';

/**
 * One render worker (piscina): the renderer modules of the installed plugins (their `./renderers` export, found
 * through plugins.installed.json by the host) plus any the host names (tests, embedders).
 */
const table = new Map<string, Renderer>();
const add = (renderers: Record<string, Renderer>) => Object.entries(renderers).forEach(([k, f]) => table.set(k, f));
const modules: string[] = (workerData as { modules?: string[] } | null)?.modules ?? [];
const ready = Promise.all(
  modules.map(async (file) => {
    const mod = (await importPluginModule(file)) as { default: Record<string, Renderer> | { default: Record<string, Renderer> } };
    add(('default' in mod.default ? mod.default.default : mod.default) as Record<string, Renderer>);
  }),
);

export default async function render(task: { kind: string; input: unknown }): Promise<Uint8Array> {
  await ready;
  const renderer = table.get(task.kind);
  if (!renderer) throw new Error(`No renderer "${task.kind}" is installed`);
  const out = await renderer(task.input);
  return typeof out === 'string' ? new TextEncoder().encode(out) : out;
}
