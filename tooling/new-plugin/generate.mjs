// The plugin generator's work, without side effects beyond the files it writes (the CLI adds `pnpm install`).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'template');

/** The same rule as defineServerPlugin / definePlugin, a little stricter: no double, leading or trailing hyphen. */
export const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const MAX_ID = 30;

export class GeneratorError extends Error {}

/** The spellings a plugin id takes in code: demo-notes → DemoNotes, demoNotes, demo_notes, DEMO_NOTES, "Demo notes". */
export function namesOf(id, title) {
  const parts = id.split('-');
  const pascal = parts.map((p) => p[0].toUpperCase() + p.slice(1)).join('');
  return {
    id,
    Name: pascal,
    name: pascal[0].toLowerCase() + pascal.slice(1),
    table: parts.join('_'),
    CONST: parts.join('_').toUpperCase(),
    title: title ?? (id.charAt(0).toUpperCase() + id.slice(1)).replaceAll('-', ' '),
  };
}

/** Plugin ids already taken: the workspace's plugins (package.json "lonna.id") and the host's built-in plugins. */
export function takenIds(root) {
  const ids = new Map();
  const plugins = join(root, 'plugins');
  for (const dir of existsSync(plugins) ? readdirSync(plugins) : []) {
    const f = join(plugins, dir, 'package.json');
    if (!existsSync(f)) continue;
    const id = JSON.parse(readFileSync(f, 'utf8')).lonna?.id;
    if (id) ids.set(id, `plugins/${dir}`);
  }
  const builtIn = join(root, 'apps', 'server', 'src', 'plugins');
  for (const dir of existsSync(builtIn) ? readdirSync(builtIn) : []) {
    const f = join(builtIn, dir, 'index.ts');
    const m = existsSync(f) ? /\bid: '([a-z][a-z0-9-]*)'/.exec(readFileSync(f, 'utf8')) : null;
    if (m) ids.set(m[1], `the host's built-in plugin apps/server/src/plugins/${dir}`);
  }
  return ids;
}

export function checkId(root, id) {
  if (typeof id !== 'string' || id === '') throw new GeneratorError('Name the plugin: npm run new-plugin -- <id>   (e.g. staffing, travel-expenses)');
  if (!ID_PATTERN.test(id) || id.length > MAX_ID) {
    throw new GeneratorError(
      `"${id}" is not a plugin id: lower-case letters, digits and single hyphens, starting with a letter, at most ${MAX_ID} characters (e.g. travel-expenses).`,
    );
  }
  const taken = takenIds(root).get(id);
  if (taken) throw new GeneratorError(`The plugin id "${id}" is taken by ${taken}.`);
  if (existsSync(join(root, 'plugins', id))) throw new GeneratorError(`plugins/${id} exists already.`);
}

function* templateFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* templateFiles(p);
    else if (name.endsWith('.tpl')) yield p;
  }
}

const fill = (text, names) => text.replace(/__(id|Name|name|table|CONST|title)__/g, (_, k) => names[k]);

/**
 * Writes plugins/<id>/ from the template, the changeset, and appends the package to plugins.installed.json.
 * Answers the files written (relative to root). Nothing is written when the id is refused.
 */
export function generatePlugin({ root, id, title }) {
  checkId(root, id);
  const names = namesOf(id, title);
  const out = join(root, 'plugins', id);
  const written = [];
  for (const file of templateFiles(TEMPLATE)) {
    const rel = fill(relative(TEMPLATE, file).slice(0, -'.tpl'.length), names);
    const target = rel === 'changeset.md' ? join(root, '.changeset', `plugin-${id}.md`) : join(out, rel);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(file, 'utf8'), names));
    written.push(relative(root, target));
  }
  const listFile = join(root, 'plugins.installed.json');
  const list = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  const pkg = `@lonna/plugin-${id}`;
  if (!list.includes(pkg)) list.push(pkg);
  writeFileSync(listFile, `${JSON.stringify(list)}\n`);
  written.push('plugins.installed.json');
  return { names, package: pkg, written };
}
