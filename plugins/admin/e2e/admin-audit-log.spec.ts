import { axeViolations } from '../../../e2e/support/axe';
import { expectShell, signInAs } from '../../../e2e/support/session';
import { expect, test } from '../../../e2e/support/test';

const COMPANY = 'Tandvården Solrosen AB'; // 1010
const headers = { 'dv-api': '1', 'dv-selected-company': '1010', 'content-type': 'application/json' };

test.describe('admin audit log', () => {
  test('a change shows in the company audit log with who made it and each field, found by person and kind @phone', async ({ page }, info) => {
    await signInAs(page, 'adm@demo.se', { company: COMPANY });
    await expectShell(page);
    // a change of our own: an account made in this company
    const login = `logg.${info.project.name}.${Date.now()}@example.se`;
    const made = await page.request.post('/api/admin/users', {
      headers,
      data: {
        Login: login,
        Namn: 'Loggad Larsson',
        Roll: 'LSS',
        Signatur: '',
        PersNr: '',
        Email: '',
        Mobile: '',
        FtgId: '1010',
        Companies: ['1010'],
        AnstNr: '',
        Brukare: '',
        Avdelningar: [],
        LoginTyp: 'A',
        AccessOption: '',
        UserOptions: [],
        Disabled: false,
        SendLink: false,
      },
    });
    expect(made.status(), await made.text()).toBe(200);

    await page.goto('/admin/auditlog');
    await expect(page.getByRole('heading', { level: 1, name: 'Ändringslogg' })).toBeVisible();
    await page.getByRole('searchbox', { name: /^Person/ }).fill('Anders Admin');
    await page.getByRole('combobox', { name: 'Typ' }).selectOption({ label: 'Konto (Administration)' });
    const entry = page.getByRole('list', { name: 'Ändringslogg' }).getByRole('listitem').filter({ hasText: login });
    await expect(entry).toContainText('Skapad: Konto');
    await expect(entry).toContainText('Anders Admin Ek (adm@demo.se)');
    await expect(entry.getByRole('row', { name: /^Namn/ })).toContainText('Loggad Larsson');
    expect(await axeViolations(page)).toEqual([]);

    // a period that ends before it starts is said on the end date, and nothing is asked
    await page.getByRole('textbox', { name: /^Från och med/ }).fill('2026-11-20');
    await page.getByRole('textbox', { name: /^Till och med/ }).fill('2026-11-01');
    await page.getByRole('textbox', { name: /^Till och med/ }).press('Tab');
    await expect(page.getByText('Slutdatum kan inte vara före startdatum.')).toBeVisible();
    await page.getByRole('button', { name: 'Rensa filter' }).click();
    await expect(page.getByText('Slutdatum kan inte vara före startdatum.')).toBeHidden();
  });
});
