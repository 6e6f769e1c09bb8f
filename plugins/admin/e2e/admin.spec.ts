import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, onSuiteClock, test } from '../../../e2e/support/test';

const COMPANY = 'Tandvården Solrosen AB'; // 1010: used by no other browser test, without punches

test.describe('admin portal settings', () => {
  test('a setting turned on by the administrator shows up in another portal of the company at once, and goes again', async ({ page, browser }, info) => {
    await signInAs(page, 'adm@demo.se', { company: COMPANY });
    await expectShell(page);
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Portalinställningar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Portalinställningar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tid och stämpling' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // a second person in the same company, in a browser of his own
    const other = await (await browser.newContext({ baseURL: info.project.use.baseURL })).newPage();
    await onSuiteClock(other.context());
    await signInAs(other, 'lic@demo.se', { company: COMPANY });
    await expectShell(other);
    const menu = other.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(menu.getByRole('link', { name: 'Stämplingar' })).toHaveCount(0);

    const punches = page.getByRole('switch', { name: /^Stämplingar/ });
    await punches.click();
    await expect(page.getByText('Stämplingar: sparat.')).toBeVisible();
    await expect(punches).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('link', { name: 'Stämplingar' })).toBeVisible();

    await punches.click();
    await expect(punches).toHaveAttribute('aria-checked', 'false');
    await expect(menu.getByRole('link', { name: 'Stämplingar' })).toHaveCount(0);
    await other.context().close();
  });
});
