import type { Plugin, Rolldown } from 'vite';

/**
 * The second look at the chunks (issue 22, the dashboard on Lighthouse's slow phone). `chunk-groups.ts` sees the import
 * graph before tree shaking: through core's barrel the sign-in screen "imports" all of core, so every module it shares
 * with a page stays where the bundler puts it — in chunks of a few hundred bytes each (cx.ts alone was 94 bytes). The
 * dashboard asked for 45 scripts before its first card, and Lighthouse simulates HTTP/1.1 with six connections and a
 * 150 ms round trip: the scripts took 2.4 of its 4 simulated seconds, though they were 283 KB.
 *
 * So the build runs twice (the bundler takes about a second): `chunkPlan`'s plugin makes the same build in memory when
 * the real one starts. The first build shows what tree shaking kept and where; this plan then names, for the second:
 * - `shell`: every module of the sign-in screen's chunks beyond the entry's own (the entry's static imports): one request
 *   instead of some fifteen, the same bytes;
 * - `signed-in`: every module of core or npm that the first build left in a small shared chunk and that no public page
 *   (the sign-in screen's lazy parts, the static pages) reaches: one chunk with the layout's, loaded at every signed-in
 *   start, instead of some twenty requests of 0.1–2 KB. A signed-in page may load a few KB it does not need; it saves a
 *   round trip for each.
 * Dynamic entries keep their own chunks (one inside a group chunk came out broken).
 */
export type ChunkPlan = ReadonlyMap<string, string>;

type Chunk = Rolldown.OutputChunk;

/** the names `chunk-groups.ts` gives: a chunk of one of them is no small shared chunk */
const GROUPED = /^(?:p-|messages-|cards$|signed-in$|registry$)/;
const LAYOUT = /\/core\/src\/shell\/layout\/index\.ts$/;
const REGISTRY = /\/apps\/portal\/src\/plugins\.ts$/;
const CORE_OR_NPM = /\/core\/src\/|\/node_modules\/|^\0|^rolldown:/;
/**
 * The start's stages (src/main.tsx): the entry's dynamic imports but the plugin registry and the gallery, in the order
 * the entry runs them, each one chunk of what it needs beyond the entry and the stages before it — named after its
 * module (src/start/<name>.ts → `start-<name>`), `shell` for the rest of core (the barrel's chunk has no facade module).
 * React DOM's client is one chunk already.
 */
/** the entry's dynamic imports that are no start stage: the plugin registry and the gallery (after sign-in, or never) */
export const NOT_A_STAGE = /[\\/]apps[\\/]portal[\\/]src[\\/](?:plugins|dev-plugin)\.tsx?$/;
const OWN_STAGE = /\/apps\/portal\/src\/start\/([\w-]+)\.ts$/;
const CLIENT = /\/react-dom\/client\.js$/;

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
  // languages), with all they import, but not the signed-in start (the layout, the plugin registry)
  const signedInStarts = new Set(chunks.filter((c) => LAYOUT.test(facade(c)) || REGISTRY.test(facade(c))).map((c) => c.fileName));
  const publicStarts = [...signIn]
    .flatMap((f) => byFile.get(f)!.dynamicImports)
    .filter((f) => !signedInStarts.has(f) && !signIn.has(f))
    .map((f) => byFile.get(f)!)
    .filter(Boolean);
  const publicFiles = reach(publicStarts, () => true, new Set([...signIn, ...signedInStarts]));
  // what the signed-in start runs before its first card: the layout, the plugin registry, the dashboard and its cards
  const dashboard = reach(
    chunks.filter((c) => signedInStarts.has(c.fileName) || c.name === 'p-dashboard' || c.name === 'cards'),
    () => false,
  );
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
