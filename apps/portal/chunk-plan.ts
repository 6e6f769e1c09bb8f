import type { Plugin, Rolldown } from 'vite';

/**
 * The second look at the chunks (issue 22, the dashboard on Lighthouse's slow phone). `chunk-groups.ts` sees the import
 * graph before tree shaking: through core's barrel the sign-in screen "imports" all of core, so every module it shares
 * with a page stays where the bundler puts it — in chunks of a few hundred bytes each (cx.ts alone was 94 bytes). The
 * dashboard asked for 45 scripts before its first card, and Lighthouse simulates HTTP/1.1 with six connections and a
 * 150 ms round trip: the scripts took 2.4 of its 4 simulated seconds, though they were 283 KB.
 *
 * So the build runs twice: `chunkPlan`'s plugin makes the same build in memory when the real one starts (the portal's
 * `vite build` takes about 5 s instead of 1.7). The first build shows what tree shaking kept and where; this plan then
 * names, for the second:
 * - one chunk per start stage (src/main.tsx): what the stage needs beyond the entry and the stages before it —
 *   `start-<name>` for src/start/<name>.ts, `shell` for the rest of core (the barrel's chunk has no facade module);
 *   React DOM's client, the last stage, is one chunk already;
 * - `common` and `signed-in`: every module of core or npm that the first build left in a small shared chunk the
 *   signed-in start runs before its first card — `common` where a public page (the SMS step, BankID, the static pages)
 *   reaches it too, so that those never load the whole signed-in chunk. One request instead of some twenty of 0.1–2 KB.
 * Dynamic entries keep their own chunks (one inside a group chunk came out broken), but a stage's own module.
 */
export type ChunkPlan = ReadonlyMap<string, string>;

type Chunk = Rolldown.OutputChunk;

/** the names `chunk-groups.ts` gives: a chunk of one of them is no small shared chunk */
const GROUPED = /^(?:p-|messages-|cards$|signed-in$|registry$)/;
const REGISTRY_MODULE = /[\\/]apps[\\/]portal[\\/]src[\\/]plugins\.ts$/;
/** the shell's signed-in layout, the first chunk after sign-in (chunk-groups.ts gathers what it needs) */
export const LAYOUT_MODULE = /[\\/]core[\\/]src[\\/]shell[\\/]layout[\\/]index\.ts$/;
const CORE_OR_NPM = /\/core\/src\/|\/node_modules\/|^\0|^rolldown:/;
/** the entry's dynamic imports that are no start stage: the plugin registry and the gallery (after sign-in, or never) */
export const NOT_A_STAGE = /[\\/]apps[\\/]portal[\\/]src[\\/](?:plugins|dev-plugin)\.tsx?$/;
const OWN_STAGE = /\/apps\/portal\/src\/start\/([\w-]+)\.ts$/;
const CLIENT = /\/react-dom\/client\.js$/;

/** a start stage's chunk in the built bundle: one this plan named, or React DOM's client (boot-splash.ts `startStages`) */
export const isStageChunk = (c: { name: string }, facade: string) => /^(?:start-.+|shell)$/.test(c.name) || CLIENT.test(facade);

/**
 * The chunks the signed-in start page runs before its first card, in the order it needs them: the installed plugins'
 * registry, the shell's layout, the dashboard's page chunk and the cards' chunk (each with its imports, for the caller
 * to follow). The plan's "signed-in start" and the start script's preloads (boot-splash.ts `routePreloads`).
 */
export function signedInStartChunks<C extends { name: string }>(chunks: readonly C[], facadeOf: (c: C) => string): C[] {
  return [
    ...chunks.filter((c) => REGISTRY_MODULE.test(facadeOf(c))),
    ...chunks.filter((c) => LAYOUT_MODULE.test(facadeOf(c))),
    ...chunks.filter((c) => c.name === 'p-dashboard'),
    ...chunks.filter((c) => c.name === 'cards'),
  ];
}

