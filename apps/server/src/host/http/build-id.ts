import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The portal build's id (written by its Vite build), else one made at start so clients still see a change on redeploy. */
export function resolveBuildId(portalDist: string | null): string {
  const file = portalDist ? join(portalDist, 'build-id.txt') : null;
  if (file && existsSync(file)) {
    const id = readFileSync(file, 'utf8').trim();
    if (id) return id;
  }
  return createHash('sha256').update(randomBytes(16)).update(String(Date.now())).digest('hex').slice(0, 16);
}
