import { workerData } from 'node:worker_threads';
import type { Renderer } from '@lonna/core/server';
import { INSTALLED_RENDERERS } from './installed';

/** One render worker (piscina): every installed renderer, plus modules the host names (tests, embedders). */
const table = new Map<string, Renderer>();
const add = (renderers: Record<string, Renderer>) => Object.entries(renderers).forEach(([k, f]) => table.set(k, f));
INSTALLED_RENDERERS.forEach(add);
const extra: string[] = (workerData as { extraModules?: string[] } | null)?.extraModules ?? [];
const ready = Promise.all(extra.map(async (specifier) => {
  const mod = (await import(specifier)) as { default: Record<string, Renderer> | { default: Record<string, Renderer> } };
  add(('default' in mod.default ? mod.default.default : mod.default) as Record<string, Renderer>);
}));

export default async function render(task: { kind: string; input: unknown }): Promise<Uint8Array> {
  await ready;
  const renderer = table.get(task.kind);
  if (!renderer) throw new Error(`No renderer "${task.kind}" is installed`);
  const out = await renderer(task.input);
  return typeof out === 'string' ? new TextEncoder().encode(out) : out;
}
