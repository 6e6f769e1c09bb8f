import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type ESTree, type Plugin, parseSync } from 'vite';

/**
 * One language per locale chunk (issue 22). A plugin's `i18n/en.ts` spreads `sharedMessages.en` from a file that both
 * halves use (`shared-messages.ts`, `server-messages.ts`: `Record<Locale, Messages>`, all four languages): the server
 * needs all four, but in the browser the English chunk carried the Swedish, French and Polish texts too, so every user
 * downloaded every language of those files (46 KB gzip of the whole app). Here, in the build only, a relative import
 * from a locale file (or from a file it already sliced) into the plugin's `i18n/` folder is resolved to a slice of that
 * file for the importer's language: `shared-messages.ts` → `shared-messages.lonna-en.ts`, its text with the other
 * three languages' values of every `{ sv, en, fr, pl }` object replaced by `{}`. The sources stay as they are, and the
 * server and the tests read them whole. Any other importer (a page) still gets the whole file.
 */
const LOCALES = ['sv', 'en', 'fr', 'pl'] as const;
type Locale = (typeof LOCALES)[number];
const SLICE = /\.lonna-(sv|en|fr|pl)\.ts$/;
/** a plugin's locale file: plugins/<id>/src/i18n/**\/<locale>.ts (the workspace or an installed package) */
const LOCALE_FILE = /[\\/]src[\\/]i18n[\\/](?:.*[\\/])?(sv|en|fr|pl)\.ts$/;
const IN_I18N = /[\\/]src[\\/]i18n[\\/]/;

export function localeSlices(): Plugin {
  return {
    name: 'lonna-locale-slices',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const locale = importer.match(SLICE)?.[1] ?? importer.match(LOCALE_FILE)?.[1];
      if (!locale) return null;
      const real = importer.replace(SLICE, '.ts');
      const resolved = await this.resolve(source, real, { skipSelf: true });
      if (!resolved || resolved.external || !IN_I18N.test(resolved.id) || LOCALE_FILE.test(resolved.id)) return resolved;
      if (!resolved.id.endsWith('.ts')) return resolved;
      return resolved.id.replace(/\.ts$/, `.lonna-${locale}.ts`);
    },
    load(id) {
      const m = id.match(SLICE);
      if (!m) return null;
      const file = id.replace(SLICE, '.ts');
      this.addWatchFile(file);
      return sliceLocale(readFileSync(file, 'utf8'), m[1] as Locale, file);
    },
  };
}

/** the source with every `{ sv, en, fr, pl }` object keeping only `locale`'s value (the others become `{}`) */
export function sliceLocale(code: string, locale: Locale, file = 'messages.ts'): string {
  const { program, errors } = parseSync(join(dirname(file), basename(file)), code, { lang: 'ts', sourceType: 'module' });
  if (errors.length) throw new Error(`${file}: ${errors[0]!.message}`);
  const cuts: [number, number, string][] = [];
  walk(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const byKey = new Map<string, ESTree.ObjectProperty>();
    for (const p of node.properties) {
      if (p.type !== 'Property' || p.computed) continue;
      const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : null;
      // offsets are the source's UTF-16 indices: a key that does not read back means they are not (fail, never cut wrong)
      if (key && !code.slice(p.key.start, p.key.end).includes(key)) throw new Error(`${file}: parser offsets do not match the text`);
      if (key) byKey.set(key, p);
    }
    if (!LOCALES.every((l) => byKey.has(l))) return;
    for (const l of LOCALES) {
      if (l === locale) continue;
      const p = byKey.get(l)!;
      // `{ sv, en }`: the shorthand property is written out, `{ sv, en: {} }`
      cuts.push(p.shorthand ? [p.start, p.end, `${l}: {}`] : [p.value.start, p.value.end, '{}']);
    }
  });
  // a cut inside another cut goes with it; then from the end, so earlier offsets stay valid
  cuts.sort((a, b) => a[0] - b[0]);
  const outer = cuts.filter((c, i) => !cuts.slice(0, i).some((o) => o[0] <= c[0] && c[1] <= o[1]));
  let out = code;
  for (const [start, end, text] of outer.reverse()) out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return out;
}

function walk(node: unknown, visit: (n: ESTree.Node) => void): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as { type?: unknown }).type !== 'string') return;
  visit(node as ESTree.Node);
  for (const [k, v] of Object.entries(node)) if (k !== 'parent' && v && typeof v === 'object') walk(v, visit);
}
