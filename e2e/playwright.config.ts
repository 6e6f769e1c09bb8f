import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eClockSetting } from './support/clock';

// One real server (built apps/server serving the built portal) on a fresh SQLite database per run.
const port = Number(process.env.E2E_PORT ?? 18180);
// made once by the runner and inherited by its workers (each loads this config too; each made an empty one of its own)
process.env.LONNA_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'lonna-e2e-'));
const dataDir = process.env.LONNA_E2E_DATA;
// one clock for the run: the server and every browser context live at the same fixed instant (support/clock.ts)
const clock = e2eClockSetting();
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// flags from the toolchain note: root needs --no-sandbox; the closed network needs no background traffic
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function withoutFakeTime(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== undefined && k !== 'LD_PRELOAD' && !k.startsWith('FAKETIME'))) as Record<
    string,
    string
  >;
}

export default defineConfig({
  // the portal's specs, and each plugin's own (plugins/<id>/e2e): a new plugin's browser test needs no edit here
  testDir: '..',
  testMatch: ['e2e/tests/**/*.spec.ts', 'plugins/*/e2e/**/*.spec.ts'],
  testIgnore: ['**/node_modules/**', '**/dist/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: join(dataDir, 'results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // the portal honours prefers-reduced-motion (core/src/ui/styles.css): no transitions to wait out before a click
    reducedMotion: 'reduce',
    // the browser never inherits a preloaded fake system clock (npm run test:dates): it has page.clock instead
    launchOptions: { executablePath: chromium, args, env: withoutFakeTime(process.env) },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/portalInfo`,
    // /api/portalInfo answers 401 without a session: any HTTP answer means the server is up
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'lonna.sqlite'),
      LONNA_E2E: '1',
      LONNA_CLOCK: clock,
      // the suite drives the BankID simulator and the outboxes: demo mode, on loopback
      LONNA_MODE: 'demo',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
