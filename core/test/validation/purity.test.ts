import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The validators run in the browser and on the server: no DOM, React or effector may creep in.
const root = join(__dirname, '../../src/validation');
const ALLOWED_PACKAGES = new Set(['personnummer', 'kontonummer']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return name.endsWith('.ts') ? [p] : [];
  });
}

const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm)].map((m) => ({ typeOnly: Boolean(m[1]), from: m[2] ?? '' }));

describe('validation stays pure', () => {
  it.each(sources(root).map((f) => [f.slice(root.length + 1), f]))('%s imports only relative files and its libraries', (_name, file) => {
    for (const { typeOnly, from } of imports(file)) {
      if (from.startsWith('./') || from.startsWith('../')) {
        // the only way out of the folder is the Locale type
        if (!from.startsWith('./') && !from.startsWith('../types')) expect({ from, typeOnly }).toEqual({ from: '../plugin/types', typeOnly: true });
        continue;
      }
      expect(ALLOWED_PACKAGES.has(from)).toBe(true);
    }
    expect(readFileSync(file, 'utf8')).not.toMatch(/\b(window|document|localStorage)\./);
  });
});
