// The house rules as tools, one list for `npm run lint` and `npm test`: Biome's lint and format check, the dependency
// rules (.dependency-cruiser.cjs) and knip (knip.jsonc). Each runs in a few seconds over the whole tree.
import { join } from 'node:path';
import { root } from './lib.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);

export const houseRules = [
  { name: 'lint (Biome: correctness, React hooks, a11y)', cmd: bin('biome'), args: ['lint', '--max-diagnostics=50', '.'] },
  { name: 'format check (Biome; `npm run format` fixes)', cmd: bin('biome'), args: ['format', '--max-diagnostics=5', '.'] },
  {
    name: 'dependency rules (dependency-cruiser)',
    cmd: bin('depcruise'),
    args: ['core', 'plugins', 'apps', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  },
  { name: 'unused files and dependencies (knip)', cmd: bin('knip'), args: ['--no-progress', '--no-config-hints'] },
];
