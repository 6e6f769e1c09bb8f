import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { type ChunkPlan, LAYOUT_MODULE, NOT_A_STAGE } from './chunk-plan';

type ChunkingContext = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };
type CodeSplitting = NonNullable<Rolldown.OutputOptions['codeSplitting']>;

/**
 * Fewer, larger lazy chunks (issue 22). Left to itself the bundler made ~260 chunks — every page, card, locale file and
 * every module two of them share — and each compressed on its own, without the words the others repeat (the sum of
 * their gzip sizes was 75 KB more than the same code in one file). Here a module that only one kind of lazy chunk
 * needs goes into one chunk per kind:
 * - `p-<plugin>`: what only that plugin's pages use (its pages load together: one request, one dictionary);
 * - `cards`: what only dashboard cards use (the dashboard shows them together);
 * - `messages-<locale>`: every plugin's texts in one language (loaded together after sign-in, `loadLocaleFx`).
 * Anything the sign-in screen or the plugin registry (src/plugins.ts) imports statically is never moved (those load
 * first), and a module two kinds share stays where the bundler puts it.
 */
const PAGE = /[\\/]plugins[\\/]([^\\/]+)[\\/]src[\\/](?:pages|own-trades)[\\/]/;
const CARD = /[\\/]plugins[\\/][^\\/]+[\\/]src[\\/]cards[\\/]/;
const LOCALE = /[\\/]plugins[\\/][^\\/]+[\\/]src[\\/]i18n[\\/](?:.*[\\/])?(sv|en|fr|pl)\.ts$/;

/** the kind of lazy chunk a dynamically imported module starts, or null (left to the bundler) */
function kindOf(entry: string): string | null {
  const page = entry.match(PAGE);
  if (page) return `p-${page[1]}`;
  if (CARD.test(entry)) return 'cards';
  const locale = entry.match(LOCALE);
  return locale ? `messages-${locale[1]}` : null;
}

export function chunkGroups(portalRoot: string, second: () => ChunkPlan | null = () => null): CodeSplitting {
  const roots = [join(portalRoot, 'src', 'main.tsx'), join(portalRoot, 'src', 'plugins.ts')];
  const plans = new WeakMap<ChunkingContext, Map<string, string | null>>();
  const plan = (ctx: ChunkingContext) => {
    let p = plans.get(ctx);
    if (!p) {
      p = classify(ctx, roots);
      plans.set(ctx, p);
    }
    return p;
  };
  return {
    // a captured module's imports are classified on their own (a shared one must not follow it into its chunk)
    includeDependenciesRecursively: false,
    groups: [{ debugName: 'lonna-chunk-groups', name: (id, ctx) => second()?.get(id) ?? plan(ctx).get(id) ?? null }],
  };
}

/** module id → its chunk's name, for every module that only lazy chunks of one kind reach */
function classify(ctx: ChunkingContext, roots: string[]): Map<string, string | null> {
  const staticClosure = (from: string, stop: Set<string>, seen: Set<string>) => {
    const queue = [from];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id) || stop.has(id)) continue;
      seen.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
    }
    return seen;
  };
  // what loads before any page: the sign-in screen's modules (the entry's and its start stages', src/main.tsx) and the
  // plugin registry's
  const signIn = staticClosure(roots[0]!, new Set(), new Set());
  for (const stage of ctx.getModuleInfo(roots[0]!)?.dynamicallyImportedIds ?? []) if (!NOT_A_STAGE.test(stage)) staticClosure(stage, new Set(), signIn);
  const eager = new Set(signIn);
  for (const r of roots.slice(1)) staticClosure(r, new Set(), eager);
  // every dynamically imported module reachable from the roots
  const entries = new Set<string>();
  const all = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) queue.push(next);
    for (const next of info?.dynamicallyImportedIds ?? []) {
      entries.add(next);
      queue.push(next);
    }
  }
  const kinds = new Map<string, string | null>();
  for (const entry of entries) {
    if (eager.has(entry)) continue;
    const kind = kindOf(entry);
    for (const id of staticClosure(entry, eager, new Set())) {
      const was = kinds.get(id);
      kinds.set(id, was === undefined || was === kind ? kind : null);
    }
  }
  // what the shell's layout (every signed-in start) and the cards need and share with other lazy chunks: one chunk,
  // `signed-in`, not some thirty of 1–2 KB each (issue 22, the dashboard: Lighthouse simulates HTTP/1.1 with six
  // connections to an origin, and 67 requests before the largest paint cost ~11 round trips). Dynamic entries stay
  // their own chunks (one inside a group chunk came out broken).
  const signedIn = new Set<string>();
  for (const entry of entries) if (!eager.has(entry) && (LAYOUT_MODULE.test(entry) || CARD.test(entry))) staticClosure(entry, eager, signedIn);
  for (const id of signedIn) if (!entries.has(id) && !kinds.get(id)) kinds.set(id, 'signed-in');
  // The plugin registry's own modules beyond the sign-in screen's (each plugin's contracts, access rules, icons and
  // message loaders): one chunk, `registry`. Left to the bundler, each plugin's contracts — shared by its registry and
  // its pages — was a chunk of its own, some twenty requests of 1–4 KB before the dashboard's first card (issue 22).
  // The registry loads before any page can, so a page that shares one of them finds it already there.
  for (const r of roots.slice(1)) for (const id of staticClosure(r, signIn, new Set())) if (!entries.has(id) && !roots.includes(id)) kinds.set(id, 'registry');
  return kinds;
}
