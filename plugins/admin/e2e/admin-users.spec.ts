import { axeViolations } from '../../../e2e/support/axe';
import { chooseCompany, expectShell, lastMailTo, signIn, signInAs } from '../../../e2e/support/session';
import { expect, expectHttpErrors, onSuiteClock, test, type Page } from '../../../e2e/support/test';

// 1010 and 1012: used by no other browser test's accounts; the account made here is the test's own
const HOME = 'Tandvården Solrosen AB';
const SECOND = 'IT-Stöd Öresund AB';
const PASSWORD = 'Solros-2026!';

async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Användare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Användare' })).toBeVisible();
}

async function openAccount(page: Page, name: string) {
  await page.getByRole('searchbox', { name: /^Sök/ }).fill(name);
  await expect(page.getByRole('navigation', { name: 'Sidor' })).toHaveText('Antal konton: 1');
  await page.getByRole('button', { name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: `Konto: ${name}` });
  await expect(dialog.getByRole('textbox', { name: /^Användarnamn/ })).not.toHaveValue('');
  return dialog;
}

test.describe('admin users', () => {
  test('an account made with a welcome link signs in; each change that takes something away signs its portal out with the reason', async ({
    page,
    browser,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const login = `urval.${info.project.name}@example.se`;
    const email = `ulla.${info.project.name}@example.se`;
    await signInAs(page, 'adm@demo.se', { company: HOME });
    await expectShell(page);
    await openUsers(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nytt konto' }).click();
    const create = page.getByRole('dialog', { name: 'Nytt konto' });
    await create.getByRole('textbox', { name: /^Namn/ }).fill('Ulla Urval');
    await create.getByRole('textbox', { name: /^Användarnamn/ }).fill(login);
    await create.getByRole('combobox', { name: 'Roll' }).selectOption({ label: 'Kundansvarig' });
    await create.getByRole('textbox', { name: /^E-post/ }).fill(email);
    // a bad personal number is refused on its field, in Swedish
    expectHttpErrors(page, [{ status: 400, method: 'POST', path: '/api/admin/users' }]);
    await create.getByRole('textbox', { name: /^Personnummer/ }).fill('19811218-9875');
    await create.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(create.getByText('Personnumret är inte giltigt (ÅÅÅÅMMDD-NNNN, kontrollsiffran stämmer inte).')).toBeVisible();
    await create.getByRole('textbox', { name: /^Personnummer/ }).fill('');
    const companies = create.getByRole('combobox', { name: /^Företag kontot får använda/ });
    await companies.click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(`^${SECOND}`) })
      .click();
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByText('Kontot för Ulla Urval är skapat och ett välkomstmejl skickas.')).toBeVisible();
    await expect(create).toBeHidden();

    // the new person chooses a password from the welcome mail and signs in, in a browser of her own
    const mail = await lastMailTo(request, email);
    expect(mail.subject).toBe('Välkommen till Lönna – välj ditt lösenord');
    const link = new URL(/(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
    const other = await (await browser.newContext({ baseURL: info.project.use.baseURL })).newPage();
    await onSuiteClock(other.context());
    await other.goto(link.pathname + link.hash);
    await other.getByLabel(/^Nytt lösenord/).fill(PASSWORD);
    await other.getByLabel(/^Upprepa lösenordet/).fill(PASSWORD);
    await other.getByRole('button', { name: 'Spara lösenordet' }).click();
    await expect(other.getByRole('status')).toHaveText('Lösenordet är bytt. Logga in med ditt nya lösenord.');
    // with two companies she may be asked which one (the portal remembers her last choice)
    const signInAgain = async () => {
      await signIn(other, login, PASSWORD);
      const picker = other.getByRole('dialog', { name: 'Välj företag' });
      const menu = other.getByRole('button', { name: 'Meny', exact: true });
      await expect(picker.or(menu)).toBeVisible();
      if (await picker.isVisible()) await chooseCompany(other, HOME);
      await expectShell(other);
    };
    await signInAgain();

    const change = async (edit: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, message: string) => {
      const dialog = await openAccount(page, 'Ulla Urval');
      await edit(dialog);
      await dialog.getByRole('button', { name: 'Spara' }).click();
      await expect(page.getByText('Kontot för Ulla Urval är sparat.')).toBeVisible();
      await expect(other.getByText(message)).toBeVisible();
      await expect(other.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    };
    await change(async (d) => {
      await d.getByRole('combobox', { name: /^Företag kontot får använda/ }).click();
      await page
        .getByRole('listbox')
        .getByRole('option', { name: new RegExp(`^${SECOND}`) })
        .click();
      await page.keyboard.press('Escape');
    }, 'Företaget du arbetade i har tagits bort från ditt konto.');
    await signInAgain();
    await change((d) => d.getByRole('textbox', { name: /^Personnummer/ }).fill('19811218-9876'), 'Viktiga uppgifter i ditt konto har ändrats. Logga in igen.');
    await signInAgain();
    await change(async (d) => {
      await d.getByRole('combobox', { name: 'Roll' }).selectOption({ label: 'Systemadministratör' });
    }, 'Din roll har ändrats. Logga in igen.');
    await signInAgain();
    await change((d) => d.getByRole('checkbox', { name: /^Inaktiverat konto/ }).check(), 'Din behörighet till portalen har tagits bort.');
    await other.context().close();
  });

  test('the accounts are searchable and open in a dialog, as cards on a phone @phone', async ({ page }) => {
    await signInAs(page, 'lic@demo.se', { company: HOME, path: '/admin/users' });
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Användare' })).toBeVisible();
    await page.getByRole('searchbox', { name: /^Sök/ }).fill('Per Persson');
    await expect(page.getByRole('navigation', { name: 'Sidor' })).toHaveText('Antal konton: 1');
    // a card on a phone, the name in a table row on a wide screen
    const wide = (page.viewportSize()?.width ?? 1280) >= 768;
    const open = wide
      ? page.getByRole('table').getByRole('button', { name: 'Per Persson' })
      : page.getByRole('list', { name: 'Användare' }).getByRole('button', { name: /Per Persson/ });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Konto: Per Persson' });
    await expect(dialog.getByRole('textbox', { name: /^Användarnamn/ })).toHaveValue('per@demo.se');
    await expect(dialog.getByRole('button', { name: 'Skicka länk för nytt lösenord' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
  });
});