export function planFromFirstBuild(chunks: readonly Chunk[]): ChunkPlan {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const path = (id: string) => id.replace(/\\/g, '/');
  const facade = (c: Chunk) => path(c.facadeModuleId ?? '');
  const reach = (starts: readonly Chunk[], dynamic: (c: Chunk) => boolean, skip: ReadonlySet<string> = new Set()) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length) {
      const c = queue.pop()!;
      if (seen.has(c.fileName) || skip.has(c.fileName)) continue;
      seen.add(c.fileName);
      for (const f of c.imports) if (byFile.has(f)) queue.push(byFile.get(f)!);
      if (dynamic(c)) for (const f of c.dynamicImports) if (byFile.has(f)) queue.push(byFile.get(f)!);
    }
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return new Map();
  const plan = new Map<string, string>();
  const dynamicEntries = new Set(chunks.filter((c) => c.isDynamicEntry).map(facade));
  const put = (c: Chunk, name: string) => {
    for (const id of c.moduleIds) if (!dynamicEntries.has(path(id)) || OWN_STAGE.test(path(id))) plan.set(id, name);
  };
  // the sign-in screen: the entry, then each stage's chunks beyond what ran before it, as one chunk
  const signIn = reach([entry], () => false);
  const stages = entry.dynamicImports.map((f) => byFile.get(f)!).filter((c) => c && !NOT_A_STAGE.test(facade(c)));
  for (const stage of stages) {
    const own = facade(stage).match(OWN_STAGE);
    const name = CLIENT.test(facade(stage)) ? null : own ? `start-${own[1]}` : 'shell';
    for (const f of reach([stage], () => false, signIn)) {
      if (name) put(byFile.get(f)!, name);
      signIn.add(f);
    }
  }
  // the public pages: what the sign-in screen's chunks import later (BankID, the SMS step, the static pages, the other
  // languages), with all they import, but not the signed-in start
  const signedInStart = signedInStartChunks(chunks, facade);
  const signedInFiles = new Set(signedInStart.map((c) => c.fileName));
  const publicStarts = [...signIn]
    .flatMap((f) => byFile.get(f)!.dynamicImports)
    .filter((f) => !signedInFiles.has(f) && !signIn.has(f))
    .map((f) => byFile.get(f)!)
    .filter(Boolean);
  const publicFiles = reach(publicStarts, () => true, new Set([...signIn, ...signedInFiles]));
  // what the signed-in start runs before its first card
  const dashboard = reach(signedInStart, () => false);
  for (const c of chunks) {
    const small = !c.isEntry && !c.isDynamicEntry && !GROUPED.test(c.name);
    if (!small || !dashboard.has(c.fileName) || signIn.has(c.fileName) || !c.moduleIds.every((id) => CORE_OR_NPM.test(path(id)))) continue;
    put(c, publicFiles.has(c.fileName) ? 'common' : 'signed-in');
  }
  return plan;
}

/**
 * The first pass, as a plugin of the real build: when the build starts, the same build (this config, LONNA_CHUNK_PASS
 * set so that it makes no pass of its own) runs in memory, and `plan` answers from its chunks when the real build cuts
 * its own. Only a build runs it: loading the config (the tests, the linters) does not.
 */
export function chunkPlan(configFile: string): { plugin: Plugin; plan: () => ChunkPlan | null } {
  let plan: ChunkPlan | null = null;
  return {
    plan: () => plan,
    plugin: {
      name: 'lonna-chunk-plan',
      apply: 'build',
      async buildStart() {
        if (process.env.LONNA_CHUNK_PASS) return;
        const { build } = await import('vite');
        process.env.LONNA_CHUNK_PASS = 'first';
        try {
          const out = await build({ configFile, logLevel: 'silent', build: { write: false } });
          const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : [])).filter((c) => c.type === 'chunk');
          plan = planFromFirstBuild(chunks);
        } finally {
          delete process.env.LONNA_CHUNK_PASS;
        }
      },
    },
  };
}
