import { today } from '../../../e2e/support/clock';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, type Page } from '../../../e2e/support/test';
import type { NeedInput } from '../src/contracts';
import { needInput } from '../test/need-input';

/** The staffing specs' shared steps: dates of the suite's clock, the administrator, a need made through the API. */

/** YYYY-MM-DD plus n days */
export const plus = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** the Monday of the week n weeks after the suite's today (each spec plans in weeks of its own) */
export function mondayIn(weeks: number): string {
  const t = today();
  const weekday = (new Date(`${t}T00:00:00Z`).getUTCDay() + 6) % 7;
  return plus(t, weeks * 7 - weekday);
}

export const COMPANY_NAMES: Record<string, string> = {
  '1001': 'Omsorgen Personlig Assistans AB',
  '1006': 'Hemtjänst Väst AB',
  '1009': 'Transport & Logistik Mälardalen AB',
  '1013': 'Assistansgruppen Sörmland AB',
};

/** FTG of the care company 1001, signed in with the shell shown */
export async function asAdministrator(page: Page): Promise<void> {
  await signInAs(page, 'ftg@demo.se', { company: COMPANY_NAMES['1001']! });
  await expectShell(page);
}

export const apiHeaders = (ftg: string) => ({ 'dv-api': '1', 'dv-selected-company': ftg, 'content-type': 'application/json' });

/** a need of one pass on `day` (see needInput), made through the API as the signed-in planner; its id */
export async function postNeed(page: Page, ftg: string, day: string, over: Partial<NeedInput>): Promise<string> {
  const res = await page.request.post('/api/bemanna/behov', { headers: apiHeaders(ftg), data: needInput(day, over) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).Id as string;
}

export type PassRow = { Id: string; BehovId: string; AnstNr: string; Version: number; Namn: string; Status: string };

/**
 * Takes the passes of `day` whose need's name starts with `prefix` off their people and removes those needs, so a rerun
 * on the same server meets the same plan (the specs' needs are their own, by name).
 */
export async function cleanDay(page: Page, ftg: string, day: string, prefix: string): Promise<void> {
  const plan = await (await page.request.get(`/api/bemanna/planering?From=${day}&To=${day}&VisaInaktiva=true`, { headers: apiHeaders(ftg) })).json();
  const mine = (plan.Passes as PassRow[]).filter((p) => p.Namn.startsWith(prefix));
  for (const p of mine.filter((x) => x.AnstNr !== '' && x.Status !== 'FINALIZED' && x.Status !== 'CANCELLED')) {
    const off = await page.request.put(`/api/bemanna/pass/${p.Id}/anstalld`, { headers: apiHeaders(ftg), data: { AnstNr: '', Version: p.Version } });
    expect(off.status(), await off.text()).toBe(200);
  }
  for (const id of new Set(mine.map((p) => p.BehovId))) {
    // no body, so no JSON content type
    const gone = await page.request.delete(`/api/bemanna/behov/${id}`, { headers: { 'dv-api': '1', 'dv-selected-company': ftg } });
    expect([200, 404], await gone.text()).toContain(gone.status());
  }
}
