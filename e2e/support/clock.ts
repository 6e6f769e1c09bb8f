/**
 * One clock for the whole browser suite, so no test depends on the day it runs. The Playwright config fixes
 * `LONNA_E2E_CLOCK` = "<fake ISO instant>@<real epoch ms>" once per run; the server (LONNA_CLOCK), every
 * browser context (page.clock, through the fixture in ./test.ts) and the tests' own date helpers read it, so
 * all agree on what "today" is. `npm run test:dates` runs the suite with other instants (month and year end,
 * 29 February, the day Swedish clocks change).
 */
export const DEFAULT_E2E_NOW = '2026-11-18T09:00:00.000Z'; // a Wednesday, 10:00 in Stockholm

/** "<fake>@<real>" for this run: set once by the config (workers inherit it, so they share the start). */
export function e2eClockSetting(): string {
  process.env.LONNA_E2E_CLOCK ??= `${new Date(Date.parse(process.env.LONNA_E2E_NOW ?? DEFAULT_E2E_NOW)).toISOString()}@${Date.now()}`;
  return process.env.LONNA_E2E_CLOCK;
}

/** the suite's "now": the fixed start plus the real time since the run began */
export function e2eNow(): Date {
  const [fake, real] = e2eClockSetting().split('@');
  return new Date(Date.parse(fake!) + (Date.now() - Number(real)));
}

/** today in Sweden on the suite's clock (YYYY-MM-DD), as the server stamps it */
export function today(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(e2eNow());
}
