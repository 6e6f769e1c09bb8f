// Debian packages the test suite needs: Chromium (Playwright), PostgreSQL (server tests), poppler (PDF checks).
import { existsSync, readdirSync } from 'node:fs';
import { fail, isRoot, log, mustRun } from './lib.mjs';

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** `extra`: more Debian packages a script needs, as { package: file it provides } */
export async function ensureSystemDeps(extra = {}) {
  const missing = Object.entries(extra)
    .filter(([, file]) => !existsSync(file))
    .map(([pkg]) => pkg);
  if (!existsSync(chromiumPath())) missing.push('chromium');
  if (!hasPostgres() && !process.env.PG_URL) missing.push('postgresql');
  if (!existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
  if (missing.length === 0) return;
  if (!isRoot()) {
    fail(
      `the tests need Debian packages that are missing: ${missing.join(' ')}\n  install them once with: sudo apt-get install -y --no-install-recommends ${missing.join(' ')}\n  (as root, npm test installs them itself)`,
    );
  }
  log(`installing Debian packages: ${missing.join(' ')}`);
  await mustRun('apt-get', ['update', '-qq'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  await mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}
